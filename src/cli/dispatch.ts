// Finds the verb and runs it: the CLI's whole contract for exit codes that no verb decides itself
// (an unknown verb, an unexpected error; docs/cli.md's table). cli.ts hands it the process's edges.
import { errorMessage } from "../error-message.js";
import { COMMANDS, type CommandEntry } from "./index.js";
import type { CliIO } from "./types.js";
import { VERSION } from "../version.js";
import { didYouMean } from "./args.js";
import { EXIT } from "./exit-codes.js";
import { sizeUpRun } from "../gc-tuning.js";

export function usage(commands: Record<string, CommandEntry> = COMMANDS): string {
  const verbs = Object.entries(commands)
    .map(([name, c]) => `  ${name.padEnd(16)} ${c.summary}`)
    .join("\n");
  return `blamegate ${VERSION}: find which step of an AI agent's run broke, and why\n\nUsage: blamegate <command> [options]\n\nCommands:\n${verbs}\n\nRun 'blamegate <command> --help' for a command's options; exit codes are in docs/cli.md.\n`;
}

export async function dispatch(argv: string[], io: CliIO, commands: Record<string, CommandEntry> = COMMANDS): Promise<number> {
  const [verb, ...rest] = argv;
  if (!verb || verb === "--help" || verb === "-h" || verb === "help") {
    io.stdout(usage(commands));
    return EXIT.ok;
  }
  if (verb === "--version" || verb === "-v") {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const entry = Object.hasOwn(commands, verb) ? commands[verb] : undefined;
  if (!entry) {
    io.stderr(`blamegate: unknown command '${verb}'${didYouMean(verb, Object.keys(commands), "")}\n\n${usage(commands)}`);
    return EXIT.usage;
  }
  // A verb that reads a store without the pipeline gets the large-run tuning as it starts, as
  // every verb did before the pipeline sized its runs (no-op unless cli.ts tuned the process).
  if (!entry.sizesItsRun) sizeUpRun(true);
  try {
    const { verb: definition } = await entry.load();
    return await definition.main(rest, io);
  } catch (err) {
    io.stderr(`blamegate ${verb}: internal error: ${errorMessage(err)}\n`);
    return EXIT.internal;
  }
}
