// The contract every detector meets: its `meta` (a stable id, the name its findings carry, the
// modes it can report, which kind of trace it serves, what it looks for, how sure it can be) and
// a pure function from the shared context to findings.
import type * as z from "zod";
import { ModeIdSchema, type Evidence, type Finding, type ModeId } from "../model.js";
import type { StepView, TraceContext } from "../context.js";
import { quote } from "../text.js";
import { lazySchema } from "../../lazy-schema.js";
import { asRecord } from "../../json/record.js";

/**
 * The traces a detector reads: `structured` ones record tool calls as steps, `prose` ones are
 * conversations of messages (a trace may be both); attribution runs a detector only on a trace
 * of its kind.
 */
export const ServesSchema = lazySchema((z) => z.enum(["structured", "prose", "both"]));
export type Serves = z.infer<typeof ServesSchema>;

export const DetectorMetaSchema = lazySchema((z) =>
  z.strictObject({
    /** Stable id, the name of its file, test and docs page. */
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    /** The name its findings carry (`detector` in results.json): held fixed, reports and baselines key on it. */
    name: z.string().regex(/^[A-Z][A-Za-z]+Detector$/),
    modes: z.array(ModeIdSchema).min(1),
    serves: ServesSchema,
    /** One paragraph: what it looks for, and what it leaves alone. */
    description: z.string().min(80),
    /**
     * The highest confidence it ever reports. A passed run keeps only findings at least
     * `passedMinConfidence` sure, so a detector that cannot reach that is not run on one.
     * The detector tests hold every finding to it.
     */
    maxConfidence: z.number().gt(0).max(0.99),
  }),
);
export type DetectorMeta = z.infer<typeof DetectorMetaSchema>;

/** A detector; `name`, `modes`, `serves` and `maxConfidence` are read from its `meta`. */
export interface Detector {
  readonly meta: DetectorMeta;
  readonly name: string;
  readonly modes: readonly ModeId[];
  readonly serves: Serves;
  readonly maxConfidence: number;
  detect(ctx: TraceContext): Finding[];
}

/**
 * A meta is this package's own constant, checked against DetectorMetaSchema by the test suite
 * (test/attribution/detectors/registry.test.ts), not on every start: checking some twenty of them
 * at import cost every run's start milliseconds (issue 17, cold start).
 */
export function defineDetector(meta: DetectorMeta, detect: (ctx: TraceContext) => Finding[]): Detector {
  return { meta, name: meta.name, modes: meta.modes, serves: meta.serves, maxConfidence: meta.maxConfidence, detect };
}

/** Evidence from a step view with a bounded exact quote (around `at` when given). */
export function evidenceOf(v: StepView, text: string, note?: string, at?: number): Evidence {
  const e: Evidence = { step: v.step.index, quote: quote(text, at) };
  if (v.agent !== undefined) e.agent = v.agent;
  if (note !== undefined) e.note = note;
  return e;
}

/** The text worth quoting from a step: its reasoning, call, output or error. */
export function primaryText(v: StepView): string {
  if (v.error) return v.error;
  if (v.calls.length > 0) {
    const c = v.calls[0]!;
    const head = `${c.name}(${c.argsText.slice(0, 80)})`;
    return v.text ? `${head} → ${v.text}` : head;
  }
  return v.text || v.thought || `[${v.step.kind}]`;
}

export function finding(mode: ModeId, v: StepView, confidence: number, detector: string, message: string, evidence: Evidence[]): Finding {
  const f: Finding = {
    mode,
    step: v.step.index,
    confidence: Math.round(Math.min(0.99, Math.max(0.01, confidence)) * 1000) / 1000,
    detector,
    message,
    evidence,
  };
  if (v.agent !== undefined) f.agent = v.agent;
  return f;
}

/** Names of the agents a trace's meta or agent table declares, for role checks. */
export function metaRecord(meta: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  return asRecord(meta[key]);
}

export function metaStrings(meta: Record<string, unknown>, key: string): string[] {
  const v = meta[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}
