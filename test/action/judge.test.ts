// The judge's variables reach the judge through the action's context: the bundled action, run as
// GitHub runs it with BLAMEGATE_JUDGE_* and OPENAI_API_KEY in its environment (no judge inputs),
// asks a loopback chat-completions server and records the refined verdict.
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookExample } from "../support/github-api/fakes.js";
import { repoRoot, runDistAction } from "../e2e/dist-runner.js";

let server: Server;
let base = "";
const requests: { auth?: string; model?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      requests.push({ auth: req.headers.authorization, model: (JSON.parse(raw || "{}") as { model?: string }).model });
      const content = JSON.stringify({ step: 1, agent: "DataAnalysis_Expert", mode: "FM-3.2", confidence: 0.9, reason: "the total was never checked" });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "c", object: "chat.completion", model: "m", choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe("the action's judge, configured by the runner's environment", () => {
  it("judges the failed trace with the model and key the variables name", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "bg-action-judge-"));
    copyFileSync(path.join(repoRoot, "examples/traces/invoices.whowhen.json"), path.join(work, "invoices.whowhen.json"));
    const run = await runDistAction({
      workspace: work,
      eventName: "push",
      payload: webhookExample("push"),
      inputs: { traces: "invoices.whowhen.json", "fail-on": "none", comment: "false", "upload-sarif": "false" },
      env: { BLAMEGATE_JUDGE_BASE_URL: base, BLAMEGATE_JUDGE_MODEL: "judge-1", OPENAI_API_KEY: "sk-test-judge-key-123456" },
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(requests).toEqual([{ auth: "Bearer sk-test-judge-key-123456", model: "judge-1" }]);
    const results = JSON.parse(readFileSync(run.outputs["results-file"]!, "utf8"));
    expect(results.traces[0].verdict.source).toBe("rules+judge");
    expect(results.traces[0].verdict.mode).toBe("FM-3.2");
  });
});
