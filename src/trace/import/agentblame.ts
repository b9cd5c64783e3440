// agentblame: the SQLite `traces.db` written by agent-blame (package `tracebackai`), read with
// sql.js (SQLite in WebAssembly, no native addon). Schema: test/fixtures/data/peers/README.md.
//
// One trace per run (runs ordered by start_ts), steps ordered by step_index (agent-blame's
// order of finishing; ties, as in its benchmark where every index is 0, by start_ts then row
// order). A step's index is its position in that order; the stored step_index stays in `raw`.
//
// step_type → kind: retrieval → retrieval, llm → llm, tool → tool_call, prompt → prompt,
// generic → message. `generic` is an untyped function, most often the enclosing pipeline
// function (the last step, spanning the others); it is no model call, so it is not `llm`.
// That enclosing step is marked as the span parent of the others (the container it is), and
// its input (the pipeline call's arguments, flattened to text) is the task.
//
// JSON text columns are parsed ("" is missing); `score` (0–1, higher healthier) kept;
// `error` (the Python traceback) kept, and its innermost frame in the user's own file (not
// site-packages, the standard library or agent-blame's tracer) becomes step.code.
// agent-blame records no outcome: a run with an errored step is failed, else unknown (null).
// The benchmark's `ground_truth`, `scenario_id` and `category` (run metadata) are labels.
//
// A SQLite file is untrusted input that can run SQL when read: a VIRTUAL generated column is
// computed for every row selected (so a small file can demand gigabytes), a view can be an endless
// recursive query, a trigger is code. So the schema is looked at first (sqlite_master and
// `pragma table_xinfo`): runs and steps must be ordinary tables with no generated or hidden
// column, and the file may hold no view, trigger or virtual table at all; then only the known
// columns of the two tables are selected, and rows, characters and time are bounded.
import type { Database } from "sql.js";
import type { Step, StepKind, Trace } from "../model.js";
import { userFrame } from "../stack-frames.js";
import { compact, finishTrace, isObj, maybeJson, nonNeg, NotATrace, own, text, type Obj } from "./common.js";
import { loadSqlJs } from "./sqljs.js";

const KINDS: Record<string, StepKind> = {
  retrieval: "retrieval",
  llm: "llm",
  tool: "tool_call",
  prompt: "prompt",
  generic: "message",
};

const LABEL_KEYS = ["ground_truth", "scenario_id", "category"];

type Row = Record<string, unknown>;

/** The columns read, as agent-blame writes them (test/fixtures/data/peers/README.md). */
const COLUMNS = {
  runs: ["run_id", "pipeline_name", "start_ts", "end_ts", "final_output", "metadata"],
  steps: ["step_id", "run_id", "name", "step_type", "step_index", "input", "output", "start_ts", "end_ts", "latency_ms", "token_count", "cost_usd", "metadata", "score", "error"],
} as const;
type Table = keyof typeof COLUMNS;

export interface SqliteLimits {
  /** Rows read from both tables together. */
  maxRows: number;
  /** Characters of text (and bytes of blobs) read from both tables together. */
  maxChars: number;
  /** Milliseconds the whole read may take, checked between rows. */
  maxMs: number;
  now: () => number;
}

export const DEFAULT_SQLITE_LIMITS: SqliteLimits = { maxRows: 2_000_000, maxChars: 512 * 1024 * 1024, maxMs: 120_000, now: () => Date.now() };

/** The refusal of a store that is not plainly agent-blame's, or is too big to read. */
class Refused extends NotATrace {}

/** Reads rows under the budget, which every statement of one file shares. */
class Budget {
  private rows = 0;
  private chars = 0;
  private readonly deadline: number;
  constructor(private readonly limits: SqliteLimits) {
    this.deadline = limits.now() + limits.maxMs;
  }

  all(db: Database, sql: string): Row[] {
    const stmt = db.prepare(sql);
    const out: Row[] = [];
    try {
      // The names once a statement: getAsObject() asks SQLite for them again on every row.
      const names = stmt.getColumnNames();
      for (;;) {
        this.check();
        if (!stmt.step()) break;
        const values = stmt.get();
        const row = Object.create(null) as Row;
        for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
        if (++this.rows > this.limits.maxRows) throw new Refused(`refused: SQLite file has more than ${this.limits.maxRows} rows to read`);
        for (const k in row) {
          const v = row[k];
          if (typeof v === "string" || v instanceof Uint8Array) this.chars += v.length;
        }
        if (this.chars > this.limits.maxChars) throw new Refused(`refused: SQLite file has more than ${this.limits.maxChars} characters to read`);
        out.push(row);
      }
    } finally {
      stmt.free();
    }
    return out;
  }

  check(): void {
    if (this.limits.now() > this.deadline) throw new Refused(`refused: reading the SQLite file took longer than ${Math.round(this.limits.maxMs / 1000)} s`);
  }
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Which of the known columns the tables have, after refusing any schema that could run SQL on a
 * read: views, triggers, virtual tables, generated or hidden columns. Other ordinary tables and
 * columns are left alone (never read); a missing known column is read as missing.
 */
function knownColumns(db: Database, budget: Budget): Record<Table, string[]> {
  let schema: Row[];
  try {
    schema = budget.all(db, "SELECT type, name, tbl_name, sql FROM sqlite_master");
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new NotATrace(`SQLite file could not be read: ${(error as Error).message}`);
  }
  const tables = schema
    .filter((e) => e.type === "table" || e.type === "view")
    .map((e) => String(e.name))
    .sort();
  // Another application's database first says so; agent-blame's (or one posing as it) is then checked.
  if (!tables.includes("runs") || !tables.includes("steps")) {
    const list = tables.length > 0 ? tables.slice(0, 8).join(", ") : "none";
    throw new NotATrace(`not a trace: SQLite database without agent-blame's runs and steps tables (tables: ${list})`);
  }
  const shown = (v: unknown) => JSON.stringify(String(v).slice(0, 80));
  for (const entry of schema) {
    if (entry.type === "view" || entry.type === "trigger") throw new Refused(`refused: SQLite file has a ${String(entry.type)} ${shown(entry.name)}; agent-blame's stores have none, and one runs SQL when read`);
    if (entry.type === "table" && typeof entry.sql === "string" && /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(entry.sql))
      throw new Refused(`refused: SQLite file has a virtual table ${shown(entry.name)}; agent-blame's stores have none`);
  }
  const out = { runs: [] as string[], steps: [] as string[] };
  for (const table of ["runs", "steps"] as const) {
    // table_xinfo, not table_info: it lists generated and hidden columns too (hidden: 1 hidden,
    // 2 generated VIRTUAL, 3 generated STORED).
    const columns = budget.all(db, `SELECT name, hidden FROM pragma_table_xinfo('${table}')`);
    for (const c of columns) {
      if (c.hidden !== 0) throw new Refused(`refused: SQLite table ${table} has a generated column ${shown(c.name)}; agent-blame's stores have none, and one is computed on every read`);
    }
    const names = new Set(columns.map((c) => String(c.name)));
    out[table] = COLUMNS[table].filter((c) => names.has(c));
    if (!names.has("run_id")) throw new NotATrace(`not a trace: SQLite table ${table} has no run_id column`);
  }
  return out;
}

function selectKnown(table: Table, columns: string[], order: string[]): string {
  const by = order.filter((c) => columns.includes(c)).concat("rowid");
  return `SELECT ${columns.map(quoteName).join(", ")} FROM ${table} ORDER BY ${by.map((c) => (c === "rowid" ? c : quoteName(c))).join(", ")}`;
}

/** A JSON text column: "" or NULL is missing; text that is not JSON is kept as text. */
function column(value: unknown): unknown {
  if (value === null || value === undefined || value === "") return undefined;
  return maybeJson(value);
}

function iso(ts: unknown): string | undefined {
  if (typeof ts !== "number" || !Number.isFinite(ts) || ts <= 0) return undefined;
  const d = new Date(ts * 1000);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/**
 * The row as a plain object, what `{ ...row }` gives: spreading a null-prototype row (a
 * dictionary-mode object) takes V8's slow path, several times the cost of copying its keys.
 */
function plainRow(row: Row): Row {
  const out: Row = {};
  for (const key of Object.keys(row)) {
    if (key === "__proto__") Object.defineProperty(out, key, { value: row[key], enumerable: true, writable: true, configurable: true });
    else out[key] = row[key];
  }
  return out;
}

function step(row: Row, index: number): Step {
  const score = row.score;
  const error = typeof row.error === "string" && row.error !== "" ? row.error : undefined;
  return compact<Step>({
    index,
    kind: KINDS[String(row.step_type)] ?? "message",
    name: typeof row.name === "string" ? row.name : undefined,
    input: column(row.input),
    output: column(row.output),
    error,
    startedAt: iso(row.start_ts),
    latencyMs: nonNeg(row.latency_ms),
    tokens: nonNeg(row.token_count),
    score: typeof score === "number" && score >= 0 && score <= 1 ? score : undefined,
    code: userFrame(error),
    raw: plainRow(row),
  });
}

/** The enclosing pipeline step: the last one, generic, started before every other step. */
function enclosing(steps: Step[]): Step | undefined {
  const last = steps[steps.length - 1];
  if (!last || last.kind !== "message" || steps.length < 2) return undefined;
  const start = (s: Step) => (s.raw as Row).start_ts as number;
  return steps.every((s) => typeof start(s) === "number" && start(last) <= start(s)) ? last : undefined;
}

/**
 * The enclosing step is a container, not a step among the others: it is marked as the span
 * parent of every other step (spanId = its step_id), as a span tree would say, so attribution
 * reads it as the frame the run happened in rather than as the last thing that happened.
 */
function markContainer(steps: Step[]): void {
  const box = enclosing(steps);
  const id = box ? (box.raw as Row).step_id : undefined;
  if (!box || typeof id !== "string" || id === "") return;
  box.spanId = id;
  for (const s of steps) if (s !== box && s.parentSpanId === undefined) s.parentSpanId = id;
}

/** A pipeline function's arguments as the text the user gave: `{"args": [...], "kwargs": {...}}` flattened. */
function inputText(input: unknown): string | undefined {
  if (typeof input === "string") return input.trim() === "" ? undefined : input;
  if (!isObj(input)) return Array.isArray(input) ? inputText({ args: input }) : undefined;
  const parts: string[] = [];
  const add = (v: unknown) => {
    const t = typeof v === "string" ? v : text(v);
    if (t !== undefined && t.trim() !== "") parts.push(t);
  };
  const args = own(input, "args");
  const kwargs = own(input, "kwargs");
  if (Array.isArray(args) || isObj(kwargs)) {
    if (Array.isArray(args)) args.slice(0, 50).forEach(add);
    if (isObj(kwargs)) Object.values(kwargs).slice(0, 50).forEach(add);
  } else Object.values(input).slice(0, 50).forEach(add);
  return parts.length > 0 ? parts.join("\n") : undefined;
}

/** Task: the pipeline's (or else the first step's) input as text, else the pipeline name. */
function taskOf(steps: Step[], pipeline: string | undefined): string {
  for (const s of [enclosing(steps), steps[0]]) {
    const t = s ? inputText(s.input) : undefined;
    if (t !== undefined) return t;
  }
  return pipeline ?? text(steps[0]?.input) ?? "";
}

export async function importAgentBlame(bytes: Uint8Array, file: string, limits: Partial<SqliteLimits> = {}): Promise<Trace[]> {
  const SQL = await loadSqlJs();
  const budget = new Budget({ ...DEFAULT_SQLITE_LIMITS, ...limits });
  let db: Database;
  try {
    db = new SQL.Database(bytes);
  } catch (error) {
    throw new NotATrace(`SQLite file could not be opened: ${(error as Error).message}`);
  }
  try {
    // Belt and braces: functions named in the schema stay off, and nothing is written.
    db.run("PRAGMA trusted_schema = OFF; PRAGMA query_only = ON;");
    const columns = knownColumns(db, budget);
    const runs = budget.all(db, selectKnown("runs", columns.runs, ["start_ts"]));
    const byRun = new Map<string, Row[]>();
    for (const r of budget.all(db, selectKnown("steps", columns.steps, ["step_index", "start_ts"]))) {
      const id = String(r.run_id);
      const list = byRun.get(id);
      if (list) list.push(r);
      else byRun.set(id, [r]);
    }
    return runs.map((run) => {
      const id = String(run.run_id);
      const steps = (byRun.get(id) ?? []).map((r, i) => step(r, i));
      markContainer(steps);
      const pipeline = typeof run.pipeline_name === "string" ? run.pipeline_name : undefined;
      const metadata = column(run.metadata);
      const meta: Obj = {};
      const labels: Obj = {};
      if (pipeline) meta.pipeline_name = pipeline;
      if (typeof run.end_ts === "number") meta.end_ts = run.end_ts;
      if (isObj(metadata)) {
        for (const [k, v] of Object.entries(metadata)) {
          Object.defineProperty(LABEL_KEYS.includes(k) ? labels : meta, k, { value: v, enumerable: true, writable: true, configurable: true });
        }
      }
      const final = column(run.final_output);
      return finishTrace({
        id,
        task: taskOf(steps, pipeline),
        success: steps.some((s) => s.error !== undefined) ? false : null,
        finalOutput: typeof final === "string" ? final : text(final),
        createdAt: typeof run.start_ts === "number" && Number.isFinite(run.start_ts) ? run.start_ts : undefined,
        meta,
        steps,
        origin: { file, format: "agentblame" },
        labels: Object.keys(labels).length > 0 ? labels : undefined,
        raw: plainRow(run),
      });
    });
  } finally {
    db.close();
  }
}
