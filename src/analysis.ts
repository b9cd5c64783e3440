// The run both entry points share: collect files → pipeline → gate. What differs between the CLI
// and the action (where files come from, where results go) stays in the entry points.
import { secretSettingValues, type Settings } from "./config.js";
import type { Logger } from "./log.js";
import { collectFiles } from "./collect/files.js";
import { takeShard } from "./collect/shard.js";
import { runPipeline } from "./pipeline.js";
import { evaluateGate, type GateContext, type GateCounts, type GateResult, type GateSettings } from "./gate/gate.js";
import type { RunResult, TraceResult } from "./report/model.js";
import type { Skipped } from "./trace/model.js";
import { readFile } from "node:fs/promises";
import { parseLedger } from "./integrity/ledger.js";
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
  if (ledgerText) {
    // A broken line means someone edited the ledger: say where, and trust nothing after it.
    const broken = parseLedger(ledgerText).broken;
    if (broken) {
      skipped.push({ file: settings.ledger, line: broken.line, reason: `ledger broken: ${broken.reason}` });
      logger.error(`${settings.ledger}:${broken.line}: ledger broken: ${broken.reason}`, { file: settings.ledger, line: broken.line });
    }
  }
  return runPipeline(
    { files, skipped, cwd },
    {
      format: settings.format,
      integrity: settings.integrity,
      ...(settings["signing-key"] ? { signingKey: settings["signing-key"] } : {}),
      secrets: secretSettingValues(settings),
      ...(ledgerText !== undefined ? { ledgerText } : {}),
      ...(extra.explain ? { explain: true } : {}),
    },
    logger,
    extra.scan || extra.onTrace
      ? (t) => {
          extra.scan?.add(t);
          extra.onTrace?.(t);
        }
      : undefined,
  ).then((result) => {
    extra.scan?.of(result);
    return result;
  });
}

export function decide(settings: Settings, result: RunResult, context: GateContext = {}, counts?: GateCounts): GateResult {
  return evaluateGate(gateSettings(settings), result, context, counts);
}
