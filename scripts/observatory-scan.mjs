// The MDN HTTP Observatory's scan (npm @mdn/mdn-http-observatory, installed by scripts/test.sh into
// node_modules/.cache/mdn-http-observatory) against a host on other ports than 80 and 443. The
// package's own `scan()` takes a hostname only; this runs its retriever with the ports and grades
// the result the same way (src/scanner/index.js of version 1.4.8). Used by
// server/deploy/behind-nginx.built.test.ts with NODE_EXTRA_CA_CERTS naming the test's certificate.
//
//   node scripts/observatory-scan.mjs <hostname> <httpPort> <httpsPort>   (prints JSON)
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..", "node_modules", ".cache", "mdn-http-observatory", "node_modules", "@mdn", "mdn-http-observatory", "src");
const load = (path) => import(pathToFileURL(join(root, path)).href);

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error("usage: node scripts/observatory-scan.mjs <hostname> <httpPort> <httpsPort>");
  process.exit(2);
}

const { retrieve } = await load("retriever/retriever.js");
const { ALL_TESTS, NUM_TESTS } = await load("constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");

const retrieved = await retrieve(hostname, { httpPort, httpsPort });
if (!retrieved.responses.auto) {
  console.log(JSON.stringify({ error: "The site seems to be down." }));
  process.exit(1);
}
const results = ALL_TESTS.map((test) => test(retrieved));
let passed = 0;
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const result of results) {
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  passed += result.pass ? 1 : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { result: result.result, pass: result.pass, scoreModifier: modifier };
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify({
    scan: { grade: final.grade, score: final.score, statusCode: retrieved.responses.auto.status, testsPassed: passed, testsQuantity: NUM_TESTS },
    tests,
  }),
);
