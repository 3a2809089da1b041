// The production entry, bundled to build/node/main.js (`npm start`, `npm run serve`): the server
// with the build beside it. `npm run dev` (scripts/dev.mjs) calls the same main() through Vite.
import { createRequire } from "node:module";

// The built site renders with React's production build whatever NODE_ENV says. React and
// react-dom pick their build by NODE_ENV when first loaded; NODE_ENV=test (the browser tests' and
// benchmarks' servers) only unlocks the tests' own settings, and must not make every page render
// with React's development build, about three times slower (a 404: 23 ms against 64 ms). So they
// are loaded first, here, as production; every later import gets the same modules.
const requested = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
const require = createRequire(import.meta.url);
for (const name of ["react", "react/jsx-runtime", "react-dom", "react-dom/server"]) require(name);
// Put back as it was: unset stays unset (assigning undefined would store the string "undefined").
if (requested === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = requested;

const { main } = await import("./main");
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
