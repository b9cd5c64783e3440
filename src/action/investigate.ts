// The action's share of `blamegate postmortem` and the agent scoreboard: pages for the failed
// traces written to OUT/postmortem (the traces' files are read again: results keep no steps),
// and, on a runner, uploaded as the artifact `blamegate-postmortem` and linked from the job
// summary. Bounded: at most MAX_PAGES pages, the most confident verdicts first.
import { errorMessage } from "../error-message.js";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RunResult, TraceResult } from "../results/model.js";
import type { Logger } from "../log.js";
import { readTraces } from "../trace/read.js";
import { analyzeTrace } from "../results/analyze-trace.js";
import { buildPostmortem, wantsPostmortem } from "../investigate/postmortem/model.js";
import { pageName, renderIndex, renderPostmortem, type IndexRow } from "../investigate/postmortem/html.js";

export const MAX_PAGES = 50;
export const MAX_REREAD_BYTES = 64 * 1024 * 1024;
export const POSTMORTEM_ARTIFACT = "blamegate-postmortem";

export async function writePostmortems(result: RunResult, outDir: string, cwd: string, logger: Logger): Promise<{ folder: string; pages: number; files: string[] } | null> {
  // One at a time: a large run's results are read from its spill file, and few want a page.
  const candidates: TraceResult[] = [];
  for (const t of result.traces) if (wantsPostmortem(t)) candidates.push(t);
  const wanted = candidates.sort((a, b) => (b.verdict?.confidence ?? 0) - (a.verdict?.confidence ?? 0)).slice(0, MAX_PAGES);
  if (wanted.length === 0) return null;
  const byKey = new Map(wanted.map((t) => [`${t.file}\n${t.id}`, t]));
  const folder = path.join(outDir, "postmortem");
  await mkdir(folder, { recursive: true });
  const rows: IndexRow[] = [];
  let unread = 0;
  for (const file of [...new Set(wanted.map((t) => t.file))]) {
    const abs = path.resolve(cwd, file);
    // A huge file is not read a second time for a page: the report already names its failures.
    if (((await stat(abs).catch(() => null))?.size ?? Infinity) > MAX_REREAD_BYTES) {
      unread++;
      continue;
    }
    for await (const item of readTraces(abs, { display: file })) {
      const original = "trace" in item ? byKey.get(`${file}\n${item.trace.id}`) : undefined;
      if (!original || !("trace" in item)) continue;
      const trace = item.trace;
      // Attribution again (results keep no steps), the chain's verdict as the run found it.
      const pm = buildPostmortem(trace, { ...analyzeTrace(trace, { integrity: "off" }), ...(original.integrity ? { integrity: original.integrity } : {}) });
      const name = pageName(`${file}#${trace.id}`);
      await writeFile(path.join(folder, name), renderPostmortem(pm));
      rows.push({ page: name, pm });
    }
  }
  await writeFile(path.join(folder, "index.html"), renderIndex(rows));
  if (unread) logger.info(`postmortem pages: ${unread} file(s) larger than ${MAX_REREAD_BYTES >> 20} MiB not read again`);
  return { folder, pages: rows.length, files: [...rows.map((r) => path.join(folder, r.page)), path.join(folder, "index.html")] };
}

/** Uploads the pages; returns the artifact's id, or null off a runner. */
export async function uploadPostmortems(folder: string, files: string[]): Promise<number | null> {
  const { DefaultArtifactClient } = await import("@actions/artifact");
  const res = await new DefaultArtifactClient().uploadArtifact(POSTMORTEM_ARTIFACT, files, folder, { retentionDays: 30 });
  return res.id ?? null;
}

/**
 * What reports.ts calls: the scoreboard for the job summary and the pages on disk now, the upload
 * (and a summary line linking the artifact) once the report is safe. Never throws. `artifacts`:
 * the artifact service is there (ActionContext.artifacts), so the pages can be uploaded; off a runner by default.
 */
export async function investigateRun(result: RunResult, outDir: string, cwd: string, logger: Logger, artifacts: boolean): Promise<{ summary: string; upload: (runUrl?: string) => Promise<string | null> }> {
  const { scoreboardSection } = await import("../investigate/scoreboard.js");
  let summary = "";
  try {
    summary = scoreboardSection(result.traces);
  } catch (err) {
    logger.warning(`agent scoreboard not made: ${errorMessage(err)}`);
  }
  const pages = await writePostmortems(result, outDir, cwd, logger).catch((err: unknown) => {
    logger.warning(`postmortem pages not written: ${errorMessage(err)}`);
    return null;
  });
  if (pages) summary += `\n${pages.pages} postmortem page${pages.pages === 1 ? "" : "s"} in \`${path.relative(cwd, pages.folder) || pages.folder}\`${artifacts ? ` (artifact \`${POSTMORTEM_ARTIFACT}\`)` : ""}.\n`;
  return {
    summary,
    // Returns the artifact's page, for the comment's links; null when there is none.
    upload: async (runUrl) => {
      if (!pages || !artifacts) return null;
      try {
        const id = await uploadPostmortems(pages.folder, pages.files);
        const core = await import("@actions/core");
        if (id === null || !runUrl) return null;
        const url = `${runUrl}/artifacts/${id}`;
        await core.summary.addRaw(`\n[Open the postmortem pages](${url}) (artifact \`${POSTMORTEM_ARTIFACT}\`: unzip, open index.html).\n`).write();
        return url;
      } catch (err) {
        logger.warning(`postmortem pages not uploaded: ${errorMessage(err)}`);
        return null;
      }
    },
  };
}
