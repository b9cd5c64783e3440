import {
  redactSecrets
} from "./chunk-KR66X3FU.js";

// src/gate/inputs.ts
var DEFAULT_INPUT_SETTINGS = { ifNoTraces: "error", ifUnreadable: "error" };
var NAMED = 3;
var REASON_CHARS = 160;
var RANK = { ignore: 0, warn: 1, error: 2 };
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function quoteInput(text, max = REASON_CHARS) {
  const flat = redactSecrets(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : flat;
}
function isMissing(s) {
  return s.kind === "missing";
}
function describe(items) {
  const named = items.slice(0, NAMED).map((s) => `${quoteInput(s.line ? `${s.file}:${s.line}` : s.file, 120)}: ${quoteInput(s.reason)}`);
  const rest = items.length - named.length;
  return `${named.join("; ")}${rest > 0 ? `; and ${rest} more` : ""}`;
}
function lookedFor(result) {
  const named = new Set(result.skipped.map((s) => s.file));
  const what = (result.lookedFor ?? []).filter((w) => !named.has(w));
  if (what.length === 0) return "";
  const shown = what.slice(0, NAMED).map((w) => quoteInput(w, 120));
  return ` from ${shown.join(", ")}${what.length > NAMED ? ` and ${what.length - NAMED} more` : ""}`;
}
function judgeInputs(result, settings = DEFAULT_INPUT_SETTINGS) {
  const verdict = { errors: [], warnings: [] };
  const missing = result.skipped.filter(isMissing);
  const unreadable = result.skipped.filter((s) => !isMissing(s));
  const say = (policy, message) => {
    if (policy === "error") verdict.errors.push(message);
    else if (policy === "warn") verdict.warnings.push(message);
  };
  if (result.shard && result.summary.files === 0 && result.skipped.length === 0) return verdict;
  if (result.summary.traces === 0) {
    const policy = unreadable.length > 0 && RANK[settings.ifUnreadable] > RANK[settings.ifNoTraces] ? "if-unreadable" : "if-no-traces";
    const level = policy === "if-unreadable" ? settings.ifUnreadable : settings.ifNoTraces;
    const why = [];
    if (missing.length > 0) why.push(describe(missing));
    if (unreadable.length > 0) why.push(`${plural(unreadable.length, "input")} could not be read: ${describe(unreadable)}`);
    if (why.length === 0) why.push(result.summary.files > 0 ? `${plural(result.summary.files, "file")} held no traces` : "nothing matched");
    say(level, `no traces were read${lookedFor(result)}: ${why.join("; ")} (${policy}: ${level})`);
    return verdict;
  }
  if (unreadable.length > 0) {
    say(
      settings.ifUnreadable,
      `${plural(unreadable.length, "input")} could not be read, and a trace in ${unreadable.length === 1 ? "it" : "them"} may have failed: ${describe(unreadable)} (if-unreadable: ${settings.ifUnreadable})`
    );
  }
  return verdict;
}

export {
  DEFAULT_INPUT_SETTINGS,
  quoteInput,
  judgeInputs
};
