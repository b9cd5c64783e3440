// A Logger for the CLI: warnings and errors to stderr (stdout stays clean for --json).
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
