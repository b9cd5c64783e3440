// tool-outside-role: an agent calling a tool its role does not list.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-1.2");
const steps = [
  { kind: "tool_call" as const, agent: "reader", name: "read_file", input: { path: "invoices.csv" }, output: "3 rows" },
  { kind: "tool_call" as const, agent: "reader", name: "write_file", input: { path: "totals.csv" }, output: "written" },
];

detectorTable("tool-outside-role", {
  fires: [...p.fires, { name: "the reader writes", trace: mk(steps, { meta: { role_tools: { reader: ["read_file"] } } }), mode: "FM-1.2", step: 1, count: 1 }],
  misses: [
    ...p.misses,
    { name: "the reader's role lists both tools", trace: mk(steps, { meta: { role_tools: { reader: ["read_file", "write_file"] } } }) },
    { name: "the table does not name the agent", trace: mk(steps, { meta: { role_tools: { writer: ["write_file"] } } }) },
  ],
});
