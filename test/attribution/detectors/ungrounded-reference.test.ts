// ungrounded-reference: an identifier in a call that nothing earlier contains.
import { detectorTable, mk, planted } from "./support.js";

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
