import { buildState } from "../scripts/build-stamp.mjs";

/**
 * The global setup of the built server's tests (`*.built.test.ts`, TEST_BUILT=1): they start what
 * `npm run build` made (build/node/main.js, build/node/owner.js), so the run fails at once, never
 * skips, when that build is missing or older than the sources it would test (scripts/build-stamp.mjs,
 * the check `npm start` makes). `npm test` builds first.
 */
export default function setup() {
  const state = buildState();
  if (!state.current) {
    throw new Error(`The built server's tests (*.built.test.ts) test what \`npm run build\` made, and the build is not current (${state.reason}): run \`npm run build\` first (npm test does).`);
  }
}
