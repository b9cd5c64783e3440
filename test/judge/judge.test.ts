// The LLM judge against a loopback server that speaks the chat-completions protocol.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Step, Trace } from "../../src/trace/model.js";
import { attribute } from "../../src/attribution/attribute.js";
import { askJudge, judgeAttribution } from "../../src/judge/openai.js";
import { judgeConfigFrom, type JudgeConfig } from "../../src/judge/config.js";
import { trace } from "../support/builders.js";

type Reply = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base = "";
let reply: Reply = () => {};
const seen: { path: string; auth?: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      seen.push({ path: req.url ?? "", auth: req.headers.authorization, body });
      reply(body, req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const completion =
  (content: string): Reply =>
  (_b, _q, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: "c1", object: "chat.completion", model: "m", choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }] }));
  };

function failedRun(): Trace {
  const steps: Partial<Step>[] = [
    { agent: "Planner", output: "Find the 2020 population difference between Seattle and Colville." },
    { agent: "Coder", output: "```python\nprint(737015 - 4965)\n```" },
    { agent: "Computer_terminal", output: "exitcode: 0 (execution succeeded)\nCode output: 732050" },
    { agent: "Checker", output: "The population figures were never looked up; I'll trust them. The answer is 732,050." },
  ];
  return trace(steps, { id: "j", task: "Population difference Seattle vs Colville, 2020 census", origin: { file: "x", format: "whowhen" } });
}

const cfg = (extra: Partial<JudgeConfig> = {}): JudgeConfig => ({ baseUrl: base, model: "judge-1", apiKey: "sk-test", timeoutMs: 2000, ...extra });

describe("LLM judge", () => {
  it("sends a chat-completions request and, when it agrees, raises the rules' confidence", async () => {
    const t = failedRun();
    const rules = attribute(t);
    expect(rules.verdict?.step).toBe(1);
    reply = completion(JSON.stringify({ step: 1, agent: "Coder", mode: "FM-2.2", confidence: 0.8, reason: "figures typed in, not looked up" }));
    const { attribution, judge } = await judgeAttribution(t, rules, cfg());
    expect(judge).toBe("ok");
    const last = seen[seen.length - 1]!;
    expect(last.path).toBe("/v1/chat/completions");
    expect(last.auth).toBe("Bearer sk-test");
    expect(last.body["model"]).toBe("judge-1");
    expect(JSON.stringify(last.body["messages"])).toContain("[1] Coder message");
    expect(attribution.verdict?.source).toBe("rules+judge");
    expect(attribution.verdict?.step).toBe(1);
    expect(attribution.verdict!.confidence).toBeGreaterThan(rules.verdict!.confidence);
  });

  it("a confident disagreement moves the verdict to the judge's step", async () => {
    const t = failedRun();
    reply = completion('Sure! {"step": 3, "agent": "Checker", "mode": "FM-3.3", "confidence": 0.95, "reason": "accepted unverified figures"}');
    const { attribution } = await judgeAttribution(t, attribute(t), cfg());
    expect(attribution.verdict?.step).toBe(3);
    expect(attribution.verdict?.agent).toBe("Checker");
    expect(attribution.verdict?.mode).toBe("FM-3.3");
    // The ranked list follows: the judge's step first, the rules' others after it, one of each.
    const candidates = attribution.verdict!.candidates!;
    expect(candidates[0]).toEqual({ step: 3, agent: "Checker", p: attribution.verdict!.confidence });
    expect(new Set(candidates.map((c) => c.step)).size).toBe(candidates.length);
    expect(candidates.slice(1).reduce((sum, c) => sum + c.p, 0)).toBeLessThanOrEqual(1 - candidates[0]!.p + 0.01);
    if (attribution.verdict!.set) expect(attribution.verdict!.set[0]).toBe(3);
  });

  it("nonsense, a step that does not exist, HTTP errors, timeouts and no server leave the rules standing", async () => {
    const t = failedRun();
    const rules = attribute(t);
    const cases: [Reply, RegExp][] = [
      [completion("I think it was probably the coder."), /not JSON/],
      [completion('{"step": 42, "confidence": 0.9}'), /does not have/],
      [completion('{"agent": "Coder"}'), /did not name a step/],
      [
        (_b, _q, res) => {
          res.writeHead(500);
          res.end("boom");
        },
        /HTTP 500/,
      ],
      [
        () => {
          /* never answers */
        },
        /timed out/,
      ],
    ];
    for (const [r, why] of cases) {
      reply = r;
      const out = await judgeAttribution(t, rules, cfg({ timeoutMs: 300 }));
      expect(out.judge).toMatch(why);
      expect(out.attribution).toEqual(rules);
    }
    const down = await askJudge(t, cfg({ baseUrl: "http://127.0.0.1:9/v1", timeoutMs: 1000 }));
    expect(down.ok).toBe(false);
  });

  it("is not asked about passed runs, and reads its settings from a plain record", async () => {
    const t = { ...failedRun(), success: true };
    const before = seen.length;
    const out = await judgeAttribution(t, attribute(t), cfg());
    expect(seen.length).toBe(before);
    expect(out.attribution.verdict).toBeNull();
    expect(judgeConfigFrom({})).toBeUndefined();
    expect(judgeConfigFrom({ BLAMEGATE_JUDGE_BASE_URL: "http://x/v1", BLAMEGATE_JUDGE_MODEL: "m", OPENAI_API_KEY: "k" })).toEqual({ baseUrl: "http://x/v1", model: "m", apiKey: "k" });
  });

  it("sends no secret: key shapes, secret-named tool arguments, the run's own secrets and its key are redacted", async () => {
    const stripe = ["sk", "live", "51HqLyjWDarjtT1zdp7dcXyz0123"].join("_");
    const t = failedRun();
    t.steps[1] = { ...t.steps[1]!, kind: "tool_call", toolCalls: [{ name: "set_password", arguments: { password: "letmein", user: "root" } }] };
    t.steps[2] = { ...t.steps[2]!, output: `exitcode: 1\nusing ${stripe} and orchid-lantern-hook and sk-test` };
    reply = completion(JSON.stringify({ step: 1, agent: "Coder", mode: "FM-2.2", confidence: 0.8, reason: "x" }));
    const before = seen.length;
    const out = await askJudge(t, cfg({ secrets: ["orchid-lantern-hook"] }));
    expect(out.ok).toBe(true);
    const sent = JSON.stringify(seen.slice(before).map((s) => s.body));
    expect(sent).toContain("set_password(");
    expect(sent).toContain("exitcode: 1");
    for (const secret of ["letmein", stripe, "orchid-lantern-hook", "sk-test"]) expect(sent).not.toContain(secret);
  });

  it("follows a same-origin 307 but never a redirect to another origin with the transcript", async () => {
    const other: { path: string; body: string }[] = [];
    const elsewhere = createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        other.push({ path: req.url ?? "", body: raw });
        completion(JSON.stringify({ step: 1, confidence: 0.9 }))({}, req, res);
      });
    });
    await new Promise<void>((r) => elsewhere.listen(0, "127.0.0.1", r));
    const away = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/steal`;
    try {
      const t = failedRun();
      for (const status of [301, 302, 303, 307, 308]) {
        reply = (_b, _q, res) => {
          res.writeHead(status, { location: away });
          res.end();
        };
        const out = await askJudge(t, cfg());
        expect(out.ok, String(status)).toBe(false);
        expect(!out.ok && out.reason).toMatch(/another origin/);
      }
      expect(other).toEqual([]);
      // The same origin, with the method and body kept: followed.
      let hops = 0;
      reply = (body, req, res) => {
        if (req.url === "/v1/chat/completions") {
          hops++;
          res.writeHead(307, { location: "/v2/chat/completions" });
          res.end();
        } else completion(JSON.stringify({ step: 1, confidence: 0.9 }))(body, req, res);
      };
      const before = seen.length;
      const ok = await askJudge(t, cfg());
      expect(ok.ok).toBe(true);
      expect(hops).toBe(1);
      expect(seen.slice(before).map((s) => s.path)).toEqual(["/v1/chat/completions", "/v2/chat/completions"]);
      expect(seen[seen.length - 1]!.body["model"]).toBe("judge-1");
    } finally {
      elsewhere.closeAllConnections();
      await new Promise((r) => elsewhere.close(r));
    }
  });
});
