// The comparison step of a run: read the base run's traces (and this run's again, whole),
// compare them task by task, and check the regression guards. Reading is bounded by what the
// importers bound; a base that cannot be read is a note, never a failed run.
import { errorMessage } from "../error-message.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { GUARDS_PATH } from "../compare/guards-path.js";
import type { Guard } from "../compare/guards.js";
import type { Comparison } from "../compare/model.js";
import type { RunResult } from "../results/model.js";
import type { Format } from "../trace/model.js";

export interface BaseComparisonInput {
  /** This run's trace paths, as the run read them. */
  prPatterns: string[];
  /** The base run's trace paths (CLI --base, or the action's downloaded base artifact); empty: none. */
  basePatterns: string[];
  /** How the base was found, for the report ("--base runs/main", "artifact traces of run 123"). */
  baseSource: string;
  cwd: string;
  format: Format | "auto";
  /** How many earlier base runs each failure signature was seen in, and of how many. */
  seenSignatures?: Map<string, number>;
  historyRuns?: number;
  maxLatencyIncrease: number;
  /** The regression guards file; .blamegate/guards.json in `repoRoot` by default, when present. */
  guardsFile?: string;
  repoRoot: string;
}

export interface BaseComparison {
  comparison: Comparison | null;
  tripped: Guard[];
  /** Reasons the gate fails besides fail-on: guards and latency. */
  reasons: string[];
  notes: string[];
}

async function readGuards(file: string): Promise<{ guards: Guard[]; note?: string }> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return { guards: [] };
  }
  // Loaded only when there is a guards file: most runs have none (nor a base to compare with).
  const { parseGuards } = await import("../compare/guards.js");
  try {
    return { guards: parseGuards(text, path.basename(file)).guards };
  } catch (err) {
    // A guard that cannot be read cannot be checked: say so loudly, the file is the team's promise.
    return { guards: [], note: `regression guards not checked: ${errorMessage(err)}` };
  }
}

/** The failure signatures of a run's failed traces, by trace id (made by each trace's analysis). */
export function failureSignatures(result: RunResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of result.traces) if (t.success === false && t.signature) out.set(t.id, t.signature);
  return out;
}

/** Null when there is nothing to do: no base given and no guards file. */
export async function compareWithBase(input: BaseComparisonInput, result: RunResult): Promise<BaseComparison | null> {
  const notes: string[] = [];
  const guards = await readGuards(path.resolve(input.repoRoot, input.guardsFile ?? GUARDS_PATH));
  if (guards.note) notes.push(guards.note);
  if (input.basePatterns.length === 0 && guards.guards.length === 0) return notes.length > 0 ? { comparison: null, tripped: [], reasons: [], notes } : null;

  // The comparison and the guards' checks are loaded only by a run that has either.
  const [{ trippedGuards }, { compareGateReasons }] = await Promise.all([import("../compare/guards.js"), import("../compare/gate.js")]);
  // Guards hold for every failure, with or without a base run to compare with.
  const signatures = failureSignatures(result);
  const tripped = trippedGuards({ version: 1, guards: guards.guards }, signatures.values());

  let comparison: Comparison | null = null;
  if (input.basePatterns.length > 0) {
    const [{ loadRun }, { compareRuns }] = await Promise.all([import("../compare/load.js"), import("../compare/compare.js")]);
    // Steps are what the comparison aligns, and results keep none: both runs are read again, whole.
    const base = await loadRun(input.basePatterns, input.cwd, input.format);
    const pr = await loadRun(input.prPatterns, input.cwd, input.format);
    for (const s of base.skipped.slice(0, 5)) notes.push(`base run: ${s.file}${s.line ? `:${s.line}` : ""}: ${s.reason}`);
    if (base.traces.length === 0) notes.push(`No comparison with the base run: no trace could be read from ${input.baseSource}.`);
    else
      comparison = compareRuns({
        pr: pr.traces,
        base: base.traces,
        baseSource: input.baseSource,
        signatures,
        ...(input.seenSignatures ? { seenSignatures: input.seenSignatures } : {}),
        ...(input.historyRuns !== undefined ? { historyRuns: input.historyRuns } : {}),
      });
  }
  return { comparison, tripped, reasons: compareGateReasons(comparison?.latency ?? [], input.maxLatencyIncrease, tripped), notes };
}
