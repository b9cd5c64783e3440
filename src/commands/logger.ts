// A Logger for the CLI: warnings and errors to stderr (stdout stays clean for --json), with
// secrets redacted (messages can quote trace text).
import type { Logger } from "../log.js";
import type { CliIO } from "./types.js";
import { redactSecrets } from "../report/redact.js";

export function cliLogger(io: CliIO, quiet: boolean): Logger {
  return {
    debug() {},
    info: (m) => {
      if (!quiet) io.stderr(`${redactSecrets(m)}\n`);
    },
    warning: (m) => io.stderr(`warning: ${redactSecrets(m)}\n`),
    error: (m) => io.stderr(`error: ${redactSecrets(m)}\n`),
  };
}
