// Keeps per-trace results small, so 100,000 of them fit in bounded memory and the JSON report
// stays proportionate. Applied to every run whatever its size, so a sharded run and an
// unsharded one report the same thing.
//
// What is trimmed, and why:
// - `blame`: the per-step table is as long as the trace (200 steps × 100k traces would be
//   20 million rows). The report, SARIF and the gate only use the highest-blamed steps and
//   `maxBlame` (kept exact), so only the top `blameSteps` steps are kept, in step order, and
//   only steps blamed at least `minBlame` (a healthy run's near-zero rows say nothing).
// - `findings`: at most `findings` a trace, the most confident (ties to the earlier one), in
//   their original order. A failed run carries about ten; at 100,000 traces SARIF could not
//   hold them all anyway (25,000 results a run).
// - evidence quotes are clipped, and at most `evidence` items kept a finding or verdict.
// - at most `errors` recorded step errors are kept (the count of steps stays exact), and their
//   messages are clipped.
// - the task text is clipped (some suites put the whole prompt there).
// - `sites` (where SARIF places a step) are kept only for the steps a kept finding or the
//   verdict names.
// Dropping items (trimResult) and cutting far-too-long text to its limit plus a margin
// (preclipResult) run before redaction, clipping text to its limit (clipResult) after it: see
// results/analyze-trace.ts.
import type { TraceResult } from "./model.js";
import type { Evidence, Finding, StepBlame } from "../attribution/model.js";
import { sliceWhole } from "../attribution/text.js";

export interface CompactLimits {
  blameSteps: number;
  minBlame: number;
  findings: number;
  evidence: number;
  quoteChars: number;
  errors: number;
  /** A recorded error's message is clipped to this (a stack trace of megabytes helps nobody). */
  errorChars: number;
  taskChars: number;
}

export const DEFAULT_LIMITS: CompactLimits = { blameSteps: 3, minBlame: 0.05, findings: 6, evidence: 3, quoteChars: 300, errors: 20, errorChars: 2000, taskChars: 1000 };

/** `total`: how long the text was in the trace, when it was cut before (preclipResult). */
function clip(text: string, max: number, total = text.length): string {
  if (text.length <= max) return text;
  const kept = sliceWhole(text, 0, max); // never half an emoji
  return `${kept}… [${Math.max(total, text.length) - kept.length} more characters]`;
}

/**
 * Characters kept past a field's limit when it is cut before redaction: more than any secret is
 * long (a JWT of many claims is a few KB), so a secret that straddles the final cut is still
 * whole when it is redacted, and no part of it shows.
 */
export const REDACTION_SLACK = 16 * 1024;

/** How long the fields cut by preclipResult were, by position, for the final clip's count. */
export interface CutLengths {
  task?: number;
  errors?: (number | undefined)[];
}

/**
 * Cuts the long free-text fields (the task, error messages) to their limit plus REDACTION_SLACK
 * before redaction, so a megabyte field costs the redactor kilobytes: clipResult would throw the
 * rest away anyway. Evidence quotes are short by construction (attribution/text.ts quote()).
 */
export function preclipResult(result: TraceResult, limits: CompactLimits = DEFAULT_LIMITS): { result: TraceResult; lengths: CutLengths } {
  const lengths: CutLengths = {};
  const cut = (text: string, max: number) => sliceWhole(text, 0, max + REDACTION_SLACK);
  let out: TraceResult | undefined;
  if (result.task.length > limits.taskChars + REDACTION_SLACK) {
    out = { ...result, task: cut(result.task, limits.taskChars) };
    lengths.task = result.task.length;
  }
  if (result.errors.some((e) => e.message.length > limits.errorChars + REDACTION_SLACK)) {
    lengths.errors = result.errors.map((e) => (e.message.length > limits.errorChars + REDACTION_SLACK ? e.message.length : undefined));
    (out ??= { ...result }).errors = result.errors.map((e) => (e.message.length > limits.errorChars + REDACTION_SLACK ? { ...e, message: cut(e.message, limits.errorChars) } : e));
  }
  return { result: out ?? result, lengths };
}

function clipQuotes(list: Evidence[], limits: CompactLimits): Evidence[] {
  if (list.every((e) => e.quote.length <= limits.quoteChars)) return list;
  return list.map((e) => (e.quote.length > limits.quoteChars ? { ...e, quote: clip(e.quote, limits.quoteChars) } : e));
}

/** The `n` most blamed steps at or above `min` (ties to the earlier step), returned in step order. */
export function topBlame(blame: StepBlame[], n: number, min = 0): StepBlame[] {
  if (blame.length <= n && blame.every((b) => b.blame >= min)) return blame;
  return blame
    .filter((b) => b.blame >= min)
    .sort((a, b) => b.blame - a.blame || a.step - b.step)
    .slice(0, n)
    .sort((a, b) => a.step - b.step);
}

/** The `n` most confident findings (ties to the earlier), in their original order. */
export function mostConfident(findings: Finding[], n: number): Finding[] {
  if (findings.length <= n) return findings;
  const keep = new Set(
    findings
      .map((f, i) => ({ f, i }))
      .sort((a, b) => b.f.confidence - a.f.confidence || a.i - b.i)
      .slice(0, n)
      .map((x) => x.i),
  );
  return findings.filter((_, i) => keep.has(i));
}

/**
 * Drops what a result does not keep (blame rows, findings, errors, sites beyond the limits)
 * without touching any text. Which items go depends only on numbers, never on text, so this can
 * run before redaction: redaction then walks a few items instead of a row a step.
 */
export function trimResult(result: TraceResult, limits: CompactLimits = DEFAULT_LIMITS): TraceResult {
  const out: TraceResult = { ...result };
  if (out.errors.length > limits.errors) out.errors = out.errors.slice(0, limits.errors);
  if (out.blame) out.blame = topBlame(out.blame, limits.blameSteps, limits.minBlame);
  if (out.findings) {
    out.findings = mostConfident(out.findings, limits.findings).map((f) => {
      const evidence = f.evidence.length > limits.evidence ? f.evidence.slice(0, limits.evidence) : f.evidence;
      return evidence === f.evidence ? f : { ...f, evidence };
    });
  }
  if (out.verdict && out.verdict.evidence.length > limits.evidence) out.verdict = { ...out.verdict, evidence: out.verdict.evidence.slice(0, limits.evidence) };
  if (out.sites && out.sites.length > 0) {
    const named = new Set<number>();
    for (const f of out.findings ?? []) named.add(f.step);
    if (out.verdict && out.verdict.step !== null) named.add(out.verdict.step);
    const sites = out.sites.filter((s) => named.has(s.step));
    if (sites.length !== out.sites.length) out.sites = sites;
  }
  return out;
}

/**
 * Clips long text: the task, evidence quotes and error messages. Runs after redaction, so a
 * secret is replaced whole before any cut could leave a piece of it too short to recognise.
 * Most results have nothing too long: those are returned as they are, with no copy.
 */
export function clipResult(result: TraceResult, limits: CompactLimits = DEFAULT_LIMITS, lengths: CutLengths = {}): TraceResult {
  let out: TraceResult | undefined;
  const edit = (): TraceResult => (out ??= { ...result });
  if (result.task.length > limits.taskChars) edit().task = clip(result.task, limits.taskChars, lengths.task);
  if (result.errors.some((e) => e.message.length > limits.errorChars))
    edit().errors = result.errors.map((e, i) => (e.message.length > limits.errorChars ? { ...e, message: clip(e.message, limits.errorChars, lengths.errors?.[i]) } : e));
  const long = (e: Evidence) => e.quote.length > limits.quoteChars;
  if (result.findings?.some((f) => f.evidence.some(long))) edit().findings = result.findings.map((f) => (f.evidence.some(long) ? { ...f, evidence: clipQuotes(f.evidence, limits) } : f));
  if (result.verdict) {
    const evidence = clipQuotes(result.verdict.evidence, limits);
    if (evidence !== result.verdict.evidence) edit().verdict = { ...result.verdict, evidence };
  }
  return out ?? result;
}
