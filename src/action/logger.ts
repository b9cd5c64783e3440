// The Logger the core receives inside the action: workflow commands, with file/line annotations.
import * as core from "@actions/core";
import type { Logger } from "../log.js";

export const actionLogger: Logger = {
  debug: (m) => core.debug(m),
  info: (m) => core.info(m),
  warning: (m, where) => core.warning(m, where?.file ? { file: where.file, ...(where.line ? { startLine: where.line } : {}) } : {}),
  error: (m, where) => core.error(m, where?.file ? { file: where.file, ...(where.line ? { startLine: where.line } : {}) } : {}),
};
