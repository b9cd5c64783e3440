// Builds the digest of one run from its result, and merges the digests of matrix shards.
// Pure: the caller supplies time, commit and the other facts of the run.
import type { ModeId } from "../attribution/model.js";
import type { RunResult, TraceResult } from "../results/model.js";
import { DIGEST_VERSION, type AgentTally, type Digest, type GateStatus, type IntegrityVerdict, type StepScore, type ToolTally, type TrendVerdict } from "../results/digest-model.js";

export * from "../results/digest-model.js";

export interface DigestContext {
  time: string | Date;
  commit: string;
  ref: string;
  workflow: string;
  repository: string;
  category?: string;
  runId?: number;
  runAttempt?: number;
  gate?: { status: GateStatus; reasons: string[] };
}

/**
 * A map from names to values as a plain JSON object with no prototype: names are trace text, and
 * `__proto__` or `constructor` must be keys like any other, not Object.prototype's (whose
 * counters `tally.traces++` would then write NaN into).
 */
export function byName<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function bump<K extends string>(record: Partial<Record<K, number>>, key: K, by = 1): void {
  record[key] = (record[key] ?? 0) + by;
}

function rate(failed: number, passed: number): number | null {
  return failed + passed === 0 ? null : failed / (failed + passed);
}

/**
 * What the digest counts over a run's traces, added one trace at a time: the run's single pass
 * over its results (run/scan.ts) feeds it as results are made, instead of a pass of its own.
 */
const MAX_SIGNATURES = 500;

export class DigestTally {
  readonly modes: Partial<Record<ModeId, number>> = {};
  readonly agents = byName<AgentTally>();
  readonly tools = byName<ToolTally>();
  readonly integrity: Partial<Record<IntegrityVerdict, number>> = {};
  readonly stepSums = byName<{ n: number; sum: number }>();
  /** Distinct failure signatures, in the order first seen (bounded: a digest stays small). */
  readonly signatures = new Set<string>();
  unattributed = 0;

  add(t: TraceResult): void {
    const { modes, agents, tools, integrity, stepSums } = this;
    const failed = t.success === false;
    if (failed) {
      if (t.verdict?.mode) bump(modes, t.verdict.mode);
      else this.unattributed++;
      if (t.signature && this.signatures.size < MAX_SIGNATURES) this.signatures.add(t.signature);
    }
    const names = new Set(t.agents);
    if (t.verdict?.agent) names.add(t.verdict.agent);
    for (const a of names) {
      const tally = (agents[a] ??= { traces: 0, failed: 0, blamed: 0 });
      tally.traces++;
      if (failed) tally.failed++;
      if (failed && t.verdict?.agent === a) tally.blamed++;
    }
    // Tools: every named tool call counts as a call; errors come from the trace's error list,
    // so a failing tool is visible even when attribution produced no per-step blame.
    const calls = byName<number>();
    const errors = byName<number>();
    for (const b of t.blame ?? []) if (b.kind === "tool_call" && b.name) bump(calls, b.name);
    for (const e of t.errors) if (e.name) bump(errors, e.name);
    for (const name of new Set([...Object.keys(calls), ...Object.keys(errors)])) {
      const tally = (tools[name] ??= { calls: 0, errors: 0 });
      const err = errors[name] ?? 0;
      tally.calls += Math.max(calls[name] ?? 0, err);
      tally.errors += err;
    }
    bump(integrity, t.integrity?.verdict ?? "unchecked");
    for (const b of t.blame ?? []) {
      if (b.score === null) continue;
      const key = b.name ?? b.kind;
      const s = (stepSums[key] ??= { n: 0, sum: 0 });
      s.n++;
      s.sum += b.score;
    }
  }
}

/** The digest of a run; `tally` when the run's traces were already counted (else they are, here). */
export function buildDigest(result: RunResult, ctx: DigestContext, tally?: DigestTally): Digest {
  if (!tally) {
    tally = new DigestTally();
    for (const t of result.traces) tally.add(t);
  }
  const { modes, agents, tools, integrity, stepSums, unattributed, signatures } = tally;
  const steps = byName<StepScore>();
  for (const [k, s] of Object.entries(stepSums)) steps[k] = { n: s.n, mean: s.sum / s.n };
  const { summary } = result;
  return {
    schema: "blamegate/digest",
    version: DIGEST_VERSION,
    time: typeof ctx.time === "string" ? ctx.time : ctx.time.toISOString(),
    repository: ctx.repository,
    category: ctx.category ?? "blamegate",
    workflow: ctx.workflow,
    ref: ctx.ref,
    commit: ctx.commit,
    ...(ctx.runId !== undefined ? { runId: ctx.runId } : {}),
    ...(ctx.runAttempt !== undefined ? { runAttempt: ctx.runAttempt } : {}),
    shards: 1,
    counts: {
      files: summary.files,
      traces: summary.traces,
      passed: summary.passed,
      failed: summary.failed,
      unknown: summary.unknown,
      skipped: summary.skipped,
    },
    failureRate: rate(summary.failed, summary.passed),
    modes,
    unattributed,
    agents,
    tools,
    integrity,
    steps,
    ...(signatures.size > 0 ? { signatures: [...signatures] } : {}),
    ...(ctx.gate ? { gate: { status: ctx.gate.status, reasons: [...ctx.gate.reasons] } } : {}),
  };
}

/** Records the gate's outcome in the digest (the gate runs after the digest is first built). */
export function withGate(d: Digest, gate: { status: GateStatus; reasons: string[] }): Digest {
  return { ...d, gate: { status: gate.status, reasons: [...gate.reasons] } };
}

/** Records the trend this run saw, so the next run can tell whether the state changed. */
export function withTrend(d: Digest, trend: { verdict: TrendVerdict; slope: number | null; points: number }): Digest {
  return { ...d, trend: { verdict: trend.verdict, slope: trend.slope, points: trend.points } };
}

/**
 * Merges the digests of matrix shards of one run. Counts and tallies add up; the failure rate
 * and step means are recomputed from the sums; the gate fails if any shard's gate failed. The
 * trend is dropped: it must be recomputed over the merged series.
 */
export function mergeDigests(digests: readonly Digest[]): Digest {
  const [first] = digests;
  if (!first) throw new Error("mergeDigests needs at least one digest");
  const counts = { files: 0, traces: 0, passed: 0, failed: 0, unknown: 0, skipped: 0 };
  const modes: Partial<Record<ModeId, number>> = {};
  const agents = byName<AgentTally>();
  const tools = byName<ToolTally>();
  const integrity: Partial<Record<IntegrityVerdict, number>> = {};
  const stepSums = byName<{ n: number; sum: number }>();
  let unattributed = 0;
  let shards = 0;
  let time = first.time;
  const gates = digests.flatMap((d) => (d.gate ? [d.gate] : []));

  for (const d of digests) {
    for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] += d.counts[k];
    for (const [m, n] of Object.entries(d.modes) as [ModeId, number][]) bump(modes, m, n);
    for (const [a, t] of Object.entries(d.agents)) {
      const tally = (agents[a] ??= { traces: 0, failed: 0, blamed: 0 });
      tally.traces += t.traces;
      tally.failed += t.failed;
      tally.blamed += t.blamed;
    }
    for (const [name, t] of Object.entries(d.tools)) {
      const tally = (tools[name] ??= { calls: 0, errors: 0 });
      tally.calls += t.calls;
      tally.errors += t.errors;
    }
    for (const [v, n] of Object.entries(d.integrity) as [IntegrityVerdict, number][]) bump(integrity, v, n);
    for (const [k, s] of Object.entries(d.steps)) {
      const acc = (stepSums[k] ??= { n: 0, sum: 0 });
      acc.n += s.n;
      acc.sum += s.mean * s.n;
    }
    unattributed += d.unattributed;
    shards += d.shards;
    if (Date.parse(d.time) > Date.parse(time)) time = d.time;
  }
  const steps = byName<StepScore>();
  for (const [k, s] of Object.entries(stepSums)) steps[k] = { n: s.n, mean: s.sum / s.n };
  const { trend: _dropped, gate: _gate, ...rest } = first;
  return {
    ...rest,
    time,
    shards,
    counts,
    failureRate: rate(counts.failed, counts.passed),
    modes,
    unattributed,
    agents,
    tools,
    integrity,
    steps,
    ...(gates.length > 0
      ? {
          gate: {
            status: gates.some((g) => g.status === "fail") ? ("fail" as const) : ("pass" as const),
            reasons: [...new Set(gates.flatMap((g) => g.reasons))],
          },
        }
      : {}),
  };
}
