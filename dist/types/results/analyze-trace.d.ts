import type { Trace } from "../trace/model.js";
import type { TraceResult } from "./model.js";
import { type Sidecar } from "../integrity/sidecar.js";
import type { Attribution } from "../attribution/model.js";
import { type CompactLimits } from "./compact.js";
export interface AnalyzeOptions {
    integrity: "off" | "warn" | "require";
    /** Key for keyed chains, as given (hex or text). Plain data, so it can cross to a worker. */
    signingKey?: string;
    /** The ledger's text, when one is kept, to catch traces rolled back to older versions. */
    ledgerText?: string;
    /** Keep the fusion arithmetic behind each verdict (`--explain`). */
    explain?: boolean;
    /** The run's own secret settings (config.ts secretSettingValues), redacted wherever a trace quotes them. */
    secrets?: string[];
}
/** The trace's compact result (results/compact.ts), redacted. */
export declare function analyzeTrace(trace: Trace, options: AnalyzeOptions, sidecar?: Sidecar | null, limits?: CompactLimits): TraceResult;
/** analyzeTrace from the trace's attribution: the rest of the work, on its own so bench/cpu.ts can time it. */
export declare function resultOf(trace: Trace, attribution: Attribution, options: AnalyzeOptions, sidecar?: Sidecar | null, limits?: CompactLimits): TraceResult;
