// The optional LLM judge wired into `blamegate attribute`: a loopback server speaking the
// chat-completions protocol refines the rules' verdict; a dead endpoint leaves the rules' verdict
// standing and the run going on.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/attribute.js";
import { judgeServerForFile } from "../support/judge-server.js";
import type { CliIO } from "../../src/cli/types.js";
import { verdictSignature } from "../../src/compare/signature.js";
import { importText } from "../../src/trace/read.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const judge = judgeServerForFile();

async function attributeJson(args: string[], env: Record<string, string> = {}) {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd: repo, env };
  const code = await run(args, io);
  return { code, report: JSON.parse(out), err };
}

describe("attribute with the LLM judge", () => {
  it("combines the judge's answer with the rules for failed traces", async () => {
    const { code, report } = await attributeJson(["examples/traces/invoices.whowhen.json", "--json", "--fail-on", "none", "--judge-url", judge.base, "--judge-model", "judge-1"], {
      BLAMEGATE_JUDGE_KEY: "sk-test-judge-key-123456",
    });
    expect(code).toBe(0);
    expect(judge.requests).toHaveLength(1);
    expect(judge.requests[0]!.body.model).toBe("judge-1");
    expect(judge.requests[0]!.auth).toBe("Bearer sk-test-judge-key-123456");
    const verdict = report.traces[0].verdict;
    expect(verdict.source).toBe("rules+judge");
    expect(verdict.step).toBe(1);
    expect(report.summary.modes["FM-3.2"]).toBe(1);
    // The failure signature follows the verdict the judge changed (known-failure lookups use it).
    const rulesOnly = await attributeJson(["examples/traces/invoices.whowhen.json", "--json", "--fail-on", "none"]);
    const trace = importText(readFileSync(path.join(repo, "examples/traces/invoices.whowhen.json"), "utf8"), "x").flatMap((i) => ("trace" in i ? [i.trace] : []))[0]!;
    expect(report.traces[0].signature).toBe(verdictSignature(trace, verdict));
    expect(report.traces[0].signature).not.toBe(rulesOnly.report.traces[0].signature);
  });

  it("keeps the rules' verdict when the judge cannot be reached", async () => {
    const dead = `http://127.0.0.1:9/v1`;
    const { code, report } = await attributeJson(["examples/traces/invoices.whowhen.json", "--json", "--fail-on", "none", "--judge-url", dead, "--judge-model", "m"]);
    expect(code).toBe(0);
    expect(report.traces[0].verdict.source).toBe("rules");
    expect(report.traces[0].verdict.step).not.toBeNull();
  });
});
