// repeated-tool-call: the same call again with nothing learned, or a cycle of calls that comes back the same.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-1.3");
const named = (names: string[]) => mk(names.map((n, i) => ({ kind: "tool_call", name: n, input: { turn: i } })));

// A code agent re-runs the same test command after each edit: identical call, new result.
const tests = (output: string) => ({ kind: "tool_call" as const, agent: "coder", name: "run_tests", input: { cmd: "pytest -q" }, output });
// A search whose prices moved a little gave the same answer again.
const search = (i: number, price: number) => ({
  kind: "tool_call" as const,
  agent: "booker",
  name: "search_flights",
  input: { from: "SFO", to: "NRT" },
  output: `JT-044 SFO→NRT 06-14 $${price} 12h40m 1 stop | KE-102 SFO→NRT 06-14 $${price + 42} 11h55m 1 stop | UA-837 $1040 9h20m nonstop #${i}`,
});
// In a chat transcript the result is the tool message after the call.
const chatCall = (id: string) => ({ kind: "tool_call" as const, agent: "assistant", toolCalls: [{ id, name: "get_order", arguments: { order_id: "#W1" } }] });
// Edit, test, edit, test …: work when the answers move on, a loop when they come back the same.
const round = (i: number, result: (i: number) => string) => [
  { kind: "tool_call" as const, agent: "coder", name: "edit_file", input: { path: "app.py", patch: `try ${i}` }, output: `patched app.py hunk ${i}` },
  { kind: "tool_call" as const, agent: "coder", name: "run_tests", input: { cmd: "pytest -q", attempt: i }, output: result(i) },
];

detectorTable("repeated-tool-call", {
  fires: [
    ...p.fires,
    { name: "an A-B-A-B-A-B cycle", trace: named(["planner", "navigator", "planner", "navigator", "planner", "navigator"]), mode: "FM-1.3", count: 1 },
    { name: "the same test run with the same result", trace: mk([tests("2 failed, 10 passed"), tests("2 failed,  10 passed")]), mode: "FM-1.3", step: 1, count: 1 },
    { name: "a search whose prices moved a little", trace: mk([search(0, 870), search(0, 875)]), mode: "FM-1.3", step: 1, count: 1 },
    { name: "an edit-test cycle whose results come back the same", trace: mk([0, 1, 2].flatMap((i) => round(i, () => "2 failed, 10 passed in test_retry test_refund"))), mode: "FM-1.3", count: 1 },
  ],
  misses: [
    ...p.misses,
    { name: "a varied sequence", trace: named(["planner", "navigator", "editor", "tester", "planner", "reviewer"]) },
    {
      name: "the same test run after an edit, with a different result",
      trace: mk([tests("2 failed, 10 passed"), { kind: "tool_call", agent: "coder", name: "edit_file", input: { path: "app.py", patch: "fix" }, output: "ok" }, tests("1 failed, 11 passed")]),
    },
    {
      name: "the same chat call, the tool message after it changed",
      trace: mk([chatCall("a"), { kind: "observation", agent: "tool", output: "status: pending" }, chatCall("b"), { kind: "observation", agent: "tool", output: "status: delivered" }]),
    },
    { name: "an edit-test cycle whose results move on", trace: mk([0, 1, 2].flatMap((i) => round(i, (k) => `${3 - k} failed, ${9 + k} passed in test_retry test_refund test_${k}`))) },
  ],
});
