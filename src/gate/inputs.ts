// The gate's view of its input: a run that read nothing, or could not read some of what it was
// given, must not pass as if all was well. A fork controls its traces and artifacts, so it could
// otherwise turn the gate green by cutting a failing trace by a byte, uploading nothing, or
// naming the artifact wrongly (docs/security/gate.md). Both checks fail closed by default.
import type { RunResult } from "../results/model.js";
import type { Skipped } from "../trace/model.js";
import { redactSecrets } from "../untrusted/redact.js";

export type InputPolicy = "error" | "warn" | "ignore";

export interface InputSettings {
  /** When no trace at all was read. */
  ifNoTraces: InputPolicy;
  /** When some input exists but could not be read (a skipped file or line, a refused artifact, a missing shard). */
  ifUnreadable: InputPolicy;
}

export const DEFAULT_INPUT_SETTINGS: InputSettings = { ifNoTraces: "error", ifUnreadable: "error" };

export interface InputVerdict {
  /** Reasons to fail the gate. */
  errors: string[];
  /** Said, but the gate passes. */
  warnings: string[];
}

/** How many skipped items a gate reason names before "and N more". */
const NAMED = 3;
/** A reason quoted into a gate reason is cut to this many characters. */
const REASON_CHARS = 160;

const RANK: Record<InputPolicy, number> = { ignore: 0, warn: 1, error: 2 };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Trace-derived text (file names from an artifact, a parser's quote of a line) made fit for a
 * one-line reason: secrets redacted, control characters shown as escapes, length bounded.
 */
export function quoteInput(text: string, max = REASON_CHARS): string {
  // eslint-disable-next-line no-control-regex
  const flat = redactSecrets(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : flat;
}

export function isMissing(s: Skipped): boolean {
  return s.kind === "missing";
}

function describe(items: readonly Skipped[]): string {
  const named = items.slice(0, NAMED).map((s) => `${quoteInput(s.line ? `${s.file}:${s.line}` : s.file, 120)}: ${quoteInput(s.reason)}`);
  const rest = items.length - named.length;
  return `${named.join("; ")}${rest > 0 ? `; and ${rest} more` : ""}`;
}

/** What the run was asked to read, as one phrase; what the reasons name already is not repeated. */
function lookedFor(result: RunResult): string {
  const named = new Set(result.skipped.map((s) => s.file));
  const what = (result.lookedFor ?? []).filter((w) => !named.has(w));
  if (what.length === 0) return "";
  const shown = what.slice(0, NAMED).map((w) => quoteInput(w, 120));
  return ` from ${shown.join(", ")}${what.length > NAMED ? ` and ${what.length - NAMED} more` : ""}`;
}

/** The verdict on the run's input, under `settings`. */
export function judgeInputs(result: RunResult, settings: InputSettings = DEFAULT_INPUT_SETTINGS): InputVerdict {
  const verdict: InputVerdict = { errors: [], warnings: [] };
  const missing = result.skipped.filter(isMissing);
  const unreadable = result.skipped.filter((s) => !isMissing(s));
  const say = (policy: InputPolicy, message: string) => {
    if (policy === "error") verdict.errors.push(message);
    else if (policy === "warn") verdict.warnings.push(message);
  };

  // A matrix job whose share of the files is empty read nothing because the other shards hold
  // it all; the merge judges the whole (merge/merge.ts notices a shard that never reported).
  if (result.shard && result.summary.files === 0 && result.skipped.length === 0) return verdict;
  if (result.summary.traces === 0) {
    // Nothing read: the stricter of the two settings that apply decides, and says so.
    const policy = unreadable.length > 0 && RANK[settings.ifUnreadable] > RANK[settings.ifNoTraces] ? "if-unreadable" : "if-no-traces";
    const level = policy === "if-unreadable" ? settings.ifUnreadable : settings.ifNoTraces;
    const why: string[] = [];
    if (missing.length > 0) why.push(describe(missing));
    if (unreadable.length > 0) why.push(`${plural(unreadable.length, "input")} could not be read: ${describe(unreadable)}`);
    if (why.length === 0) why.push(result.summary.files > 0 ? `${plural(result.summary.files, "file")} held no traces` : "nothing matched");
    say(level, `no traces were read${lookedFor(result)}: ${why.join("; ")} (${policy}: ${level})`);
    return verdict;
  }
  if (unreadable.length > 0) {
    say(
      settings.ifUnreadable,
      `${plural(unreadable.length, "input")} could not be read, and a trace in ${unreadable.length === 1 ? "it" : "them"} may have failed: ${describe(unreadable)} (if-unreadable: ${settings.ifUnreadable})`,
    );
  }
  return verdict;
}
