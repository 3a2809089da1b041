// The production entry, bundled to build/node/main.js (`npm start`, `npm run serve`): the server
// with the build beside it. `npm run dev` (scripts/dev.mjs) calls the same main() through Vite.
import { main } from "./main";

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
