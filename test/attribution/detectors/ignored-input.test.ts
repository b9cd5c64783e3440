// ignored-input: a message that needed an answer and got none.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-2.5");
const t = mk([
  { agent: "Planner", output: "Let us split the work between the two experts now." },
  { agent: "Coder", output: "I computed the totals. Verifier, could you check the March figures?" },
  { agent: "Planner", output: "Great, we are done." },
  { agent: "Verifier", output: "Joined." },
]);

detectorTable("ignored-input", {
  fires: [
    ...p.fires,
    // Verifier spoke before the question and never after it.
    { name: "in prose, a question to a named agent that never speaks again", trace: { ...t, steps: [t.steps[3]!, ...t.steps.slice(0, 3)].map((s, i) => ({ ...s, index: i })) }, mode: "FM-2.5" },
  ],
  misses: [
    ...p.misses,
    // Verifier never speaks at all: not a known agent, so no one was addressed.
    { name: "in prose, a question to a name that never speaks", trace: { ...t, steps: t.steps.slice(0, 3) } },
    { name: "in prose, the named agent speaks after the question", trace: t },
  ],
});
