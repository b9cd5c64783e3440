// SQLite files are untrusted input: a .db is a program as much as data (generated columns, views
// and triggers run SQL when read). agent-blame's stores are read by their known columns of their
// known tables only, after a look at the schema; anything else is refused, and rows, characters
// and time are bounded. Every bomb here is written with sql.js itself.
import { describe, expect, it } from "vitest";
import { importAgentBlame } from "../../src/trace/import/agentblame.js";
import { loadSqlJs } from "../../src/trace/import/sqljs.js";
import { importBytes } from "../../src/trace/read.js";

const RUNS = "CREATE TABLE runs (run_id TEXT PRIMARY KEY, pipeline_name TEXT, start_ts REAL, end_ts REAL, final_output TEXT, metadata TEXT)";
const STEPS_COLUMNS =
  "step_id TEXT PRIMARY KEY, run_id TEXT REFERENCES runs(run_id) ON DELETE CASCADE, name TEXT, step_type TEXT, step_index INTEGER, input TEXT, output TEXT, start_ts REAL, end_ts REAL, latency_ms REAL, token_count INTEGER, cost_usd REAL, metadata TEXT, score REAL, error TEXT";
const STEPS = `CREATE TABLE steps (${STEPS_COLUMNS})`;

/** A store with agent-blame's schema (as changed by `schema`) and `runs` runs of two steps. */
async function store(schema: string[] = [RUNS, STEPS], runs = 2, after: string[] = []): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    for (const s of schema) db.run(s);
    for (let r = 0; r < runs; r++) {
      db.run("INSERT INTO runs (run_id, pipeline_name, start_ts, end_ts, final_output, metadata) VALUES (?, 'p', ?, ?, '\"done\"', '{}')", [`run-${r}`, 1000 + r, 1001 + r]);
      for (let s = 0; s < 2; s++)
        db.run(
          "INSERT INTO steps (step_id, run_id, name, step_type, step_index, input, output, start_ts, end_ts, latency_ms, token_count, cost_usd, metadata, score, error) VALUES (?, ?, ?, 'tool', ?, '\"q\"', '\"a\"', ?, ?, 5, 1, 0, '{}', 0.5, NULL)",
          [`s-${r}-${s}`, `run-${r}`, `step_${s}`, s, 1000 + r, 1001 + r],
        );
    }
    for (const s of after) db.run(s);
    return db.export();
  } finally {
    db.close();
  }
}

async function reasonFor(bytes: Uint8Array): Promise<string> {
  const items = await importBytes(bytes, "bomb.db");
  expect(items).toHaveLength(1);
  const item = items[0]!;
  if (!("skipped" in item)) throw new Error(`read as a trace: ${JSON.stringify(item.trace.id)}`);
  expect(item.skipped.file).toBe("bomb.db");
  return item.skipped.reason;
}

describe("agent-blame stores that are bombs", () => {
  it("reads an ordinary store (the schema verbatim) by its known columns", async () => {
    const traces = await importAgentBlame(await store(), "ok.db");
    expect(traces.map((t) => t.id)).toEqual(["run-0", "run-1"]);
    expect(traces[0]!.steps.map((s) => s.name)).toEqual(["step_0", "step_1"]);
    // Extra columns are ignored, not read: one more ordinary column changes nothing.
    const extra = await importAgentBlame(await store([RUNS, `CREATE TABLE steps (${STEPS_COLUMNS}, note TEXT)`]), "extra.db");
    expect(extra[0]!.steps[0]!.raw).not.toHaveProperty("note");
  });

  it("refuses a VIRTUAL generated column (computed on every read: 10 MB a row here) before reading a row", async () => {
    const bomb = `CREATE TABLE steps (${STEPS_COLUMNS}, bomb TEXT GENERATED ALWAYS AS (printf('%.*c', 10000000, 'x')) VIRTUAL)`;
    expect(await reasonFor(await store([RUNS, bomb]))).toMatch(/steps.*generated column "bomb"/);
    const stored = `CREATE TABLE runs (run_id TEXT PRIMARY KEY, pipeline_name TEXT, start_ts REAL, end_ts REAL, final_output TEXT, metadata TEXT, g TEXT GENERATED ALWAYS AS (run_id || 'x') STORED)`;
    expect(await reasonFor(await store([stored, STEPS]))).toMatch(/runs.*generated column "g"/);
  });

  it("refuses a known column that is itself generated", async () => {
    const cols = STEPS_COLUMNS.replace("error TEXT", "error TEXT GENERATED ALWAYS AS (printf('%.*c', 10000000, 'e')) VIRTUAL");
    const bytes = await store([RUNS, `CREATE TABLE steps (${cols})`], 0);
    expect(await reasonFor(bytes)).toMatch(/generated column "error"/);
  });

  it("refuses views, triggers and virtual tables", async () => {
    // A view in place of a table: here an endless recursive one.
    const asView = await store([RUNS, `CREATE TABLE steps_data (${STEPS_COLUMNS})`], 0, ["CREATE VIEW steps AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT steps_data.* FROM steps_data, n"]);
    expect(await reasonFor(asView)).toMatch(/view "steps"/);
    const trigger = await store(undefined, 1, ["CREATE TRIGGER t AFTER INSERT ON runs BEGIN DELETE FROM steps; END"]);
    expect(await reasonFor(trigger)).toMatch(/trigger "t"/);
    const extraView = await store(undefined, 1, ["CREATE VIEW v AS SELECT 1"]);
    expect(await reasonFor(extraView)).toMatch(/view "v"/);
    const fts = await store([RUNS], 0, [`CREATE VIRTUAL TABLE steps USING fts4(${STEPS_COLUMNS.replace(/ (TEXT|REAL|INTEGER)( PRIMARY KEY| REFERENCES runs\(run_id\) ON DELETE CASCADE)?/g, "")})`]);
    expect(await reasonFor(fts)).toMatch(/virtual table "steps"/);
  });

  it("bounds rows and characters, and gives up after its time", async () => {
    const bytes = await store(undefined, 30);
    await expect(importAgentBlame(bytes, "rows.db", { maxRows: 50 })).rejects.toThrow(/more than 50 rows/);
    await expect(importAgentBlame(bytes, "chars.db", { maxChars: 500 })).rejects.toThrow(/more than 500 characters/);
    // A clock that moves a second a look: the read stops at its deadline, whatever the file.
    let t = 0;
    await expect(importAgentBlame(bytes, "slow.db", { maxMs: 10_000, now: () => (t += 1000) })).rejects.toThrow(/took longer than 10 s/);
    expect((await importAgentBlame(bytes, "fine.db")).length).toBe(30);
  });
});
