import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { githubSignature, signWebhook } from "../../src/webhook/sign.js";
import { memorySeenIds } from "../../src/webhook/seen-ids.js";
import { verifyGithubSignature, verifyWebhook } from "../../src/webhook/verify.js";

const whsec = `whsec_${randomBytes(24).toString("base64")}`;
const body = JSON.stringify({ type: "blamegate.alert.triggered", data: { failureRate: 0.4 } });

describe("Standard Webhooks signing", () => {
  it("the standardwebhooks library verifies what we sign (whsec_ secrets)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes(".")),
        fc.jsonValue(),
        (idPart, value) => {
          const id = `msg_${idPart}`;
          const payload = JSON.stringify(value) ?? "null";
          const ts = Math.floor(Date.now() / 1000);
          const headers = signWebhook({ secret: whsec, id, timestamp: ts, body: payload });
          expect(new Webhook(whsec).verify(payload, { ...headers })).toEqual(JSON.parse(payload));
        },
      ),
      { numRuns: 50 },
    );
  });

  it("the library verifies what we sign with a raw (non-whsec) secret", () => {
    const secret = "correct horse battery staple";
    const headers = signWebhook({ secret, id: "msg_1", timestamp: Math.floor(Date.now() / 1000), body });
    expect(new Webhook(new TextEncoder().encode(secret), { format: "raw" }).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it("our verifier accepts what the library signs", async () => {
    const wh = new Webhook(whsec);
    const now = new Date();
    const headers = { "webhook-id": "msg_lib", "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": wh.sign("msg_lib", now, body) };
    const r = await verifyWebhook({ headers, body, secret: whsec });
    expect(r).toMatchObject({ valid: true, id: "msg_lib", body });
  });
});

describe("our verifier rejects", () => {
  const now = Date.now();
  const ts = Math.floor(now / 1000);
  const signed = signWebhook({ secret: whsec, id: "msg_a", timestamp: ts, body });

  it("a tampered body", async () => {
    const r = await verifyWebhook({ headers: { ...signed }, body: body.replace("0.4", "0.1"), secret: whsec, now });
    expect(r).toMatchObject({ valid: false, reason: "bad-signature" });
  });

  it("a wrong secret", async () => {
    const other = `whsec_${randomBytes(24).toString("base64")}`;
    const r = await verifyWebhook({ headers: { ...signed }, body, secret: other, now });
    expect(r).toMatchObject({ valid: false, reason: "bad-signature" });
  });

  it("a timestamp 10 minutes old, and one 10 minutes ahead", async () => {
    const old = signWebhook({ secret: whsec, id: "msg_old", timestamp: ts - 600, body });
    expect(await verifyWebhook({ headers: { ...old }, body, secret: whsec, now })).toMatchObject({ valid: false, reason: "stale-timestamp" });
    const ahead = signWebhook({ secret: whsec, id: "msg_new", timestamp: ts + 600, body });
    expect(await verifyWebhook({ headers: { ...ahead }, body, secret: whsec, now })).toMatchObject({ valid: false, reason: "future-timestamp" });
    // ...and 4 minutes is inside the 5-minute tolerance.
    const recent = signWebhook({ secret: whsec, id: "msg_ok", timestamp: ts - 240, body });
    expect(await verifyWebhook({ headers: { ...recent }, body, secret: whsec, now })).toMatchObject({ valid: true });
  });

  it("a replayed id, but only after the first delivery was accepted", async () => {
    const seen = memorySeenIds();
    const first = await verifyWebhook({ headers: { ...signed }, body, secret: whsec, now, seen });
    expect(first.valid).toBe(true);
    const again = await verifyWebhook({ headers: { ...signed }, body, secret: whsec, now: now + 1000, seen });
    expect(again).toMatchObject({ valid: false, reason: "replayed-id" });
    // A forged message with a fresh id must not poison the store for the real one.
    const forged = { ...signWebhook({ secret: whsec, id: "msg_b", timestamp: ts, body }), "webhook-signature": "v1,AAAA" };
    expect(await verifyWebhook({ headers: forged, body, secret: whsec, now, seen })).toMatchObject({ reason: "bad-signature" });
    const real = signWebhook({ secret: whsec, id: "msg_b", timestamp: ts, body });
    expect(await verifyWebhook({ headers: { ...real }, body, secret: whsec, now, seen })).toMatchObject({ valid: true });
  });

  it("missing headers and a malformed timestamp", async () => {
    expect(await verifyWebhook({ headers: {}, body, secret: whsec })).toMatchObject({ valid: false, reason: "missing-header" });
    const bad = { ...signed, "webhook-timestamp": "yesterday" };
    expect(await verifyWebhook({ headers: bad, body, secret: whsec })).toMatchObject({ valid: false, reason: "malformed-timestamp" });
  });

  it("accepts any matching signature among several (key rotation)", async () => {
    const headers = { ...signed, "webhook-signature": `v1,bm90IGl0 ${signed["webhook-signature"]}` };
    expect(await verifyWebhook({ headers, body, secret: whsec, now })).toMatchObject({ valid: true });
  });
});

describe("GitHub-style X-Hub-Signature-256", () => {
  it("matches GitHub's published test vector", () => {
    // https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries#testing-the-webhook-payload-validation
    const sig = githubSignature("It's a Secret to Everybody", "Hello, World!");
    expect(sig).toBe("sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17");
    expect(verifyGithubSignature("It's a Secret to Everybody", "Hello, World!", sig)).toBe(true);
    expect(verifyGithubSignature("It's a Secret to Everybody", "Hello, World?", sig)).toBe(false);
  });
});
