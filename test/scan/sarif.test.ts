// The scanner's SARIF before both outside judges (the SARIF multitool with GitHub's rules and
// the OASIS schema), with rule metadata code scanning shows, and fingerprints that survive
// lines moving above a finding.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildScanSarif, failsAt, SCAN_CATEGORY, showCharacters } from "../../src/scan/sarif.js";
import { scanRepository } from "../../src/scan/scan.js";
import { LISTING_FILE } from "../../src/scan/mcp-listing.js";
import { multitoolValidate, schemaErrors } from "../render/sarif/validate.js";

const root = path.resolve("test/scan/fixtures");

describe("scan SARIF", () => {
  it("passes the multitool's GitHub rules and the OASIS schema", async () => {
    const report = await scanRepository(root, ["poisoned"]);
    const log = buildScanSarif({ findings: report.findings, toolVersion: "0.1.0", informationUri: "https://www.npmjs.com/package/blamegate" });
    expect(schemaErrors(log)).toEqual([]);
    const judged = await multitoolValidate(log);
    expect(judged.errors).toEqual([]);
    expect(judged.warnings).toEqual([]);
    const run = log.runs[0]!;
    expect(run.automationDetails?.id).toBe(`${SCAN_CATEGORY}/`);
    expect(run.results).toHaveLength(report.findings.length);
    for (const rule of run.tool.driver.rules!) {
      expect(Number(rule.properties!["security-severity"])).toBeGreaterThan(0);
      expect(rule.help!.markdown).toMatch(/Bad/);
      expect((rule.properties!.tags as string[]).some((t) => t.startsWith("external/cwe/"))).toBe(true);
    }
  });

  it("shows invisible characters escaped in messages", async () => {
    expect(showCharacters("a\u200bb\u202e")).toBe("a\\u200Bb\\u202E");
    expect(showCharacters(`x${String.fromCodePoint(0xe0061)}`)).toBe("x\\u{E0061}");
    const report = await scanRepository(root, ["poisoned/trojan.ts"]);
    const log = buildScanSarif({ findings: report.findings, toolVersion: "0.1.0", informationUri: "https://www.npmjs.com/package/blamegate" });
    expect(log.runs[0]!.results![0]!.message.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it("keeps each result's fingerprint when lines are added above it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-scan-fp-"));
    try {
      cpSync(path.join(root, "poisoned"), dir, { recursive: true });
      const before = buildScanSarif({ findings: (await scanRepository(dir, [])).findings, toolVersion: "0", informationUri: "https://x.example" });
      const file = path.join(dir, "weather_server.py");
      writeFileSync(file, `# a new first line\n# and a second\n${readFileSync(file, "utf8")}`);
      const after = buildScanSarif({ findings: (await scanRepository(dir, [])).findings, toolVersion: "0", informationUri: "https://x.example" });
      const prints = (log: typeof before) => log.runs[0]!.results!.map((r) => r.partialFingerprints!["blamegateScan/v1"]).sort();
      expect(prints(after)).toEqual(prints(before));
      const line = (log: typeof before) => log.runs[0]!.results!.find((r) => r.ruleId === "BGS006")!.locations![0]!.physicalLocation!.region!.startLine;
      expect(line(after)).toBe(line(before)! + 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves out what has no place in the repository: a server's listing, a path outside it", () => {
    const f = (file: string) => ({ ruleId: "BGS001", severity: "error" as const, file, span: { line: 1, column: 1, endLine: 1, endColumn: 2 }, message: "m", subject: "s" });
    const log = buildScanSarif({ findings: [f(LISTING_FILE), f("../elsewhere/tools.json"), f("/etc/tools.json"), f("servers/a b#1.json")], toolVersion: "0", informationUri: "https://x.example" });
    expect(log.runs[0]!.results!.map((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri)).toEqual(["servers/a%20b%231.json"]);
  });

  it("fails at the chosen severity and above", () => {
    const f = (severity: "error" | "warning" | "note") => ({ ruleId: "BGS005", severity, file: "a", span: { line: 1, column: 1, endLine: 1, endColumn: 2 }, message: "m", subject: "s" });
    expect(failsAt([f("warning")], "error")).toBe(false);
    expect(failsAt([f("warning")], "warning")).toBe(true);
    expect(failsAt([f("error")], "note")).toBe(true);
    expect(failsAt([f("error")], "none")).toBe(false);
  });
});
