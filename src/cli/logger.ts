// A Logger for the CLI: warnings and errors to stderr (stdout stays clean for --json). Messages are
// blamegate's own words, printed as they are: where one quotes trace text, the quote was redacted
// and escaped where it was made (gate/inputs.ts quoteInput), and the CLI's output edge
// (render/terminal.ts) keeps any line from acting as a workflow command.
import type { Logger } from "../log.js";
import type { CliIO } from "./types.js";

export function cliLogger(io: CliIO, quiet: boolean): Logger {
  return {
    debug() {},
    info: (m) => {
      if (!quiet) io.stderr(`${m}\n`);
    },
    warning: (m) => io.stderr(`warning: ${m}\n`),
    error: (m) => io.stderr(`error: ${m}\n`),
  };
}
