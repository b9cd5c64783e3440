// Every detector: a trace that must fire and a near-miss that must not.
import { describe, expect, it } from "vitest";
import type { Step, Trace } from "../../src/trace/model.js";
import { MODE_IDS, type ModeId } from "../../src/attribution/model.js";
import { buildContext } from "../../src/attribution/context.js";
import { DETECTORS, type Detector } from "../../src/attribution/detectors/index.js";
import { syntheticLookalikes, syntheticPositives, syntheticRng } from "../../bench/generate/labelled.js";
import { QUOTE_MAX } from "../../src/attribution/text.js";
import { DATA, filesUnder, readFile } from "../trace/helpers.js";

/** The detector's findings, each held to the most it may claim (a passed run skips detectors by it). */
function run(d: Detector, t: Trace) {
  const found = d.detect(buildContext(t));
  for (const f of found) expect(f.confidence, `${d.name}: ${f.message}`).toBeLessThanOrEqual(d.maxConfidence);
  return found;
}
const byName = (n: string) => DETECTORS.find((d) => d.name === n)!;

function mk(steps: Partial<Step>[], extra: Partial<Trace> = {}): Trace {
  return {
    id: "t",
    task: "Review the invoice backlog and report totals",
    success: false,
    meta: {},
    origin: { file: "x", format: "native" },
    steps: steps.map((s, index) => ({ kind: "message", raw: {}, ...s, index: s.index ?? index }) as Step),
    ...extra,
  };
}

// The detector each synthetic pattern is planted for.
const PLANTED: Record<ModeId, string> = {
  "FM-1.1": "ForbiddenToolDetector",
  "FM-1.2": "RoleToolDetector",
  "FM-1.3": "RepeatDetector",
  "FM-1.4": "UngroundedReferenceDetector",
  "FM-1.5": "StepLimitDetector",
  "FM-2.1": "TaskRestatedDetector",
  "FM-2.2": "AssumptionDetector",
  "FM-2.3": "DerailmentDetector",
  "FM-2.4": "WithholdingDetector",
  "FM-2.5": "IgnoredInputDetector",
  "FM-2.6": "ReasoningActionMismatchDetector",
  "FM-3.1": "PrematureTerminationDetector",
  "FM-3.2": "MissingVerificationDetector",
  "FM-3.3": "IncorrectVerificationDetector",
};

describe("detectors", () => {
  it("every detector in the registry is exercised by a test in this file", async () => {
    const { readFileSync } = await import("node:fs");
    const src = readFileSync(new URL(import.meta.url), "utf8");
    for (const d of DETECTORS) expect(src.includes(`"${d.name}"`), d.name).toBe(true);
  });

  it("cover every MAST mode and say which traces they serve", () => {
    for (const m of MODE_IDS) expect(DETECTORS.some((d) => d.modes.includes(m))).toBe(true);
    for (const d of DETECTORS) expect(["structured", "prose", "both"]).toContain(d.serves);
  });

  it("no detector claims more than its maxConfidence, on the real datasets and every planted pattern", async () => {
    const traces: Trace[] = [];
    for (const mode of MODE_IDS) for (let seed = 1; seed <= 5; seed++) traces.push(syntheticPositives[mode](syntheticRng(seed), "invoice", "p"));
    for (const file of filesUnder(`${DATA}who-and-when`)
      .filter((f) => f.endsWith(".json"))
      .slice(0, 60))
      traces.push(...(await readFile(file)).traces);
    traces.push(...(await readFile(`${DATA}agentrx-tau/tau_dataset_full.json`)).traces);
    const fired = new Set<string>();
    for (const t of traces) {
      const ctx = buildContext(t);
      for (const d of DETECTORS)
        for (const f of d.detect(ctx)) {
          fired.add(d.name);
          expect(f.confidence, `${d.name} on ${t.id}: ${f.message}`).toBeLessThanOrEqual(d.maxConfidence);
        }
    }
    expect(fired.size).toBeGreaterThanOrEqual(14);
  });

  for (const mode of MODE_IDS) {
    it(`${mode}: ${PLANTED[mode]} fires on the planted pattern and not on its look-alike`, () => {
      const d = byName(PLANTED[mode]);
      for (let seed = 1; seed <= 5; seed++) {
        const pos = syntheticPositives[mode](syntheticRng(seed), "invoice", "p");
        const found = run(d, pos);
        expect(found.length, `seed ${seed}`).toBeGreaterThan(0);
        const f = found[0]!;
        expect(f.mode).toBe(mode);
        expect(f.detector).toBe(d.name);
        expect(pos.steps.some((s) => s.index === f.step)).toBe(true);
        expect(f.evidence.length).toBeGreaterThan(0);
        for (const e of f.evidence) {
          expect(e.quote.length).toBeLessThanOrEqual(QUOTE_MAX + 2);
          expect(e.quote.replace(/^…|…$/g, "").length).toBeGreaterThan(0);
        }
        const near = syntheticLookalikes[mode](syntheticRng(seed), "invoice", "n");
        expect(
          run(d, near).filter((x) => x.mode === mode),
          `near-miss seed ${seed}`,
        ).toEqual([]);
      }
    });
  }

  it("RepeatDetector finds an A-B-A-B-A-B cycle but not a varied sequence", () => {
    const cyc = mk(["planner", "navigator", "planner", "navigator", "planner", "navigator"].map((n, i) => ({ kind: "tool_call", name: n, input: { turn: i } })));
    expect(run(byName("RepeatDetector"), cyc).map((f) => f.mode)).toEqual(["FM-1.3"]);
    const varied = mk(["planner", "navigator", "editor", "tester", "planner", "reviewer"].map((n, i) => ({ kind: "tool_call", name: n, input: { turn: i } })));
    expect(run(byName("RepeatDetector"), varied)).toEqual([]);
  });

  it("RepeatMessageDetector catches an agent repeating itself in prose, not two different messages", () => {
    const msg = "I will now compute the totals for every overdue invoice, grouped by owner, and then report them to the team for review.";
    const rep = mk([
      { agent: "A", output: msg },
      { agent: "B", output: "ok, go ahead with it please" },
      { agent: "A", output: msg + " Now." },
    ]);
    expect(run(byName("RepeatMessageDetector"), rep)[0]?.step).toBe(2);
    const diff = mk([
      { agent: "A", output: msg },
      { agent: "A", output: "The totals are 120 for Alice and 80 for Bob; the oldest invoice dates from March of last year." },
    ]);
    expect(run(byName("RepeatMessageDetector"), diff)).toEqual([]);
  });

  it("RepeatDetector: the same call that came back with a different result learned something", () => {
    // A code agent re-runs the same test command after each edit: identical call, new result.
    const rerun = mk([
      { kind: "tool_call", agent: "coder", name: "run_tests", input: { cmd: "pytest -q" }, output: "2 failed, 10 passed" },
      { kind: "tool_call", agent: "coder", name: "edit_file", input: { path: "app.py", patch: "fix" }, output: "ok" },
      { kind: "tool_call", agent: "coder", name: "run_tests", input: { cmd: "pytest -q" }, output: "1 failed, 11 passed" },
    ]);
    expect(run(byName("RepeatDetector"), rerun)).toEqual([]);
    const stuck = mk([
      { kind: "tool_call", agent: "coder", name: "run_tests", input: { cmd: "pytest -q" }, output: "2 failed, 10 passed" },
      { kind: "tool_call", agent: "coder", name: "run_tests", input: { cmd: "pytest -q" }, output: "2 failed,  10 passed" },
    ]);
    expect(run(byName("RepeatDetector"), stuck).map((f) => f.step)).toEqual([1]);
    // A search whose prices moved a little gave the same answer again.
    const search = (i: number, price: number) => ({
      kind: "tool_call" as const,
      agent: "booker",
      name: "search_flights",
      input: { from: "SFO", to: "NRT" },
      output: `JT-044 SFO→NRT 06-14 $${price} 12h40m 1 stop | KE-102 SFO→NRT 06-14 $${price + 42} 11h55m 1 stop | UA-837 $1040 9h20m nonstop #${i}`,
    });
    expect(run(byName("RepeatDetector"), mk([search(0, 870), search(0, 875)])).map((f) => f.step)).toEqual([1]);
    // In a chat transcript the result is the tool message after the call.
    const call = (id: string) => ({ kind: "tool_call" as const, agent: "assistant", toolCalls: [{ id, name: "get_order", arguments: { order_id: "#W1" } }] });
    const chat = mk([call("a"), { kind: "observation", agent: "tool", output: "status: pending" }, call("b"), { kind: "observation", agent: "tool", output: "status: delivered" }]);
    expect(run(byName("RepeatDetector"), chat)).toEqual([]);
  });

  it("RepeatDetector: an edit-test cycle whose results move on is work, one whose results come back the same is a loop", () => {
    const round = (i: number, result: (i: number) => string) => [
      { kind: "tool_call" as const, agent: "coder", name: "edit_file", input: { path: "app.py", patch: `try ${i}` }, output: `patched app.py hunk ${i}` },
      { kind: "tool_call" as const, agent: "coder", name: "run_tests", input: { cmd: "pytest -q", attempt: i }, output: result(i) },
    ];
    const work = mk([0, 1, 2].flatMap((i) => round(i, (k) => `${3 - k} failed, ${9 + k} passed in test_retry test_refund test_${k}`)));
    expect(run(byName("RepeatDetector"), work)).toEqual([]);
    const loop = mk([0, 1, 2].flatMap((i) => round(i, () => "2 failed, 10 passed in test_retry test_refund")));
    expect(run(byName("RepeatDetector"), loop).map((f) => f.mode)).toEqual(["FM-1.3"]);
  });

  it("RepeatMessageDetector: a status post repeated while the work between moves on is no repetition", () => {
    // A lead agent re-posting its status each round is the shape of long multi-agent logs; what
    // counts is whether anything was learned in between (new numbers, names, identifiers).
    const status = "Status: the request is not yet satisfied; we are making progress; next speaker is the browsing worker, who should look for the opening hours.";
    const progress = mk([
      { agent: "Lead", output: status },
      { agent: "Worker", output: "I typed 'museum opening hours' into the search bar. Results: Stadtmuseum 10:00-17:00, Kunsthalle 11:00-18:00, closed Mondays." },
      { agent: "Lead", output: status },
    ]);
    expect(run(byName("RepeatMessageDetector"), progress)).toEqual([]);
    const stuck = mk([
      { agent: "Lead", output: status },
      { agent: "Worker", output: "I could not open the page, it did not load." },
      { agent: "Lead", output: status },
    ]);
    expect(run(byName("RepeatMessageDetector"), stuck)[0]?.step).toBe(2);
  });

  it("AssumptionDetector fires in prose conversations, not on negated use", () => {
    const t = mk([{ agent: "Expert", output: "The file is missing, so let's assume the population is 737,015 and continue." }]);
    expect(run(byName("AssumptionDetector"), t)[0]?.mode).toBe("FM-2.2");
    const neg = mk([{ agent: "Expert", output: "We must not assume anything; I will search the census site." }]);
    expect(run(byName("AssumptionDetector"), neg)).toEqual([]);
  });

  it("UnconfirmedActionDetector: a state change needs a yes from the user", () => {
    const steps = (reply: string): Partial<Step>[] => [
      { agent: "user", kind: "message", output: "I want to cancel order #W123" },
      { agent: "assistant", kind: "response", output: "Shall I cancel order #W123?" },
      { agent: "user", kind: "message", output: reply },
      { agent: "assistant", kind: "tool_call", name: "cancel_pending_order", toolCalls: [{ name: "cancel_pending_order", arguments: { order_id: "#W123" } }] },
    ];
    expect(run(byName("UnconfirmedActionDetector"), mk(steps("Hmm, what would the refund be?")))[0]?.mode).toBe("FM-1.1");
    expect(run(byName("UnconfirmedActionDetector"), mk(steps("Yes, please go ahead.")))).toEqual([]);
  });

  it("UnverifiedClaimDetector: 'fixed' after an edit needs a test run", () => {
    const t = mk([
      { kind: "tool_call", name: "edit_file", input: { path: "cart/views.py" }, output: "added guard" },
      { kind: "tool_call", name: "read_file", input: { path: "cart/tests.py" }, output: "tests" },
      { kind: "response", output: "These changes have successfully fixed the checkout 500." },
    ]);
    expect(run(byName("UnverifiedClaimDetector"), t)[0]?.step).toBe(2);
    const tested = mk([
      { kind: "tool_call", name: "edit_file", input: { path: "cart/views.py" }, output: "added guard" },
      { kind: "tool_call", name: "run_tests", input: { path: "cart/tests.py" }, output: "12 passed" },
      { kind: "response", output: "These changes have successfully fixed the checkout 500." },
    ]);
    expect(run(byName("UnverifiedClaimDetector"), tested)).toEqual([]);
  });

  it("PrematureTerminationDetector: ends admitting it stopped short; a completed run does not fire", () => {
    const t = mk([
      { kind: "plan", thought: "inspect the backlog, apply fixes" },
      { kind: "tool_call", name: "list_items", input: { p: 1 }, output: "3 rows" },
      { kind: "response", output: "stopping early on the backlog" },
    ]);
    expect(run(byName("PrematureTerminationDetector"), t)[0]?.mode).toBe("FM-3.1");
    const ok = mk(
      [
        { kind: "plan", thought: "inspect the backlog and report" },
        { kind: "tool_call", name: "list_items", input: { p: 1 }, output: "3 rows" },
        { kind: "response", output: "3 overdue rows reported" },
      ],
      { success: null },
    );
    expect(run(byName("PrematureTerminationDetector"), ok)).toEqual([]);
  });

  it("IgnoredInputDetector in prose: a question to a named agent that never speaks again", () => {
    const t = mk([
      { agent: "Planner", output: "Let us split the work between the two experts now." },
      { agent: "Coder", output: "I computed the totals. Verifier, could you check the March figures?" },
      { agent: "Planner", output: "Great, we are done." },
      { agent: "Verifier", output: "Joined." },
    ]);
    // Verifier never speaks at all: not a known agent, so no one was addressed.
    expect(run(byName("IgnoredInputDetector"), { ...t, steps: t.steps.slice(0, 3) })).toHaveLength(0);
    const asked = run(byName("IgnoredInputDetector"), { ...t, steps: [t.steps[3]!, ...t.steps.slice(0, 3)].map((s, i) => ({ ...s, index: i })) });
    expect(asked[0]?.mode).toBe("FM-2.5");
    const answered = run(byName("IgnoredInputDetector"), t);
    expect(answered).toEqual([]);
  });

  it("StepLimitDetector: a failed run cut off on raw tool output", () => {
    const steps: Partial<Step>[] = [];
    for (let i = 0; i < 9; i++) steps.push(i % 2 ? { agent: "Computer_terminal", output: "exitcode: 0" } : { agent: "Coder", output: "```python\nprint(1)\n```" });
    expect(run(byName("StepLimitDetector"), mk([...steps, { agent: "Computer_terminal", output: "exitcode: 0" }]))[0]?.mode).toBe("FM-1.5");
    expect(run(byName("StepLimitDetector"), mk([...steps, { agent: "Coder", output: "The answer is 4. TERMINATE" }]))).toEqual([]);
  });
  // Grounding against tool results (consistency.ts): a customer-service chat over order records.
  const call = (name: string, args: Record<string, unknown>): Partial<Step> => ({ agent: "assistant", kind: "tool_call", name, toolCalls: [{ name, arguments: args }] });
  const tool = (name: string, out: unknown): Partial<Step> => ({ agent: "tool", kind: "observation", name, output: JSON.stringify(out) });
  const say = (who: "user" | "assistant", text: string): Partial<Step> => ({ agent: who, kind: who === "user" ? "message" : "response", output: text });
  const variants = (flags: boolean[]) => ({ name: "T-Shirt", variants: Object.fromEntries(flags.map((a, i) => [`9${i}00000`, { item_id: `9${i}00000`, available: a, price: 40 + i }])) });

  it("AvailabilityCountDetector: a count of available options must match the tool's availability flags", () => {
    const steps = (claim: string): Partial<Step>[] => [
      say("user", "How many t-shirt options are available right now?"),
      call("get_product_details", { product_id: "9523456873" }),
      tool("get_product_details", variants([true, true, false, true, true])),
      say("assistant", claim),
    ];
    const f = run(byName("AvailabilityCountDetector"), mk(steps("There are 5 available T-shirt options in our store.")));
    expect(f[0]?.mode).toBe("FM-3.3");
    expect(f[0]?.step).toBe(3);
    expect(run(byName("AvailabilityCountDetector"), mk(steps("There are 4 available T-shirt options in our store.")))).toEqual([]);
    expect(run(byName("AvailabilityCountDetector"), mk(steps("One of the options is blue.")))).toEqual([]);
  });

  it("StatusContradictionDetector: a status asserted for a record must be one its reads returned", () => {
    const order = (id: string, status: string) => ({ order_id: id, user_id: "u_1", items: [{ name: "Office Chair", item_id: "41" }], status });
    const steps = (claim: string): Partial<Step>[] => [
      say("user", "Can I upgrade my items?"),
      call("get_order_details", { order_id: "#W4967593" }),
      tool("get_order_details", order("#W4967593", "processed")),
      call("get_order_details", { order_id: "#W9911714" }),
      tool("get_order_details", order("#W9911714", "pending")),
      say("assistant", claim),
    ];
    const f = run(byName("StatusContradictionDetector"), mk(steps("1. **Delivered Orders (#W4967593)**: these items can be exchanged.")));
    expect(f[0]?.mode).toBe("FM-3.3");
    expect(f[0]?.step).toBe(5);
    // Near-misses: the right status, a rule about other statuses, a verb rather than a status.
    expect(run(byName("StatusContradictionDetector"), mk(steps("Order #W4967593 (Processed) holds the chair.")))).toEqual([]);
    expect(run(byName("StatusContradictionDetector"), mk(steps("Only delivered orders such as #W4967593 can be exchanged, once it arrives.")))).toEqual([]);
    expect(run(byName("StatusContradictionDetector"), mk(steps("Your order #W9911714 is pending, and #W4967593 was processed.")))).toEqual([]);
  });

  it("PartialScopeActionDetector: cancelling a whole order when the user named one of its items", () => {
    const order = {
      order_id: "#W2575533",
      user_id: "u_1",
      items: [
        { name: "Vacuum Cleaner", item_id: "1" },
        { name: "Garden Hose", item_id: "2" },
        { name: "Portable Charger", item_id: "3" },
      ],
      status: "pending",
    };
    const steps = (ask: string): Partial<Step>[] => [
      say("user", ask),
      call("get_order_details", { order_id: "#W2575533" }),
      tool("get_order_details", order),
      say("assistant", "Could you confirm the cancellation and give a reason?"),
      say("user", "Yes, please cancel it. Reason: no longer needed."),
      call("cancel_pending_order", { order_id: "#W2575533", reason: "no longer needed" }),
    ];
    const f = run(byName("PartialScopeActionDetector"), mk(steps("I also want to cancel the garden hose I just ordered.")));
    expect(f[0]?.mode).toBe("FM-1.1");
    expect(f[0]?.step).toBe(5);
    expect(run(byName("PartialScopeActionDetector"), mk(steps("Please cancel the whole order with the garden hose.")))).toEqual([]);
    expect(run(byName("PartialScopeActionDetector"), mk(steps("I want to cancel the hose, the cleaner and the charger.")))).toEqual([]);
  });

  it("UnansweredRequestDetector: the run ends on the user's request to act, and nothing acts on it", () => {
    const steps = (last: string): Partial<Step>[] => [
      say("user", "I want to exchange the red shirt."),
      call("get_order_details", { order_id: "#W1234567" }),
      tool("get_order_details", { order_id: "#W1234567", status: "delivered" }),
      say("assistant", "I can exchange it for the XL. Shall I go ahead?"),
      say("user", last),
    ];
    const f = run(byName("UnansweredRequestDetector"), mk(steps("Alright, go ahead and finalize the exchange. ###STOP###")));
    expect(f[0]?.mode).toBe("FM-3.1");
    expect(f[0]?.step).toBe(4);
    expect(run(byName("UnansweredRequestDetector"), mk(steps("Please do not exchange it after all, that's all. ###STOP###")))).toEqual([]);
    expect(run(byName("UnansweredRequestDetector"), mk([...steps("Yes, go ahead."), call("exchange_delivered_order_items", { order_id: "#W1234567" })]))).toEqual([]);
  });

  it("MisattributedValueDetector: a value from one record given as belonging to a part it does not hold", () => {
    const steps = (answer: string): Partial<Step>[] => [
      say("user", "What is the tracking number of the tablet I received?"),
      call("get_order_details", { order_id: "#W7449508" }),
      tool("get_order_details", {
        order_id: "#W7449508",
        items: [
          { name: "Espresso Machine", item_id: "62008" },
          { name: "Sneakers", item_id: "64779" },
        ],
        fulfillments: [{ tracking_id: ["194496721133"] }],
        status: "delivered",
      }),
      call("get_order_details", { order_id: "#W2692684" }),
      tool("get_order_details", { order_id: "#W2692684", items: [{ name: "Tablet", item_id: "60719" }], fulfillments: [{ tracking_id: ["746342064230"] }], status: "delivered" }),
      say("assistant", answer),
    ];
    const f = run(byName("MisattributedValueDetector"), mk(steps("The tracking number for the tablet you received is **194496721133**.")));
    expect(f[0]?.mode).toBe("FM-3.3");
    expect(f[0]?.step).toBe(5);
    expect(run(byName("MisattributedValueDetector"), mk(steps("The tracking number for the tablet you received is **746342064230**.")))).toEqual([]);
    expect(run(byName("MisattributedValueDetector"), mk(steps("Order #W7449508 does not include a tablet.")))).toEqual([]);
  });
});
