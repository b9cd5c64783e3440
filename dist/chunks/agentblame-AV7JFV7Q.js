import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  NotATrace,
  compact,
  finishTrace,
  isObj,
  maybeJson,
  nonNeg,
  text,
  userFrame
} from "./chunk-FCCUO7IM.js";
import "./chunk-N2X3B6NU.js";

// src/trace/import/sqljs.ts
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
var loading;
async function wasmBinary() {
  try {
    const embedded = (await import("./sqljs-wasm-PDOI2PGD.js")).default;
    if (embedded instanceof Uint8Array && embedded.length > 0) return embedded;
  } catch {
  }
  const path = createRequire(import.meta.url).resolve("sql.js/dist/sql-wasm.wasm");
  return new Uint8Array(await readFile(path));
}
function loadSqlJs() {
  loading ??= (async () => {
    const [{ default: initSqlJs }, binary] = await Promise.all([import("./sql-wasm-WT2FDCEF.js"), wasmBinary()]);
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
function rows(db, sql) {
  const stmt = db.prepare(sql);
  const out = [];
  try {
    while (stmt.step()) out.push(Object.assign(/* @__PURE__ */ Object.create(null), stmt.getAsObject()));
  } finally {
    stmt.free();
  }
  return out;
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
    raw: { ...row }
  });
}
function enclosing(steps) {
  const last = steps[steps.length - 1];
  if (!last || last.kind !== "message" || steps.length < 2) return void 0;
  const start = (s) => s.raw.start_ts;
  return steps.every((s) => typeof start(s) === "number" && start(last) <= start(s)) ? last : void 0;
}
function taskOf(steps, pipeline) {
  for (const s of [enclosing(steps), steps[0]]) if (typeof s?.input === "string" && s.input.trim() !== "") return s.input;
  return pipeline ?? text(steps[0]?.input) ?? "";
}
async function importAgentBlame(bytes, file) {
  const SQL = await loadSqlJs();
  let db;
  try {
    db = new SQL.Database(bytes);
  } catch (error) {
    throw new NotATrace(`SQLite file could not be opened: ${error.message}`);
  }
  try {
    let tables;
    try {
      tables = rows(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((r) => String(r.name));
    } catch (error) {
      throw new NotATrace(`SQLite file could not be read: ${error.message}`);
    }
    if (!tables.includes("runs") || !tables.includes("steps")) {
      const list = tables.length > 0 ? tables.slice(0, 8).join(", ") : "none";
      throw new NotATrace(`not a trace: SQLite database without agent-blame's runs and steps tables (tables: ${list})`);
    }
    const runs = rows(db, "SELECT * FROM runs ORDER BY start_ts, rowid");
    const byRun = /* @__PURE__ */ new Map();
    for (const r of rows(db, "SELECT * FROM steps ORDER BY step_index, start_ts, rowid")) {
      const id = String(r.run_id);
      const list = byRun.get(id);
      if (list) list.push(r);
      else byRun.set(id, [r]);
    }
    return runs.map((run) => {
      const id = String(run.run_id);
      const steps = (byRun.get(id) ?? []).map((r, i) => step(r, i));
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
        raw: { ...run }
      });
    });
  } finally {
    db.close();
  }
}
export {
  importAgentBlame
};
