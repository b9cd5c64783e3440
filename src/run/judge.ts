// The optional LLM judge, as a second pass over the failed traces after the pipeline: the rules'
// verdicts are complete before any network call, the pipeline stays pure (and parallel), and a
// judge that is absent, slow or wrong can only refine verdicts, never lose them.
import path from "node:path";
import type { Logger } from "../log.js";
import { type RunResult, type TraceResult, traceList } from "../results/model.js";
import { summarize } from "../results/summary.js";
import { readTraces } from "../trace/read.js";
import { verdictSignature } from "../compare/signature.js";
import type { Format } from "../trace/model.js";
import { judgeAttribution } from "../judge/openai.js";
import type { JudgeConfig } from "../judge/config.js";
import { redactDeep } from "../untrusted/redact.js";

/** Judge calls cost money and time: at most this many failed traces a run are sent. */
export const DEFAULT_JUDGE_LIMIT = 50;

export async function judgeFailedTraces(result: RunResult, cfg: JudgeConfig, format: Format | "auto", cwd: string, logger: Logger, limit = DEFAULT_JUDGE_LIMIT): Promise<RunResult> {
  // By position, not identity: a large run's traces are read afresh from its spill file each time (pipeline/spill.ts).
  const positions = new Map<TraceResult, number>();
  const chosen: TraceResult[] = [];
  let i = 0;
  for (const t of result.traces) {
    if (chosen.length < limit && t.success === false && !t.untrusted && t.verdict?.step != null) {
      chosen.push(t);
      positions.set(t, i);
    }
    i++;
  }
  if (chosen.length === 0) return result;
  const byFile = new Map<string, Map<string, TraceResult>>();
  for (const t of chosen) {
    const m = byFile.get(t.file) ?? new Map<string, TraceResult>();
    m.set(t.id, t);
    byFile.set(t.file, m);
  }
  const known = [...(cfg.secrets ?? []), ...(cfg.apiKey ? [cfg.apiKey] : [])];
  const replaced = new Map<number, TraceResult>();
  let agreed = 0;
  let failed = 0;
  for (const [file, wanted] of byFile) {
    for await (const item of readTraces(path.resolve(cwd, file), { format, display: file })) {
      if (!("trace" in item)) continue;
      const original = wanted.get(item.trace.id);
      if (!original) continue;
      const rules = { verdict: original.verdict ?? null, findings: original.findings ?? [], blame: original.blame ?? [], maxBlame: original.maxBlame ?? 0 };
      const judged = await judgeAttribution(item.trace, rules, cfg);
      if (judged.judge !== "ok") {
        failed++;
        logger.debug(`judge on ${original.id}: ${judged.judge ?? "skipped"}`);
        continue;
      }
      agreed++;
      // The signature follows the verdict it names (compare/signature.ts).
      const v = judged.attribution.verdict;
      const signature = verdictSignature(item.trace, v) ?? original.signature;
      replaced.set(positions.get(original)!, redactDeep({ ...original, verdict: v, findings: judged.attribution.findings, ...(signature ? { signature } : {}) }, known));
    }
  }
  logger.info(`LLM judge: ${agreed} verdict(s) combined with the rules${failed ? `, ${failed} left to the rules (judge unavailable or unusable)` : ""}`);
  if (replaced.size === 0) return result;
  const traces = Array.from(result.traces, (t, i) => replaced.get(i) ?? t);
  return { ...result, traces: traceList(traces), summary: { ...summarize(traces, result.summary.files, result.summary.skipped) } };
}
