// The line of a trace file where a step sits, for a SARIF result's location.
import { type JsonArraySite, lineOf, scanJsonArrays } from "../../json/offsets.js";

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
