import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  buildScanSarif,
  failsAt,
  scanRepository,
  showCharacters
} from "./chunk-I4NEKD7O.js";
import "./chunk-2LPU3DYO.js";
import "./chunk-CFEKYUNO.js";
import "./chunk-A4DSFK6W.js";
import {
  EXIT
} from "./chunk-IHXED3BK.js";
import {
  parseFlags
} from "./chunk-5VAHE2I4.js";
import "./chunk-VGYZVQVK.js";
import {
  HOMEPAGE,
  VERSION
} from "./chunk-HCYTIENA.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";

// src/commands/scan.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
var SEVERITIES = ["error", "warning", "note", "none"];
var USAGE = `Usage: blamegate scan [PATHS...] [--sarif FILE] [--json] [--fail-on-severity LEVEL]

Finds tool and agent definitions in TypeScript, JavaScript, Python, JSON and YAML files (and
prompt files such as AGENTS.md) and checks what a model will read in them: hidden
instructions, invisible and bidirectional characters, confusable names, parameters that ask
for secrets, encoded blobs, read-only tools that write. PATHS default to the working folder;
tests, dependencies, build output and vendored or generated files are skipped unless named.

Options:
  --sarif FILE                 write the findings as SARIF (category blamegate-scan)
  --json                       print one JSON object instead of text
  --fail-on-severity LEVEL     exit 1 on a finding at or above: error, warning, note or none (default: error)
  --include-tests              also scan tests and fixtures
  --mcp-command CMD            also start this stdio MCP server and scan the tools it lists
  --help                       show this help

Exit codes: 0 nothing at or above the level, 1 a finding at or above it, 2 bad usage.
`;
function safe(text) {
  return showCharacters(text).replace(/\r?\n/g, " ");
}
async function run(args, io) {
  let parsed;
  try {
    parsed = parseFlags(args, {
      sarif: { type: "string" },
      json: { type: "boolean" },
      "fail-on-severity": { type: "string" },
      "include-tests": { type: "boolean" },
      "mcp-command": { type: "string" },
      help: { type: "boolean", short: "h" }
    });
  } catch (e) {
    io.stderr(`blamegate scan: ${e.message}

${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const level = values["fail-on-severity"] ?? "error";
  if (!SEVERITIES.includes(level)) {
    io.stderr(`blamegate scan: --fail-on-severity must be one of ${SEVERITIES.join(", ")} (got '${values["fail-on-severity"]}')
`);
    return EXIT.usage;
  }
  const extra = values["mcp-command"] ? await (await import("./mcp-listing-7KSEF7L3.js")).listServerTools(values["mcp-command"], io.cwd) : null;
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
  run
};
