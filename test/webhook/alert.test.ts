import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { memoryLogger } from "../../src/log.js";
import { withGate, withTrend } from "../../src/render/digest.js";
import { compareToBase } from "../../src/trend/compare.js";
import { trendFromDigests } from "../../src/trend/trend.js";
import { alertJsonSchema, digestJsonSchema } from "../../src/webhook/json-schema.js";
import { runAlert } from "../../src/webhook/send-alert.js";
import { digestAt } from "../support/builders.js";
import { scriptedReceiver } from "./loopback.js";

const secret = "a plain text secret";
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

function loadSchema(name: string) {
  return JSON.parse(readFileSync(new URL(`../../schemas/${name}`, import.meta.url), "utf8")) as Record<string, unknown>;
}

/** A worsening series whose latest run also fails the gate, after a passing, stable one. */
function scenario() {
  const history = Array.from({ length: 9 }, (_, i) => digestAt(i, i + 1, 12));
  const previous = withTrend(withGate(history[7]!, { status: "pass", reasons: [] }), { verdict: "stable", slope: 0, points: 8 });
  const trend = trendFromDigests(history).overall;
  const current = withTrend(withGate(history[8]!, { status: "fail", reasons: ["9 of 12 traces failed"] }), trend);
  current.modes = { "FM-1.3": 6, "FM-3.2": 3 };
  return { previous, current, trend, comparison: compareToBase(history[0]!, current) };
}

describe("runAlert end to end", () => {
  it("sends a signed alert on a state change that validates against the committed JSON Schema", async () => {
    const r = await scriptedReceiver([]);
    close = r.close;
    const { previous, current, trend, comparison } = scenario();
    const logger = memoryLogger();
    const out = await runAlert({ url: r.url, secret, digest: current, previous, trend, comparison, runUrl: "https://github.com/o/r/actions/runs/1" }, { logger });
    expect(out.decision.type).toBe("blamegate.alert.triggered");
    expect(out.delivery).toMatchObject({ delivered: true });
    expect(r.received).toHaveLength(1);
    const req = r.received[0]!;
    const payload = new Webhook(new TextEncoder().encode(secret), { format: "raw" }).verify(req.body, req.headers as Record<string, string>);

    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(loadSchema("webhook-alert.schema.json"));
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
    expect(payload).toMatchObject({
      type: "blamegate.alert.triggered",
      data: {
        state: { gate: "fail", trend: "worsening" },
        previous: { gate: "pass", trend: "stable" },
        topModes: [
          { mode: "FM-1.3", count: 6 },
          { mode: "FM-3.2", count: 3 },
        ],
      },
    });
    // And the schema is not vacuous: a payload missing its state is refused.
    const broken = structuredClone(payload) as { data: Record<string, unknown> };
    delete broken.data.state;
    expect(validate(broken)).toBe(false);
  });

  it("stays quiet when nothing changed and never throws when the receiver is down", async () => {
    const { previous, current, trend } = scenario();
    const quiet = await runAlert({ url: "http://127.0.0.1:9/", secret, digest: previous, previous, trend });
    expect(quiet).toMatchObject({ alert: null, delivery: null, decision: { send: false } });
    const logger = memoryLogger();
    const down = await runAlert({ url: "http://127.0.0.1:9/", secret, digest: current, previous, trend, retry: { maxAttempts: 2, baseDelayMs: 1, totalTimeoutMs: 2000 } }, { logger });
    expect(down.alert).not.toBeNull();
    expect(down.delivery?.delivered).toBe(false);
    expect(logger.lines.some((l) => l.level === "warning" && l.message.includes("not delivered"))).toBe(true);
  });

  it("the committed schemas are the ones generated from the zod models", () => {
    expect(loadSchema("webhook-alert.schema.json")).toEqual(JSON.parse(JSON.stringify(alertJsonSchema())));
    expect(loadSchema("digest.schema.json")).toEqual(JSON.parse(JSON.stringify(digestJsonSchema())));
  });

  it("a real digest validates against the digest schema", () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(loadSchema("digest.schema.json"));
    const { current } = scenario();
    expect(validate(JSON.parse(JSON.stringify(current))), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...current, failureRate: 2 })).toBe(false);
  });
});
