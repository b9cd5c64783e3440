// The judge's variables reach the judge through the action's context: the bundled action, run as
// GitHub runs it with BLAMEGATE_JUDGE_* and OPENAI_API_KEY in its environment (no judge inputs),
// asks a loopback chat-completions server and records the refined verdict.
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { judgeServerForFile } from "../support/judge-server.js";
import { webhookExample } from "../support/github-api/fakes.js";
import { repoRoot, runDistAction } from "./dist-runner.js";

const judge = judgeServerForFile();

describe("the action's judge, configured by the runner's environment", () => {
  it("judges the failed trace with the model and key the variables name", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "bg-action-judge-"));
    copyFileSync(path.join(repoRoot, "examples/traces/invoices.whowhen.json"), path.join(work, "invoices.whowhen.json"));
    const run = await runDistAction({
      workspace: work,
      eventName: "push",
      payload: webhookExample("push"),
      inputs: { traces: "invoices.whowhen.json", "fail-on": "none", comment: "false", "upload-sarif": "false" },
      env: { BLAMEGATE_JUDGE_BASE_URL: judge.base, BLAMEGATE_JUDGE_MODEL: "judge-1", OPENAI_API_KEY: "sk-test-judge-key-123456" },
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(judge.requests.map((r) => ({ auth: r.auth, model: r.body.model }))).toEqual([{ auth: "Bearer sk-test-judge-key-123456", model: "judge-1" }]);
    const results = JSON.parse(readFileSync(run.outputs["results-file"]!, "utf8"));
    expect(results.traces[0].verdict.source).toBe("rules+judge");
    expect(results.traces[0].verdict.mode).toBe("FM-3.2");
  });
});
