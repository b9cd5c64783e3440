// After the pipeline, the CLI and the action do the same things in the same order: digest →
// trend and base comparison → gate → reports (JSON, markdown, SARIF, digest) on disk. Only where
// history comes from and where the reports go afterwards differ; those stay in the entry points.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { secretSettingValues, type Settings } from "../config.js";
import type { Logger } from "../log.js";
import { decide } from "./read-and-gate.js";
import type { GateResult } from "../results/model.js";
import type { RunResult } from "../results/model.js";
import { buildDigest, withGate, type DigestContext } from "../render/digest.js";
import type { Digest } from "../results/digest-model.js";
import { analyzeTrendAndBase, type TrendAnalysis } from "./trend-and-base.js";
import type { BaseMatch } from "../trend/compare.js";
import { renderJobSummary, renderMarkdownReport, ScannedReport, type MarkdownReportInput } from "../render/markdown.js";
import { RunScan } from "./scan.js";
import { writeJsonReport } from "../pipeline/json-report.js";
import { prettyJsonChunks } from "../json/stream-writer.js";
import { writeChunks } from "../pipeline/write-chunks.js";
import { buildSarif, type SarifBuildResult } from "../render/sarif/build.js";
import { createLocator, indexSources, type SourceIndex } from "../render/sarif/locate.js";
import { sourceIndexKey, sourceIndexOf } from "./source-index.js";
import type { GitEnv } from "../collect/git-repo.js";
import { HOMEPAGE, VERSION } from "../version.js";
import { compareWithBase } from "./compare-base.js";
import { renderComparison } from "../compare/markdown.js";

export interface FinishInput {
  settings: Settings;
  result: RunResult;
  digestContext: Omit<DigestContext, "gate">;
  /** Earlier runs' digests (default branch), any order. */
  history: readonly Digest[];
  /** Lines about the history for the report (runs skipped, where it came from). */
  historyNotes?: readonly string[];
  /** The base branch's digest, for a pull request. */
  base?: { digest: Digest; match: BaseMatch } | null;
  /** A pull request's own result is compared with its base, not added to the default branch's series. */
  isPullRequest: boolean;
  /** Repository root: SARIF paths are relative to it; sources are searched under it. */
  repoRoot: string;
  /** Folder trace paths are relative to. */
  cwd: string;
  /** The environment git runs in (the CLI's): with it, git's answers are read from the repository where sure. */
  gitEnv?: GitEnv;
  /** Files committed to the repository (SARIF only points at those); asked of git when absent. */
  committed?: Set<string> | null;
  runUrl?: string;
  /** The pass over `result`'s traces, when the pipeline made it as it went (else made here). */
  scan?: RunScan;
  /** This run's trace paths and the base run's, to compare them task by task (compare/). */
  compare?: { prPatterns: string[]; basePatterns: string[]; baseSource: string };
}

export interface FinishedRun {
  result: RunResult;
  gate: GateResult;
  trend: TrendAnalysis;
  /** This run's digest, with trend and gate recorded. */
  digest: Digest;
  /** The sticky comment's body (≤ 65,536 characters). */
  comment: string;
  /** The job summary (≤ 1 MiB): rendered when first read (the action writes it; the CLI never reads it). */
  readonly summary: string;
  /** What the comment was rendered from, to render it again once the SARIF upload's outcome is known. */
  reportInput: MarkdownReportInput;
  sarif: SarifBuildResult;
  files: { results: string; report: string; sarif: string; digest: string };
}

/** Where SARIF can place findings: the repository's committed sources, indexed. */
function sourceIndexFor(input: FinishInput, scan: RunScan): Promise<SourceIndex> {
  // Made while the pool worked, from the same settings (read-and-gate.ts).
  const early = scan.sourceIndex;
  if (early && input.committed === undefined && early.key === sourceIndexKey(input)) return early.index;
  // SARIF may only point at committed files; git says which (null outside a checkout: any file on
  // disk). The run may have asked already, to know which trace files to take step lines from.
  const asked = scan.committed?.root === path.resolve(input.repoRoot) ? scan.committed : null;
  // The scan saw every trace of the result (finishRun makes its own otherwise): the names it
  // collected are all the locator can ask for.
  return sourceIndexOf(input, input.committed !== undefined ? input.committed : asked ? asked.files : undefined, scan.cited);
}

/** How many of the history's runs recorded each failure signature (known failures, compare/). */
function seenIn(history: readonly Digest[]): { seenSignatures: Map<string, number>; historyRuns: number } {
  const seen = new Map<string, number>();
  for (const d of history) for (const sig of new Set(d.signatures ?? [])) seen.set(sig, (seen.get(sig) ?? 0) + 1);
  return { seenSignatures: seen, historyRuns: history.length };
}

export async function finishRun(input: FinishInput, logger: Logger): Promise<FinishedRun> {
  const { settings } = input;
  let result = input.result;
  // Everything below that counts or lists traces takes it from one pass.
  const scan = input.scan?.covers(result) ? input.scan : RunScan.over(result, settings);
  const scanned = new ScannedReport(result.traces, scan.report);
  const draft = buildDigest(result, input.digestContext, scan.digest);
  const trend = analyzeTrendAndBase({
    digest: draft,
    history: input.history,
    base: input.base ?? null,
    notes: input.historyNotes ?? [],
    includeInSeries: !input.isPullRequest,
  });
  // Against the base run, and the regression guards: both read the traces again, whole.
  const compared = await compareWithBase(
    {
      prPatterns: input.compare?.prPatterns ?? [],
      basePatterns: input.compare?.basePatterns ?? [],
      baseSource: input.compare?.baseSource ?? "",
      cwd: input.cwd,
      format: settings.format,
      repoRoot: input.repoRoot,
      maxLatencyIncrease: settings["max-latency-increase"],
      ...seenIn(input.history),
    },
    result,
  );
  for (const n of compared?.notes ?? []) logger.warning(n);
  const comparison = compared?.comparison ?? null;
  if (comparison) {
    result = { ...result, comparison, summary: { ...result.summary, newFailures: comparison.newFailures } };
  }
  const newFailures = comparison ? { tasks: comparison.tasks.filter((t) => t.status === "new-failure").map((t) => t.task) } : null;
  const decided = decide(settings, result, { ...trend.gateContext, newFailures }, scan.gate);
  const extra = compared?.reasons ?? [];
  const gate: GateResult = extra.length > 0 ? { ...decided, status: "fail", reasons: [...decided.reasons, ...extra] } : decided;
  const digest = withGate(trend.digest, gate);

  const outDir = path.resolve(input.cwd, settings.out);
  await mkdir(outDir, { recursive: true });
  const files = {
    results: path.join(outDir, "results.json"),
    report: path.join(outDir, "report.md"),
    sarif: path.join(outDir, "blamegate.sarif"),
    digest: path.join(outDir, "digest.json"),
  };
  // Streamed: at 100,000 traces the text is hundreds of MB (pipeline/json-report.ts). Started
  // now, as a large run lays it out in a worker while SARIF and the markdown are built here;
  // its failure is held until then, not left unhandled.
  const resultsWritten = writeJsonReport(files.results, result, gate).then(
    () => null,
    (err: unknown) => err,
  );

  const secrets = secretSettingValues(settings);
  // Passed traces give no findings (render/sarif/build.ts): a run with nothing else has nothing to
  // place in the code, and needs neither git nor a scan of the sources.
  const index = result.summary.traces > result.summary.passed ? await sourceIndexFor(input, scan) : indexSources(input.repoRoot, []);
  const sarif = buildSarif({
    traces: result.traces,
    notPassed: scan.notPassed,
    category: settings.category,
    // Step lines the pipeline took are by position in the run: only from a scan of this result.
    locator: createLocator(index, { cwd: input.cwd, ...(scan === input.scan && scan.stepLines.size > 0 ? { stepLines: scan.stepLines } : {}) }),
    toolVersion: VERSION,
    informationUri: HOMEPAGE,
    secrets,
    failOn: settings["fail-on"],
  });
  if (sarif.leftOutNoLocation > 0) logger.info(`${sarif.leftOutNoLocation} finding(s) had no location in the repository and were left out of SARIF`);

  const trendMarkdown = [trend.markdown.comparison, trend.markdown.trend].filter((s): s is string => Boolean(s)).join("\n");
  const reportInput: MarkdownReportInput = {
    result,
    gate,
    category: settings.category,
    ...(comparison ? { comparisonMarkdown: renderComparison(comparison, secrets) } : {}),
    ...(trendMarkdown ? { trendMarkdown } : {}),
    sarif: { results: sarif.results, leftOutNoLocation: sarif.leftOutNoLocation, leftOutOverLimit: sarif.leftOutOverLimit },
    ...(input.runUrl ? { runUrl: input.runUrl } : {}),
    version: VERSION,
    secrets,
    scanned,
  };
  const comment = renderMarkdownReport(reportInput);

  await writeFile(files.report, comment);
  // Streamed too: a capped log (25,000 results) is tens of MB of text. Four levels: the log,
  // its runs, a run, its results; then one result at a time.
  await writeChunks(files.sarif, prettyJsonChunks(sarif.log, 4));
  await writeFile(files.digest, `${JSON.stringify(digest, null, 2)}\n`);
  const failed = await resultsWritten;
  if (failed) throw failed;
  let summary: string | undefined;
  return {
    result,
    gate,
    trend,
    digest,
    comment,
    get summary() {
      return (summary ??= renderJobSummary(reportInput));
    },
    reportInput,
    sarif,
    files,
  };
}
