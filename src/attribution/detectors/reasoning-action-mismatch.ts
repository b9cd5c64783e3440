// FM-2.6: reasoning that announces one action before the step takes another.
import type { Finding } from "../model.js";
import { toolNames, type TraceContext } from "../context.js";
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
  // The trace's tools (their names, lower-cased names and name parts, side by side), read the
  // first time a step's reasoning does not name the tool it calls. (Not as objects: a part list
  // is empty or not, two kinds of array, and objects holding both made the compiled detector
  // start over on every run.)
  let tools: { n: string[]; lower: string[]; parts: (readonly string[])[] } | undefined;
  for (const v of ctx.views) {
    const thought = v.step.thought?.toLowerCase();
    if (!thought || v.calls.length === 0) continue;
    const called = v.calls[0]!;
    const calledParts = nameParts(called.name);
    if (calledParts.some((p) => thought.includes(p))) continue;
    // The thought names another tool fully (all its name parts): it announced that action.
    tools ??= toolsOf(ctx);
    const announced = firstAnnounced(tools, called.name, thought);
    if (announced === undefined) continue;
    out.push(
      finding("FM-2.6", v, 0.7, meta.name, `The reasoning announced ${announced} but the step called ${called.name}.`, [evidenceOf(v, v.step.thought ?? "", "reasoning"), evidenceOf(v, primaryText(v), "action taken")]),
    );
    if (out.length >= 5) break;
  }
  return out;
});

/** The trace's tools whose names have parts, in the order they are first called. */
function toolsOf(ctx: TraceContext): { n: string[]; lower: string[]; parts: (readonly string[])[] } {
  const tools = { n: [] as string[], lower: [] as string[], parts: [] as (readonly string[])[] };
  for (const n of toolNames(ctx)) {
    const parts = nameParts(n);
    if (parts.length === 0) continue;
    tools.n.push(n);
    tools.lower.push(n.toLowerCase());
    tools.parts.push(parts);
  }
  return tools;
}

/** The first tool other than `called` that the thought names in full (its name, or all its parts). */
function firstAnnounced(tools: { n: string[]; lower: string[]; parts: (readonly string[])[] }, called: string, thought: string): string | undefined {
  for (let i = 0; i < tools.n.length; i++) {
    const n = tools.n[i]!;
    if (n !== called && (thought.includes(tools.lower[i]!) || tools.parts[i]!.every((p) => thought.includes(p)))) return n;
  }
  return undefined;
}
