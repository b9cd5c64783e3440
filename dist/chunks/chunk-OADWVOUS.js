import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  EXIT
} from "./chunk-IHXED3BK.js";
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
function startVerb(verb, help, args, io, extra, needsPaths = true) {
  const a = readVerbArgs(args, extra);
  if ("error" in a) {
    io.stderr(`blamegate ${verb}: ${a.error}
`);
    return EXIT.usage;
  }
  if (a.values.help) {
    io.stdout(help);
    return EXIT.ok;
  }
  if (needsPaths && a.positionals.length === 0) {
    io.stderr(`blamegate ${verb}: name at least one trace file, folder or glob
`);
    return EXIT.usage;
  }
  return a;
}

export {
  skippedLine,
  startVerb
};
