import { createServer } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { deliverWebhook, parseRetryAfter } from "../../src/webhook/deliver.js";
import { scriptedReceiver } from "./loopback.js";

const secret = `whsec_${Buffer.from("a test key of 24 bytes!!").toString("base64")}`;
const body = JSON.stringify({ type: "blamegate.alert.triggered", timestamp: new Date().toISOString(), data: {} });
// Tiny bounds keep the suite fast while exercising the real timers and sockets.
const fast = { baseDelayMs: 5, maxDelayMs: 20, attemptTimeoutMs: 2_000, totalTimeoutMs: 5_000 };

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((c) => c()));
  cleanup = [];
});

async function receiver(...args: Parameters<typeof scriptedReceiver>) {
  const r = await scriptedReceiver(...args);
  cleanup.push(r.close);
  return r;
}

describe("delivery against a loopback receiver", () => {
  it("503, 503, 200 → delivered on the third try, each try signed and verifiable", async () => {
    const r = await receiver([{ status: 503 }, { status: 503 }, { status: 200 }]);
    const result = await deliverWebhook({ url: r.url, id: "msg_retry", body, secret, retry: fast });
    expect(result).toMatchObject({ delivered: true, outcome: "delivered", status: 200 });
    expect(result.attempts.map((a) => a.status)).toEqual([503, 503, 200]);
    expect(r.received).toHaveLength(3);
    const wh = new Webhook(secret);
    for (const req of r.received) {
      expect(req.headers["webhook-id"]).toBe("msg_retry"); // same id across retries (idempotency)
      expect(wh.verify(req.body, req.headers as Record<string, string>)).toEqual(JSON.parse(body));
      expect(req.headers["x-hub-signature-256"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    }
  });

  it("410 → stops at once", async () => {
    const r = await receiver([{ status: 410 }]);
    const result = await deliverWebhook({ url: r.url, id: "msg_gone", body, secret, retry: fast });
    expect(result).toMatchObject({ delivered: false, outcome: "gone", status: 410 });
    expect(r.received).toHaveLength(1);
  });

  it("other 4xx are not retried", async () => {
    const r = await receiver([{ status: 401 }]);
    const result = await deliverWebhook({ url: r.url, id: "msg_401", body, secret, retry: fast });
    expect(result.outcome).toBe("rejected");
    expect(r.received).toHaveLength(1);
  });

  it("a receiver that never answers → gives up within the total bound", async () => {
    const r = await receiver([], "hang");
    const result = await deliverWebhook({ url: r.url, id: "msg_hang", body, secret, retry: { maxAttempts: 10, baseDelayMs: 5, maxDelayMs: 10, attemptTimeoutMs: 150, totalTimeoutMs: 500 } });
    expect(result.delivered).toBe(false);
    expect(result.outcome).toBe("timed-out");
    expect(result.attempts.every((a) => a.error === "timed out")).toBe(true);
    // The total bound, not maxAttempts, ended it: 500 ms holds at most four 150 ms attempts (a
    // count, not a clock, so a loaded machine cannot fail it), and at least two were made.
    expect(result.attempts.length).toBeGreaterThanOrEqual(2);
    expect(result.attempts.length).toBeLessThanOrEqual(4);
  });

  it("honours Retry-After on 429 and backs off exponentially otherwise", async () => {
    const r = await receiver([{ status: 429, headers: { "retry-after": "2" } }, { status: 500 }, { status: 502 }, { status: 200 }]);
    const sleeps: number[] = [];
    const result = await deliverWebhook(
      { url: r.url, id: "msg_429", body, secret, retry: { baseDelayMs: 100, maxDelayMs: 10_000, totalTimeoutMs: 60_000 } },
      { sleep: async (ms) => void sleeps.push(ms), random: () => 0.999 },
    );
    expect(result.delivered).toBe(true);
    expect(sleeps[0]).toBe(2000);
    // Equal jitter: each delay in [exp/2, exp), exp doubling from the base.
    expect(sleeps[1]).toBeGreaterThanOrEqual(100);
    expect(sleeps[1]).toBeLessThan(200);
    expect(sleeps[2]).toBeGreaterThanOrEqual(200);
    expect(sleeps[2]).toBeLessThan(400);
  });

  it("gives up rather than wait past the budget for a long Retry-After", async () => {
    const r = await receiver([{ status: 503, headers: { "retry-after": "3600" } }]);
    const result = await deliverWebhook({ url: r.url, id: "msg_late", body, secret, retry: fast });
    expect(result.outcome).toBe("timed-out");
    expect(r.received).toHaveLength(1);
  });

  it("a refused connection is a result, not an exception", async () => {
    // Take a free port and close it so nothing listens there.
    const port = await new Promise<number>((res) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => res(p));
      });
    });
    const result = await deliverWebhook({ url: `http://127.0.0.1:${port}/`, id: "msg_x", body, secret, retry: { ...fast, maxAttempts: 3 } });
    expect(result).toMatchObject({ delivered: false, outcome: "gave-up" });
    expect(result.attempts).toHaveLength(3);
    expect(result.attempts[0]!.error).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it("a bad URL or secret is reported once, without any request", async () => {
    const calls: unknown[] = [];
    const spy: typeof fetch = async (u) => {
      calls.push(u);
      return new Response(null, { status: 200 });
    };
    expect(await deliverWebhook({ url: "not a url", id: "m", body, secret }, { fetch: spy })).toMatchObject({ outcome: "misconfigured", attempts: [] });
    expect(await deliverWebhook({ url: "file:///etc/passwd", id: "m", body, secret }, { fetch: spy })).toMatchObject({ outcome: "misconfigured" });
    const bad = await deliverWebhook({ url: "https://example.invalid/", id: "m", body, secret: "whsec_not base64!" }, { fetch: spy });
    expect(bad).toMatchObject({ outcome: "misconfigured", delivered: false });
    expect(bad.message).toMatch(/not base64/);
    expect(calls).toEqual([]);
  });

  it("parses Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("soon", now)).toBeNull();
  });
});
