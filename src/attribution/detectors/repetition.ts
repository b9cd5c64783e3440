// FM-1.3 step repetition: the same call again within a short window with nothing learned (the
// same result again), a short cycle of calls, or (in prose) an agent posting the same message
// again with nothing new in between.
import type { Finding } from "../model.js";
import { perStepBudget, thoughtTokens, type StepView } from "../context.js";
import { boundedText, jaccard, tokens } from "../text.js";
import { evidenceOf, finding, primaryText, type Detector } from "./types.js";

/** Steps within which an identical call counts as a repeat. */
const WINDOW = 6;

export const repeatCall: Detector = {
  name: "RepeatDetector",
  maxConfidence: 0.95,
  modes: ["FM-1.3"],
  serves: "structured",
  detect(ctx) {
    const out: Finding[] = [];
    // key → positions of earlier identical calls (only the recent ones are kept)
    const recent = new Map<string, { v: StepView; errored: boolean; result: Set<string> | undefined }[]>();
    const reported = new Set<string>();
    for (const v of ctx.views) {
      for (const c of v.calls) {
        const key = `${c.name}\u0000${c.argsKey}`;
        const prior = (recent.get(key) ?? []).filter((p) => v.pos - p.v.pos <= WINDOW);
        // A single retry after an error is recovery, not repetition; and the same call that
        // came back with a different result learned something (a test re-run after an edit,
        // a poll that moved on): only a call that got the same answer again is a repeat.
        const result = resultOf(ctx.views, v);
        const meaningful = prior.filter((p) => !p.errored && sameAnswer(p.result, result));
        const errored = Boolean(v.error) || /^error\b/i.test(v.text) || errorFollows(ctx.views, v.pos);
        if (meaningful.length >= 1 && !reported.has(key)) {
          reported.add(key);
          reported.add(c.name);
          const first = meaningful[0]!;
          const n = meaningful.length + 1;
          out.push(
            finding("FM-1.3", v, Math.min(0.95, 0.7 + 0.08 * (n - 2)), this.name, `${c.name} was called again with the same arguments ${v.pos - first.v.pos} step(s) after the first call.`, [
              evidenceOf(first.v, primaryText(first.v), "first call"),
              evidenceOf(v, primaryText(v), "repeated call"),
            ]),
          );
        }
        prior.push({ v, errored, result });
        recent.set(key, prior.slice(-WINDOW));
      }
      if (out.length >= 20) break;
      // Keep the map small on huge traces: forget keys not seen within the window.
      if (recent.size > 4 * WINDOW * 8) for (const [k, ps] of recent) if (v.pos - ps[ps.length - 1]!.v.pos > WINDOW) recent.delete(k);
    }
    return out.concat(cycles(ctx.views, this.name, reported));
  },
};

/** What a call got back, as tokens: its own output (a tool step), else the tool result right after it. */
function resultOf(views: StepView[], v: StepView): Set<string> | undefined {
  const own = v.step.kind === "tool_call" && v.step.output !== undefined && !v.step.toolCalls?.length ? v.text : undefined;
  const next = views[v.pos + 1];
  const text = own ?? (next !== undefined && next.isEnvironment ? next.text : undefined);
  return text === undefined ? undefined : new Set(tokens(text.slice(0, 2000), 300));
}

/** Mostly the same answer (a price that moved a little is the same answer; "2 failed" then "1 failed" is not). Unknown counts as same. */
export const SAME_ANSWER = 0.6;
function sameAnswer(a: Set<string> | undefined, b: Set<string> | undefined): boolean {
  if (a === undefined || b === undefined || (a.size === 0 && b.size === 0)) return true;
  return jaccard(a, b) >= SAME_ANSWER;
}

function errorFollows(views: StepView[], pos: number): boolean {
  const n = views[pos + 1];
  return n !== undefined && n.isEnvironment && (Boolean(n.error) || /^error\b/i.test(n.text));
}

/** A-B-A-B (or A-B-C-A-B-C) call cycles with different arguments that get the same answers again are loops too. */
function cycles(views: StepView[], detector: string, reported: Set<string>): Finding[] {
  const seq: { v: StepView; name: string }[] = [];
  for (const v of views) for (const c of v.calls) seq.push({ v, name: c.name });
  const answers = new Map<number, Set<string> | undefined>();
  const answerAt = (k: number) => {
    if (!answers.has(k)) answers.set(k, resultOf(views, seq[k]!.v));
    return answers.get(k);
  };
  for (const period of [2, 3]) {
    for (let i = 0; i + 3 * period <= seq.length; i++) {
      let ok = true;
      for (let j = 0; j < 2 * period && ok; j++) ok = seq[i + j]!.name === seq[i + j + period]!.name;
      if (!ok) continue;
      const names = new Set(seq.slice(i, i + period).map((s) => s.name));
      if (names.size < period) continue; // A-A-A-A is covered by the identical-call rule
      if ([...names].some((n) => reported.has(n))) continue;
      // Edit, test, edit, test … is how work gets done when the answers change; a loop is one
      // whose third round got the answers of its first.
      let same = true;
      for (let j = 0; j < period && same; j++) same = sameAnswer(answerAt(i + j), answerAt(i + j + 2 * period));
      if (!same) continue;
      const start = seq[i]!.v;
      const back = seq[i + 2 * period]!.v;
      return [
        finding("FM-1.3", back, 0.6, detector, `A cycle of ${period} calls (${[...names].join(" → ")}) ran three times.`, [
          evidenceOf(start, primaryText(start), "cycle starts"),
          evidenceOf(back, primaryText(back), "third time round"),
        ]),
      ];
    }
  }
  return [];
}

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

/** Prose: the same agent posting a near-identical substantive message within a window, nothing learned in between. */
export const repeatMessage: Detector = {
  name: "RepeatMessageDetector",
  maxConfidence: 0.55,
  modes: ["FM-1.3"],
  serves: "prose",
  detect(ctx) {
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
          finding("FM-1.3", v, 0.55, this.name, `${v.agent ?? "An agent"} repeated an earlier message almost word for word.`, [evidenceOf(twin.v, twin.v.thought, "first message"), evidenceOf(v, v.thought, "repeat")]),
        );
        if (out.length >= 5) break;
      }
      recent.push({ v, set });
      if (recent.length > WINDOW) recent.shift();
    }
    return out;
  },
};
