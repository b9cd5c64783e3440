// `blamegate scan` in-process: exit codes by severity, SARIF written, output safe for a
// workflow log, and `--mcp-command` asking a real stdio MCP server (the official SDK on both
// ends) what it lists.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/scan.js";
import { runVerb } from "../support/cli-io.js";

const fixtures = path.resolve("test/scan/fixtures");
const out = mkdtempSync(path.join(tmpdir(), "bg-scan-cli-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const cli = (args: string[], cwd = fixtures) => runVerb(run, args, cwd);

describe("blamegate scan", () => {
  it("exits 1 on an error-level finding and writes SARIF", async () => {
    const sarif = path.join(out, "scan.sarif");
    const r = await cli(["poisoned", "--sarif", sarif]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^poisoned\/server\.ts:9:22: error BGS001 /m);
    expect(r.out).toMatch(/16 findings in \d+ definitions from 5 files \(at or above error: exit 1\)/);
    const log = JSON.parse(readFileSync(sarif, "utf8"));
    expect(log.runs[0].results).toHaveLength(16);
  });

  it("exits 0 when nothing reaches --fail-on-severity, and on the benign fixtures", async () => {
    expect((await cli(["poisoned/tools.json", "--fail-on-severity", "none"])).code).toBe(0);
    const benign = await cli(["benign"]);
    expect(benign.code).toBe(0);
    expect(benign.out).toMatch(/^0 findings in 7 definitions from 2 files\n$/);
  });

  it("exits 2 on bad usage, naming the valid values", async () => {
    const r = await cli(["--fail-on-severity", "high"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("error, warning, note, none");
    expect((await cli(["--nope"])).code).toBe(2);
  });

  it("prints no raw control or bidi character, so a workflow log cannot be steered", async () => {
    const r = await cli(["poisoned/trojan.ts", "poisoned/tools.json"]);
    expect(r.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202a-\u202e\u2066-\u2069\u200b]/);
    expect(r.out).toContain("U+202E RIGHT-TO-LEFT OVERRIDE");
  });

  it("--json gives the findings, definitions count and skipped files", async () => {
    const r = await cli(["poisoned/agent.yaml", "missing.json", "--json"]);
    const body = JSON.parse(r.out);
    expect(body.findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(["BGS001", "BGS001"]);
    expect(body.skipped).toEqual([{ file: "missing.json", reason: "no such file or folder" }]);
  });

  it("--mcp-command scans what a running server lists, placed on its source definition", async () => {
    const r = await cli(["--mcp-command", `${JSON.stringify(process.execPath)} mcp/server.mjs`, "mcp", "--json"], fixtures);
    const body = JSON.parse(r.out);
    // The description is built at run time: only the listing shows the tag and the order.
    const onAdd = body.findings.filter((f: { subject: string }) => f.subject === "add");
    expect(onAdd.map((f: { ruleId: string }) => f.ruleId)).toEqual(["BGS001", "BGS001"]);
    expect(onAdd.every((f: { file: string; span: { line: number } }) => f.file === "mcp/server.mjs" && f.span.line === 9)).toBe(true);
    expect(body.findings.filter((f: { subject: string }) => f.subject === "echo")).toEqual([]);
    expect(r.code).toBe(1);
  });

  it("--mcp-command that does not start is a clear usage error", async () => {
    const r = await cli(["--mcp-command", "definitely-not-a-command-here", "benign"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/could not list the tools of 'definitely-not-a-command-here'/);
  });
});
