// Runs a TypeScript script (bench, generator) by bundling it with esbuild to a temp file first,
// so no TS loader needs installing: `node scripts/run-ts.mjs bench/accuracy.ts [args...]`.
// Scripts run from the repository root and should resolve paths from process.cwd().
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs FILE.ts [args...]");
  process.exit(2);
}
// Inside the repo so bare imports resolve from node_modules the same way.
const dir = mkdtempSync(path.join(process.cwd(), "node_modules", ".run-ts-"));
const outfile = path.join(dir, `${path.basename(entry, ".ts")}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  loader: { ".wasm": "binary" },
  // Packages stay external (resolved from node_modules at run time), except .wasm files,
  // which node cannot import: those are embedded by the binary loader.
  plugins: [
    {
      name: "external-packages-but-wasm",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.endsWith(".wasm") ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  logLevel: "warning",
});
process.argv = [process.argv[0], path.resolve(entry), ...rest];
try {
  await import(pathToFileURL(outfile).href);
} finally {
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
}
