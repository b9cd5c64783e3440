// SARIF 2.1.0 from the findings: one run, `automationDetails.id` from the category, the MAST
// rules, one result per finding placed on real code (locate.ts), with stable fingerprints.
// Findings with no place in the repository are left out and counted; past GitHub's limits
// (25,000 results a run, 10 MB gzipped) the least severe are left out and counted too.
import { gzipSync } from "node:zlib";
import type { Log, Result } from "sarif";
import type { Finding, ModeId } from "../attribution/model.js";
import { modeLabel, modeSpec } from "../attribution/taxonomy.js";
import { cleanText, neutraliseMentions } from "../report/sanitize.js";
import { lineHash } from "./fingerprints.js";
import type { LocatableTrace, Located, LocatedBy, Locator } from "./locate.js";
import { sarifRules } from "./rules.js";
import { HOMEPAGE } from "../version.js";

export const MAX_RESULTS = 25_000;
export const MAX_GZIP_BYTES = 10 * 1024 * 1024;
const SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";

export interface SarifBuildInput {
  traces: LocatableTrace[];
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
}

export interface SarifBuildResult {
  log: Log;
  /** Results in the log. */
  results: number;
  /** Findings with no location in the repository, left out. */
  leftOutNoLocation: number;
  /** Findings left out to stay within GitHub's limits (least severe first). */
  leftOutOverLimit: number;
  /** How the results were placed. */
  via: Record<LocatedBy, number>;
  /** Size of the log gzipped, as uploadSarif sends it. */
  gzipBytes: number;
}

/** A repository path as a relative URI reference (spaces, #, ? and % escaped). */
export function toUri(repoPath: string): string {
  return encodeURI(repoPath).replace(/#/g, "%23").replace(/\?/g, "%3F");
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
  return (
    t.sites?.find((s) => s.step === step)?.name ??
    t.errors.find((e) => e.step === step && e.name)?.name ??
    t.blame?.find((b) => b.step === step && b.name)?.name
  );
}

function message(t: LocatableTrace, f: Finding, secrets?: readonly string[]): string {
  const where = t.line ? `${t.file}:${t.line}` : t.file;
  const name = stepName(t, f.step);
  const head = `${modeLabel(f.mode)} in trace "${cleanText(t.id, { max: 100, secrets })}" (${cleanText(where, { max: 200, secrets })}), step ${f.step}${name ? ` (${cleanText(name, { max: 80, secrets })})` : ""}${f.agent ? `, agent ${cleanText(f.agent, { max: 80, secrets })}` : ""}`;
  // Detector messages are sentences; drop their own full stop so the one added below is the only one.
  const what = f.message ? `: ${cleanText(f.message, { max: 300, secrets }).replace(/[.\s]+$/, "")}` : "";
  const evidence = f.evidence
    .slice(0, 3)
    .map((e) => `step ${e.step}${e.agent ? ` (${cleanText(e.agent, { max: 60, secrets })})` : ""}: "${cleanText(e.quote, { max: 160, secrets })}"`)
    .join("; ");
  const trust = t.untrusted ? " The trace failed its integrity check; treat this finding with care." : "";
  return sarifText(
    `${head}${what}.${evidence ? ` Evidence: ${evidence}.` : ""} Confidence ${f.confidence.toFixed(2)} (${f.detector}).${trust}`,
    2000,
  );
}

/**
 * What ranking and numbering need of a located finding; the SARIF result itself is built only
 * for those kept. A run of 100,000 failed traces has hundreds of thousands of findings, and
 * their full results would hold hundreds of MB only for most of them to be cut.
 */
interface Candidate {
  /** Index of the trace in `input.traces`, and of the finding in findingsOf(trace). */
  trace: number;
  finding: number;
  hash: string;
  /** Occurrence number among candidates of the same hash, in the stable order. */
  occurrence: number;
  rank: number;
  severity: number;
  confidence: number;
  order: string;
  via: LocatedBy;
}

function gzipSize(log: Log): number {
  return gzipSync(JSON.stringify(log)).length;
}

function sarifResult(t: LocatableTrace, f: Finding, located: Located, fingerprint: string, ruleIndex: number, secrets?: readonly string[]): Result {
  const properties: Record<string, unknown> = {
    trace: cleanText(t.id, { max: 200, secrets }),
    traceFile: cleanText(t.file, { max: 300, secrets }),
    step: f.step,
    confidence: Number(f.confidence.toFixed(3)),
    detector: f.detector,
    locatedBy: located.via,
  };
  if (f.agent) properties.agent = cleanText(f.agent, { max: 100, secrets });
  if (t.untrusted) properties.untrusted = true;
  return {
    ruleId: f.mode,
    ruleIndex,
    level: modeSpec(f.mode as ModeId).sarif.level,
    message: { text: message(t, f, secrets) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: toUri(located.uri) },
          region: { startLine: located.line },
        },
      },
    ],
    partialFingerprints: { primaryLocationLineHash: fingerprint },
    properties,
  };
}

export function buildSarif(input: SarifBuildInput): SarifBuildResult {
  const rules = sarifRules();
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i]));
  const candidates: Candidate[] = [];
  let leftOutNoLocation = 0;
  const locate = (t: LocatableTrace, f: Finding) => input.locator.locate({ trace: t, step: f.step, agent: f.agent ?? null });

  const traces = input.traces;
  const only = input.notPassed;
  const count = only ? only.length : traces.length;
  for (let j = 0; j < count; j++) {
    const i = only ? only[j]! : j;
    const t = traces[i]!;
    const findings = findingsOf(t);
    for (let k = 0; k < findings.length; k++) {
      const f = findings[k]!;
      const located = locate(t, f);
      if (!located) {
        leftOutNoLocation++;
        continue;
      }
      const spec = modeSpec(f.mode as ModeId);
      candidates.push({
        trace: i,
        finding: k,
        hash: lineHash({ ruleId: f.mode, uri: located.uri, agent: f.agent ?? null, name: stepName(t, f.step) ?? null, task: t.task }),
        occurrence: 0,
        rank: LEVEL_RANK[spec.sarif.level],
        severity: spec.sarif.securitySeverity ?? 0,
        confidence: f.confidence,
        order: `${t.file}\u0000${t.line ?? 0}\u0000${t.id}\u0000${String(f.step).padStart(8, "0")}`,
        via: located.via,
      });
    }
  }

  // Occurrence numbers follow a stable order (file, trace, step), not severity, so they do not
  // shuffle between runs when confidences move.
  const stable = [...candidates].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  const seen = new Map<string, number>();
  for (const c of stable) seen.set(c.hash, (c.occurrence = (seen.get(c.hash) ?? 0) + 1));

  // Most severe first, so a cut keeps what matters.
  candidates.sort((a, b) => a.rank - b.rank || b.severity - a.severity || b.confidence - a.confidence || (a.order < b.order ? -1 : 1));
  const maxResults = input.limits?.maxResults ?? MAX_RESULTS;
  const maxGzip = input.limits?.maxGzipBytes ?? MAX_GZIP_BYTES;
  let kept = Math.min(candidates.length, maxResults);

  // The kept results, built in trace order so a spilled run's traces are read front to back.
  const results: Result[] = new Array(kept);
  const byTrace = candidates
    .slice(0, kept)
    .map((c, at) => ({ c, at }))
    .sort((a, b) => a.c.trace - b.c.trace || a.c.finding - b.c.finding);
  for (let j = 0; j < byTrace.length; ) {
    const t = traces[byTrace[j]!.c.trace]!;
    const findings = findingsOf(t);
    for (const first = byTrace[j]!.c.trace; j < byTrace.length && byTrace[j]!.c.trace === first; j++) {
      const { c, at } = byTrace[j]!;
      const f = findings[c.finding]!;
      results[at] = sarifResult(t, f, locate(t, f)!, `${c.hash}:${c.occurrence}`, ruleIndex.get(f.mode)!, input.secrets);
    }
  }

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

  let log = logFor(kept);
  let gz = gzipSize(log);
  if (gz > maxGzip) {
    // Largest count that fits, by bisection over the severity order.
    let lo = 0;
    let hi = kept;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (gzipSize(logFor(mid)) <= maxGzip) lo = mid;
      else hi = mid - 1;
    }
    kept = lo;
    log = logFor(kept);
    gz = gzipSize(log);
  }

  const via: Record<LocatedBy, number> = { "step-code": 0, "stack-frame": 0, definition: 0, "trace-file": 0 };
  for (const c of candidates.slice(0, kept)) via[c.via]++;
  return { log, results: kept, leftOutNoLocation, leftOutOverLimit: candidates.length - kept, via, gzipBytes: gz };
}
