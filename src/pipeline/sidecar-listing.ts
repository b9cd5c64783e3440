// Which trace files have an integrity sidecar, from one listing of each folder instead of one
// failed stat a file. A pool worker reads tens of thousands of files, nearly none signed, and
// on a slow file system those misses (each a thrown ENOENT) cost as much as a fifth of reading
// the traces. A listing is made once per folder per worker: a worker lives for one run.
import { readdirSync } from "node:fs";
import path from "node:path";
import { SIDECAR_SUFFIX, sidecarPath } from "../integrity/sidecar.js";

/** Folders with more entries than this are not listed; their files are asked about one by one. */
const MAX_LISTED = 100_000;

export class SidecarListing {
  private readonly folders = new Map<string, Set<string> | null>();

  /** False only when the file's folder was listed and holds no sidecar for it. */
  mayHaveSidecar(traceFile: string): boolean {
    const sidecar = sidecarPath(traceFile);
    const folder = path.dirname(sidecar);
    let names = this.folders.get(folder);
    if (names === undefined) {
      try {
        const listed = readdirSync(folder);
        // Only the sidecars are kept: a worker lists every folder of the run, and holding
        // every name would grow its heap by megabytes for nothing.
        names = listed.length <= MAX_LISTED ? new Set(listed.filter((name) => name.endsWith(SIDECAR_SUFFIX))) : null;
      } catch {
        names = null; // unlistable: ask the file system file by file, as without a listing
      }
      this.folders.set(folder, names);
    }
    return names === null || names.has(path.basename(sidecar));
  }
}
