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
