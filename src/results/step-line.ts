// The line of a trace file where a step sits, for a SARIF result's location: taken while a pool
// worker has the file in hand (pipeline/one-file.ts), or by the locator reading the file back
// (render/sarif/locate.ts) for a result that came without it.
import { type JsonArraySite, lineOf, scanJsonArrays } from "../json/offsets.js";
import type { TraceResult } from "./model.js";

export interface StepInText {
  /** Position of the step among the trace's steps (0-based). */
  position: number;
  /** Number of steps the trace has. */
  stepCount: number;
  /** Step index in the source's numbering. */
  index: number;
  /** OpenTelemetry span id, when the step is a span. */
  spanId?: string;
  /** 1-based line where the trace starts (JSONL): the step is on that line. */
  traceLine?: number;
}

const STEP_KEYS = ["steps", "history", "messages", "traj", "trajectory", "spans", "events"];

/**
 * The 1-based line of a step in its trace file's text, or null when it cannot be placed.
 * JSONL traces sit on one line; spans are found by their id; otherwise the step is the
 * element at its position in the array that holds the steps (the one named like a step list
 * whose length matches best). `arraysOf` lets a caller that places several steps of one file scan
 * its text once.
 */
export function stepLine(text: string, step: StepInText, arraysOf: (text: string) => JsonArraySite[] = scanJsonArrays): number | null {
  if (step.traceLine) return step.traceLine;
  if (step.spanId) {
    const at = text.indexOf(`"${step.spanId}"`);
    if (at >= 0) return lineOf(text, at);
  }
  const arrays = arraysOf(text).filter((a) => a.elements.length > 0);
  const named = arrays.filter((a) => a.key !== null && STEP_KEYS.includes(a.key));
  const pool = named.length > 0 ? named : arrays;
  const exact = pool.find((a) => a.elements.length === step.stepCount);
  const site = exact ?? pool.sort((a, b) => Math.abs(a.elements.length - step.stepCount) - Math.abs(b.elements.length - step.stepCount))[0];
  if (!site) return null;
  const byIndex = site.elements[step.index];
  const byPosition = site.elements[step.position];
  // A source numbered from its own array (native, Who&When, chat) puts index and position together.
  return (exact ? byPosition : (byIndex ?? byPosition)) ?? site.line;
}

/**
 * The steps SARIF may place in a result's trace file, as render/sarif/build.ts picks a result's
 * findings: none for a passed trace, none for a JSONL trace (its line is the trace's own), else
 * the findings' steps, or the verdict's step when no finding is recorded.
 */
export function citedSteps(t: Pick<TraceResult, "success" | "line" | "findings" | "verdict">): number[] {
  if (t.success === true || t.line) return [];
  if (t.findings && t.findings.length > 0) return [...new Set(t.findings.map((f) => f.step))];
  const v = t.verdict;
  return v?.mode && v.step !== null && v.step !== undefined ? [v.step] : [];
}

/**
 * The lines of a result's cited steps in its file's text, as the locator would place them
 * reading the file back: `[step, line, step, line, …]` (a step that cannot be placed is on line 1,
 * as there).
 */
export function citedStepLines(text: string, t: TraceResult, arraysOf: (text: string) => JsonArraySite[] = scanJsonArrays): number[] {
  const out: number[] = [];
  for (const step of citedSteps(t)) {
    const s = t.sites?.find((x) => x.step === step);
    const line = stepLine(text, { index: step, position: s?.position ?? step, stepCount: t.steps, ...(s?.spanId ? { spanId: s.spanId } : {}) }, arraysOf);
    out.push(step, line ?? 1);
  }
  return out;
}

/** Where the locator finds a step's line without reading the trace file: by the result's position in the run. */
export interface StepLineLookup {
  get(index: number, step: number): number | undefined;
}

/**
 * The step lines of a run's results, by position in the run, added in the run's order: three
 * columns of 32-bit numbers, bounded (past `max` steps the rest are read back instead).
 */
export class StepLines implements StepLineLookup {
  private n = 0;
  private index = new Int32Array(256);
  private step = new Int32Array(256);
  private line = new Int32Array(256);

  constructor(readonly max = 1 << 18) {}

  get size(): number {
    return this.n;
  }

  /** Result `index`'s lines (`[step, line, …]`); indices must not decrease from one call to the next. */
  add(index: number, lines: readonly number[]): void {
    const count = lines.length >> 1;
    if (count === 0 || this.n + count > this.max) return;
    if (this.n > 0 && index < this.index[this.n - 1]!) return;
    if (this.n + count > this.index.length) this.grow(this.n + count);
    for (let k = 0; k < count; k++) {
      this.index[this.n] = index;
      this.step[this.n] = lines[2 * k]!;
      this.line[this.n] = lines[2 * k + 1]!;
      this.n++;
    }
  }

  get(index: number, step: number): number | undefined {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.index[mid]! < index) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < this.n && this.index[k] === index; k++) if (this.step[k] === step) return this.line[k];
    return undefined;
  }

  private grow(need: number): void {
    let size = this.index.length * 2;
    while (size < need) size *= 2;
    const widen = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a.subarray(0, this.n));
      return b;
    };
    this.index = widen(this.index);
    this.step = widen(this.step);
    this.line = widen(this.line);
  }
}
