export interface JsonArraySite {
    /** Key of the array in its parent object, or null (top level, or inside an array). */
    key: string | null;
    depth: number;
    /** 1-based line of the array's `[`. */
    line: number;
    /** 1-based line where each element starts. */
    elements: number[];
}
/** Every array in the text with its elements' lines. Stops quietly at malformed JSON. */
export declare function scanJsonArrays(text: string): JsonArraySite[];
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
/**
 * The 1-based line of a step in its trace file's text, or null when it cannot be placed.
 * JSONL traces sit on one line; spans are found by their id; otherwise the step is the
 * element at its position in the array that holds the steps (the one named like a step list
 * whose length matches best).
 */
export declare function stepLine(text: string, step: StepInText): number | null;
