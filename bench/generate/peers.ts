// Corpora shaped like the stores of the Python tools our users come from (issue 17), built from
// the real files those tools wrote (test/fixtures/data/peers, README there).
// - approximately: its scale sample (200 traces, 10–30 steps, ~11 KB each, as `json.dumps(indent=2)`
//   writes them) replicated with new ids, one file a trace named `<id>.json` as its store names
//   them. Its chain covers `task|model|created_at` and the steps, not the id, so every copy's chain
//   stays valid and `verify` has real work to do on each.
// - agent-blame: one SQLite file in its schema, N runs × 5 steps, each step a row of its own
//   bench.db with new ids, made with sql.js (the library blamegate reads it with).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { CorpusManifest } from "./corpus.js";

const PEERS = path.join(process.cwd(), "test/fixtures/data/peers");

/** A 12-hex id like approximately's, derived from the copy number so the corpus is the same every time. */
const idOf = (seed: string) => createHash("sha256").update(seed).digest("hex").slice(0, 12);

export function writeApproximatelyCorpus(dir: string, traces: number): CorpusManifest {
  const src = path.join(PEERS, "approximately", "scale-sample");
  const samples = readdirSync(src)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => readFileSync(path.join(src, f), "utf8"));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  let failing = 0;
  for (let k = 0; k < traces; k++) {
    const text = samples[k % samples.length]!;
    const old = /^\{\n {2}"id": "([0-9a-f]+)",\n/.exec(text)?.[1];
    if (!old) throw new Error(`scale sample ${k % samples.length}: no id on its second line`);
    const id = idOf(`approx5k:${k}`);
    // Only the id changes, in place: the rest of the text stays byte for byte what the tool wrote.
    const copy = text.replace(`"id": "${old}"`, `"id": "${id}"`);
    writeFileSync(path.join(dir, `${id}.json`), copy);
    bytes += Buffer.byteLength(copy);
    if (/^ {2}"success": false,$/m.test(copy)) failing++;
  }
  const manifest: CorpusManifest = { kind: "folder", path: dir, traces, files: traces, bytes, failing };
  writeFileSync(`${dir}.manifest.json`, JSON.stringify(manifest));
  return manifest;
}

const STEPS_PER_RUN = 5;

export async function writeAgentBlameCorpus(file: string, runs: number): Promise<CorpusManifest> {
  const require = createRequire(import.meta.url);
  const initSqlJs = (await import("sql.js")).default;
  const SQL = await initSqlJs({ wasmBinary: new Uint8Array(readFileSync(require.resolve("sql.js/dist/sql-wasm.wasm"))).buffer });
  const bench = new SQL.Database(readFileSync(path.join(PEERS, "agent-blame", "bench.db")));
  const schema = bench.exec("SELECT sql FROM sqlite_master WHERE type = 'table' ORDER BY name")[0]!.values.map((r) => String(r[0]));
  const runRows = bench.exec("SELECT pipeline_name, final_output, metadata FROM runs ORDER BY run_id")[0]!.values;
  const stepRows = bench.exec("SELECT name, step_type, input, output, latency_ms, token_count, cost_usd, metadata, score, error FROM steps ORDER BY step_id")[0]!.values;
  bench.close();
  const db = new SQL.Database();
  for (const sql of schema) db.run(sql);
  db.run("BEGIN");
  const insRun = db.prepare("INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?)");
  const insStep = db.prepare("INSERT INTO steps VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const t0 = 1795946634;
  let failing = 0;
  for (let r = 0; r < runs; r++) {
    const runId = `${idOf(`ab2k-run:${r}`).slice(0, 8)}-${idOf(`ab2k-run:${r}`).slice(8, 11)}`;
    const [pipeline = null, finalOutput = null, metadata = null] = runRows[r % runRows.length]!;
    const start = t0 + r * 2.5;
    insRun.run([runId, pipeline, start, null, finalOutput, metadata]);
    for (let s = 0; s < STEPS_PER_RUN; s++) {
      // Consecutive rows of bench.db, shifted by a prime a run so runs differ in their mix.
      const row = stepRows[(r * 7 + s) % stepRows.length]!;
      const [name = null, type = null, input = null, output = null, latency = null, tokens = null, cost = null, meta = null, score = null, error = null] = row;
      if (error !== null && s === 0) failing++;
      insStep.run([idOf(`ab2k-step:${r}:${s}`).slice(0, 8), runId, name, type, s, input, output, start + s * 0.25, null, latency, tokens, cost, meta, score, error]);
    }
  }
  insRun.free();
  insStep.free();
  db.run("COMMIT");
  const bytes = db.export();
  db.close();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  const manifest: CorpusManifest = { kind: "folder", path: file, traces: runs, files: 1, bytes: statSync(file).size, failing };
  writeFileSync(`${file}.manifest.json`, JSON.stringify(manifest));
  return manifest;
}
