// What a scan rule is: its description (which becomes the SARIF rule), and a check over one
// definition with what the rest of the repository defines in view.
import type { Definition, ScanFinding, ScanRuleMeta } from "../model.js";
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
