#!/usr/bin/env node
// The CLI entry point: tunes the process (gc-tuning.ts), finds the verb and hands it the
// process's edges. Nothing else lives here.
import { COMMANDS } from "./commands/index.js";
import type { CliIO } from "./commands/types.js";
import { VERSION } from "./version.js";
import { tuneGarbageCollection } from "./gc-tuning.js";
import { guardWriter, TerminalGuard } from "./report/terminal.js";
import { didYouMean } from "./commands/args.js";

function usage(): string {
  const verbs = Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name.padEnd(16)} ${c.summary}`)
    .join("\n");
  return `blamegate ${VERSION}: find which step of an AI agent's run broke, and why\n\nUsage: blamegate <command> [options]\n\nCommands:\n${verbs}\n\nRun 'blamegate <command> --help' for a command's options.\n`;
}

async function main(argv: string[]): Promise<number> {
  // Every verb's output passes one guard: trace text cannot issue workflow commands or terminal
  // escape sequences, whichever verb printed it (report/terminal.ts).
  const io: CliIO = {
    stdout: guardWriter((t) => void process.stdout.write(t)),
    stderr: guardWriter((t) => void process.stderr.write(t)),
    cwd: process.cwd(),
    env: process.env,
  };
  const [verb, ...rest] = argv;
  if (!verb || verb === "--help" || verb === "-h" || verb === "help") {
    io.stdout(usage());
    return 0;
  }
  if (verb === "--version" || verb === "-v") {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  const entry = COMMANDS[verb];
  if (!entry) {
    io.stderr(`blamegate: unknown command '${verb}'${didYouMean(verb, Object.keys(COMMANDS), "")}\n\n${usage()}`);
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
  (err: unknown) => {
    process.stderr.write(new TerminalGuard().write(`blamegate: ${err instanceof Error ? err.message : String(err)}\n`));
    process.exitCode = 3;
  },
);
