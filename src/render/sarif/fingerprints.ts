// partialFingerprints.primaryLocationLineHash: what makes "the same failure in the next run" the
// same code-scanning alert. GitHub's own value hashes the source line's text; ours hashes what
// identifies an agent failure at a place in the code and survives re-runs: the mode, the file,
// what the location stands on (the definition's name, or the text of the line) and the detector
// that found it. Not the task or the trace ids (fresh each run: every run would open new
// alerts), not the line number (an edit above must not turn an old alert into a new one).
import { createHash } from "node:crypto";

export interface FingerprintParts {
  ruleId: string;
  uri: string;
  /** What the location stands on, independent of its line number (Located.anchor). */
  anchor: string;
  detector: string;
}

/** 16 hex digits of SHA-256 over the parts. */
export function lineHash(parts: FingerprintParts): string {
  const text = [parts.ruleId, parts.uri, parts.anchor, parts.detector].join("\u0000");
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}
