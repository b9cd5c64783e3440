// Which of a run's files SARIF may cite, known before they are read, so the pipeline takes the
// lines of their cited steps while it has them (pipeline/one-file.ts) instead of the report
// reading each failed trace's file back after the run. The locator cites a trace file that is
// inside the repository (the root is the run's working folder) and committed to it (any file
// on disk outside a checkout): render/sarif/locate.ts.
import path from "node:path";
import { gitTrackedFiles } from "../collect/git-files.js";
import type { GitEnv } from "../collect/git-repo.js";
import { isJsonlName } from "../json/jsonl.js";
import { safeRepoPath } from "../render/sarif/uri.js";

/**
 * Below this many candidate files the read back costs less than asking git early (every run,
 * passed or not, would pay for it); a run with failures asks git for the source index anyway.
 */
export const STEP_LINE_MIN_FILES = 32;

/** What git said of the repository at `root`, for finishRun to reuse (null outside a checkout). */
export interface Committed {
  root: string;
  files: Set<string> | null;
}

/**
 * Of `files` (display paths relative to `cwd`, the repository root), those whose step lines the
 * pipeline should take: whole JSON documents (a JSONL trace's line is its own) in the repository.
 */
export async function stepLineFiles(files: readonly string[], cwd: string, gitEnv?: GitEnv): Promise<{ files: string[]; committed: Committed | null }> {
  const root = path.resolve(cwd);
  const candidates: { file: string; rel: string }[] = [];
  for (const file of files) {
    if (isJsonlName(file)) continue;
    // A display path that is a plain repository path already (the listing's, for every file under
    // the root) resolves to itself: only the others go through path.resolve and path.relative.
    const rel = (path.sep === "/" ? safeRepoPath(file) : null) ?? safeRepoPath(path.relative(root, path.resolve(root, file)).split(path.sep).join("/"));
    if (rel) candidates.push({ file, rel });
  }
  if (candidates.length < STEP_LINE_MIN_FILES) return { files: [], committed: null };
  const committed = await gitTrackedFiles(root, gitEnv);
  const citable = committed ? candidates.filter((c) => committed.has(c.rel)) : candidates;
  return { files: citable.map((c) => c.file), committed: { root, files: committed } };
}
