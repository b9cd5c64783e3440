import type { StepSite, TraceResult } from "./model.js";
import type { Trace } from "../trace/model.js";
/** The steps a result's findings and verdict point at, described for the locator. */
export declare function stepSites(trace: Trace, result: Pick<TraceResult, "findings" | "verdict">): StepSite[];
