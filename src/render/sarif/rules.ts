// SARIF reportingDescriptors for the 14 MAST modes, from rules/mast.json via the taxonomy loader,
// so the code-scanning rule help is the same text the comment and `--explain` show. A rule's
// default level (and problem.severity) follow the gate, as its results' levels do (build.ts).
import type { ReportingDescriptor } from "sarif";
import { helpMarkdown, helpText, modeLabel, modeSpec, taxonomy } from "../../attribution/taxonomy.js";
import type { ModeId } from "../../attribution/model.js";

const PROBLEM_SEVERITY = { error: "error", warning: "warning", note: "recommendation" } as const;

/** "Step repetition" → "StepRepetition": SARIF rule names are identifiers. */
export function ruleName(name: string): string {
  return name
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

/** The gate's `fail-on`, as settings hold it. */
export type FailOn = "any" | "none" | "new" | readonly ModeId[];

/**
 * A result's level follows the gate: a mode that fails the gate (in `fail-on`, or any mode with
 * `fail-on: any`) is an error; any other is at most a warning (the taxonomy's note stays a note),
 * so GitHub's code-scanning check cannot fail a pull request the gate lets through. With
 * `fail-on: new` the gate decides by task against the base run, which a SARIF result (one mode at
 * one place, over many traces) cannot follow: results are warnings, and the check is the gate's.
 */
export function levelFor(mode: string, failOn: FailOn): "error" | "warning" | "note" {
  if (failOn === "any" || (Array.isArray(failOn) && failOn.includes(mode as ModeId))) return "error";
  return modeSpec(mode as ModeId).sarif.level === "note" ? "note" : "warning";
}

export function sarifRules(failOn: FailOn = "any"): ReportingDescriptor[] {
  const t = taxonomy();
  return t.modes.map((m) => {
    const level = levelFor(m.id, failOn);
    const properties: Record<string, unknown> = {
      tags: ["ai-agent", "mast", m.category, "reliability"],
      precision: m.sarif.precision,
      "problem.severity": PROBLEM_SEVERITY[level],
    };
    if (m.sarif.securitySeverity !== null) properties["security-severity"] = m.sarif.securitySeverity.toFixed(1);
    return {
      id: m.id,
      name: ruleName(m.name),
      shortDescription: { text: modeLabel(m.id as ModeId) },
      fullDescription: { text: m.definition },
      help: { text: helpText(m.id as ModeId), markdown: helpMarkdown(m.id as ModeId) },
      helpUri: t.source.url,
      defaultConfiguration: { level },
      properties,
    };
  });
}
