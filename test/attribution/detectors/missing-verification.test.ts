// missing-verification: a state change never read back.
import { describe, expect, it } from "vitest";
import { detectorById, detectorTable, mk, planted, run } from "./support.js";

const p = planted("FM-3.2");
const change = { kind: "tool_call" as const, name: "update_invoice", input: { invoice_id: "INV-2041", status: "paid" }, output: "ok", mutating: true };
const answer = { kind: "response" as const, output: "Invoice marked as paid." };

detectorTable("missing-verification", {
  fires: [...p.fires, { name: "the update is never read back", trace: mk([change, answer]), mode: "FM-3.2", step: 0, count: 1 }],
  misses: [
    ...p.misses,
    { name: "a later read of the same invoice", trace: mk([change, { kind: "tool_call", name: "get_invoice", input: { invoice_id: "INV-2041" }, output: "status: paid" }, answer]) },
    { name: "a later step marked as verifying it", trace: mk([change, { kind: "tool_call", name: "audit", input: {}, output: "ok", verify: 0 }, answer]) },
  ],
});

describe("missing-verification on a trace of many changes", () => {
  // Whether a value identifies a change (it is in at most three calls) is counted value by value
  // until many are asked, then for every word at once: the answer must not depend on which way
  // it was counted. Eighty changes, each of its own record and all of one batch; all but three
  // are read back once. Two records, one changed early and one late, are read three times: in
  // four calls, they identify nothing, so those reads check nothing. One read twice still
  // identifies its change. A last read of the batch, in every call, checks none of them.
  const unread = [3, 41, 70];
  const reads = new Map<number, number>([
    [0, 3],
    [75, 3],
    [60, 2],
  ]);
  const id = (i: number) => (reads.has(i) ? `shared-${i}` : `rec-${i}`);
  const changes = Array.from({ length: 80 }, (_, i) => ({ kind: "tool_call" as const, name: "update_record", input: { id: id(i), batch: "nightly" }, output: "ok", mutating: true }));
  const readBacks = changes.flatMap((_, i) => Array.from({ length: unread.includes(i) ? 0 : (reads.get(i) ?? 1) }, () => ({ kind: "tool_call" as const, name: "get_record", input: { id: id(i) }, output: "ok" })));
  const batch = { kind: "tool_call" as const, name: "get_batch", input: { batch: "nightly" }, output: "80 records" };

  it("reports exactly the changes nothing identifying read back, before and after counting every word", () => {
    const found = run(detectorById("missing-verification"), mk([...changes, ...readBacks, batch, answer]));
    expect(found.map((f) => f.step)).toEqual([0, 3, 41, 70, 75]);
  });
});
