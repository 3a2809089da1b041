// Run by `npm install` (package.json "postinstall"). @react-router/dev 7 starts Vite servers of its
// own (to load react-router.config.ts, and the child compiler) with `envFile: false`, an option
// Vite 8.1 deprecated in favour of `envDir: false`: every build and dev start printed "The
// `envFile` option is deprecated, please use `envDir: false` instead." three times, and no
// setting of ours reaches those servers. React Router 8 passes `envDir: false`
// (remix-run/react-router#15230); 7.18.4, the last 7.x, does not. This makes the same change in the
// installed 7.x files. Vite reads both the same way (`envFile === false` sets `envDir` to false),
// so nothing but the warning changes. Remove this script with the move to React Router 8.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const packageDir = join("node_modules", "@react-router", "dev");
const files = ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"];

const manifest = join(packageDir, "package.json");
// Nothing to do without @react-router/dev (npm install --omit=dev) or once it is no longer 7.x.
if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).version.startsWith("7.")) {
  for (const file of files) {
    const path = join(packageDir, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, "utf8");
    // Only the option's own lines (`    envFile: false,`); already changed files stay as they are.
    const changed = text.replace(/^(\s*)envFile: false,$/gm, "$1envDir: false,");
    if (changed !== text) writeFileSync(path, changed);
  }
}
