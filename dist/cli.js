#!/usr/bin/env node
import {
  onLargeRun,
  sizeUpRun,
  tuneGarbageCollection
} from "./chunks/chunk-2ZZRMBJ4.js";
import {
  VERSION
} from "./chunks/chunk-HCYTIENA.js";
import {
  EXIT
} from "./chunks/chunk-HICB6UNN.js";
import {
  guardWriter
} from "./chunks/chunk-HVI7M32Y.js";
import {
  didYouMean
} from "./chunks/chunk-VGYZVQVK.js";
import {
  errorMessage
} from "./chunks/chunk-RXXNLPXJ.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/cli/index.ts
var COMMANDS = {
  import: { summary: "Print the normalised traces of PATH...", load: () => import("./chunks/import-CHTNUFHP.js") },
  attribute: {
    summary: "Run the pipeline on PATH... and print each trace's verdict (the gate sets the exit code)",
    load: () => import("./chunks/attribute-UXVRUR3U.js"),
    sizesItsRun: true
  },
  verify: { summary: "Verify the hash chains of traces in PATH...", load: () => import("./chunks/verify-BRQRHO2S.js") },
  sign: { summary: "Stamp a hash chain into the traces in PATH...", load: () => import("./chunks/sign-4PZG4RNK.js") },
  "verify-webhook": {
    summary: "Check a received webhook's signature, timestamp and id",
    load: () => import("./chunks/verify-webhook-3VB2REL4.js")
  },
  "serve-webhooks": {
    summary: "Receive and verify alerts on 127.0.0.1, storing them as JSONL",
    load: () => import("./chunks/serve-webhooks-ZYDQ2FIM.js")
  },
  fleet: { summary: "Compare digests of several stores: a table and an HTML page", load: () => import("./chunks/fleet-EPHDDDWE.js") },
  scan: {
    summary: "Scan tool and agent definitions in the code for tool poisoning (SARIF for code scanning)",
    load: () => import("./chunks/scan-Y72A5VDX.js")
  },
  guard: { summary: "Pin a failure signature as a regression guard (.blamegate/guards.json)", load: () => import("./chunks/guard-LUB3WCDP.js") },
  merge: { summary: "Combine the reports of matrix shards into one", load: () => import("./chunks/merge-JEMV4SBW.js") },
  explain: { summary: "Explain a MAST failure mode: definition, share, detectors, fixes", load: () => import("./chunks/explain-GJEM3FWQ.js") },
  query: { summary: "List the traces whose fields satisfy an expression", load: () => import("./chunks/query-BNQMF4PE.js") },
  stats: { summary: "Counts, failure rate, modes, means; --by agent for the agent scoreboard", load: () => import("./chunks/stats-V2JHBBY4.js") },
  metrics: { summary: "Write the run's numbers as OpenMetrics text (metrics.prom)", load: () => import("./chunks/metrics-MGPIVPAF.js") },
  export: { summary: "Write traces as OpenAI chat JSONL (tool calls kept)", load: () => import("./chunks/export-Y3QZ3YGC.js") },
  postmortem: { summary: "Write an HTML postmortem per failed trace, and an index", load: () => import("./chunks/postmortem-ADDE4LXP.js") },
  context: { summary: "Replay traces under a context budget: facts lost before they were needed", load: () => import("./chunks/context-6JTJVYD4.js") },
  counterfactual: { summary: "Root cause or symptom: re-attribute each candidate step's trace without it", load: () => import("./chunks/counterfactual-KL45F4U6.js") }
};

// src/cli/dispatch.ts
function usage(commands = COMMANDS) {
  const verbs = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(16)} ${c.summary}`).join("\n");
  return `blamegate ${VERSION}: find which step of an AI agent's run broke, and why

Usage: blamegate <command> [options]

Commands:
${verbs}

Run 'blamegate <command> --help' for a command's options; exit codes are in docs/cli.md.
`;
}
async function dispatch(argv, io2, commands = COMMANDS) {
  const [verb, ...rest] = argv;
  if (!verb || verb === "--help" || verb === "-h" || verb === "help") {
    io2.stdout(usage(commands));
    return EXIT.ok;
  }
  if (verb === "--version" || verb === "-v") {
    io2.stdout(`${VERSION}
`);
    return EXIT.ok;
  }
  const entry = Object.hasOwn(commands, verb) ? commands[verb] : void 0;
  if (!entry) {
    io2.stderr(`blamegate: unknown command '${verb}'${didYouMean(verb, Object.keys(commands), "")}

${usage(commands)}`);
    return EXIT.usage;
  }
  if (!entry.sizesItsRun) sizeUpRun(true);
  try {
    const { verb: definition } = await entry.load();
    return await definition.main(rest, io2);
  } catch (err) {
    io2.stderr(`blamegate ${verb}: internal error: ${errorMessage(err)}
`);
    return EXIT.internal;
  }
}

// src/jit-tuning.ts
import { setFlagsFromString } from "node:v8";
var INTERRUPT_BUDGET = 4e5;
function tuneJit(v8Version = process.versions.v8, setFlags = setFlagsFromString, whenLarge = onLargeRun) {
  if (v8Version.split(".")[0] !== "11") return;
  whenLarge(() => setFlags(`--interrupt-budget=${INTERRUPT_BUDGET}`));
}

// src/compile-cache.ts
import * as nodeModule from "node:module";
function enableCompileCache(host = nodeModule) {
  try {
    host.enableCompileCache?.();
  } catch {
  }
}

// src/cli.ts
var io = {
  stdout: guardWriter((t) => void process.stdout.write(t)),
  stderr: guardWriter((t) => void process.stderr.write(t)),
  cwd: process.cwd(),
  env: process.env
};
tuneGarbageCollection();
tuneJit();
enableCompileCache();
dispatch(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    io.stderr(`blamegate: ${errorMessage(err)}
`);
    process.exitCode = 3;
  }
);
