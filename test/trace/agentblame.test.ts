// agent-blame's SQLite stores import run by run, read with sql.js both under vitest (wasm from
// node_modules) and from an esbuild bundle like dist/ (wasm embedded, no node_modules).
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { loadSqlJs } from "../../src/trace/import/sqljs.js";
import { attribute } from "../../src/attribution/attribute.js";
import { buildContext } from "../../src/attribution/context.js";
import { stepPriors } from "../../src/attribution/locator.js";
import { summarize } from "../../src/results/summary.js";
import { traceResult, verdict } from "../support/builders.js";
import { assertValid, DATA, readFile } from "./helpers.js";

const STORES = ["bench.db", "examples.db"].map((f) => join(DATA, "peers/agent-blame", f));
const REPO = fileURLToPath(new URL("../../", import.meta.url));

async function query(file: string, sql: string): Promise<unknown[][]> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database(readFileSync(file));
  try {
    return db.exec(sql)[0]?.values ?? [];
  } finally {
    db.close();
  }
}

/** Every row of a table as sql.js's getAsObject gives it, only the named columns, in their order. */
async function rowsAsObjects(file: string, table: string, columns: readonly string[]): Promise<Record<string, unknown>[]> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database(readFileSync(file));
  try {
    const present = (db.exec(`SELECT name FROM pragma_table_info('${table}')`)[0]?.values ?? []).map((r) => String(r[0]));
    const stmt = db.prepare(`SELECT ${columns.filter((c) => present.includes(c)).join(", ")} FROM ${table}`);
    const out: Record<string, unknown>[] = [];
    while (stmt.step()) out.push(stmt.getAsObject());
    stmt.free();
    return out;
  } finally {
    db.close();
  }
}

describe("agent-blame rows", () => {
  // Rows are read by column names taken once a statement, and kept as `raw` by a key copy (not a
  // spread): each must be the plain object getAsObject() would give, key for key, in order.
  for (const file of STORES) {
    it(`keeps every run and step of ${file.split("/").pop()} as getAsObject reads it`, async () => {
      const runColumns = ["run_id", "pipeline_name", "start_ts", "end_ts", "final_output", "metadata"];
      const stepColumns = ["step_id", "run_id", "name", "step_type", "step_index", "input", "output", "start_ts", "end_ts", "latency_ms", "token_count", "cost_usd", "metadata", "score", "error"];
      const runs = new Map((await rowsAsObjects(file, "runs", runColumns)).map((r) => [r.run_id, r]));
      const steps = new Map((await rowsAsObjects(file, "steps", stepColumns)).map((r) => [r.step_id, r]));
      const { traces } = await readFile(file);
      let n = 0;
      for (const t of traces) {
        const want = runs.get(t.id);
        expect(Object.getPrototypeOf(t.raw)).toBe(Object.prototype);
        expect(Object.keys(t.raw as object)).toEqual(Object.keys(want!));
        expect(t.raw).toStrictEqual(want);
        for (const s of t.steps) {
          const row = steps.get((s.raw as { step_id: unknown }).step_id);
          expect(Object.getPrototypeOf(s.raw)).toBe(Object.prototype);
          expect(Object.keys(s.raw as object)).toEqual(Object.keys(row!));
          expect(s.raw).toStrictEqual(row);
          n++;
        }
      }
      expect(n).toBe(steps.size);
    });
  }
});

describe("agent-blame traces.db", () => {
  for (const file of STORES) {
    it(`imports every run of ${file.split("/").pop()} in start order, steps in step_index order`, async () => {
      const runs = (await query(file, "SELECT run_id FROM runs ORDER BY start_ts")).map((r) => r[0]);
      const stepCount = Number((await query(file, "SELECT count(*) FROM steps"))[0]![0]);
      expect(runs.length).toBeGreaterThan(0);
      const { traces, skipped } = await readFile(file);
      expect(skipped).toEqual([]);
      expect(traces.map((t) => t.id)).toEqual(runs);
      expect(traces.map((t) => t.origin.position)).toEqual(runs.map((_, i) => i));
      expect(traces.reduce((n, t) => n + t.steps.length, 0)).toBe(stepCount);
      for (const t of traces) {
        assertValid(t);
        expect(t.origin.format).toBe("agentblame");
        const rows = await query(file, `SELECT name, step_type, score FROM steps WHERE run_id = '${t.id}' ORDER BY step_index, start_ts, rowid`);
        expect(t.steps.map((s) => s.name)).toEqual(rows.map((r) => r[0]));
        expect(t.steps.map((s) => s.index)).toEqual(rows.map((_, i) => i));
        const kinds: Record<string, string> = { retrieval: "retrieval", llm: "llm", tool: "tool_call", prompt: "prompt", generic: "message" };
        expect(t.steps.map((s) => s.kind)).toEqual(rows.map((r) => kinds[r[1] as string]));
        expect(t.steps.map((s) => s.score ?? null)).toEqual(rows.map((r) => r[2]));
      }
    });
  }

  it("counts: 28 runs in bench.db, 8 in examples.db", async () => {
    expect((await readFile(STORES[0]!)).traces).toHaveLength(28);
    expect((await readFile(STORES[1]!)).traces).toHaveLength(8);
  });

  it("keeps errors, parses JSON columns, moves benchmark ground truth to labels", async () => {
    const bench = (await readFile(STORES[0]!)).traces;
    const sql = bench.find((t) => t.id === "06ce849a-889")!;
    expect(sql.success).toBe(false);
    expect(sql.steps[0]).toMatchObject({
      kind: "tool_call",
      name: "execute_sql_query",
      input: { query: "SELECT user_id, email, created_at FROM users WHERE active = 1 LIMIT 50;" },
      latencyMs: 5020,
    });
    expect(sql.steps[0]!.error).toMatch(/^OperationalError: Connection refused/);
    expect(sql.steps[0]!.output).toBeUndefined(); // "" is missing, not an empty string
    expect(sql.labels).toEqual({ scenario_id: "tool_09_raised_exception", category: "tool", ground_truth: "execute_sql_query" });
    expect(JSON.stringify(sql.meta)).not.toContain("ground_truth");
    const healthy = bench.find((t) => t.id === "a3e0d52e-db6")!;
    expect(healthy.success).toBeNull();
    expect(healthy.steps.map((s) => s.score)).toEqual([1, 0.9333]);
  });

  it("takes the user's own frame of a Python traceback as the step's code location", async () => {
    const examples = (await readFile(STORES[1]!)).traces;
    const fin = examples.find((t) => t.meta.pipeline_name === "run_financial_agent")!;
    const tool = fin.steps.find((s) => s.name === "query_stock_market_api")!;
    expect(tool.error).toContain("Traceback (most recent call last)");
    // Not agent-blame's own tracer.py wrapper: the example's file, where it raised.
    expect(tool.code).toEqual({
      file: "/home/dev/agent-blame/examples/tool_agent_failure.py",
      line: 54,
      function: "query_stock_market_api",
    });
    // The enclosing pipeline step is last, generic → message; the task is its input.
    expect(fin.steps.at(-1)).toMatchObject({ kind: "message", name: "run_financial_agent" });
    expect(fin.task).toBe("What is the latest stock price and trading volume for NVDA?");
  });

  it("works from an esbuild bundle built like dist/, with no node_modules in reach", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bg-bundle-"));
    const entry = join(dir, "entry.ts");
    writeFileSync(
      entry,
      `import { readTraces } from ${JSON.stringify(join(REPO, "src/trace/read.ts"))};
const out = [];
for await (const item of readTraces(process.argv[2])) out.push("trace" in item ? item.trace.id + ":" + item.trace.steps.length : "skipped:" + item.skipped.reason);
console.log(JSON.stringify(out));`,
    );
    // The options of scripts/build.mjs that matter here.
    await build({
      entryPoints: { cli: entry },
      outdir: join(dir, "dist"),
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20",
      loader: { ".wasm": "binary" },
      logLevel: "silent",
      banner: {
        js: "import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);",
      },
    });
    const out = JSON.parse(execFileSync(process.execPath, [join(dir, "dist/cli.js"), STORES[1]!], { cwd: dir, encoding: "utf8" }));
    expect(out).toHaveLength(8);
    expect(out.every((s: string) => !s.startsWith("skipped"))).toBe(true);
  });

  it("a SQLite file of another application is skipped with its tables named", async () => {
    const SQL = await loadSqlJs();
    const db = new SQL.Database();
    db.run("CREATE TABLE users (id INTEGER); CREATE TABLE orders (id INTEGER);");
    const dir = mkdtempSync(join(tmpdir(), "bg-sqlite-"));
    writeFileSync(join(dir, "other.db"), db.export());
    db.close();
    const { traces, skipped } = await readFile(join(dir, "other.db"));
    expect(traces).toEqual([]);
    expect(skipped[0]!.reason).toBe("not a trace: SQLite database without agent-blame's runs and steps tables (tables: orders, users)");
    // A truncated database is refused, not crashed on.
    writeFileSync(join(dir, "cut.db"), readFileSync(STORES[0]!).subarray(0, 5000));
    const cut = await readFile(join(dir, "cut.db"));
    expect(cut.traces).toEqual([]);
    expect(cut.skipped).toHaveLength(1);
    expect(cut.skipped[0]!.file).toBe(join(dir, "cut.db"));
  });

  describe("a store written by agent-blame's @trace: the enclosing pipeline step is last and holds the user's input", () => {
    // Shaped as agent-blame writes it (README schema): step_index is finishing order, so the
    // pipeline function that wraps the others finishes last; its input is the call's arguments.
    async function store(runs: { id: string; culprit: "retrieval" | "none"; error?: boolean }[]): Promise<string> {
      const SQL = await loadSqlJs();
      const db = new SQL.Database();
      db.run(`CREATE TABLE runs (run_id TEXT PRIMARY KEY, pipeline_name TEXT, start_ts REAL, end_ts REAL, final_output TEXT, metadata TEXT);
        CREATE TABLE steps (step_id TEXT PRIMARY KEY, run_id TEXT, name TEXT, step_type TEXT, step_index INTEGER, input TEXT, output TEXT,
          start_ts REAL, end_ts REAL, latency_ms REAL, token_count INTEGER, cost_usd REAL, metadata TEXT, score REAL, error TEXT);`);
      runs.forEach((r, i) => {
        const t = 1000 + i;
        const acct = `acct-${String(7 + i).padStart(5, "0")}`;
        db.run("INSERT INTO runs VALUES (?, 'support_pipeline', ?, ?, ?, '')", [r.id, t, t + 1, JSON.stringify("Refund issued.")]);
        const step = (n: number, name: string, type: string, input: unknown, output: unknown, score: number | null, error: string | null = null) =>
          db.run("INSERT INTO steps VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 5, 0, 0, '', ?, ?)", [
            `${r.id}-${n}`,
            r.id,
            name,
            type,
            n,
            JSON.stringify(input),
            output === "" ? "" : JSON.stringify(output),
            t + 0.01 * (n + 1),
            t + 0.5,
            score,
            error,
          ]);
        step(0, "lookup_account", "tool", { account_id: acct }, { account_id: acct, plan: "basic", charges: 2 }, 1);
        step(
          1,
          "retrieve_policy",
          "retrieval",
          "refund policy for duplicate charges",
          r.culprit === "retrieval" ? ["Tomatoes need loamy soil."] : ["Duplicate charges are refunded in full."],
          r.culprit === "retrieval" ? 0.05 : 0.95,
        );
        step(
          2,
          "draft_reply",
          "llm",
          `Account ${acct}. Policy attached. Question: why was I charged twice?`,
          "We have refunded the duplicate charge.",
          0.95,
          r.error ? "Traceback (most recent call last):\nValueError: reply rejected" : null,
        );
        // The enclosing function: started first, finished last, generic, holds the user's input.
        db.run("INSERT INTO steps VALUES (?, ?, 'support_pipeline', 'generic', 3, ?, ?, ?, ?, 20, 0, 0, '', NULL, NULL)", [
          `${r.id}-3`,
          r.id,
          JSON.stringify({ args: [acct, "Why was I charged twice?"] }),
          JSON.stringify("Refund issued."),
          t,
          t + 1,
        ]);
      });
      const dir = mkdtempSync(join(tmpdir(), "bg-ab-store-"));
      writeFileSync(join(dir, "traces.db"), db.export());
      db.close();
      return join(dir, "traces.db");
    }

    it("the task is the pipeline's input, so an id the user gave is not ungrounded (no FM-1.4)", async () => {
      const { traces } = await readFile(
        await store([
          { id: "r1", culprit: "none" },
          { id: "r2", culprit: "retrieval", error: true },
        ]),
      );
      for (const t of traces) {
        assertValid(t);
        expect(t.task).toContain("Why was I charged twice?");
        expect(t.task).toContain("acct-");
        const a = attribute(t);
        expect(
          a.findings.filter((f) => f.mode === "FM-1.4"),
          t.id,
        ).toEqual([]);
      }
    });

    it("the pipeline step is the container of the others (span parent), never the blamed step", async () => {
      const { traces } = await readFile(await store([{ id: "r1", culprit: "retrieval", error: true }]));
      const t = traces[0]!;
      const container = t.steps.at(-1)!;
      expect(container.name).toBe("support_pipeline");
      expect(container.spanId).toBe("r1-3");
      expect(t.steps.slice(0, -1).map((s) => s.parentSpanId)).toEqual(["r1-3", "r1-3", "r1-3"]);
      // The locator does not weigh it as a candidate for the root cause.
      const ctx = buildContext(t);
      expect(stepPriors(ctx).map((p) => p.pos)).not.toContain(t.steps.length - 1);
      expect(attribute(t).verdict?.step).not.toBe(container.index);
    });

    it("when the blame is decisive the verdict names the blamed step", async () => {
      const { traces } = await readFile(await store([{ id: "r1", culprit: "retrieval", error: true }]));
      const a = attribute(traces[0]!);
      const top = [...a.blame].sort((x, y) => y.blame - x.blame)[0]!;
      expect(top.name).toBe("retrieve_policy");
      expect(a.verdict?.step).toBe(top.step);
    });

    it("examples.db: a step whose input is the previous step's output is data flow, not repetition; the container is no step of its own", async () => {
      const examples = (await readFile(STORES[1]!)).traces;
      for (const t of examples) {
        const a = attribute(t);
        const container = t.steps.findIndex((s) => s.spanId !== undefined);
        expect(
          a.findings.filter((f) => f.mode === "FM-1.3"),
          `${t.meta.pipeline_name}`,
        ).toEqual([]);
        if (container >= 0)
          expect(
            a.findings.filter((f) => f.step === t.steps[container]!.index),
            `${t.meta.pipeline_name}`,
          ).toEqual([]);
      }
    });

    it("bench.db: its healthy scenarios stay quiet (no finding, no verdict), its failing ones with an error get the errored step", async () => {
      const bench = (await readFile(STORES[0]!)).traces;
      const healthy = bench.filter((t) => String(t.labels?.scenario_id ?? "").startsWith("healthy_"));
      expect(healthy).toHaveLength(4);
      for (const t of healthy) {
        const a = attribute(t);
        expect(a.findings, String(t.labels?.scenario_id)).toEqual([]);
        expect(a.verdict, String(t.labels?.scenario_id)).toBeNull();
      }
      const sql = attribute(bench.find((t) => t.labels?.scenario_id === "tool_09_raised_exception")!);
      expect(sql.verdict?.step).toBe(0);
      expect(sql.verdict?.candidates?.[0]?.step).toBe(0);
    });

    it("summary.modes counts failed traces only", async () => {
      const { traces } = await readFile(
        await store([
          { id: "ok", culprit: "none" },
          { id: "bad", culprit: "retrieval", error: true },
        ]),
      );
      const results = traces.map((t) => traceResult({ id: t.id, success: t.success, verdict: verdict({ mode: "FM-1.4", step: 0, confidence: 0.5 }) }));
      const s = summarize(results, 1, 0);
      expect(s.failed).toBe(1);
      expect(s.modes).toEqual({ "FM-1.4": 1 });
    });
  });
});
