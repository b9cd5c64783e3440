// FM-2.1: the task restated mid-run, starting over.
import { thoughtTokens } from "../context.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding } from "./types.js";

const meta: DetectorMeta = {
  id: "task-restated",
  name: "TaskRestatedDetector",
  modes: ["FM-2.1"],
  serves: "both",
  description:
    "Reports the first agent turn after the first two that restates the task: it holds 85% or more of the task's words and little else (at most two and a half times as many distinct words), a fresh start in the middle of a run. The first two agent turns may carry the task legitimately (a system prompt, a hand-off); tasks of fewer than six words are not checked.",
  maxConfidence: 0.6,
};

export const taskRestated = defineDetector(meta, (ctx) => {
  if (ctx.taskTokens.size < 6) return [];
  // The first two agent turns may legitimately carry the task (a system prompt, a hand-off).
  let agentTurns = 0;
  for (const v of ctx.views) {
    if (v.isEnvironment || v.agent === "user") continue;
    agentTurns++;
    if (agentTurns <= 2 || v.thought.length < 40) continue;
    const set = new Set(thoughtTokens(v, 600));
    let inter = 0;
    for (const t of ctx.taskTokens) if (set.has(t)) inter++;
    const coverage = inter / ctx.taskTokens.size;
    // Restating means most of the task again, and little else: a fresh start.
    if (coverage >= 0.85 && set.size <= ctx.taskTokens.size * 2.5) {
      return [finding("FM-2.1", v, 0.6, meta.name, `${v.agent ?? "An agent"} restated the task mid-run, starting over.`, [evidenceOf(v, v.thought, `${Math.round(coverage * 100)}% of the task's words again`)])];
    }
  }
  return [];
});
