import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  debug,
  error,
  info,
  warning
} from "./chunk-3XFFTH6U.js";
import {
  redactSecrets
} from "./chunk-5PL6OEX2.js";

// src/action/logger.ts
function safeLogText(message) {
  return redactSecrets(message).replace(/(^|\n)(\s*)::/g, "$1$2:\u200B:");
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
