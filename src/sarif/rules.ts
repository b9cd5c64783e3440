// SARIF reportingDescriptors for the 14 MAST modes, from rules/mast.json via the taxonomy loader,
// so the code-scanning rule help is the same text the comment and `--explain` show.
import type { ReportingDescriptor } from "sarif";
import { helpMarkdown, helpText, modeLabel, taxonomy } from "../attribution/taxonomy.js";
import type { ModeId } from "../attribution/model.js";

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

export function sarifRules(): ReportingDescriptor[] {
  const t = taxonomy();
  return t.modes.map((m) => {
    const properties: Record<string, unknown> = {
      tags: ["ai-agent", "mast", m.category, "reliability"],
      precision: m.sarif.precision,
      "problem.severity": PROBLEM_SEVERITY[m.sarif.level],
    };
    if (m.sarif.securitySeverity !== null) properties["security-severity"] = m.sarif.securitySeverity.toFixed(1);
    return {
      id: m.id,
      name: ruleName(m.name),
      shortDescription: { text: modeLabel(m.id as ModeId) },
      fullDescription: { text: m.definition },
      help: { text: helpText(m.id as ModeId), markdown: helpMarkdown(m.id as ModeId) },
      helpUri: t.source.url,
      defaultConfiguration: { level: m.sarif.level },
      properties,
    };
  });
}
