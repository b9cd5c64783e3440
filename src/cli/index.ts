// The CLI's verbs: a name, the one-line summary the top-level help lists, and the module that
// defines the verb (its synopsis, flags and run: cli/verb.ts). Each module loads lazily, so
// `blamegate --help` loads none of them and `blamegate verify` does not pay for attribution's code.
import type { CommandModule } from "./types.js";

export interface CommandEntry {
  summary: string;
  load: () => Promise<CommandModule>;
  /** The verb runs the pipeline, which sizes the run for the process's tuning itself (gc-tuning.ts); the others are tuned as they start. */
  sizesItsRun?: true;
}

export const COMMANDS: Record<string, CommandEntry> = {
  import: { summary: "Print the normalised traces of PATH...", load: () => import("./import.js") },
  attribute: {
    summary: "Run the pipeline on PATH... and print each trace's verdict (the gate sets the exit code)",
    load: () => import("./attribute.js"),
    sizesItsRun: true,
  },
  verify: { summary: "Verify the hash chains of traces in PATH...", load: () => import("./verify.js") },
  sign: { summary: "Stamp a hash chain into the traces in PATH...", load: () => import("./sign.js") },
  "verify-webhook": {
    summary: "Check a received webhook's signature, timestamp and id",
    load: () => import("./verify-webhook.js"),
  },
  "serve-webhooks": {
    summary: "Receive and verify alerts on 127.0.0.1, storing them as JSONL",
    load: () => import("./serve-webhooks.js"),
  },
  fleet: { summary: "Compare digests of several stores: a table and an HTML page", load: () => import("./fleet.js") },
  scan: {
    summary: "Scan tool and agent definitions in the code for tool poisoning (SARIF for code scanning)",
    load: () => import("./scan.js"),
  },
  guard: { summary: "Pin a failure signature as a regression guard (.blamegate/guards.json)", load: () => import("./guard.js") },
  merge: { summary: "Combine the reports of matrix shards into one", load: () => import("./merge.js") },
  explain: { summary: "Explain a MAST failure mode: definition, share, detectors, fixes", load: () => import("./explain.js") },
  query: { summary: "List the traces whose fields satisfy an expression", load: () => import("./query.js") },
  stats: { summary: "Counts, failure rate, modes, means; --by agent for the agent scoreboard", load: () => import("./stats.js") },
  metrics: { summary: "Write the run's numbers as OpenMetrics text (metrics.prom)", load: () => import("./metrics.js") },
  export: { summary: "Write traces as OpenAI chat JSONL (tool calls kept)", load: () => import("./export.js") },
  postmortem: { summary: "Write an HTML postmortem per failed trace, and an index", load: () => import("./postmortem.js") },
  context: { summary: "Replay traces under a context budget: facts lost before they were needed", load: () => import("./context.js") },
  counterfactual: { summary: "Root cause or symptom: re-attribute each candidate step's trace without it", load: () => import("./counterfactual.js") },
};
