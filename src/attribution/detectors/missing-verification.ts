// FM-3.2: a state change never checked by a later read of what it changed.
import type { Finding } from "../model.js";
import type { CallView } from "../context.js";
import { finalAnswer } from "./final-answer.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

/** A word in more calls than this is common: it does not identify what a call touched. */
const COMMON_CALLS = 3;

/** Argument values specific enough to identify what a call touched (ids, paths, targets): at most 20 a call. */
function identifyingValues(words: readonly string[], callsWith: (t: string) => number): string[] {
  const out: string[] = [];
  for (const t of words) if (t.length >= 3 && callsWith(t) <= COMMON_CALLS && out.push(t) >= 20) break;
  return out;
}

const meta: DetectorMeta = {
  id: "missing-verification",
  name: "MissingVerificationDetector",
  modes: ["FM-3.2"],
  serves: "structured",
  description:
    "Reports a step marked as changing state (`mutating: true`) when none of the next 500 steps checks it: no step marked `verify` (for it, or in general), and no read-only call whose arguments share an identifying value (a word of its arguments that is rare in the trace) with the change. Only traces that mark state changes are checked; up to five per trace.",
  maxConfidence: 0.8,
};

export const missingVerification = defineDetector(meta, (ctx) => {
  // Only state changes marked as such are checked; most traces have none.
  if (!ctx.views.some((v) => v.step.mutating === true)) return [];
  // Each call's argument words, split once.
  const split = new Map<CallView, string[]>();
  const wordsOf = (c: CallView): string[] => {
    let w = split.get(c);
    if (w === undefined) split.set(c, (w = c.argsText.split(/\s+/)));
    return w;
  };
  // In how many calls a word appears (once a call, however often it says it). Asked only of the
  // words of changes no step marked `verify` checks, and only whether it is more than
  // COMMON_CALLS: each is counted on its own (a call whose text does not hold it is not split),
  // until so many are asked that counting every word of every call at once is cheaper.
  const counted = new Map<string, number>();
  let everyWord: Map<string, number> | undefined;
  const callsWith = (t: string): number => {
    if (everyWord !== undefined) return everyWord.get(t) ?? 0;
    let n = counted.get(t);
    if (n !== undefined) return n;
    if (counted.size >= 64) {
      everyWord = countEveryWord();
      return everyWord.get(t) ?? 0;
    }
    n = 0;
    search: for (const v of ctx.views) for (const c of v.calls) if (c.argsText.includes(t) && wordsOf(c).includes(t) && ++n > COMMON_CALLS) break search;
    counted.set(t, n);
    return n;
  };
  const countEveryWord = (): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const v of ctx.views) for (const c of v.calls) for (const t of new Set(wordsOf(c))) counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts;
  };
  const out: Finding[] = [];
  ctx.views.forEach((v, pos) => {
    if (out.length >= 5 || v.step.mutating !== true) return;
    const end = Math.min(ctx.views.length, pos + 1 + 500);
    // Checked: a later step marked `verify` (for it, or in general) …
    for (let p = pos + 1; p < end; p++) {
      const w = ctx.views[p]!;
      if (w.step.verify === true || w.step.verify === v.step.index) return;
    }
    // … or a read-only call that names what it changed.
    const ids = v.calls.flatMap((c) => identifyingValues(wordsOf(c), callsWith));
    if (ids.length > 0)
      for (let p = pos + 1; p < end; p++) {
        const w = ctx.views[p]!;
        // (A call whose text does not hold the value does not hold it as a word.)
        if (!w.mutating && w.calls.some((c) => ids.some((id) => c.argsText.includes(id) && wordsOf(c).includes(id)))) return;
      }
    const ans = finalAnswer(ctx);
    const ev = [evidenceOf(v, primaryText(v), "state-changing step")];
    if (ans && ans !== v) ev.push(evidenceOf(ans, ans.thought || ans.text, "answer given without a read-back"));
    out.push(finding("FM-3.2", v, 0.8, meta.name, `${v.calls[0]?.name ?? "A state-changing step"} was never verified by a later read of what it changed.`, ev));
  });
  return out;
});
