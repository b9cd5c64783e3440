// What a scan rule is: its description (which becomes the SARIF rule), and a check over one
// definition with what the rest of the repository defines in view.
import type { Definition, ScanFinding, ScanRuleMeta, Severity, Span } from "../model.js";
import type { LineIndex } from "../positions.js";

export interface RuleContext {
  /** Line index of the definition's file, to place a finding on its exact characters. */
  lines: LineIndex | null;
  /** Every tool name defined in the scanned files (for cross-tool instructions and shadowing). */
  toolNames: ReadonlySet<string>;
}

export interface ScanRule {
  meta: ScanRuleMeta;
  check(def: Definition, ctx: RuleContext): ScanFinding[];
}

/** A finding of `meta`'s rule on `def`, at `span`; the level is the rule's unless given. */
export function finding(meta: ScanRuleMeta, def: Definition, span: Span, message: string, subject: string, severity: Severity = meta.severity): ScanFinding {
  return { ruleId: meta.id, severity, file: def.file, span, message, subject };
}
