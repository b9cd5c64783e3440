#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  tuneGarbageCollection
} from "./chunks/chunk-W5OWBEBS.js";
import {
  VERSION
} from "./chunks/chunk-UJ33CMGG.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/commands/index.ts
var COMMANDS = {
  import: { summary: "Print the normalised traces of PATH...", load: () => import("./chunks/import-C3KDX6K6.js") },
  attribute: {
    summary: "Run the pipeline on PATH... and print each trace's verdict (the gate sets the exit code)",
    load: () => import("./chunks/attribute-G6GZ5RF4.js")
  },
  verify: { summary: "Verify the hash chains of traces in PATH...", load: () => import("./chunks/verify-ZJFQ4M6K.js") },
  sign: { summary: "Stamp a hash chain into the traces in PATH...", load: () => import("./chunks/sign-RLC2MWNG.js") },
  "verify-webhook": {
    summary: "Check a received webhook's signature, timestamp and id",
    load: () => import("./chunks/verify-webhook-SJ2RB6IE.js")
  },
  "serve-webhooks": {
    summary: "Receive and verify alerts on 127.0.0.1, storing them as JSONL",
    load: () => import("./chunks/serve-webhooks-O5X2IE34.js")
  },
  fleet: { summary: "Compare digests of several stores: a table and an HTML page", load: () => import("./chunks/fleet-TGPPTKUY.js") },
  merge: { summary: "Combine the reports of matrix shards into one", load: () => import("./chunks/merge-S4WZTUOB.js") }
};

// src/cli.ts
function usage() {
  const verbs = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(16)} ${c.summary}`).join("\n");
  return `blamegate ${VERSION}: find which step of an AI agent's run broke, and why

Usage: blamegate <command> [options]

Commands:
${verbs}

Run 'blamegate <command> --help' for a command's options.
`;
}
async function main(argv) {
  const io = {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    cwd: process.cwd(),
    env: process.env
  };
  const [verb, ...rest] = argv;
  if (!verb || verb === "--help" || verb === "-h" || verb === "help") {
    io.stdout(usage());
    return 0;
  }
  if (verb === "--version" || verb === "-v") {
    io.stdout(`${VERSION}
`);
    return 0;
  }
  const entry = COMMANDS[verb];
  if (!entry) {
    io.stderr(`blamegate: unknown command '${verb}'

${usage()}`);
    return 2;
  }
  const command = await entry.load();
  return command.run(rest, io);
}
tuneGarbageCollection();
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`blamegate: ${err instanceof Error ? err.message : String(err)}
`);
    process.exitCode = 3;
  }
);
