// `blamegate scan [PATHS...]`: reads the repository's tool and agent definitions (MCP servers,
// function-calling schemas, prompts) for tool poisoning, and writes SARIF for code scanning.
// Exit 1 when a finding is at or above --fail-on-severity.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { failsAt, buildScanSarif, showCharacters } from "../scan/sarif.js";
import { scanRepository } from "../scan/scan.js";
import { HOMEPAGE, VERSION } from "../version.js";
import type { CliIO } from "./types.js";
import { defineVerb, settingFlag, type VerbArgs, type VerbFlag } from "./verb.js";
import { EXIT } from "./exit-codes.js";

const SEVERITIES = ["error", "warning", "note", "none"] as const;

const FLAGS = [
  { name: "sarif", type: "string", value: "FILE", description: "write the findings as SARIF (category blamegate-scan)" },
  { name: "json", type: "boolean", description: "print one JSON object instead of text" },
  settingFlag("fail-on-severity", { value: "LEVEL", choices: SEVERITIES, default: "error" }),
  { name: "include-tests", type: "boolean", description: "also scan tests and fixtures" },
  { name: "mcp-command", type: "string", value: "CMD", description: "also start this stdio MCP server and scan the tools it lists" },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
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
  run: scan,
});
export const run = verb.main;

/** Text safe for a terminal and for a workflow log: no control, bidi or escape characters. */
function safe(text: string): string {
  return showCharacters(text).replace(/\r?\n/g, " ");
}

async function scan({ values, positionals }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const level = values["fail-on-severity"];
  const extra = values["mcp-command"] ? await (await import("../scan/mcp-listing.js")).listServerTools(values["mcp-command"], io.cwd) : null;
  if (extra && "error" in extra) {
    io.stderr(`blamegate scan: --mcp-command: ${extra.error}\n`);
    return EXIT.usage;
  }
  const report = await scanRepository(io.cwd, positionals, { includeTests: Boolean(values["include-tests"]), gitEnv: io.env, ...(extra ? { extraDefinitions: extra.definitions } : {}) });
  if (values.sarif) {
    const file = path.resolve(io.cwd, values.sarif);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(buildScanSarif({ findings: report.findings, toolVersion: VERSION, informationUri: HOMEPAGE }), null, 2)}\n`);
  }
  const failed = failsAt(report.findings, level);
  if (values.json) {
    io.stdout(`${JSON.stringify({ files: report.files, definitions: report.definitions.length, findings: report.findings, skipped: report.skipped, failed }, null, 2)}\n`);
  } else {
    for (const f of report.findings) io.stdout(`${safe(f.file)}:${f.span.line}:${f.span.column}: ${f.severity} ${f.ruleId} ${safe(f.message)}\n`);
    for (const s of report.skipped) io.stderr(`skipped ${safe(s.file)}: ${safe(s.reason)}\n`);
    const n = report.findings.length;
    io.stdout(
      `${n === 1 ? "1 finding" : `${n} findings`} in ${report.definitions.length === 1 ? "1 definition" : `${report.definitions.length} definitions`} from ${report.files === 1 ? "1 file" : `${report.files} files`}${failed ? ` (at or above ${level}: exit 1)` : ""}\n`,
    );
  }
  return failed ? EXIT.gateFailed : EXIT.ok;
}
