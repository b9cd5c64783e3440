import type { Trace } from "../trace/model.js";
export interface FailureFacts {
    mode?: string | undefined;
    agent?: string | undefined;
    step?: number | undefined;
}
export declare function failureSignature(trace: Trace, verdict: FailureFacts): {
    id: string;
    text: string;
};
/** The signature of a trace under its verdict, or none when nothing was attributed. */
export declare function verdictSignature(trace: Trace, verdict: {
    mode: string | null;
    agent: string | null;
    step: number | null;
} | null | undefined): string | undefined;
