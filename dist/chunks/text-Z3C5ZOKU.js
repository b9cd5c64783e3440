import {
  redactSecrets
} from "./chunk-KR66X3FU.js";
import {
  terminalField
} from "./chunk-HVI7M32Y.js";
import "./chunk-N2X3B6NU.js";

// src/render/text.ts
var quoted = (text) => terminalField(redactSecrets(text));
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function outcome(t) {
  return t.success === true ? "passed" : t.success === false ? "FAILED" : "unknown";
}
function verdictText(t) {
  const v = t.verdict;
  if (!v) return t.errors.length > 0 ? `${t.errors.length} step error(s), first at step ${t.errors[0].step}` : "";
  if (v.step === null) return v.reason ? terminalField(v.reason) : "not attributable";
  const what = v.mode ? `${v.mode} at step ${v.step}` : `step ${v.step} (no failure mode matched)`;
  return `${what}${v.agent ? ` by ${terminalField(v.agent)}` : ""}, confidence ${v.confidence.toFixed(2)}`;
}
function integrityNote(t) {
  const i = t.integrity;
  if (!i || i.verdict === "intact" || i.verdict === "unsigned") return "";
  const at = i.step !== null ? ` at step ${i.step}` : "";
  return ` [integrity: ${i.verdict}${at}${t.untrusted ? "; findings untrusted" : ""}]`;
}
var CHUNK_CHARS = 32 * 1024;
function traceLine(t) {
  const where = terminalField(t.line ? `${t.file}:${t.line}` : t.file);
  const detail = verdictText(t);
  return `${outcome(t).padEnd(7)} ${where} [${terminalField(t.id)}] ${plural(t.steps, "step")}${detail ? ` \u2014 ${detail}` : ""}${integrityNote(t)}
`;
}
function textFooter(result, gate) {
  const lines = [];
  for (const s2 of result.skipped) lines.push(`${s2.kind === "missing" ? "not found" : "skipped"} ${quoted(s2.line ? `${s2.file}:${s2.line}` : s2.file)} \u2014 ${quoted(s2.reason)}`);
  const s = result.summary;
  const rate = s.failureRate === null ? "n/a" : `${(s.failureRate * 100).toFixed(1)}%`;
  lines.push("");
  lines.push(`${plural(s.traces, "trace")} from ${plural(s.files, "file")}: ${s.failed} failed, ${s.passed} passed, ${s.unknown} unknown, ${s.skipped} skipped; failure rate ${rate}`);
  const modes = Object.entries(s.modes).sort((a, b) => b[1] - a[1]);
  if (modes.length > 0) lines.push(`modes: ${modes.map(([m, n]) => `${m} \xD7${n}`).join(", ")}`);
  for (const w of gate.warnings ?? []) lines.push(`warning: ${terminalField(w)}`);
  lines.push(gate.status === "pass" ? "gate: pass" : `gate: FAIL
${gate.reasons.map((r) => `  - ${terminalField(r)}`).join("\n")}`);
  return `${lines.join("\n")}
`;
}
var TextLines = class {
  constructor(write) {
    this.write = write;
  }
  write;
  buf = "";
  add = (t) => {
    this.buf += traceLine(t);
    if (this.buf.length >= CHUNK_CHARS) this.flush();
  };
  flush() {
    if (this.buf) this.write(this.buf);
    this.buf = "";
  }
};
function* renderTextChunks(result, gate) {
  const chunks = [];
  const lines = new TextLines((text) => chunks.push(text));
  for (const t of result.traces) {
    lines.add(t);
    yield* chunks.splice(0);
  }
  lines.flush();
  yield* chunks.splice(0);
  yield textFooter(result, gate);
}
export {
  TextLines,
  renderTextChunks,
  textFooter,
  traceLine
};
