// Plain-text rendering for terminals: one line a trace, then the gate's verdict. Trace text is
// untrusted: every field of it goes through `field`, so a newline in a trace id cannot start a
// line of its own (a `::error::` the runner would obey) and no escape sequence reaches the
// terminal. The CLI's output edge (terminal.ts) neutralises what is left as a second line.
import type { GateResult, RunResult, TraceResult } from "../results/model.js";
import { terminalField as field } from "./terminal.js";
import { redactSecrets } from "../untrusted/redact.js";

/** Input quoted in the totals (a skipped file's name, a parser's quote of a line): redacted too. */
const quoted = (text: string) => field(redactSecrets(text));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function outcome(t: TraceResult): string {
  return t.success === true ? "passed" : t.success === false ? "FAILED" : "unknown";
}

function verdictText(t: TraceResult): string {
  const v = t.verdict;
  if (!v) return t.errors.length > 0 ? `${t.errors.length} step error(s), first at step ${t.errors[0]!.step}` : "";
  if (v.step === null) return v.reason ? field(v.reason) : "not attributable";
  const what = v.mode ? `${v.mode} at step ${v.step}` : `step ${v.step} (no failure mode matched)`;
  return `${what}${v.agent ? ` by ${field(v.agent)}` : ""}, confidence ${v.confidence.toFixed(2)}`;
}

function integrityNote(t: TraceResult): string {
  const i = t.integrity;
  if (!i || i.verdict === "intact" || i.verdict === "unsigned") return "";
  const at = i.step !== null ? ` at step ${i.step}` : "";
  return ` [integrity: ${i.verdict}${at}${t.untrusted ? "; findings untrusted" : ""}]`;
}

/**
 * Chunks of about this many characters: below V8's large-object limit (128 KB) even when a line
 * holds a character past Latin-1, which makes the whole chunk two bytes a character
 * (json/stream-writer.ts says why that size matters).
 */
const CHUNK_CHARS = 32 * 1024;

/** One line a trace: outcome, where, id, size and the verdict. */
export function traceLine(t: TraceResult): string {
  const where = field(t.line ? `${t.file}:${t.line}` : t.file);
  const detail = verdictText(t);
  return `${outcome(t).padEnd(7)} ${where} [${field(t.id)}] ${plural(t.steps, "step")}${detail ? ` — ${detail}` : ""}${integrityNote(t)}\n`;
}

/** What follows the trace lines: skipped inputs, the totals and the gate. */
export function textFooter(result: RunResult, gate: GateResult): string {
  const lines: string[] = [];
  for (const s of result.skipped) lines.push(`${s.kind === "missing" ? "not found" : "skipped"} ${quoted(s.line ? `${s.file}:${s.line}` : s.file)} — ${quoted(s.reason)}`);
  const s = result.summary;
  const rate = s.failureRate === null ? "n/a" : `${(s.failureRate * 100).toFixed(1)}%`;
  lines.push("");
  lines.push(`${plural(s.traces, "trace")} from ${plural(s.files, "file")}: ${s.failed} failed, ${s.passed} passed, ${s.unknown} unknown, ${s.skipped} skipped; failure rate ${rate}`);
  const modes = Object.entries(s.modes).sort((a, b) => b[1] - a[1]);
  if (modes.length > 0) lines.push(`modes: ${modes.map(([m, n]) => `${m} ×${n}`).join(", ")}`);
  for (const w of gate.warnings ?? []) lines.push(`warning: ${field(w)}`);
  lines.push(gate.status === "pass" ? "gate: pass" : `gate: FAIL\n${gate.reasons.map((r) => `  - ${field(r)}`).join("\n")}`);
  return `${lines.join("\n")}\n`;
}

/**
 * The trace lines as results are made (the CLI prints them while the run goes on, pipeline/run-pipeline.ts's
 * onTrace), handed to `write` in chunks of about CHUNK_CHARS characters.
 */
export class TextLines {
  private buf = "";

  constructor(private readonly write: (text: string) => void) {}

  readonly add = (t: TraceResult): void => {
    this.buf += traceLine(t);
    if (this.buf.length >= CHUNK_CHARS) this.flush();
  };

  flush(): void {
    if (this.buf) this.write(this.buf);
    this.buf = "";
  }
}

/**
 * The terminal report in chunks: a run of 100,000 traces is printed as it is rendered, never
 * held whole (its traces may be read from a spill file, pipeline/spill.ts).
 */
export function* renderTextChunks(result: RunResult, gate: GateResult): Generator<string> {
  const chunks: string[] = [];
  const lines = new TextLines((text) => chunks.push(text));
  for (const t of result.traces) {
    lines.add(t);
    yield* chunks.splice(0);
  }
  lines.flush();
  yield* chunks.splice(0);
  yield textFooter(result, gate);
}
