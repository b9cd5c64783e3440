import { type RunResult } from "../results/model.js";
import type { Skipped } from "../trace/model.js";
export interface MergeReport {
    result: RunResult;
    /** Files whose results came from more than one shard; the first shard's were kept. */
    duplicateFiles: string[];
}
/**
 * What the shards' own specs (i/n, recorded in each results.json) say is missing. A shard whose
 * job failed before writing its report, or whose artifact was not downloaded, leaves no trace of
 * itself but this: its traces were never read, and the merged run must not pass as whole.
 */
export declare function missingShards(results: readonly RunResult[]): Skipped[];
export declare function mergeWithReport(results: readonly RunResult[]): MergeReport;
/** The action's merge mode and `blamegate merge`: shards' results in, one run's result out. */
export declare function mergeResults(results: readonly RunResult[]): RunResult;
