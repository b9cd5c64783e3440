// The scanner's findings as SARIF 2.1.0 for code scanning, in its own category
// (`blamegate-scan`) so its alerts never mix with the trace findings'. Each result sits on the
// exact characters it names; its fingerprint holds the rule, the file, the definition and the
// message, not the line, so an alert survives lines moving above it.
import { createHash } from "node:crypto";
import type { Log, ReportingDescriptor, Result } from "sarif";
import type { ScanFinding, Severity } from "./model.js";
import { RULE_METAS } from "./rules/index.js";
import { safeRepoPath, toUri } from "../render/sarif/uri.js";
import { LISTING_FILE } from "./mcp-listing.js";

export const SCAN_CATEGORY = "blamegate-scan";
const PROBLEM_SEVERITY = { error: "error", warning: "warning", note: "recommendation" } as const;

/** Rule ids are identifiers; a name is kebab-case: "hidden-instructions" → "HiddenInstructions". */
const pascal = (s: string) => s.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

export function scanRules(): ReportingDescriptor[] {
  return RULE_METAS.map((m) => ({
    id: m.id,
    name: pascal(m.name),
    shortDescription: { text: m.short },
    fullDescription: { text: m.help.split("\n")[0]! },
    help: { text: m.help, markdown: m.help },
    defaultConfiguration: { level: m.severity },
    properties: {
      tags: m.tags,
      precision: "high",
      "problem.severity": PROBLEM_SEVERITY[m.severity],
      "security-severity": m.securitySeverity.toFixed(1),
    },
  }));
}

/** Invisible and control characters written as \u escapes, so a message shows them. */
export function showCharacters(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0]|\udb40[\udc00-\uddef]/g,
    (ch) => (ch.length === 2 ? `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}` : `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`),
  );
}

function fingerprint(f: ScanFinding): string {
  return createHash("sha256").update(`${f.ruleId}\0${f.file}\0${f.subject}\0${f.message}`).digest("hex").slice(0, 32);
}

export interface ScanSarifInput {
  findings: ScanFinding[];
  toolVersion: string;
  informationUri: string;
  category?: string;
}

export function buildScanSarif(input: ScanSarifInput): Log {
  const rules = scanRules();
  const index = new Map(rules.map((r, i) => [r.id, i]));
  // A finding on a server's listing with no source definition, or on a file outside the
  // checkout, has no place in the repository: code scanning could not show it.
  const results: Result[] = input.findings
    .filter((f) => f.file !== LISTING_FILE && safeRepoPath(f.file) !== null)
    .map((f) => ({
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId)!,
      level: f.severity,
      message: { text: showCharacters(f.message) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: toUri(f.file), uriBaseId: "%SRCROOT%" },
            region: { startLine: f.span.line, startColumn: f.span.column, endLine: f.span.endLine, endColumn: f.span.endColumn },
          },
        },
      ],
      partialFingerprints: { "blamegateScan/v1": fingerprint(f) },
    }));
  const category = input.category ?? SCAN_CATEGORY;
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "blamegate", semanticVersion: input.toolVersion, version: input.toolVersion, informationUri: input.informationUri, rules } },
        automationDetails: { id: category.endsWith("/") ? category : `${category}/` },
        columnKind: "utf16CodeUnits",
        results,
      },
    ],
  };
}

const ORDER: Record<Severity | "none", number> = { error: 0, warning: 1, note: 2, none: -1 };

/** Whether any finding is at or above `threshold` (`none` never fails). */
export function failsAt(findings: ScanFinding[], threshold: Severity | "none"): boolean {
  if (threshold === "none") return false;
  return findings.some((f) => ORDER[f.severity] <= ORDER[threshold]);
}
