import type { TraceResult } from "../report/model.js";
import type { Format } from "../trace/model.js";
import type { LedgerIndex, LedgerRecord } from "./ledger.js";
export declare function goneResult(g: {
    id: string;
    file: string;
    format: Format;
    algorithm: string | null;
    reason: string;
}): TraceResult;
/**
 * Ledger records this run answers for whose trace was not seen: the record's file was read by
 * the run (the trace was deleted from it), or it no longer exists and lay under one of the
 * run's paths (for a glob, under its literal folder). A file that exists but the run did not
 * read is another run's business. `scanned` holds absolute paths of the files read.
 */
export declare function missingTraces(index: LedgerIndex, seenIds: ReadonlySet<string>, patterns: readonly string[], cwd: string, scanned: ReadonlySet<string>, inShard?: (display: string) => boolean): Promise<LedgerRecord[]>;
export declare function displayOf(cwd: string, abs: string): string;
export declare function ledgerGoneReason(r: LedgerRecord): string;
