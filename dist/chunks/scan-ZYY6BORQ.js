import {
  buildScanSarif,
  failsAt,
  scanRepository,
  showCharacters
} from "./chunk-NHDTAIRQ.js";
import "./chunk-CFEKYUNO.js";
import {
  defineVerb,
  settingFlag
} from "./chunk-MB5VN5ZD.js";
import "./chunk-MT3FNVE4.js";
import "./chunk-FPOPEHRW.js";
import {
  EXIT
} from "./chunk-LF6GD3TS.js";
import {
  HOMEPAGE,
  VERSION
} from "./chunk-HCYTIENA.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-ZYCCBSIO.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";

// src/cli/scan.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
var SEVERITIES = ["error", "warning", "note", "none"];
var FLAGS = [
  { name: "sarif", type: "string", value: "FILE", description: "write the findings as SARIF (category blamegate-scan)" },
  { name: "json", type: "boolean", description: "print one JSON object instead of text" },
  settingFlag("fail-on-severity", { value: "LEVEL", choices: SEVERITIES, default: "error" }),
  { name: "include-tests", type: "boolean", description: "also scan tests and fixtures" },
  { name: "mcp-command", type: "string", value: "CMD", description: "also start this stdio MCP server and scan the tools it lists" }
];
var verb = defineVerb({
  name: "scan",
  synopsis: "[PATHS...] [--sarif FILE] [--json] [--fail-on-severity LEVEL]",
  about: `Finds tool and agent definitions in TypeScript, JavaScript, Python, JSON and YAML files (and
prompt files such as AGENTS.md) and checks what a model will read in them: hidden
instructions, invisible and bidirectional characters, confusable names, parameters that ask
for secrets, encoded blobs, read-only tools that write. PATHS default to the working folder;
tests, dependencies, build output and vendored or generated files are skipped unless named.`,
  flags: FLAGS,
  positionals: "any",
  notes: "Exit codes: 0 nothing at or above the level, 1 a finding at or above it, 2 bad usage.",
  run: scan
});
var run = verb.main;
function safe(text) {
  return showCharacters(text).replace(/\r?\n/g, " ");
}
async function scan({ values, positionals }, io) {
  const level = values["fail-on-severity"];
  const extra = values["mcp-command"] ? await (await import("./mcp-listing-DT5NX7AH.js")).listServerTools(values["mcp-command"], io.cwd) : null;
  if (extra && "error" in extra) {
    io.stderr(`blamegate scan: --mcp-command: ${extra.error}
`);
    return EXIT.usage;
  }
  const report = await scanRepository(io.cwd, positionals, { includeTests: Boolean(values["include-tests"]), ...extra ? { extraDefinitions: extra.definitions } : {} });
  if (values.sarif) {
    const file = path.resolve(io.cwd, values.sarif);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(buildScanSarif({ findings: report.findings, toolVersion: VERSION, informationUri: HOMEPAGE }), null, 2)}
`);
  }
  const failed = failsAt(report.findings, level);
  if (values.json) {
    io.stdout(`${JSON.stringify({ files: report.files, definitions: report.definitions.length, findings: report.findings, skipped: report.skipped, failed }, null, 2)}
`);
  } else {
    for (const f of report.findings) io.stdout(`${safe(f.file)}:${f.span.line}:${f.span.column}: ${f.severity} ${f.ruleId} ${safe(f.message)}
`);
    for (const s of report.skipped) io.stderr(`skipped ${safe(s.file)}: ${safe(s.reason)}
`);
    const n = report.findings.length;
    io.stdout(
      `${n === 1 ? "1 finding" : `${n} findings`} in ${report.definitions.length === 1 ? "1 definition" : `${report.definitions.length} definitions`} from ${report.files === 1 ? "1 file" : `${report.files} files`}${failed ? ` (at or above ${level}: exit 1)` : ""}
`
    );
  }
  return failed ? EXIT.gateFailed : EXIT.ok;
}
export {
  run,
  verb
};
