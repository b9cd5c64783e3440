// Messages between the pipeline and its pool workers. Both ends are this package's own code,
// built together, so plain types suffice (no untrusted data crosses here unparsed).
import type { FileOptions, FileResult } from "./analyze-file.js";

/** workerData of every pool worker. */
export interface WorkerSetup {
  options: FileOptions;
}

/** A batch of files for one worker. */
export interface TaskMessage {
  id: number;
  files: string[];
}

/** The batch's results, one per file in the order sent. */
export interface ResultMessage {
  id: number;
  results: FileResult[];
}
