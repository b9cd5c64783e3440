// `node scripts/run-ts.mjs bench/generate/main.ts --traces 1000 --out .bench/c1k`
// `node scripts/run-ts.mjs bench/generate/main.ts --jsonl-mb 1024 --out .bench/big.jsonl`
import { parseArgs } from "node:util";
import path from "node:path";
import { writeFolderCorpus, writeJsonlCorpus } from "./corpus.js";

const { values } = parseArgs({
  options: { traces: { type: "string" }, "jsonl-mb": { type: "string" }, out: { type: "string" }, seed: { type: "string" }, "no-corrupt": { type: "boolean" } },
});
if (!values.out || (!values.traces && !values["jsonl-mb"])) {
  console.error("usage: main.ts (--traces N | --jsonl-mb MB) --out PATH [--seed N] [--no-corrupt]");
  process.exit(2);
}
const out = path.resolve(process.cwd(), values.out);
const seed = values.seed ? Number(values.seed) : undefined;
const started = Date.now();
const manifest = values.traces ? writeFolderCorpus(out, Number(values.traces), seed) : await writeJsonlCorpus(out, Number(values["jsonl-mb"]) * 1024 * 1024, seed, !values["no-corrupt"]);
console.log(JSON.stringify({ ...manifest, seconds: (Date.now() - started) / 1000 }));
