// The repository's sources, indexed for SARIF (render/sarif/locate.ts): made after the run
// (run/finish.ts) or, when the run's files go to pool workers and a trace has failed, while the
// pool works, on the main thread it leaves idle (read-and-gate.ts starts it; run/scan.ts keeps it).
import path from "node:path";
import type { Settings } from "../config.js";
import { gitTrackedFiles } from "../collect/git-files.js";
import type { GitEnv } from "../collect/git-repo.js";
import { buildSourceIndex, type SourceIndex } from "../render/sarif/locate.js";

export interface SourceIndexInput {
  settings: Pick<Settings, "out" | "source-globs" | "source-ignore">;
  /** Repository root: sources are searched under it. */
  repoRoot: string;
  /** Folder `settings.out` is relative to. */
  cwd: string;
  /** The environment git runs in (the CLI's): with it, git's answers are read from the repository where sure. */
  gitEnv?: GitEnv;
}

/** What the index is made from: an index started early serves only a finish that would make the same. */
export function sourceIndexKey(input: SourceIndexInput): string {
  const { settings } = input;
  return JSON.stringify([path.resolve(input.repoRoot), path.resolve(input.cwd, settings.out), settings["source-globs"], settings["source-ignore"] ?? null]);
}

/**
 * Where SARIF can place findings: the repository's committed sources (`committed`: null outside a
 * checkout, any file on disk). With `names`, the definitions of those alone (the names the run's
 * findings cite, run/scan.ts): an index made before the run's results are all in has none.
 */
export async function sourceIndexOf(input: SourceIndexInput, committed?: Set<string> | null, names?: ReadonlySet<string>): Promise<SourceIndex> {
  const { settings } = input;
  const files = committed !== undefined ? committed : await gitTrackedFiles(input.repoRoot, input.gitEnv);
  // blamegate's own output (reports of earlier runs or shards) must not pass for tool definitions.
  const outRel = path.relative(input.repoRoot, path.resolve(input.cwd, settings.out)).split(path.sep).join("/");
  const ignore = [".blamegate-artifacts/**", ...(outRel && !outRel.startsWith("..") ? [`${outRel}/**`] : [])];
  return buildSourceIndex({
    root: input.repoRoot,
    globs: settings["source-globs"],
    skip: settings["source-ignore"],
    committed: files,
    ignore,
    ...(names ? { names } : {}),
    ...(input.gitEnv ? { gitEnv: input.gitEnv } : {}),
  });
}
