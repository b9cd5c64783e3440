// The example traces the project ships (examples/traces) all import, in the formats they
// claim, and the OTLP one's code locations point at the example agent's real functions.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { assertValid, readFile } from "./helpers.js";
import type { Trace } from "../../src/trace/model.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const DIR = join(REPO, "examples/traces");

async function all(): Promise<Trace[]> {
  const out: Trace[] = [];
  for (const f of readdirSync(DIR).sort()) {
    const { traces, skipped } = await readFile(join(DIR, f), { display: `examples/traces/${f}` });
    expect(skipped, f).toEqual([]);
    out.push(...traces);
  }
  return out;
}

describe("examples/traces", () => {
  it("imports every example, in several formats, healthy and failing runs", async () => {
    const traces = await all();
    for (const t of traces) assertValid(t);
    const summary = traces.map((t) => `${t.origin.file} ${t.origin.format} ${t.id} ${t.success}`);
    expect(summary).toEqual([
      "examples/traces/booking-healthy.json native ex-booking-ok true",
      "examples/traces/booking-unverified.json native ex-booking-unverified false",
      "examples/traces/checkout-agent.otlp.json otlp a9cdc1d8176e7f5d27a4120298d6224b true",
      "examples/traces/checkout-agent.otlp.json otlp f81572cc0c0378363aba7e0521f39e04 false",
      "examples/traces/invoices.whowhen.json whowhen ex-invoices-unpaid false",
      "examples/traces/refund-chat.json chat refund-17 false",
      "examples/traces/support-runs.jsonl native ex-support-loop false",
      "examples/traces/support-runs.jsonl native ex-support-forbidden false",
      "examples/traces/support-runs.jsonl native ex-support-ok true",
    ]);
  });

  it("the OTLP example's code locations are the example agent's tool definitions", async () => {
    const traces = (await all()).filter((t) => t.origin.format === "otlp");
    const located = traces.flatMap((t) => t.steps.filter((s) => s.code));
    expect(located.length).toBeGreaterThanOrEqual(5);
    for (const s of located) {
      expect(s.kind).toBe("tool_call");
      const lines = readFileSync(join(REPO, s.code!.file), "utf8").split("\n");
      expect(lines[s.code!.line - 1]).toMatch(new RegExp(`^def ${s.code!.function}\\(`));
      expect(s.name).toBe(s.code!.function);
    }
    // The failing run ends on the charge that raised.
    const failed = traces.find((t) => t.success === false)!;
    const last = failed.steps.at(-1)!;
    expect(last).toMatchObject({ kind: "tool_call", name: "charge_card" });
    expect(last.error).toContain("PaymentDeclined");
  });

  it("the failing native runs carry what a detector needs", async () => {
    const byId = new Map((await all()).map((t) => [t.id, t]));
    const loop = byId.get("ex-support-loop")!;
    const calls = loop.steps.filter((s) => s.kind === "tool_call").map((s) => JSON.stringify([s.name, s.input, s.output]));
    expect(new Set(calls).size).toBe(1);
    expect(calls).toHaveLength(5);
    expect(byId.get("ex-support-forbidden")!.meta.forbidden_tools).toEqual(["delete_account"]);
    const unverified = byId.get("ex-booking-unverified")!;
    expect(unverified.steps.filter((s) => s.mutating)).toHaveLength(1);
    expect(unverified.steps.some((s) => s.verify !== undefined)).toBe(false);
    expect(byId.get("ex-booking-ok")!.steps[3]!.verify).toBe(2);
  });
});
