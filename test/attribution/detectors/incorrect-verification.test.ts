// incorrect-verification: a check that cannot catch anything.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-3.3");
const total = { kind: "tool_call" as const, name: "sum_invoices", input: { month: "March" }, output: "total: 4120.50 EUR" };

detectorTable("incorrect-verification", {
  fires: [
    ...p.fires,
    { name: "a step that verifies itself", trace: mk([total, { kind: "tool_call", name: "check_total", input: { month: "March" }, output: "ok", verify: 1 }]), mode: "FM-3.3", step: 1, count: 1 },
    { name: "a check with the same call", trace: mk([total, { kind: "tool_call", name: "sum_invoices", input: { month: "March" }, output: "total: 4120.50 EUR", verify: 0 }]), mode: "FM-3.3", step: 1, count: 1 },
    { name: "agreement with no check", trace: mk([total, { agent: "Reviewer", output: "I agree, the total is correct.", verify: 0 }]), mode: "FM-3.3", step: 1, count: 1 },
  ],
  misses: [
    ...p.misses,
    { name: "an independent check", trace: mk([total, { kind: "tool_call", name: "ledger_balance", input: { month: "March" }, output: "balance 4120.50", verify: 0 }]) },
    { name: "no verification steps", trace: mk([total, { agent: "Reviewer", output: "I agree, the total is correct." }]) },
  ],
});
