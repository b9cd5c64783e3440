// The run both entry points share: collect files → pipeline → gate. What differs between the CLI
// and the action (where files come from, where results go) stays in the entry points.
import { secretSettingValues, type Settings } from "../config.js";
import type { Logger } from "../log.js";
import { collectFiles } from "../collect/files.js";
import { shardOf, takeShard } from "../collect/shard.js";
import { runPipeline } from "../pipeline/run-pipeline.js";
import { evaluateGate, type GateContext, type GateCounts } from "../gate/gate.js";
import type { GateResult, RunResult, TraceResult } from "../results/model.js";
import type { Skipped } from "../trace/model.js";
import { open, readFile } from "node:fs/promises";
import { checkAnchor, LedgerEntrySchema, parseHead, parseLedger, type LedgerIndex } from "../integrity/ledger.js";
import { displayOf, ledgerGoneReason, missingTraces } from "../integrity/missing.js";
import { goneResult } from "../results/trace-result.js";
import { redactDeep } from "../untrusted/redact.js";
import path from "node:path";
import type { RunScan } from "./scan.js";
import { gateSettings } from "./gate-settings.js";
import { quoteInput } from "../gate/inputs.js";
import { stepLineFiles } from "./step-line-files.js";
import { sourceIndexKey, sourceIndexOf } from "./source-index.js";
import type { GitEnv } from "../collect/git-repo.js";
import { freezeForListing } from "../gc-tuning.js";

/** Largest file read to check whether it is a ledger (a ledger line is at most 4 KiB). */
const LEDGER_SNIFF_BYTES = 64 * 1024 * 1024;

/** Whether `abs` starts like a ledger of chain roots (integrity/ledger.ts), by its first line. */
async function looksLikeLedger(abs: string): Promise<boolean> {
  const handle = await open(abs, "r").catch(() => null);
  if (!handle) return false;
  try {
    const buf = Buffer.alloc(4097);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    const first = buf.subarray(0, bytesRead).toString("utf8").split("\n")[0]!.replace(/\r$/, "");
    try {
      return LedgerEntrySchema.safeParse(JSON.parse(first)).success;
    } catch {
      return false;
    }
  } finally {
    await handle.close();
  }
}

/**
 * Whether `file` is a ledger: null if not; else the unreadable item it makes when its links are
 * broken (an edited line), or "intact". Said in the log either way.
 */
async function ledgerVerdict(file: string, cwd: string, logger: Logger): Promise<Skipped | "intact" | null> {
  const abs = path.resolve(cwd, file);
  if (!(await looksLikeLedger(abs))) return null;
  const text = await readFile(abs, "utf8").catch(() => null);
  if (text === null || text.length > LEDGER_SNIFF_BYTES) return null;
  const broken = parseLedger(text).broken;
  logger.info(`${quoteInput(file)} is a ledger of chain roots, not traces${broken ? "" : "; give it as the ledger setting to check traces against it"}`);
  return broken ? { file, line: broken.line, reason: `ledger broken: ${broken.reason}` } : "intact";
}

const LEDGER_LIKE = /\.(jsonl|ndjson|json)$/i;

/**
 * A ledger kept beside the traces (`sign --ledger traces/ledger.jsonl`) is read as one, not
 * skipped line by line as bad traces: its lines leave the skipped list, and a ledger whose links
 * are broken is one unreadable item that says so. Files named like a ledger are looked at before
 * the run (so the log does not call their lines bad traces first); any other file that turns out
 * to be one, after (only files with skipped lines are opened again).
 */
async function recogniseLedgers(result: RunResult, cwd: string, logger: Logger): Promise<RunResult> {
  const candidates = [...new Set(result.skipped.filter((s) => s.kind !== "missing" && LEDGER_LIKE.test(s.file)).map((s) => s.file))];
  const ledgers = new Map<string, Skipped | "intact">();
  for (const file of candidates) {
    const verdict = await ledgerVerdict(file, cwd, logger);
    if (verdict) ledgers.set(file, verdict);
  }
  if (ledgers.size === 0) return result;
  const skipped: Skipped[] = [];
  for (const s of result.skipped) if (!ledgers.has(s.file)) skipped.push(s);
  for (const b of ledgers.values()) if (b !== "intact") skipped.push(b);
  return { ...result, skipped, summary: { ...result.summary, files: result.summary.files - ledgers.size, skipped: skipped.length } };
}

/** The reports finishRun writes that a folder of traces would otherwise collect. */
const OWN_REPORTS = new Set(["results.json", "digest.json"]);

/** A ledger that does not exist yet is an empty one: the first run starts it. */
async function readLedger(file: string): Promise<string> {
  return readFile(file, "utf8").catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return "";
    throw new Error(`ledger ${file}: ${err.message}`);
  });
}

export async function analyzePaths(
  settings: Settings,
  patterns: string[],
  cwd: string,
  logger: Logger,
  extraSkipped: Skipped[] = [],
  extra: { explain?: boolean; scan?: RunScan; onTrace?: (t: TraceResult) => void; lookedFor?: string[]; gitEnv?: GitEnv } = {},
): Promise<RunResult> {
  // The file list survives its scavenges: on V8 12 and later it would grow the main thread's
  // young generation to V8's maximum before the pipeline holds it (src/gc-tuning.ts).
  freezeForListing();
  const collected = await collectFiles(patterns, cwd);
  // blamegate's own reports (an earlier run's results.json and digest.json in `out`) and the
  // ledger are not traces. Only those files: `out` may be the traces' own folder.
  const outDir = path.resolve(cwd, settings.out);
  const ledgerFile = settings.ledger ? path.resolve(cwd, settings.ledger) : null;
  const ledgerName = ledgerFile ? path.basename(ledgerFile) : null;
  const own = (f: string) => {
    // Only a file named like one can be one: the others are not resolved (a run lists thousands).
    const name = path.basename(f);
    if (!OWN_REPORTS.has(name) && name !== ledgerName) return false;
    const abs = path.resolve(cwd, f);
    return (OWN_REPORTS.has(name) && path.dirname(abs) === outDir) || abs === ledgerFile;
  };
  let files = takeShard(
    collected.files.filter((f) => !own(f)),
    settings.shard,
  );
  // Files named like a ledger that are one are not read as traces.
  const ledgerSkips: Skipped[] = [];
  const ledgerFiles = new Set<string>();
  for (const f of files.filter((x) => /ledger/i.test(path.basename(x)) && LEDGER_LIKE.test(x))) {
    const verdict = await ledgerVerdict(f, cwd, logger);
    if (verdict === null) continue;
    ledgerFiles.add(f);
    if (verdict !== "intact") ledgerSkips.push(verdict);
  }
  if (ledgerFiles.size > 0) files = files.filter((f) => !ledgerFiles.has(f));
  // Patterns that matched nothing were looked for and not there: they matter when nothing is read.
  const missing: Skipped[] = collected.missing.map((m) => ({ ...m, kind: "missing" as const }));
  const skipped: Skipped[] = [...extraSkipped, ...missing, ...ledgerSkips];
  for (const m of collected.missing) logger.warning(`${quoteInput(m.file)}: ${m.reason}`);
  const ledgerText = settings.ledger ? await readLedger(path.resolve(cwd, settings.ledger)) : undefined;
  const ledgerIndex = ledgerText !== undefined ? parseLedger(ledgerText) : undefined;
  if (ledgerIndex) {
    // A broken line means someone edited the ledger: say where, and trust nothing after it.
    const broken = ledgerIndex.broken;
    if (broken) {
      skipped.push({ file: settings.ledger, line: broken.line, reason: `ledger broken: ${broken.reason}` });
      logger.error(`${quoteInput(settings.ledger)}:${broken.line}: ledger broken: ${quoteInput(broken.reason)}`, { file: settings.ledger, line: broken.line });
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
  // SARIF's lines in committed trace files, taken as they are read (for the scan, which keeps them).
  const citable = extra.scan ? await stepLineFiles(files, cwd, extra.gitEnv) : null;
  if (extra.scan && citable?.committed) extra.scan.committed = citable.committed;
  // With the files in pool workers, the main thread indexes the sources SARIF needs meanwhile,
  // once a trace has failed (a run where all pass needs none); as finishRun would, from `cwd`.
  let pooled = false;
  const indexEarly = (scan: RunScan) => {
    const input = { settings, repoRoot: cwd, cwd, ...(extra.gitEnv ? { gitEnv: extra.gitEnv } : {}) };
    const committed = scan.committed?.root === path.resolve(cwd) ? scan.committed.files : undefined;
    const index = sourceIndexOf(input, committed);
    // Awaited by finishRun; a failure there is its own (this promise is never left unhandled).
    index.catch(() => undefined);
    scan.sourceIndex = { key: sourceIndexKey(input), index };
  };
  const onTrace =
    extra.scan || extra.onTrace || gone
      ? (t: TraceResult, stepLines?: readonly number[]) => {
          gone?.seen.add(t.id);
          extra.scan?.take(t, stepLines);
          if (pooled && extra.scan && !extra.scan.sourceIndex && t.success !== true) indexEarly(extra.scan);
          extra.onTrace?.(t);
        }
      : undefined;
  return runPipeline(
    {
      files,
      skipped,
      cwd,
      onPool: () => {
        pooled = true;
      },
    },
    {
      format: settings.format,
      ...(settings["max-workers"] !== "auto" ? { maxWorkers: settings["max-workers"] } : {}),
      integrity: settings.integrity,
      ...(settings["signing-key"] ? { signingKey: settings["signing-key"] } : {}),
      secrets: secretSettingValues(settings),
      ...(ledgerText !== undefined ? { ledgerText } : {}),
      ...(extra.explain ? { explain: true } : {}),
      ...(citable && citable.files.length > 0 ? { stepLineFiles: new Set(citable.files) } : {}),
    },
    logger,
    onTrace,
    gone?.tail,
  ).then(async (run) => {
    // Dropping a ledger's lines changes no trace: the scan still covers the result.
    const result: RunResult = {
      ...(await recogniseLedgers(run, cwd, logger)),
      lookedFor: extra.lookedFor ?? patterns,
      ...(settings.shard ? { shard: settings.shard } : {}),
    };
    extra.scan?.of(result);
    return result;
  });
}

/** Collects the ids a run sees; `tail` then makes a tampered result for each recorded trace that is gone. */
function ledgerWatch(index: LedgerIndex, patterns: string[], cwd: string, files: string[], settings: Settings, problem: string | null) {
  const seen = new Set<string>();
  const { shard } = settings;
  const secrets = secretSettingValues(settings);
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
    return records.map((r) => redactDeep(goneResult({ id: r.id, file: displayOf(cwd, path.resolve(cwd, r.file ?? "")), format: "native", algorithm: r.algorithm, reason: ledgerGoneReason(r) }), secrets));
  };
  return { seen, tail };
}

export function decide(settings: Settings, result: RunResult, context: GateContext = {}, counts?: GateCounts): GateResult {
  return evaluateGate(gateSettings(settings), result, context, counts);
}
