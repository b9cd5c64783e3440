// step-limit: a run past its step limit, or cut off on raw tool output.
import type { Step } from "../../../src/trace/model.js";
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-1.5");
const steps: Partial<Step>[] = [];
for (let i = 0; i < 9; i++) steps.push(i % 2 ? { agent: "Computer_terminal", output: "exitcode: 0" } : { agent: "Coder", output: "```python\nprint(1)\n```" });

detectorTable("step-limit", {
  fires: [...p.fires, { name: "a failed run cut off on raw tool output", trace: mk([...steps, { agent: "Computer_terminal", output: "exitcode: 0" }]), mode: "FM-1.5" }],
  misses: [...p.misses, { name: "a failed run that ends on an answer", trace: mk([...steps, { agent: "Coder", output: "The answer is 4. TERMINATE" }]) }],
});
