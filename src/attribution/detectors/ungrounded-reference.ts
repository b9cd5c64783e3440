// FM-1.4: an identifier in a call that no earlier message or result contains.
import type { Finding } from "../model.js";
import { identifiers, normRef } from "../record-ids.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const meta: DetectorMeta = {
  id: "ungrounded-reference",
  name: "UngroundedReferenceDetector",
  modes: ["FM-1.4"],
  serves: "structured",
  description:
    "Reports the first call whose arguments use an identifier (an order number, a code, an id with digits) that neither the task nor any earlier message, result or call contains: the agent works from something it never saw. Up to five per trace; on traces with more than 200,000 distinct identifiers it stops, since a reference check says little there.",
  maxConfidence: 0.55,
};

export const ungroundedReference = defineDetector(meta, (ctx) => {
  const out: Finding[] = [];
  // Identifiers seen so far (task, messages, results), kept as a set: lookups stay O(1).
  const seen = new Set<string>();
  const remember = (text: string) => {
    for (const id of identifiers(text)) seen.add(normRef(id));
  };
  // What each step showed is read only once a call uses an identifier to look up (most traces'
  // calls use none): the steps before it are then read in order, as if read all along.
  let read = -1; // the task is read at -1, step p's texts at p
  /** Reads up to the step before `pos`; false where reading all along would have stopped. */
  const readUpTo = (pos: number): boolean => {
    if (read < 0) {
      remember(ctx.trace.task.slice(0, 100_000));
      read = 0;
    }
    for (; read < pos; read++) {
      const v = ctx.views[read]!;
      remember(v.text);
      // (Most steps' thought is their text: a second look would add nothing.)
      if (v.step.kind !== "tool_call" && v.thought !== v.text) remember(v.thought);
      for (const c of v.calls) remember(c.argsText);
      if (seen.size > 200_000) return false; // past this, a reference check says little
    }
    return true;
  };
  for (const v of ctx.views) {
    for (const c of v.calls) {
      const ids = identifiers(c.argsText.slice(0, 1000));
      if (!ids.some((id) => id.length >= 4)) continue;
      if (!readUpTo(v.pos)) return out;
      const missing = ids.find((id) => id.length >= 4 && !seen.has(normRef(id)));
      if (missing) {
        out.push(finding("FM-1.4", v, 0.55, meta.name, `${c.name} used ${missing}, which appears in no earlier message or result.`, [evidenceOf(v, primaryText(v), `${missing} first appears here`)]));
        break;
      }
    }
    if (out.length >= 5) break;
  }
  return out;
});
