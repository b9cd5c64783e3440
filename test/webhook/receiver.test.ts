import { afterEach, describe, expect, it } from "vitest";
import { signWebhook } from "../../src/webhook/sign.js";
import { startWebhookReceiver, type ReceivedAlert, type RunningReceiver } from "../../src/webhook/receiver.js";
import { deliverWebhook } from "../../src/webhook/deliver.js";

const secret = `whsec_${Buffer.from("receiver key, 24 bytes..").toString("base64")}`;
let running: RunningReceiver | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start() {
  const alerts: ReceivedAlert[] = [];
  running = await startWebhookReceiver({ secret, onAlert: (a) => void alerts.push(a) });
  return { alerts, url: running.url };
}

async function post(url: string, body: string, headers: Record<string, string>) {
  const res = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
  return { status: res.status, json: (await res.json()) as { ok: boolean; reason?: string } };
}

describe("serve-webhooks receiver", () => {
  it("binds loopback, accepts our deliveries, rejects bad signatures and replays", async () => {
    const { alerts, url } = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const body = JSON.stringify({ type: "blamegate.alert.status", data: { n: 1 } });
    const delivered = await deliverWebhook({ url, id: "msg_1", body, secret });
    expect(delivered.delivered).toBe(true);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ id: "msg_1", payload: JSON.parse(body) });

    const headers = { ...signWebhook({ secret, id: "msg_2", timestamp: Math.floor(Date.now() / 1000), body }) };
    expect(await post(url, body.replace("1", "2"), headers)).toMatchObject({ status: 401, json: { reason: "bad-signature" } });
    expect((await post(url, body, headers)).status).toBe(200);
    expect(await post(url, body, headers)).toMatchObject({ status: 409, json: { reason: "replayed-id" } });
    expect(alerts).toHaveLength(2);
  });

  it("rejects bodies over 1 MiB without storing them", async () => {
    const { alerts, url } = await start();
    const big = JSON.stringify({ pad: "x".repeat(1024 * 1024) });
    const headers = { ...signWebhook({ secret, id: "msg_big", timestamp: Math.floor(Date.now() / 1000), body: big }) };
    expect((await post(url, big, headers)).status).toBe(413);
    expect(alerts).toHaveLength(0);
  });
});
