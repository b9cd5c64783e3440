// The Logger the core receives inside the action: workflow commands, with file/line annotations.
// Messages can quote trace text, which is untrusted: secrets are redacted, and a line of it that
// starts with `::` must not be read by the runner as a workflow command (core.info writes raw).
import * as core from "@actions/core";
import type { Logger } from "../log.js";
import { redactSecrets } from "../report/redact.js";

export function safeLogText(message: string): string {
  return redactSecrets(message).replace(/(^|\n)(\s*)::/g, "$1$2:\u200b:");
}

const where = (w?: { file?: string; line?: number }) => (w?.file ? { file: w.file, ...(w.line ? { startLine: w.line } : {}) } : {});

export const actionLogger: Logger = {
  debug: (m) => core.debug(safeLogText(m)),
  info: (m) => core.info(safeLogText(m)),
  warning: (m, w) => core.warning(safeLogText(m), where(w)),
  error: (m, w) => core.error(safeLogText(m), where(w)),
};
