// The run both entry points share: collect files → pipeline → gate. What differs between the CLI
// and the action (where files come from, where results go) stays in the entry points.
import type { Settings } from "./config.js";
import type { Logger } from "./log.js";
import { collectFiles } from "./collect/files.js";
import { shardOf, takeShard } from "./collect/shard.js";
import { runPipeline } from "./pipeline.js";
import { evaluateGate, type GateContext, type GateCounts, type GateResult, type GateSettings } from "./gate/gate.js";
import type { RunResult, TraceResult } from "./report/model.js";
import type { Skipped } from "./trace/model.js";
import { readFile } from "node:fs/promises";
import { parseLedger, type LedgerIndex } from "./integrity/ledger.js";
import { displayOf, goneResult, ledgerGoneReason, missingTraces } from "./integrity/missing.js";
import { redactDeep } from "./report/redact.js";
import path from "node:path";
import type { RunScan } from "./run/scan.js";

/** A ledger that does not exist yet is an empty one: the first run starts it. */
async function readLedger(file: string): Promise<string> {
  return readFile(file, "utf8").catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return "";
    throw new Error(`ledger ${file}: ${err.message}`);
  });
}

export interface Analysis {
  result: RunResult;
  gate: GateResult;
}

export function gateSettings(settings: Settings): GateSettings {
  return {
    failOn: settings["fail-on"],
    failOnBlame: settings["fail-on-blame"],
    maxFailureRate: settings["max-failure-rate"],
    maxFailureRateIncrease: settings["max-failure-rate-increase"],
    failOnWorsening: settings["fail-on-worsening"],
    integrity: settings.integrity,
  };
}

export async function analyzePaths(
  settings: Settings,
  patterns: string[],
  cwd: string,
  logger: Logger,
  extraSkipped: Skipped[] = [],
  extra: { explain?: boolean; scan?: RunScan; onTrace?: (t: TraceResult) => void } = {},
): Promise<RunResult> {
  const collected = await collectFiles(patterns, cwd);
  const files = takeShard(collected.files, settings.shard);
  const skipped: Skipped[] = [...extraSkipped, ...collected.missing];
  for (const m of collected.missing) logger.warning(`${m.file}: ${m.reason}`);
  const ledgerText = settings.ledger ? await readLedger(path.resolve(cwd, settings.ledger)) : undefined;
  const ledgerIndex = ledgerText ? parseLedger(ledgerText) : undefined;
  if (ledgerIndex) {
    // A broken line means someone edited the ledger: say where, and trust nothing after it.
    const broken = ledgerIndex.broken;
    if (broken) {
      skipped.push({ file: settings.ledger, line: broken.line, reason: `ledger broken: ${broken.reason}` });
      logger.error(`${settings.ledger}:${broken.line}: ledger broken: ${broken.reason}`, { file: settings.ledger, line: broken.line });
    }
  }
  // Traces the ledger recorded under these paths that are gone: results of their own, at the end.
  const gone = ledgerIndex && !ledgerIndex.broken && settings.integrity !== "off" ? ledgerWatch(ledgerIndex, patterns, cwd, files, settings.shard, settings["signing-key"] ? [settings["signing-key"]] : []) : null;
  const onTrace =
    extra.scan || extra.onTrace || gone
      ? (t: TraceResult) => {
          gone?.seen.add(t.id);
          extra.scan?.add(t);
          extra.onTrace?.(t);
        }
      : undefined;
  return runPipeline(
    { files, skipped, cwd },
    {
      format: settings.format,
      integrity: settings.integrity,
      ...(settings["signing-key"] ? { signingKey: settings["signing-key"] } : {}),
      ...(ledgerText !== undefined ? { ledgerText } : {}),
      ...(extra.explain ? { explain: true } : {}),
    },
    logger,
    onTrace,
    gone?.tail,
  ).then((result) => {
    extra.scan?.of(result);
    return result;
  });
}

/** Collects the ids a run sees; `tail` then makes a tampered result for each recorded trace that is gone. */
function ledgerWatch(index: LedgerIndex, patterns: string[], cwd: string, files: string[], shard: Settings["shard"], secrets: string[]) {
  const seen = new Set<string>();
  const tail = async (): Promise<TraceResult[]> => {
    const scanned = new Set(files.map((f) => path.resolve(cwd, f)));
    const inShard = shard && shard.count > 1 ? (display: string) => shardOf(display, shard.count) === shard.index : undefined;
    const records = await missingTraces(index, seen, patterns, cwd, scanned, inShard);
    // The ledger's text is as untrusted as a trace's: redacted like any result.
    return records.map((r) =>
      redactDeep(goneResult({ id: r.id, file: displayOf(cwd, path.resolve(cwd, r.file ?? "")), format: "native", algorithm: r.algorithm, reason: ledgerGoneReason(r) }), secrets),
    );
  };
  return { seen, tail };
}

export function decide(settings: Settings, result: RunResult, context: GateContext = {}, counts?: GateCounts): GateResult {
  return evaluateGate(gateSettings(settings), result, context, counts);
}
