// The action's outputs, set in one place so action.yml's list and the code agree (a test checks).
import * as core from "@actions/core";
import type { GateResult } from "../results/model.js";
import type { RunResult } from "../results/model.js";
import type { Digest } from "../results/digest-model.js";

export const OUTPUTS: Record<string, string> = {
  verdict: "The gate's verdict: pass or fail.",
  reasons: "Why the gate failed, one reason a line (empty when it passed).",
  traces: "Number of traces read.",
  failed: "Number of failed traces.",
  skipped: "Number of inputs not read: files or lines that could not be read, refused artifacts, missing shards, and patterns or artifacts that were not found (each is listed in the job summary).",
  "failure-rate": "Failed / (passed + failed), from 0 to 1; empty when no trace has a known outcome.",
  modes: "JSON object: MAST mode → number of failed traces whose verdict names it.",
  integrity: "JSON object: hash-chain verdict (intact, unsigned, keyed, wrong-key, tampered, rolled-back, invalid) → number of traces.",
  "results-file": "Path of the JSON report (the CLI's --json object plus the gate).",
  "report-file": "Path of the markdown report (the comment and job summary text).",
  "sarif-file": "Path of the SARIF file, written even when the upload is off or refused.",
  "digest-file": "Path of this run's digest (the history that trends are built from).",
  "comment-url": "URL of the sticky PR comment, when one was posted or updated.",
  findings: "With mode: scan, the number of findings of the definition scanner (every level).",
};

export function setRunOutputs(run: { result: RunResult; gate: GateResult; digest: Digest }, files: Record<string, string>): void {
  const { gate } = run;
  const s = run.result.summary;
  core.setOutput("verdict", gate.status);
  core.setOutput("reasons", gate.reasons.join("\n"));
  core.setOutput("traces", s.traces);
  core.setOutput("failed", s.failed);
  core.setOutput("skipped", s.skipped);
  core.setOutput("failure-rate", s.failureRate === null ? "" : s.failureRate.toFixed(4));
  core.setOutput("modes", JSON.stringify(s.modes));
  // The digest has counted the verdicts already (a pass over every trace, read from disk for a
  // large run); the output lists checked traces only.
  const integrity = { ...run.digest.integrity };
  delete integrity.unchecked;
  core.setOutput("integrity", JSON.stringify(integrity));
  for (const [name, file] of Object.entries(files)) core.setOutput(name, file);
}
