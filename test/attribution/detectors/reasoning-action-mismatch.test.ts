// reasoning-action-mismatch: the reasoning announces one tool, the step calls another.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-2.6");
const step = (thought: string, name: string) => ({ kind: "tool_call" as const, thought, name, input: { invoice: "INV-2041" }, output: "ok" });

detectorTable("reasoning-action-mismatch", {
  fires: [
    ...p.fires,
    {
      name: "says it will pay, archives instead",
      trace: mk([step("Look it up first.", "fetch_invoice"), step("Now I will pay the invoice.", "archive_record"), step("Then pay.", "pay_invoice")]),
      mode: "FM-2.6",
      step: 1,
      count: 1,
    },
  ],
  misses: [
    ...p.misses,
    { name: "says it will pay, pays", trace: mk([step("Look it up first.", "fetch_invoice"), step("Now I will pay the invoice.", "pay_invoice")]) },
    { name: "reasoning that names no other tool", trace: mk([step("Look it up first.", "fetch_invoice"), step("Moving on.", "archive_record"), step("Then pay.", "pay_invoice")]) },
  ],
});
