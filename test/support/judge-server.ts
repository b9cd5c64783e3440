// A loopback chat-completions endpoint (the protocol the optional LLM judge speaks) for the judge
// tests: it records each request's authorization and body and answers every one with `verdict`.
import { createServer } from "node:http";
import { afterAll, beforeAll } from "vitest";
import type { AddressInfo } from "node:net";

export interface JudgeRequest {
  auth?: string;
  body: { model?: string; messages?: { content: string }[] };
}

export interface JudgeServer {
  /** The base URL to give the judge (…/v1). */
  base: string;
  requests: JudgeRequest[];
  close: () => Promise<void>;
}

/** The verdict the tests' judge gives: Who&When's invoice run, blamed on the analyst at step 1. */
export const JUDGE_VERDICT = { step: 1, agent: "DataAnalysis_Expert", mode: "FM-3.2", confidence: 0.9, reason: "the total was never checked" };

export async function startJudgeServer(verdict: object = JUDGE_VERDICT): Promise<JudgeServer> {
  const requests: JudgeRequest[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(raw || "{}") as JudgeRequest["body"] });
      const content = JSON.stringify(verdict);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "c", object: "chat.completion", model: "m", choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A judge server for the whole test file: started before its tests, closed after them. */
export function judgeServerForFile(verdict: object = JUDGE_VERDICT): { readonly base: string; readonly requests: JudgeRequest[] } {
  let server: JudgeServer | undefined;
  beforeAll(async () => {
    server = await startJudgeServer(verdict);
  });
  afterAll(() => server?.close());
  return {
    get base() {
      if (!server) throw new Error("the judge server starts in beforeAll");
      return server.base;
    },
    get requests() {
      if (!server) throw new Error("the judge server starts in beforeAll");
      return server.requests;
    },
  };
}
