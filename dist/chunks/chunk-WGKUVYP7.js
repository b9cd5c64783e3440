import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  TerminalGuard
} from "./chunk-CQZ776KT.js";
import {
  debug,
  error,
  info,
  warning
} from "./chunk-ST57NN55.js";

// src/action/logger.ts
function safeLogText(message) {
  return new TerminalGuard().write(message);
}
var where = (w) => w?.file ? { file: w.file, ...w.line ? { startLine: w.line } : {} } : {};
var actionLogger = {
  debug: (m) => debug(safeLogText(m)),
  info: (m) => info(safeLogText(m)),
  warning: (m, w) => warning(safeLogText(m), where(w)),
  error: (m, w) => error(safeLogText(m), where(w))
};

export {
  actionLogger
};
