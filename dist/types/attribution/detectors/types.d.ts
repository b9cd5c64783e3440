import type * as z from "zod";
import { type Evidence, type Finding, type ModeId } from "../model.js";
import type { StepView, TraceContext } from "../context.js";
/**
 * The traces a detector reads: `structured` ones record tool calls as steps, `prose` ones are
 * conversations of messages (a trace may be both); attribution runs a detector only on a trace
 * of its kind.
 */
export declare const ServesSchema: z.ZodEnum<{
    both: "both";
    prose: "prose";
    structured: "structured";
}>;
export type Serves = z.infer<typeof ServesSchema>;
export declare const DetectorMetaSchema: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    modes: z.ZodArray<z.ZodEnum<{
        "FM-1.1": "FM-1.1";
        "FM-1.2": "FM-1.2";
        "FM-1.3": "FM-1.3";
        "FM-1.4": "FM-1.4";
        "FM-1.5": "FM-1.5";
        "FM-2.1": "FM-2.1";
        "FM-2.2": "FM-2.2";
        "FM-2.3": "FM-2.3";
        "FM-2.4": "FM-2.4";
        "FM-2.5": "FM-2.5";
        "FM-2.6": "FM-2.6";
        "FM-3.1": "FM-3.1";
        "FM-3.2": "FM-3.2";
        "FM-3.3": "FM-3.3";
    }>>;
    serves: z.ZodEnum<{
        both: "both";
        prose: "prose";
        structured: "structured";
    }>;
    description: z.ZodString;
    maxConfidence: z.ZodNumber;
}, z.core.$strict>;
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
export declare function defineDetector(meta: DetectorMeta, detect: (ctx: TraceContext) => Finding[]): Detector;
/** Evidence from a step view with a bounded exact quote (around `at` when given). */
export declare function evidenceOf(v: StepView, text: string, note?: string, at?: number): Evidence;
/** The text worth quoting from a step: its reasoning, call, output or error. */
export declare function primaryText(v: StepView): string;
export declare function finding(mode: ModeId, v: StepView, confidence: number, detector: string, message: string, evidence: Evidence[]): Finding;
/** Names of the agents a trace's meta or agent table declares, for role checks. */
export declare function metaRecord(meta: Record<string, unknown>, key: string): Record<string, unknown> | undefined;
export declare function metaStrings(meta: Record<string, unknown>, key: string): string[];
