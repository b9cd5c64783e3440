// missing-verification: a state change never read back.
import { detectorTable, mk, planted } from "./support.js";

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
