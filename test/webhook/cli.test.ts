import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { run as serve } from "../../src/cli/serve-webhooks.js";
import { parseHeaderText, run as verify } from "../../src/cli/verify-webhook.js";
import { deliverWebhook } from "../../src/webhook/deliver.js";
import { signWebhook } from "../../src/webhook/sign.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bg-hook-cli-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function io(extra: Record<string, unknown> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), cwd: dir, env: {}, ...extra } };
}

const secret = "whsec_" + Buffer.from("cli test secret 24 bytes").toString("base64");
const body = JSON.stringify({ type: "blamegate.alert.recovered", data: {} });

describe("blamegate verify-webhook", () => {
  it("says valid, then invalid for a replay, a tampered body and a stale message, with exit codes", async () => {
    const ts = Math.floor(Date.now() / 1000);
    const h = signWebhook({ secret, id: "msg_cli", timestamp: ts, body });
    // An HTTP dump of the request headers, as a receiver might log it.
    await writeFile(
      path.join(dir, "headers.txt"),
      `POST /hook HTTP/1.1\r\nHost: x\r\n${Object.entries(h)
        .map(([k, v]) => `${k}: ${v}`)
        .join("\r\n")}\r\n`,
    );
    await writeFile(path.join(dir, "body.json"), body);
    await writeFile(path.join(dir, "secret"), secret + "\n");
    const args = ["--secret-file", "secret", "--headers", "headers.txt", "--body", "body.json", "--seen", "seen.txt"];

    const first = io();
    expect(await verify(args, first.io)).toBe(0);
    expect(first.out.join("")).toMatch(/^valid: msg_cli/);

    const replay = io();
    expect(await verify(args, replay.io)).toBe(1);
    expect(replay.out.join("")).toMatch(/^invalid: replayed-id/);

    await writeFile(path.join(dir, "tampered.json"), body.replace("recovered", "triggered"));
    const tampered = io();
    expect(await verify(["--secret-file", "secret", "--headers", "headers.txt", "--body", "tampered.json"], tampered.io)).toBe(1);
    expect(tampered.out.join("")).toMatch(/^invalid: bad-signature/);

    const stale = io();
    expect(await verify(["--secret-file", "secret", "--headers", "headers.txt", "--body", "body.json", "--now", String(ts + 600), "--json"], stale.io)).toBe(1);
    expect(JSON.parse(stale.out.join(""))).toMatchObject({ valid: false, reason: "stale-timestamp" });
  });

  it("reads the body from stdin, headers from -H, the secret from the environment", async () => {
    const raw = "not-a-whsec secret";
    const h = signWebhook({ secret: raw, id: "msg_env", timestamp: Math.floor(Date.now() / 1000), body });
    const t = io({ env: { BLAMEGATE_WEBHOOK_SECRET: raw }, readStdin: async () => body });
    const args = Object.entries(h).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
    expect(await verify([...args, "--github"], t.io)).toBe(0);
    expect(await verify(["-H", "webhook-id: x"], io().io)).toBe(2); // no secret
  });

  it("parses JSON headers and HTTP dumps alike", () => {
    expect(parseHeaderText('{"Webhook-Id":"a"}')).toEqual({ "webhook-id": "a" });
    expect(parseHeaderText("POST / HTTP/1.1\nWebhook-Id: a\n\nbody: not a header")).toEqual({ "webhook-id": "a" });
  });
});

describe("blamegate serve-webhooks", () => {
  it("listens on 127.0.0.1, stores verified alerts as JSONL and stops after --max-alerts", async () => {
    const t = io();
    let announce!: (url: string) => void;
    const listening = new Promise<string>((r) => (announce = r));
    t.io.stdout = (text: string) => {
      t.out.push(text);
      const m = /listening on (\S+)/.exec(text);
      if (m) announce(m[1]!);
    };
    const done = serve(["--port", "0", "--secret", secret, "--out", "alerts.jsonl", "--max-alerts", "2"], t.io);
    const url = await listening;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const bad = await fetch(url, { method: "POST", body, headers: { "webhook-id": "x", "webhook-timestamp": "1", "webhook-signature": "v1,AA==" } });
    expect(bad.status).toBe(401);
    for (const id of ["msg_1", "msg_2"]) {
      expect((await deliverWebhook({ url, id, body, secret })).delivered).toBe(true);
    }
    expect(await done).toBe(0);
    const lines = (await readFile(path.join(dir, "alerts.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(["msg_1", "msg_2"]);
    expect(lines[0].payload).toEqual(JSON.parse(body));
  });

  it("refuses to start without a secret or a port", async () => {
    expect(await serve(["--port", "0"], io().io)).toBe(2);
    expect(await serve(["--secret", "x"], io().io)).toBe(2);
  });
});
