// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the library (dist/lib.js).
// Code splitting keeps heavy, rarely used parts (the SQLite reader and its wasm) out of the
// cold-start path: they load only when a file needs them.
import { build } from "esbuild";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

// @actions/core imports its OIDC client (and with it an HTTP stack) eagerly; blamegate never
// uses OIDC, so the bundle gets a stand-in (src/action/no-oidc.ts) and starts much faster.
const noOidc = {
  name: "no-oidc",
  setup(b) {
    b.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}@actions${path.sep}core${path.sep}`) ? { path: path.resolve("src/action/no-oidc.ts") } : undefined,
    );
  },
};

const ifMissing = process.argv.includes("--if-missing");
// `--outdir DIR` builds elsewhere (the bench measures a private copy, leaving dist/ alone).
const outdirAt = process.argv.indexOf("--outdir");
const outdir = outdirAt > 0 ? process.argv[outdirAt + 1] : "dist";
if (ifMissing && existsSync(`${outdir}/cli.js`)) process.exit(0);

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { index: "src/action.ts", cli: "src/cli.ts", lib: "src/lib.ts", "pipeline-worker": "src/pipeline/worker.ts", "json-layout-worker": "src/pipeline/json-layout-worker.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  chunkNames: "chunks/[name]-[hash]",
  loader: { ".wasm": "binary" },
  legalComments: "none",
  logLevel: "warning",
  plugins: [noOidc],
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);",
  },
});
