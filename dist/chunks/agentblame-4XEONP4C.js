import {
  NotATrace,
  compact,
  finishTrace,
  isObj,
  maybeJson,
  nonNeg,
  own,
  text,
  userFrame
} from "./chunk-IMYR3TK7.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/trace/import/sqljs.ts
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
var loading;
async function wasmBinary() {
  try {
    const embedded = (await import("./sqljs-wasm-R2N4XZ2R.js")).default;
    if (embedded instanceof Uint8Array && embedded.length > 0) return embedded;
  } catch {
  }
  const path = createRequire(import.meta.url).resolve("sql.js/dist/sql-wasm.wasm");
  return new Uint8Array(await readFile(path));
}
function loadSqlJs() {
  loading ??= (async () => {
    const [{ default: initSqlJs }, binary] = await Promise.all([import("./sql-wasm-YXGVDSG7.js"), wasmBinary()]);
    const bytes = binary.buffer.slice(binary.byteOffset, binary.byteOffset + binary.byteLength);
    const g = globalThis;
    const lent = !("__dirname" in g);
    if (lent) g.__dirname = ".";
    try {
      return await initSqlJs({ wasmBinary: bytes });
    } finally {
      if (lent) delete g.__dirname;
    }
  })();
  loading.catch(() => loading = void 0);
  return loading;
}

// src/trace/import/agentblame.ts
var KINDS = {
  retrieval: "retrieval",
  llm: "llm",
  tool: "tool_call",
  prompt: "prompt",
  generic: "message"
};
var LABEL_KEYS = ["ground_truth", "scenario_id", "category"];
var COLUMNS = {
  runs: ["run_id", "pipeline_name", "start_ts", "end_ts", "final_output", "metadata"],
  steps: ["step_id", "run_id", "name", "step_type", "step_index", "input", "output", "start_ts", "end_ts", "latency_ms", "token_count", "cost_usd", "metadata", "score", "error"]
};
var DEFAULT_SQLITE_LIMITS = { maxRows: 2e6, maxChars: 512 * 1024 * 1024, maxMs: 12e4, now: () => Date.now() };
var Refused = class extends NotATrace {
};
var Budget = class {
  constructor(limits) {
    this.limits = limits;
    this.deadline = limits.now() + limits.maxMs;
  }
  limits;
  rows = 0;
  chars = 0;
  deadline;
  all(db, sql) {
    const stmt = db.prepare(sql);
    const out = [];
    try {
      const names = stmt.getColumnNames();
      for (; ; ) {
        this.check();
        if (!stmt.step()) break;
        const values = stmt.get();
        const row = /* @__PURE__ */ Object.create(null);
        for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
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
  check() {
    if (this.limits.now() > this.deadline) throw new Refused(`refused: reading the SQLite file took longer than ${Math.round(this.limits.maxMs / 1e3)} s`);
  }
};
var quoteName = (name) => `"${name.replace(/"/g, '""')}"`;
function knownColumns(db, budget) {
  let schema;
  try {
    schema = budget.all(db, "SELECT type, name, tbl_name, sql FROM sqlite_master");
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new NotATrace(`SQLite file could not be read: ${error.message}`);
  }
  const tables = schema.filter((e) => e.type === "table" || e.type === "view").map((e) => String(e.name)).sort();
  if (!tables.includes("runs") || !tables.includes("steps")) {
    const list = tables.length > 0 ? tables.slice(0, 8).join(", ") : "none";
    throw new NotATrace(`not a trace: SQLite database without agent-blame's runs and steps tables (tables: ${list})`);
  }
  const shown = (v) => JSON.stringify(String(v).slice(0, 80));
  for (const entry of schema) {
    if (entry.type === "view" || entry.type === "trigger") throw new Refused(`refused: SQLite file has a ${String(entry.type)} ${shown(entry.name)}; agent-blame's stores have none, and one runs SQL when read`);
    if (entry.type === "table" && typeof entry.sql === "string" && /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(entry.sql))
      throw new Refused(`refused: SQLite file has a virtual table ${shown(entry.name)}; agent-blame's stores have none`);
  }
  const out = { runs: [], steps: [] };
  for (const table of ["runs", "steps"]) {
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
function selectKnown(table, columns, order) {
  const by = order.filter((c) => columns.includes(c)).concat("rowid");
  return `SELECT ${columns.map(quoteName).join(", ")} FROM ${table} ORDER BY ${by.map((c) => c === "rowid" ? c : quoteName(c)).join(", ")}`;
}
function column(value) {
  if (value === null || value === void 0 || value === "") return void 0;
  return maybeJson(value);
}
function iso(ts) {
  if (typeof ts !== "number" || !Number.isFinite(ts) || ts <= 0) return void 0;
  const d = new Date(ts * 1e3);
  return Number.isNaN(d.getTime()) ? void 0 : d.toISOString();
}
function plainRow(row) {
  const out = {};
  for (const key of Object.keys(row)) {
    if (key === "__proto__") Object.defineProperty(out, key, { value: row[key], enumerable: true, writable: true, configurable: true });
    else out[key] = row[key];
  }
  return out;
}
function step(row, index) {
  const score = row.score;
  const error = typeof row.error === "string" && row.error !== "" ? row.error : void 0;
  return compact({
    index,
    kind: KINDS[String(row.step_type)] ?? "message",
    name: typeof row.name === "string" ? row.name : void 0,
    input: column(row.input),
    output: column(row.output),
    error,
    startedAt: iso(row.start_ts),
    latencyMs: nonNeg(row.latency_ms),
    tokens: nonNeg(row.token_count),
    score: typeof score === "number" && score >= 0 && score <= 1 ? score : void 0,
    code: userFrame(error),
    raw: plainRow(row)
  });
}
function enclosing(steps) {
  const last = steps[steps.length - 1];
  if (!last || last.kind !== "message" || steps.length < 2) return void 0;
  const start = (s) => s.raw.start_ts;
  return steps.every((s) => typeof start(s) === "number" && start(last) <= start(s)) ? last : void 0;
}
function markContainer(steps) {
  const box = enclosing(steps);
  const id = box ? box.raw.step_id : void 0;
  if (!box || typeof id !== "string" || id === "") return;
  box.spanId = id;
  for (const s of steps) if (s !== box && s.parentSpanId === void 0) s.parentSpanId = id;
}
function inputText(input) {
  if (typeof input === "string") return input.trim() === "" ? void 0 : input;
  if (!isObj(input)) return Array.isArray(input) ? inputText({ args: input }) : void 0;
  const parts = [];
  const add = (v) => {
    const t = typeof v === "string" ? v : text(v);
    if (t !== void 0 && t.trim() !== "") parts.push(t);
  };
  const args = own(input, "args");
  const kwargs = own(input, "kwargs");
  if (Array.isArray(args) || isObj(kwargs)) {
    if (Array.isArray(args)) args.slice(0, 50).forEach(add);
    if (isObj(kwargs)) Object.values(kwargs).slice(0, 50).forEach(add);
  } else Object.values(input).slice(0, 50).forEach(add);
  return parts.length > 0 ? parts.join("\n") : void 0;
}
function taskOf(steps, pipeline) {
  for (const s of [enclosing(steps), steps[0]]) {
    const t = s ? inputText(s.input) : void 0;
    if (t !== void 0) return t;
  }
  return pipeline ?? text(steps[0]?.input) ?? "";
}
async function importAgentBlame(bytes, file, limits = {}) {
  const SQL = await loadSqlJs();
  const budget = new Budget({ ...DEFAULT_SQLITE_LIMITS, ...limits });
  let db;
  try {
    db = new SQL.Database(bytes);
  } catch (error) {
    throw new NotATrace(`SQLite file could not be opened: ${error.message}`);
  }
  try {
    db.run("PRAGMA trusted_schema = OFF; PRAGMA query_only = ON;");
    const columns = knownColumns(db, budget);
    const runs = budget.all(db, selectKnown("runs", columns.runs, ["start_ts"]));
    const byRun = /* @__PURE__ */ new Map();
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
      const pipeline = typeof run.pipeline_name === "string" ? run.pipeline_name : void 0;
      const metadata = column(run.metadata);
      const meta = {};
      const labels = {};
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
        success: steps.some((s) => s.error !== void 0) ? false : null,
        finalOutput: typeof final === "string" ? final : text(final),
        createdAt: typeof run.start_ts === "number" && Number.isFinite(run.start_ts) ? run.start_ts : void 0,
        meta,
        steps,
        origin: { file, format: "agentblame" },
        labels: Object.keys(labels).length > 0 ? labels : void 0,
        raw: plainRow(run)
      });
    });
  } finally {
    db.close();
  }
}
export {
  DEFAULT_SQLITE_LIMITS,
  importAgentBlame
};
