// Which trace files have an integrity sidecar, from one listing of each folder instead of one
// failed stat a file. A pool worker reads tens of thousands of files, nearly none signed, and
// on a slow file system those misses (each a thrown ENOENT) cost as much as a fifth of reading
// the traces. A listing is made once per folder per worker: a worker lives for one run.
import { readdirSync } from "node:fs";
import path from "node:path";
import { sidecarPath } from "../integrity/sidecar.js";

/** Folders with more entries than this are not held; their files are asked about one by one. */
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
        // A huge folder would cost more to hold than the stats it saves.
        names = listed.length <= MAX_LISTED ? new Set(listed) : null;
      } catch {
        names = null; // unlistable: ask the file system file by file, as without a listing
      }
      this.folders.set(folder, names);
    }
    return names === null || names.has(path.basename(sidecar));
  }
}
