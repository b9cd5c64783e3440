// FM-2.3: calls that share nothing with the task: drift.
import type { StepView } from "../context.js";
import { anyTokenIn } from "../text.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const meta: DetectorMeta = {
  id: "derailment",
  name: "DerailmentDetector",
  modes: ["FM-2.3"],
  serves: "structured",
  description:
    "Reports three calls in a row whose tool names, arguments and reasoning share no word with the task, in a trace with at least four calls and a task of three words or more. One related call resets the run. Low confidence: a task's words are a rough guide to what is on topic.",
  maxConfidence: 0.5,
};

// A tool's name read as words ("search_flights" → "search flights"), written once per name in a
// bounded memo of this module's own.
const spacedNames = new Map<string, string>();
function spaced(name: string): string {
  let s = spacedNames.get(name);
  if (s === undefined) {
    s = name.replace(/_/g, " ");
    if (name.length <= 200) {
      if (spacedNames.size >= 4096) spacedNames.clear();
      spacedNames.set(name, s);
    }
  }
  return s;
}

/** Steps that share nothing with the task or with what came just before: drift. */
export const derailment = defineDetector(meta, (ctx) => {
  if (ctx.taskTokens.size < 3) return [];
  const acting = ctx.views.filter((v) => v.calls.length > 0);
  if (acting.length < 4) return [];
  const task = ctx.taskTokens;
  const inTask = (t: string) => task.has(t);
  let run: StepView[] = [];
  for (const v of acting) {
    // Related: any of the first 200 words of its calls (tool name, arguments) and reasoning is a word of the task.
    const texts: string[] = [];
    for (const c of v.calls) texts.push(spaced(c.name), c.argsText);
    texts.push(v.step.thought ?? "");
    const related = anyTokenIn(texts, 200, inTask);
    if (related) run = [];
    else run.push(v);
    if (run.length >= 3) {
      const first = run[0]!;
      return [
        finding(
          "FM-2.3",
          first,
          0.5,
          meta.name,
          `${run.length} calls in a row share no words with the task.`,
          run.slice(0, 3).map((r) => evidenceOf(r, primaryText(r), "unrelated to the task")),
        ),
      ];
    }
  }
  return [];
});
