import type { Evidence, Finding, ModeId } from "../model.js";
import type { StepView, TraceContext } from "../context.js";
export type Serves = "structured" | "prose" | "both";
export interface Detector {
    name: string;
    modes: readonly ModeId[];
    serves: Serves;
    /**
     * The highest confidence it ever reports. A passed run keeps only findings at least
     * `passedMinConfidence` sure, so a detector that cannot reach that is not run on one.
     * The detector tests hold every finding to it.
     */
    maxConfidence: number;
    detect(ctx: TraceContext): Finding[];
}
/** Evidence from a step view with a bounded exact quote (around `at` when given). */
export declare function evidenceOf(v: StepView, text: string, note?: string, at?: number): Evidence;
/** The text worth quoting from a step: its reasoning, call, output or error. */
export declare function primaryText(v: StepView): string;
export declare function finding(mode: ModeId, v: StepView, confidence: number, detector: string, message: string, evidence: Evidence[]): Finding;
/** Names of the agents a trace's meta or agent table declares, for role checks. */
export declare function metaRecord(meta: Record<string, unknown>, key: string): Record<string, unknown> | undefined;
export declare function metaStrings(meta: Record<string, unknown>, key: string): string[];
