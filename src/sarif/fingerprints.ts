// partialFingerprints.primaryLocationLineHash: what makes "the same failure in the next run" the
// same code-scanning alert. GitHub's own value hashes the source line's text; ours hashes what
// identifies an agent failure and survives re-runs: the mode, where it is placed, the agent,
// the tool or step name and the task. Not the trace id (often a fresh UUID each run), not the
// line number (an edit above must not turn an old alert into a new one).
import { createHash } from "node:crypto";

export interface FingerprintParts {
  ruleId: string;
  uri: string;
  agent?: string | null;
  /** Tool or step name. */
  name?: string | null;
  task?: string | null;
}

/** Task text normalised so timestamps, ids and counts inside it do not split one alert in many. */
export function normaliseTask(task: string): string {
  return task
    .toLowerCase()
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
    .replace(/\d+/g, "0")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 500);
}

/** 16 hex digits of SHA-256 over the parts. */
export function lineHash(parts: FingerprintParts): string {
  const text = [parts.ruleId, parts.uri, parts.agent ?? "", (parts.name ?? "").toLowerCase(), normaliseTask(parts.task ?? "")].join("\u0000");
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}
