import type { Trace } from "../trace/model.js";
import type { TraceResult } from "../report/model.js";
export declare function baseResult(trace: Trace): TraceResult;
