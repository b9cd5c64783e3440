import {
  settingFlag
} from "./chunk-XMZDHVEO.js";
import {
  FORMATS
} from "./chunk-D5KDDQDT.js";

// src/cli/common-flags.ts
var FORMAT_FLAG = settingFlag("format", { value: "F", default: "auto", choices: ["auto", ...FORMATS] });
var JSON_FLAG = { name: "json", type: "boolean", description: "print one JSON object instead of text" };
var NEED_TRACES = "name at least one trace file, folder or glob";
function skippedLine(s) {
  return `skipped ${s.file}${s.line ? `:${s.line}` : ""}: ${s.reason}
`;
}

export {
  FORMAT_FLAG,
  JSON_FLAG,
  NEED_TRACES,
  skippedLine
};
