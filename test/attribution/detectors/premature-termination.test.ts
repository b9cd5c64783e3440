// premature-termination: a run that ends before its task is done.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-3.1");

detectorTable("premature-termination", {
  fires: [
    ...p.fires,
    {
      name: "ends admitting it stopped short",
      trace: mk([
        { kind: "plan", thought: "inspect the backlog, apply fixes" },
        { kind: "tool_call", name: "list_items", input: { p: 1 }, output: "3 rows" },
        { kind: "response", output: "stopping early on the backlog" },
      ]),
      mode: "FM-3.1",
    },
  ],
  misses: [
    ...p.misses,
    {
      name: "a completed run",
      trace: mk(
        [
          { kind: "plan", thought: "inspect the backlog and report" },
          { kind: "tool_call", name: "list_items", input: { p: 1 }, output: "3 rows" },
          { kind: "response", output: "3 overdue rows reported" },
        ],
        { success: null },
      ),
    },
  ],
});
