// forbidden-tool: a call to a tool the trace's meta forbids.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-1.1");
const steps = [
  { kind: "tool_call" as const, name: "list_items", input: { page: 1 }, output: "3 rows" },
  { kind: "tool_call" as const, name: "drop_table", input: { table: "invoices" }, output: "dropped" },
];

detectorTable("forbidden-tool", {
  fires: [...p.fires, { name: "drop_table is in forbidden_tools", trace: mk(steps, { meta: { forbidden_tools: ["drop_table"] } }), mode: "FM-1.1", step: 1, count: 1 }],
  misses: [...p.misses, { name: "the forbidden tool is never called", trace: mk(steps, { meta: { forbidden_tools: ["truncate_table"] } }) }, { name: "no tools are forbidden", trace: mk(steps) }],
});
