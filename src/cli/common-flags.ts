// The flags several verbs share (--format, the option table's setting, and --json), declared once so
// the verbs that read traces parse and document them alike.
import { FORMATS } from "../trace/model.js";
import { settingFlag, type VerbFlag } from "./verb.js";

/** The option table's `format` setting, as every verb that reads traces takes it. */
export const FORMAT_FLAG = settingFlag("format", { value: "F", default: "auto", choices: ["auto", ...FORMATS] as const });
export const JSON_FLAG = { name: "json", type: "boolean", description: "print one JSON object instead of text" } as const satisfies VerbFlag;

/** The message when a verb that needs traces was given none. */
export const NEED_TRACES = "name at least one trace file, folder or glob";

/** How a skipped file or line is printed on stderr. */
export function skippedLine(s: { file: string; line?: number; reason: string }): string {
  return `skipped ${s.file}${s.line ? `:${s.line}` : ""}: ${s.reason}\n`;
}
