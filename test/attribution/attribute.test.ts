import { describe, expect, it } from "vitest";
import type { Step, Trace } from "../../src/trace/model.js";
import { AttributionSchema } from "../../src/attribution/model.js";
import { attribute, explain } from "../../src/attribution/attribute.js";
import { shortList } from "../../src/attribution/calibration.js";
import { capFindings, confidenceCap } from "../../src/attribution/rates.js";
import { readAll } from "../../src/trace/read.js";
import { buildContext } from "../../src/attribution/context.js";
import { DETECTORS } from "../../src/attribution/detectors/index.js";
import { trace } from "../support/builders.js";

const DATA = new URL("../fixtures/data/", import.meta.url);

const mk = (steps: Partial<Step>[], extra: Partial<Trace> = {}): Trace => trace(steps, { task: "Book the cheapest flight to Tokyo in June", ...extra });

async function one(rel: string): Promise<Trace> {
  const items = await readAll(new URL(rel, DATA).pathname);
  const it = items.find((i) => "trace" in i);
  if (!it || !("trace" in it)) throw new Error(`no trace in ${rel}`);
  return it.trace;
}

describe("attribute", () => {
  it("names a step and an agent for a failed run even when no mode detector fires", () => {
    const t = mk([
      { agent: "Planner", output: "Book the cheapest flight to Tokyo in June. Plan: search, then book." },
      { agent: "Searcher", output: "```python\nsearch('TYO', 'June')\n```" },
      { agent: "Computer_terminal", output: "exitcode: 0 (execution succeeded)\nCode output: JL-1 $870" },
      { agent: "Booker", output: "JL-1 is the cheapest option, booking it now." },
    ]);
    const a = attribute(t);
    expect(AttributionSchema.parse(a)).toBeTruthy();
    expect(a.verdict?.step).toBe(1);
    expect(a.verdict?.agent).toBe("Searcher");
    expect(a.verdict?.mode).toBeNull();
    expect(a.verdict?.evidence[0]?.step).toBe(1);
  });

  it("stays quiet on a passed run and on an unknown-outcome run with no signal", () => {
    const steps: Partial<Step>[] = [
      { kind: "tool_call", name: "search_flights", input: { to: "TYO" }, output: "JL-1 $870" },
      { kind: "response", output: "JL-1 at $870 is the cheapest." },
    ];
    expect(attribute(mk(steps, { success: true })).verdict).toBeNull();
    expect(attribute(mk(steps, { success: null })).verdict).toBeNull();
    expect(attribute(mk(steps, { success: true })).findings).toEqual([]);
  });

  it("a passed run gets the findings every detector would give it, though some are not run", async () => {
    // Detectors below the passed-run bar are skipped on passed runs; what is kept must not change.
    const passed = [...(await readAll(new URL("agentrx-tau/tau_dataset_full.json", DATA).pathname)).flatMap((i) => ("trace" in i ? [i.trace] : []))];
    for (const n of [1, 2, 5, 9, 13]) passed.push(await one(`who-and-when/algorithm-generated/${n}.json`));
    let kept = 0;
    for (const source of passed) {
      const t = { ...source, success: true };
      const ctx = buildContext(t);
      for (const bar of [0.8, 0.5]) {
        // Held to their measured firing rates first (rules/detector-rates.json), as attribute does.
        const all = capFindings(
          DETECTORS.filter((d) => d.serves === "both" || (d.serves === "structured" ? ctx.structured : ctx.prose)).flatMap((d) => d.detect(ctx)),
          ctx.structured ? "structured" : "prose",
        );
        const want = all.filter((f) => f.confidence >= bar).sort((a, b) => a.step - b.step || b.confidence - a.confidence);
        expect(attribute(t, { passedMinConfidence: bar }).findings, `${t.id} at ${bar}`).toEqual(want);
        kept += want.length;
      }
    }
    expect(kept).toBeGreaterThan(0);
  });

  it("ranks candidates: at least three, the first is the verdict's step and agent, probabilities in order, a set holding the first", () => {
    const t = mk([
      { agent: "Planner", output: "Book the cheapest flight to Tokyo in June. Plan: search, then book." },
      { agent: "Searcher", output: "```python\nsearch('TYO', 'June')\n```" },
      { agent: "Computer_terminal", output: "exitcode: 0 (execution succeeded)\nCode output: JL-1 $870" },
      { agent: "Booker", output: "JL-1 is the cheapest option, booking it now." },
      { agent: "Planner", output: "Thanks, that completes the task as planned for everyone." },
    ]);
    const a = attribute(t);
    const v = AttributionSchema.parse(a).verdict!;
    expect(v.candidates!.length).toBeGreaterThanOrEqual(3);
    expect(v.candidates![0]).toMatchObject({ step: v.step, agent: v.agent });
    const ps = v.candidates!.map((c) => c.p);
    expect([...ps].sort((x, y) => y - x)).toEqual(ps);
    expect(ps.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1.001);
    expect(new Set(v.candidates!.map((c) => c.step)).size).toBe(v.candidates!.length);
    expect(v.set![0]).toBe(v.step);
    // A three-step trace still gets three candidates, padded with the steps the locator did not weigh.
    const short = attribute(
      mk([
        { agent: "user", output: "hi" },
        { agent: "A", output: "```python\nx()\n```" },
        { agent: "tool", output: "Error: boom" },
      ]),
    );
    expect(short.verdict!.candidates!.map((c) => c.step).sort()).toEqual([0, 1, 2]);
  });

  it("a detector that fires on healthy runs about as often as on failed ones is held to its measured ratio", () => {
    // DerailmentDetector fired on about a third of tau's passed runs and a quarter of its failed ones.
    const cap = confidenceCap("DerailmentDetector", "structured")!;
    expect(cap).toBeLessThan(0.5);
    const f = { mode: "FM-2.3" as const, step: 3, confidence: 0.7, detector: "DerailmentDetector", message: "m", evidence: [] };
    expect(capFindings([f], "structured")[0]!.confidence).toBeCloseTo(cap, 3);
    // Detectors that separate failed from healthy runs, or that the data never saw misfire, keep their confidence.
    expect(confidenceCap("RepeatDetector", "structured")).toBeUndefined();
    expect(confidenceCap("ForbiddenToolDetector", "structured")).toBeUndefined();
    expect(capFindings([{ ...f, detector: "RepeatDetector" }], "structured")[0]!.confidence).toBe(0.7);
  });

  it("a huge unsure run gets at most 10 candidates and a set cut to 100 steps", () => {
    const steps = Array.from({ length: 3000 }, (_, i) => ({ agent: ["Lead", "Worker"][i % 2], output: `Step ${i}: looking at item ${i} of the backlog and noting what it says.` }));
    const v = attribute(mk(steps)).verdict!;
    expect(v.candidates!.length).toBeLessThanOrEqual(10);
    expect(v.set!.length).toBeLessThanOrEqual(100);
    expect(v.set![0]).toBe(v.step);
  });

  it("an unsure first candidate reads as a short list, a sure one as the answer", () => {
    expect(
      shortList({
        candidates: [
          { step: 4, p: 0.32 },
          { step: 8, p: 0.2 },
          { step: 12, p: 0.1 },
          { step: 1, p: 0.05 },
        ],
      }),
    ).toBe("the evidence is weak (p 0.32 for step 4): look at steps 4, 8 or 12 first");
    expect(
      shortList({
        candidates: [
          { step: 4, p: 0.8 },
          { step: 8, p: 0.1 },
        ],
      }),
    ).toBeNull();
    expect(
      shortList({
        candidates: [
          { step: 4, p: 0.3 },
          { step: 8, p: 0.1 },
        ],
      }),
    ).toBe("the evidence is weak (p 0.30 for step 4): look at steps 4 or 8 first");
    expect(shortList(null)).toBeNull();
  });

  it("explains the arithmetic: prior, evidence terms, log-odds and the step choice", async () => {
    const t = await one("peers/approximately/store/518cc4f9150d.json");
    const a = attribute(t);
    const lines = explain(t, a);
    expect(lines.join("\n")).toMatch(/FM-1\.3: -\d\.\d\d \+ \(\+\d\.\d\d\) \[RepeatDetector@step 3\]/);
    expect(lines.some((l) => l.startsWith("verdict:"))).toBe(true);
    expect(lines.some((l) => l.startsWith("step choice"))).toBe(true);
    expect(lines.some((l) => l.startsWith("candidates: p(first) = σ("))).toBe(true);
    // The learned prior's terms, per ranked step.
    expect(lines.find((l) => l.startsWith("step choice: score = "))).toMatch(/1 × locator \+ 1 × findings/);
    expect(lines.some((l) => /^ {4}prior terms: .*× (locator|findings)/.test(l))).toBe(true);
    // The prior is counted once per mode, whatever the number of findings of that mode.
    const fm13 = lines.find((l) => l.trimStart().startsWith("FM-1.3:"))!;
    expect(fm13.match(/-\d\.\d\d \+/g)?.length).toBe(1);
  });

  it("finds what approximately found on its demo traces", async () => {
    const bookingTrace = await one("peers/approximately/store/518cc4f9150d.json");
    const booking = attribute(bookingTrace);
    // A single-agent trace that names no agent on its steps: the verdict names the model that ran.
    expect(booking.verdict?.agent).toBe(bookingTrace.model);
    expect(new Set(booking.findings.map((f) => f.mode))).toEqual(new Set(["FM-1.3", "FM-3.1", "FM-3.2"]));
    const repeat = booking.findings.find((f) => f.mode === "FM-1.3")!;
    expect(repeat.step).toBe(3);
    expect(repeat.evidence.map((e) => e.step)).toEqual([2, 3]);
    const multi = attribute(await one("peers/approximately/store/7984e15ea923.json"));
    expect(multi.findings.find((f) => f.mode === "FM-2.4")?.agent).toBe("researcher");
  });

  describe("bad input", () => {
    it("no steps → a clear reason, not a crash", () => {
      const a = attribute(mk([]));
      expect(a.verdict?.step).toBeNull();
      expect(a.verdict?.reason).toMatch(/no steps/);
    });

    it("unknown kinds, missing fields and cyclic values are survived", () => {
      const cyc: Record<string, unknown> = { a: 1 };
      cyc["self"] = cyc;
      const t = mk([{ kind: "teleport" as never, output: cyc }, { kind: undefined as never }, { agent: "A", output: "```python\nx=1\n```" }]);
      const a = attribute(t);
      expect(a.verdict).not.toBeNull();
      expect(explain(t, a).length).toBeGreaterThan(2);
    });

    it("a trace missing its task and meta still gets a verdict", () => {
      const t = { ...mk([{ agent: "A", output: "```python\nx=1\n```" }]), task: undefined, meta: undefined } as unknown as Trace;
      const a = attribute(t);
      expect(a.verdict?.step).toBe(0);
      expect(a.verdict?.reason).toBeUndefined();
    });

    it("huge strings are bounded (quotes stay short, time stays small)", () => {
      const huge = "lorem ipsum ".repeat(2_000_000);
      const t0 = performance.now();
      const a = attribute(
        mk([
          { agent: "A", output: huge },
          { agent: "B", output: `let's assume ${huge}` },
        ]),
      );
      expect(performance.now() - t0).toBeLessThan(3000);
      for (const e of a.verdict!.evidence) {
        expect(e.quote.length).toBeLessThanOrEqual(170);
        // Exact text from the step, not a paraphrase.
        expect(huge.includes(e.quote.replace(/^…|…$/g, "").replace(/^let's assume /, ""))).toBe(true);
      }
    });

    it("100,000 steps: linear, a verdict in bounded time; above the cap a reason", () => {
      const steps: Partial<Step>[] = [];
      for (let i = 0; i < 100_000; i++) steps.push({ kind: "tool_call", name: `tool_${i % 7}`, input: { page: i }, output: `rows ${i}` });
      steps.push({ kind: "error", error: "Timeout" });
      const t0 = performance.now();
      const a = attribute(mk(steps));
      const ms = performance.now() - t0;
      expect(ms).toBeLessThan(20_000);
      expect(a.verdict?.mode).toBe("FM-3.1");
      expect(a.verdict?.step).toBe(100_000);
      const over = attribute(mk(steps), { maxSteps: 1000 });
      expect(over.verdict?.reason).toMatch(/more than the 1000/);
    });
  });
  it("a later failure on a record whose tool result was misread is blamed on the misreading", () => {
    const order = (status: string) => JSON.stringify({ order_id: "#W5733668", user_id: "u_1", items: [{ name: "Office Chair", item_id: "41" }], status });
    const base: Partial<Step>[] = [
      { agent: "user", kind: "message", output: "Upgrade my chair please." },
      { agent: "assistant", kind: "tool_call", name: "get_order_details", toolCalls: [{ name: "get_order_details", arguments: { order_id: "#W5733668" } }] },
      { agent: "tool", kind: "observation", output: order("processed") },
      { agent: "assistant", kind: "tool_call", name: "get_order_details", toolCalls: [{ name: "get_order_details", arguments: { order_id: "#W1111111" } }] },
      { agent: "tool", kind: "observation", output: JSON.stringify({ order_id: "#W1111111", user_id: "u_1", items: [], status: "pending" }) },
    ];
    const tail = (claim: string): Partial<Step>[] => [
      { agent: "assistant", kind: "response", output: claim },
      { agent: "user", kind: "message", output: "Yes, go ahead." },
      { agent: "assistant", kind: "tool_call", name: "exchange_delivered_order_items", toolCalls: [{ name: "exchange_delivered_order_items", arguments: { order_id: "#W5733668", item_ids: ["41"] } }] },
      { agent: "tool", kind: "observation", output: "Error: non-delivered order cannot be exchanged" },
    ];
    const wrong = attribute(mk([...base, ...tail("Your delivered order (#W5733668) can be exchanged for the high-back chair. Shall I go ahead?")]));
    expect(wrong.verdict?.step).toBe(5);
    expect(wrong.verdict?.mode).toBe("FM-3.3");
    const right = attribute(mk([...base, ...tail("Your processed order (#W5733668) can be exchanged for the high-back chair. Shall I go ahead?")]));
    expect(right.verdict?.step).not.toBe(5);
  });
  it("a state change after which calls on the same record fail is blamed over the failures", () => {
    const c = (name: string, args: Record<string, unknown>): Partial<Step> => ({ agent: "assistant", kind: "tool_call", name, toolCalls: [{ name, arguments: args }] });
    const out = (text: string): Partial<Step> => ({ agent: "tool", kind: "observation", output: text });
    const steps = (target: string): Partial<Step>[] => [
      { agent: "user", kind: "message", output: "Swap the speaker and ship the order to my new address." },
      c("get_order_details", { order_id: "#W6750959" }),
      out('{"order_id": "#W6750959", "status": "pending"}'),
      c("exchange_delivered_order_items", { order_id: "#W6750959", item_ids: ["1"] }),
      out("Error: non-delivered order cannot be exchanged"),
      { agent: "user", kind: "message", output: "Yes, modify it instead." },
      c("modify_pending_order_items", { order_id: "#W6750959", item_ids: ["1"], new_item_ids: ["2"] }),
      out('{"order_id": "#W6750959", "status": "pending (item modified)"}'),
      c("modify_pending_order_address", { order_id: target, zip: "10093" }),
      out("Error: non-pending order cannot be modified"),
      { agent: "user", kind: "message", output: "Then cancel it." },
      c("cancel_pending_order", { order_id: target }),
      out("Error: non-pending order cannot be cancelled"),
      c("transfer_to_human_agents", { summary: "order can no longer be changed" }),
      out("Transfer successful"),
    ];
    expect(attribute(mk(steps("#W6750959"))).verdict?.step).toBe(6);
    // Near-miss: the later failures are on another record, so the change blocked nothing.
    expect(attribute(mk(steps("#W1234567"))).verdict?.step).not.toBe(6);
  });
  it("a user turn that settles for less is blamed over the change that carries it out", () => {
    const steps = (choice: string): Partial<Step>[] => [
      { agent: "user", kind: "message", output: "I want to swap my 500ml bottle for the 1000ml one." },
      { agent: "assistant", kind: "tool_call", name: "get_product_details", toolCalls: [{ name: "get_product_details", arguments: { product_id: "8310926033" } }] },
      { agent: "tool", kind: "observation", output: '{"name": "Water Bottle", "variants": {"1": {"available": false}, "2": {"available": true}}}' },
      { agent: "assistant", kind: "response", output: "That exact bottle is out of stock; the 1000ml stainless steel in black is available. Which would you like?" },
      { agent: "user", kind: "message", output: choice },
      { agent: "assistant", kind: "tool_call", name: "modify_pending_order_items", toolCalls: [{ name: "modify_pending_order_items", arguments: { order_id: "#W1234567", item_ids: ["1"], new_item_ids: ["2"] } }] },
      { agent: "tool", kind: "observation", output: '{"order_id": "#W1234567", "status": "pending (item modified)"}' },
      { agent: "assistant", kind: "response", output: "Your order now has the 1000ml stainless steel bottle." },
    ];
    const settled = attribute(mk(steps("Hmm... I guess I'll go with the 1000ml stainless steel in black.")));
    expect(settled.verdict?.step).toBe(4);
    expect(settled.verdict?.agent).toBe("user");
    expect(attribute(mk(steps("Yes, the 1000ml stainless steel in black, please."))).verdict?.step).not.toBe(4);
  });
});
