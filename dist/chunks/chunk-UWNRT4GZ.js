import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseFlags
} from "./chunk-5VAHE2I4.js";
import {
  FORMATS
} from "./chunk-YTQE57AZ.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/commands/investigate-args.ts
function readVerbArgs(args, extra) {
  let parsed;
  try {
    parsed = parseFlags(args, { format: { type: "string", default: "auto" }, json: { type: "boolean" }, help: { type: "boolean" }, ...extra });
  } catch (err) {
    return { error: errorMessage(err) };
  }
  const values = parsed.values;
  const format = String(values.format ?? "auto");
  if (format !== "auto" && !FORMATS.includes(format)) return { error: `unknown trace format '${format}' (auto, ${FORMATS.join(", ")})` };
  return { values, positionals: parsed.positionals, format };
}
function skippedLine(s) {
  return `skipped ${s.file}${s.line ? `:${s.line}` : ""}: ${s.reason}
`;
}

export {
  readVerbArgs,
  skippedLine
};
