// FM-1.3 step repetition in prose: an agent posting the same message again with nothing new in
// between.
import type { Finding } from "../model.js";
import { perStepBudget, thoughtTokens, type StepView } from "../context.js";
import { boundedText, jaccard, tokens } from "../text.js";
import { REPEAT_WINDOW as WINDOW } from "./repeated-tool-call.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding } from "./types.js";

/** Tokens specific enough to be news: numbers, identifiers, long words. */
const SPECIFIC = /\d|^[a-z][a-z0-9_'-]{6,}$/;
/** New specific tokens the messages between two near-identical posts must stay under for the second to be a repeat. */
export const LEARNED_MAX = 3;

/**
 * How many specific tokens each step brings that no earlier step had, cumulated: the work done
 * between two posts is the difference. Long multi-agent logs repeat status and ledger messages by
 * nature while the work between them moves on; a repetition failure is a post repeated with
 * nothing learned in between.
 */
function cumulativeNews(ctx: { views: readonly StepView[] }): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  let total = 0;
  for (const v of ctx.views) {
    for (const t of tokens(v.text.slice(0, 4000), 1500)) {
      if (!SPECIFIC.test(t) || seen.has(t)) continue;
      seen.add(t);
      total++;
    }
    out.push(total);
    if (seen.size > 200_000) seen.clear();
  }
  return out;
}

const meta: DetectorMeta = {
  id: "repeated-message",
  name: "RepeatMessageDetector",
  modes: ["FM-1.3"],
  serves: "prose",
  description:
    "Reports an agent posting a near-identical substantive message (80 characters or more, 80% of its words shared) within six steps of its earlier one, when the steps in between brought fewer than three new specific tokens (numbers, identifiers, long words). Long multi-agent logs repeat status and ledger messages by nature while the work between them moves on; a repetition failure is a post repeated with nothing learned in between. A step whose output is its input passed on (a traced function, an LLM call) is data flow, not a repeat.",
  maxConfidence: 0.55,
};

/** Prose: the same agent posting a near-identical substantive message within a window, nothing learned in between. */
export const repeatMessage = defineDetector(meta, (ctx) => {
  const out: Finding[] = [];
  const recent: { v: StepView; set: Set<string> }[] = [];
  let news: number[] | undefined;
  const budget = perStepBudget(ctx.views.length);
  for (const v of ctx.views) {
    if (v.isEnvironment || v.calls.length > 0 || v.thought.length < 80) continue;
    // What the step posted: a step that also records its input (a traced function, an LLM
    // call) repeats that input by design when it is the previous step's output — data flow.
    const posted = v.step.thought === undefined && v.step.input !== undefined && v.step.output !== undefined ? boundedText(v.step.output, budget) : undefined;
    if (posted !== undefined && posted.length < 80) continue;
    const set = new Set(posted === undefined ? thoughtTokens(v, 400) : tokens(posted, 400));
    if (set.size < 8) continue;
    const twin = recent.find((r) => r.v.agent === v.agent && v.pos - r.v.pos <= WINDOW && jaccard(r.set, set) >= 0.8);
    news ??= twin ? cumulativeNews(ctx) : undefined;
    // Learned in between: what the steps after the first post (up to the one before this) brought.
    const learned = twin && news ? news[v.pos - 1]! - news[twin.v.pos]! : 0;
    if (twin && learned < LEARNED_MAX) {
      out.push(
        finding("FM-1.3", v, 0.55, meta.name, `${v.agent ?? "An agent"} repeated an earlier message almost word for word.`, [evidenceOf(twin.v, twin.v.thought, "first message"), evidenceOf(v, v.thought, "repeat")]),
      );
      if (out.length >= 5) break;
    }
    recent.push({ v, set });
    if (recent.length > WINDOW) recent.shift();
  }
  return out;
});
