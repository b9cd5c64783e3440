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
import { checkAnchor, parseHead, parseLedger, type LedgerIndex } from "./integrity/ledger.js";
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
  const ledgerIndex = ledgerText !== undefined ? parseLedger(ledgerText) : undefined;
  if (ledgerIndex) {
    // A broken line means someone edited the ledger: say where, and trust nothing after it.
    const broken = ledgerIndex.broken;
    if (broken) {
      skipped.push({ file: settings.ledger, line: broken.line, reason: `ledger broken: ${broken.reason}` });
      logger.error(`${settings.ledger}:${broken.line}: ledger broken: ${broken.reason}`, { file: settings.ledger, line: broken.line });
    }
  }
  // Lines cut from the ledger's end leave it whole: only its head, anchored elsewhere, shows it.
  const anchor = ledgerIndex && settings["ledger-anchor"] ? checkAnchor(ledgerIndex, parseHead(settings["ledger-anchor"])) : null;
  if (anchor) logger.error(`${settings.ledger}: does not extend ledger-anchor ${settings["ledger-anchor"]}: ${anchor}`, { file: settings.ledger });
  // Traces the ledger recorded under these paths that are gone, and a ledger that cannot be
  // trusted: results of their own, at the end, which integrity: require fails on.
  const gone =
    ledgerIndex && settings.integrity !== "off"
      ? ledgerWatch(ledgerIndex, patterns, cwd, files, settings, ledgerIndex.broken ? `ledger broken at line ${ledgerIndex.broken.line}: ${ledgerIndex.broken.reason}` : anchor)
      : null;
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
function ledgerWatch(index: LedgerIndex, patterns: string[], cwd: string, files: string[], settings: Settings, problem: string | null) {
  const seen = new Set<string>();
  const { shard } = settings;
  const secrets = settings["signing-key"] ? [settings["signing-key"]] : [];
  const tail = async (): Promise<TraceResult[]> => {
    // A ledger that is broken or cut short: one result for the ledger itself (only the
    // first shard reports it, so a merged run counts it once); its records are not used.
    if (problem !== null) {
      if (shard && shard.count > 1 && shard.index !== 1) return [];
      return [goneResult({ id: "(ledger)", file: settings.ledger, format: "native", algorithm: null, reason: problem })];
    }
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
