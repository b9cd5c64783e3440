// ungrounded-reference: an identifier in a call that nothing earlier contains.
import { describe, expect, it } from "vitest";
import { detectorById, detectorTable, mk, planted, run } from "./support.js";

const p = planted("FM-1.4");
const lookup = { kind: "tool_call" as const, name: "get_invoice", input: { invoice_id: "INV-2041" }, output: "amount 120" };

detectorTable("ungrounded-reference", {
  fires: [...p.fires, { name: "an invoice id nobody mentioned", trace: mk([{ kind: "tool_call", name: "list_items", input: { page: 1 }, output: "INV-1999, INV-2000" }, lookup]), mode: "FM-1.4", step: 1, count: 1 }],
  misses: [
    ...p.misses,
    { name: "the id came from an earlier result", trace: mk([{ kind: "tool_call", name: "list_items", input: { page: 1 }, output: "INV-2041, INV-2000" }, lookup]) },
    { name: "the id is in the task", trace: mk([lookup], { task: "Review invoice INV-2041 and report its total" }) },
  ],
});

describe("ungrounded-reference past 200,000 identifiers", () => {
  // The texts of earlier steps are read only when a call uses an identifier; the check must
  // still stop where reading all along would have stopped: once more than 200,000 were seen.
  const listing = (p: number) => ({ kind: "message" as const, agent: "assistant", output: Array.from({ length: 400 }, (_, i) => `R${p * 400 + i + 100_000}`).join(" ") });
  const unseen = { kind: "tool_call" as const, name: "get_record", input: { id: "ZZ-777777" }, output: "ok" };
  const d = detectorById("ungrounded-reference");

  it("still reports an unseen identifier after fewer", () => {
    expect(run(d, mk([...Array.from({ length: 100 }, (_, p) => listing(p)), unseen])).map((f) => f.step)).toEqual([100]);
  });

  it("says nothing after more: a reference check says little there", () => {
    expect(run(d, mk([...Array.from({ length: 520 }, (_, p) => listing(p)), unseen]))).toEqual([]);
  });
});
