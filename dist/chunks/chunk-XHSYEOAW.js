import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseFlags
} from "./chunk-F3C52AVQ.js";
import {
  FORMATS
} from "./chunk-YTQE57AZ.js";

// src/commands/investigate-args.ts
function readVerbArgs(args, extra) {
  let parsed;
  try {
    parsed = parseFlags(args, { format: { type: "string", default: "auto" }, json: { type: "boolean" }, help: { type: "boolean" }, ...extra });
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
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
