// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the library (dist/lib.js), writes
// the library's type declarations (dist/types) and the licences of everything bundled
// (dist/licenses.txt). Each entry point is bundled on its own (bundle.mjs bundleGroups). Code splitting keeps heavy, rarely used parts (the SQLite reader and its
// wasm) out of the cold-start path: they load only when a file needs them.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildAll, bundleOptions, bundledPackages, renderLicenses } from "./bundle.mjs";

const ifMissing = process.argv.includes("--if-missing");
// `--outdir DIR` builds elsewhere (the bench measures a private copy, leaving dist/ alone).
const outdirAt = process.argv.indexOf("--outdir");
const outdir = outdirAt > 0 ? process.argv[outdirAt + 1] : "dist";
if (ifMissing && existsSync(`${outdir}/cli.js`)) process.exit(0);

rmSync(outdir, { recursive: true, force: true });
const options = bundleOptions(outdir);
const { metafile } = await buildAll(build, outdir);
dropUnusedRequire(Object.keys(metafile.outputs).filter((f) => f.endsWith(".js")));
// Node finds each module's format in the nearest package.json: without one in chunks/, every
// chunk's lookup climbs past dist/ to the package's own, on every start (issue 17, cold start).
writeFileSync(`${outdir}/chunks/package.json`, `${JSON.stringify({ type: "module" })}\n`);
writeFileSync(`${outdir}/licenses.txt`, renderLicenses(bundledPackages(metafile)));

// Type declarations of the library export (package.json `types`), from tsconfig.types.json.
const tsc = fileURLToPath(new URL("../node_modules/typescript/bin/tsc", import.meta.url));
execFileSync(process.execPath, [tsc, "-p", "tsconfig.types.json", "--outDir", `${outdir}/types`], { stdio: "inherit" });

// The banner gives every output a CommonJS `require` (bundle.mjs), but only the few chunks of
// CommonJS dependencies call it; each other module would still run createRequire as it loads,
// some fifty of them on a CLI run's start. Those lose the banner line.
function dropUnusedRequire(files) {
  const banner = `${options.banner.js}\n`;
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const start = text.startsWith("#!") ? text.indexOf("\n") + 1 : 0;
    if (!text.startsWith(banner, start)) continue;
    const rest = text.slice(start + banner.length);
    if (!/\brequire\b/.test(rest)) writeFileSync(file, text.slice(0, start) + rest);
  }
}
