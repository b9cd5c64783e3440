// One trace in, one result out: the unit of work the pipeline (and its worker pool) repeats.
import type { Trace } from "../trace/model.js";
import type { TraceResult } from "../report/model.js";
import { baseResult } from "./trace-result.js";

export interface AnalyzeOptions {
  integrity: "off" | "warn" | "require";
  /** Key for keyed chains, as given (hex or text); parsed by the integrity module. */
  signingKey?: string;
}

export function analyzeTrace(trace: Trace, _options: AnalyzeOptions): TraceResult {
  return baseResult(trace);
}
