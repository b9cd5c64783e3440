// SARIF 2.1.0 from the findings: one run, `automationDetails.id` from the category, the MAST
// rules, and one result per failure mode, place in the code and detector, however many traces
// failed that way there (their count and a few ids in the message and properties), so a run of
// 1,000 traces is a handful of alerts, not hundreds. Findings are placed on real code
// (locate.ts); fingerprints are stable across runs (fingerprints.ts); levels follow the gate.
// Findings with no place in the repository are left out and counted; past GitHub's limits
// (at most 25,000 results a run, 10 MB gzipped) the least severe results are left out and counted too.
import { createRequire } from "node:module";
import type { Log, Result } from "sarif";
import type { Finding, ModeId } from "../../attribution/model.js";
import { modeLabel, modeSpec } from "../../attribution/taxonomy.js";
import { cleanText, neutraliseMentions } from "../../untrusted/sanitize.js";
import { lineHash } from "./fingerprints.js";
import type { LocatableTrace, Located, LocatedBy, Locator } from "./locate.js";
import type { TraceResults } from "../../results/model.js";
import { levelFor, sarifRules, type FailOn } from "./rules.js";
import { HOMEPAGE } from "../../version.js";
import { safeRepoPath, toUri } from "./uri.js";

export { toUri };

export { levelFor, type FailOn };

export const MAX_RESULTS = 25_000;
export const MAX_GZIP_BYTES = 10 * 1024 * 1024;
const SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";

export interface SarifBuildInput {
  /** The run's results (a spilled run parses each one read: only the not-passed are). */
  traces: TraceResults | readonly LocatableTrace[];
  category: string;
  locator: Locator;
  toolVersion: string;
  informationUri?: string;
  /** Exact secret values to redact besides the key shapes. */
  secrets?: readonly string[];
  limits?: { maxResults?: number; maxGzipBytes?: number };
  /**
   * Positions in `traces` of those that did not pass, in order, when already known (run/scan.ts):
   * a passed trace gives no findings, so only these are read.
   */
  notPassed?: ArrayLike<number>;
  /** The gate's `fail-on` (settings["fail-on"]): its modes are errors, the others warnings or notes. Default "any", as the option's. */
  failOn?: FailOn;
}

export interface SarifBuildResult {
  log: Log;
  /** Results in the log. */
  results: number;
  /** Findings with no location in the repository, left out. */
  leftOutNoLocation: number;
  /** Results left out to stay within GitHub's limits (least severe first). */
  leftOutOverLimit: number;
  /** How the results were placed. */
  via: Record<LocatedBy, number>;
  /**
   * Size of the log gzipped, as uploadSarif sends it; measured only when the log's text comes
   * near the limit (gzipSizeNear), absent when it is too small to reach it whatever gzip makes of it.
   */
  gzipBytes?: number;
}

const LEVEL_RANK = { error: 0, warning: 1, note: 2 } as const;

/** SARIF message text: secrets redacted, no embedded-link brackets, no mentions. */
export function sarifText(value: unknown, max = 1000): string {
  const text = cleanText(value, { max }).replace(/\s+/g, " ").trim();
  return neutraliseMentions(text.replace(/([[\]])/g, "\\$1"));
}

/** The findings a trace contributes: its findings, or its verdict when no finding is recorded. */
function findingsOf(t: LocatableTrace): Finding[] {
  if (t.success === true) return [];
  if (t.findings && t.findings.length > 0) return t.findings;
  const v = t.verdict;
  if (v?.mode && v.step !== null) {
    return [{ mode: v.mode, step: v.step, ...(v.agent ? { agent: v.agent } : {}), confidence: v.confidence, detector: "verdict", message: "", evidence: v.evidence }];
  }
  return [];
}

function stepName(t: LocatableTrace, step: number): string | undefined {
  return t.sites?.find((s) => s.step === step)?.name ?? t.errors.find((e) => e.step === step && e.name)?.name ?? t.blame?.find((b) => b.step === step && b.name)?.name;
}

/** How many trace ids a result names; the rest are counted. */
export const TRACE_IDS_SHOWN = 5;

/** One (mode, location, detector): the findings of every trace that failed this way here. */
interface Group {
  mode: string;
  detector: string;
  located: Located;
  hash: string;
  occurrence: number;
  /** The example finding: first in the stable order (file, line, trace, step). */
  trace: number;
  finding: number;
  order: string;
  /** Traces in the group (each counted once), and the first few ids in the stable order. */
  traces: number;
  lastTrace: number;
  ids: { order: string; id: string }[];
  findings: number;
  confidence: number;
  untrusted: number;
  /** Traces in the group the gate fails on for this mode (failsGate). */
  gating: number;
  rank: number;
  severity: number;
}

/**
 * Whether the gate fails on this trace for this mode, as gate/gate.ts counts it: with
 * `fail-on: any` every failed trace; with a list, a trace that did not pass and whose verdict is
 * that mode. A secondary finding of a listed mode does not fail the gate, so it is no error here.
 */
function failsGate(t: LocatableTrace, mode: string, failOn: FailOn): boolean {
  if (failOn === "any") return t.success === false;
  // `new` is decided by task against the base run, not per result (rules.ts's levelFor).
  if (failOn === "none" || failOn === "new") return false;
  // As the gate: a trace whose outcome is unknown fails no fail-on value (gate/inputs.ts).
  return t.success === false && t.verdict?.mode === mode && failOn.includes(mode as ModeId);
}

/** The result's level: an error only when the gate fails on at least one of its traces. */
function groupLevel(g: Group, failOn: FailOn): "error" | "warning" | "note" {
  const level = levelFor(g.mode, failOn);
  if (level !== "error" || g.gating > 0) return level;
  return levelFor(g.mode, "none");
}

function message(g: Group, t: LocatableTrace, f: Finding, secrets?: readonly string[]): string {
  const ids = g.ids.map((x) => `"${cleanText(x.id, { max: 100, secrets })}"`).join(", ");
  const more = g.traces > g.ids.length ? ` and ${g.traces - g.ids.length} more` : "";
  const count = `${g.traces} failing trace${g.traces === 1 ? "" : "s"} (${ids}${more})`;
  const where = t.line ? `${t.file}:${t.line}` : t.file;
  const name = stepName(t, f.step);
  const example = `trace "${cleanText(t.id, { max: 100, secrets })}" (${cleanText(where, { max: 200, secrets })}), step ${f.step}${name ? ` (${cleanText(name, { max: 80, secrets })})` : ""}${f.agent ? `, agent ${cleanText(f.agent, { max: 80, secrets })}` : ""}`;
  // Detector messages are sentences; drop their own full stop so the one added below is the only one.
  const what = f.message ? `: ${cleanText(f.message, { max: 300, secrets }).replace(/[.\s]+$/, "")}` : "";
  const evidence = f.evidence
    .slice(0, 3)
    .map((e) => `step ${e.step}${e.agent ? ` (${cleanText(e.agent, { max: 60, secrets })})` : ""}: "${cleanText(e.quote, { max: 160, secrets })}"`)
    .join("; ");
  const trust = g.untrusted > 0 ? ` ${g.untrusted} of these traces failed their integrity check; treat this with care.` : "";
  return sarifText(`${modeLabel(f.mode)} here in ${count}. For example ${example}${what}.${evidence ? ` Evidence: ${evidence}.` : ""} Confidence up to ${g.confidence.toFixed(2)} (${f.detector}).${trust}`, 2000);
}

/**
 * The log's size gzipped, or undefined when its text is small enough that gzip cannot take it
 * past `max`: deflate grows incompressible data by a few bytes a block at most (zlib's
 * deflateBound), well within the margin below. Most runs' logs are far under the limit, and they
 * neither compress it nor load zlib (issue 17, cold start).
 */
function gzipSizeNear(log: Log, max: number): number | undefined {
  const text = JSON.stringify(log);
  const bytes = Buffer.byteLength(text);
  if (bytes + (bytes >> 10) + 1024 <= max) return undefined;
  const { gzipSync } = createRequire(import.meta.url)("node:zlib") as typeof import("node:zlib");
  return gzipSync(text).length;
}

function sarifResult(g: Group, t: LocatableTrace, f: Finding, level: Result.level, ruleIndex: number, secrets?: readonly string[]): Result {
  const properties: Record<string, unknown> = {
    traces: g.traces,
    traceIds: g.ids.map((x) => cleanText(x.id, { max: 200, secrets })),
    findings: g.findings,
    detector: g.detector,
    confidence: Number(g.confidence.toFixed(3)),
    locatedBy: g.located.via,
    // The example the message quotes.
    trace: cleanText(t.id, { max: 200, secrets }),
    traceFile: cleanText(t.file, { max: 300, secrets }),
    step: f.step,
  };
  if (f.agent) properties.agent = cleanText(f.agent, { max: 100, secrets });
  if (g.untrusted > 0) properties.untrusted = g.untrusted;
  return {
    ruleId: g.mode,
    ruleIndex,
    level,
    message: { text: message(g, t, f, secrets) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: toUri(g.located.uri) },
          region: { startLine: g.located.line },
        },
      },
    ],
    partialFingerprints: { primaryLocationLineHash: `${g.hash}:${g.occurrence}` },
    properties,
  };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function buildSarif(input: SarifBuildInput): SarifBuildResult {
  const failOn = input.failOn ?? "any";
  const rules = sarifRules(failOn);
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i]));
  const groups = new Map<string, Group>();
  let leftOutNoLocation = 0;
  const locate = (t: LocatableTrace, f: Finding, index: number) => input.locator.locate({ trace: t, step: f.step, agent: f.agent ?? null, index });

  const traces = input.traces;
  const only = input.notPassed;
  const count = only ? only.length : traces.length;
  for (let j = 0; j < count; j++) {
    const i = only ? only[j]! : j;
    const t = traces.at(i)!;
    const findings = findingsOf(t);
    for (let k = 0; k < findings.length; k++) {
      const f = findings[k]!;
      const found = locate(t, f, i);
      // Last guard: whatever the locator says, a URI never leaves the repository.
      const uri = found ? safeRepoPath(found.uri) : null;
      if (!found || !uri || !(found.line >= 1)) {
        leftOutNoLocation++;
        continue;
      }
      const located = { ...found, uri, line: Math.floor(found.line) };
      const key = `${f.mode}\u0000${uri}\u0000${located.line}\u0000${f.detector}`;
      const order = `${t.file}\u0000${String(t.line ?? 0).padStart(10, "0")}\u0000${t.id}\u0000${String(f.step).padStart(8, "0")}`;
      let g = groups.get(key);
      if (!g) {
        const spec = modeSpec(f.mode as ModeId);
        g = {
          mode: f.mode,
          detector: f.detector,
          located,
          hash: lineHash({ ruleId: f.mode, uri, anchor: located.anchor, detector: f.detector }),
          occurrence: 0,
          trace: i,
          finding: k,
          order,
          traces: 0,
          lastTrace: -1,
          ids: [],
          findings: 0,
          confidence: 0,
          untrusted: 0,
          gating: 0,
          rank: 0,
          severity: spec.sarif.securitySeverity ?? 0,
        };
        groups.set(key, g);
      } else if (order < g.order) {
        g.trace = i;
        g.finding = k;
        g.order = order;
      }
      g.findings++;
      g.confidence = Math.max(g.confidence, f.confidence);
      if (g.lastTrace !== i) {
        g.lastTrace = i;
        g.traces++;
        if (t.untrusted) g.untrusted++;
        if (failsGate(t, f.mode, failOn)) g.gating++;
        // The first few trace ids in the stable order, whatever order the traces came in.
        if (g.ids.length < TRACE_IDS_SHOWN || order < g.ids[g.ids.length - 1]!.order) {
          g.ids.push({ order, id: t.id });
          g.ids.sort((a, b) => cmp(a.order, b.order));
          if (g.ids.length > TRACE_IDS_SHOWN) g.ids.pop();
        }
      }
    }
  }
  const all = [...groups.values()];
  for (const g of all) g.rank = LEVEL_RANK[groupLevel(g, failOn)];

  // Occurrence numbers (GitHub's ":n" suffix for equal hashes) follow the place in the code,
  // not severity or counts, so they do not shuffle between runs.
  const byPlace = [...all].sort((a, b) => cmp(a.located.uri, b.located.uri) || a.located.line - b.located.line || cmp(a.mode, b.mode) || cmp(a.detector, b.detector));
  const seen = new Map<string, number>();
  for (const g of byPlace) seen.set(g.hash, (g.occurrence = (seen.get(g.hash) ?? 0) + 1));

  // Most severe first, then the most traces, so a cut keeps what matters.
  all.sort((a, b) => a.rank - b.rank || b.severity - a.severity || b.traces - a.traces || b.confidence - a.confidence || cmp(a.order, b.order));
  const maxResults = input.limits?.maxResults ?? MAX_RESULTS;
  const maxGzip = input.limits?.maxGzipBytes ?? MAX_GZIP_BYTES;
  let kept = Math.min(all.length, maxResults);

  const results: Result[] = all.slice(0, kept).map((g) => {
    const t = traces.at(g.trace)!;
    const f = findingsOf(t)[g.finding]!;
    return sarifResult(g, t, f, groupLevel(g, failOn), ruleIndex.get(g.mode)!, input.secrets);
  });

  const logFor = (n: number): Log => ({
    $schema: SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "blamegate",
            informationUri: input.informationUri ?? HOMEPAGE,
            version: input.toolVersion,
            semanticVersion: input.toolVersion,
            rules,
          },
        },
        // GitHub reads the category as everything before the last "/" of this id.
        automationDetails: { id: input.category.endsWith("/") ? input.category : `${input.category}/` },
        columnKind: "utf16CodeUnits",
        results: results.slice(0, n),
      },
    ],
  });

  const fits = (l: Log): boolean => (gzipSizeNear(l, maxGzip) ?? 0) <= maxGzip;
  let log = logFor(kept);
  let gz = gzipSizeNear(log, maxGzip);
  if (gz !== undefined && gz > maxGzip) {
    // Largest count that fits, by bisection over the severity order.
    let lo = 0;
    let hi = kept;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(logFor(mid))) lo = mid;
      else hi = mid - 1;
    }
    kept = lo;
    log = logFor(kept);
    gz = gzipSizeNear(log, maxGzip);
  }

  const via: Record<LocatedBy, number> = { "step-code": 0, "stack-frame": 0, definition: 0, "trace-file": 0 };
  for (const g of all.slice(0, kept)) via[g.located.via]++;
  return { log, results: kept, leftOutNoLocation, leftOutOverLimit: all.length - kept, via, ...(gz !== undefined ? { gzipBytes: gz } : {}) };
}
