// FM-2.2: data invented or assumed instead of asked for or looked up.
import type { Finding } from "../model.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding } from "./types.js";

// Language of invented inputs (strong: the data is made up) and of assumptions (weaker: often
// harmless reasoning such as "assuming the column is named X"). Negated uses are skipped.
const INVENTED =
  /\b(let'?s assume|let us assume|we (will|can|'ll) assume|i (will|'ll) assume|hypothetical(ly)?|simulat(e|ed|ing) (the|some|a|data|values|results|numbers)|for (demonstration|illustration|illustrative) purposes|placeholder|mock (data|values|results)|sample data|dummy (data|values)|made[- ]up|fictional (data|values)|based on (my|general|common) knowledge|from memory)\b/i;
const ASSUMING = /\bassuming (that|the|we)\b/i;
const NEGATED = /\b(not|never|don'?t|without|avoid|no)\s+(\w+\s+){0,2}$/i;

const STRONG = 0.7;
const WEAK = 0.55;

const meta: DetectorMeta = {
  id: "assumed-data",
  name: "AssumptionDetector",
  modes: ["FM-2.2"],
  serves: "both",
  description:
    'Reports an agent message that goes on with invented data ("let\'s assume", "for demonstration purposes", "placeholder", "sample data", "from memory") or, with less confidence, with an assumption ("assuming that …"). Negated uses ("we must not assume") and phrases the task itself contains are skipped, as are user and tool messages. Up to five per trace.',
  maxConfidence: STRONG,
};

export const assumedData = defineDetector(meta, (ctx) => {
  const out: Finding[] = [];
  for (const v of ctx.views) {
    if (v.isEnvironment || v.agent === "user") continue;
    const text = v.thought;
    if (text.length === 0) continue;
    // The first message often restates the task and its rules; skip text that quotes the task.
    const strong = INVENTED.exec(text);
    const m = strong ?? ASSUMING.exec(text);
    if (!m) continue;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (NEGATED.test(before)) continue;
    if (ctx.trace.task.length > 0 && ctx.trace.task.toLowerCase().includes(m[0].toLowerCase())) continue;
    out.push(
      finding("FM-2.2", v, strong ? STRONG : WEAK, meta.name, `${v.agent ?? "The agent"} went on with assumed or invented data ("${m[0]}") instead of asking or looking it up.`, [
        evidenceOf(v, text, "assumption", m.index),
      ]),
    );
    if (out.length >= 5) break;
  }
  return out;
});
