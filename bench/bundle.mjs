// Bundles a bench script whole (dependencies included, wasm embedded, as scripts/build.mjs
// does for dist/), so it runs with plain `node` and no loader sits in its timing:
// `node bench/bundle.mjs bench/profile.ts .bench/profile.mjs`.
import { build } from "esbuild";

export async function bundleScript(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    loader: { ".wasm": "binary" },
    logLevel: "warning",
    banner: { js: "import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);" },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry, outfile] = process.argv.slice(2);
  await bundleScript(entry, outfile);
}
