// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the library (dist/lib.js), writes
// the library's type declarations (dist/types) and the licences of everything bundled
// (dist/licenses.txt). Code splitting keeps heavy, rarely used parts (the SQLite reader and its
// wasm) out of the cold-start path: they load only when a file needs them.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bundleOptions, bundledPackages, renderLicenses } from "./bundle.mjs";

const ifMissing = process.argv.includes("--if-missing");
// `--outdir DIR` builds elsewhere (the bench measures a private copy, leaving dist/ alone).
const outdirAt = process.argv.indexOf("--outdir");
const outdir = outdirAt > 0 ? process.argv[outdirAt + 1] : "dist";
if (ifMissing && existsSync(`${outdir}/cli.js`)) process.exit(0);

rmSync(outdir, { recursive: true, force: true });
const { metafile } = await build(bundleOptions(outdir));
writeFileSync(`${outdir}/licenses.txt`, renderLicenses(bundledPackages(metafile)));

// Type declarations of the library export (package.json `types`), from tsconfig.types.json.
const tsc = fileURLToPath(new URL("../node_modules/typescript/bin/tsc", import.meta.url));
execFileSync(process.execPath, [tsc, "-p", "tsconfig.types.json", "--outDir", `${outdir}/types`], { stdio: "inherit" });
