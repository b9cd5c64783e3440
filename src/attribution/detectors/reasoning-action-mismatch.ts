// FM-2.6: reasoning that announces one action before the step takes another.
import type { Finding } from "../model.js";
import { toolNames } from "../context.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";
import { memoOfNames } from "../memo.js";

/** The parts of a tool name that name its action ("search_flights" → search, flights). */
function splitName(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[_\-.\s]+/)
    .filter((p) => p.length > 2);
}

// Traces of one system call the same few tools: their parts are split once. The lists it hands
// out are shared: callers must not change them.
const nameParts: (name: string) => readonly string[] = memoOfNames(splitName, 200);

const meta: DetectorMeta = {
  id: "reasoning-action-mismatch",
  name: "ReasoningActionMismatchDetector",
  modes: ["FM-2.6"],
  serves: "structured",
  description:
    'Reports a step whose recorded reasoning names another of the trace\'s tools in full (its name, or every part of it: "search flights" for search_flights) but none of the parts of the tool the step then calls. Up to five per trace; only steps that carry both reasoning and a call are checked.',
  maxConfidence: 0.7,
};

export const reasoningActionMismatch = defineDetector(meta, (ctx) => {
  const out: Finding[] = [];
  // The trace's tools, read the first time a step's reasoning does not name the tool it calls.
  let tools: { n: string; lower: string; parts: readonly string[] }[] | undefined;
  for (const v of ctx.views) {
    const thought = v.step.thought?.toLowerCase();
    if (!thought || v.calls.length === 0) continue;
    const called = v.calls[0]!;
    const calledParts = nameParts(called.name);
    if (calledParts.some((p) => thought.includes(p))) continue;
    // The thought names another tool fully (all its name parts): it announced that action.
    tools ??= [...toolNames(ctx)].map((n) => ({ n, lower: n.toLowerCase(), parts: nameParts(n) })).filter((t) => t.parts.length > 0);
    const announced = tools.find((t) => t.n !== called.name && (thought.includes(t.lower) || t.parts.every((p) => thought.includes(p))));
    if (!announced) continue;
    out.push(
      finding("FM-2.6", v, 0.7, meta.name, `The reasoning announced ${announced.n} but the step called ${called.name}.`, [evidenceOf(v, v.step.thought ?? "", "reasoning"), evidenceOf(v, primaryText(v), "action taken")]),
    );
    if (out.length >= 5) break;
  }
  return out;
});
