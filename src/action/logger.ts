// The Logger the core receives inside the action: workflow commands, with file/line annotations.
// Messages are blamegate's own words and are not redacted (the redactor would take "no token: the
// comment…" for a secret); where one quotes trace text, the quote was redacted where it was made
// (gate/inputs.ts quoteInput). Whatever a message holds, no line of it may be read by the runner
// as a workflow command (core.info writes raw): render/terminal.ts's guard, as the CLI's output.
import * as core from "@actions/core";
import type { Logger } from "../log.js";
import { TerminalGuard } from "../render/terminal.js";

export function safeLogText(message: string): string {
  return new TerminalGuard().write(message);
}

const where = (w?: { file?: string; line?: number }) => (w?.file ? { file: w.file, ...(w.line ? { startLine: w.line } : {}) } : {});

export const actionLogger: Logger = {
  debug: (m) => core.debug(safeLogText(m)),
  info: (m) => core.info(safeLogText(m)),
  warning: (m, w) => core.warning(safeLogText(m), where(w)),
  error: (m, w) => core.error(safeLogText(m), where(w)),
};
