// FM-1.3 step repetition in tool calls: the same call again within a short window with nothing
// learned (the same result again), or a short cycle of calls whose answers come back the same.
import type { Finding } from "../model.js";
import type { StepView } from "../context.js";
import { jaccard, tokens } from "../text.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

/** Steps within which an identical call (or, in prose, a near-identical message) counts as a repeat. */
export const REPEAT_WINDOW = 6;

const meta: DetectorMeta = {
  id: "repeated-tool-call",
  name: "RepeatDetector",
  modes: ["FM-1.3"],
  serves: "structured",
  description:
    "Reports a tool call made again with the same arguments within six steps when it got the same answer again (mostly the same tokens; an unknown answer counts as the same). A single retry after an error is recovery, and the same call that came back with a different result learned something (a test re-run after an edit, a poll that moved on). Also reports a cycle of two or three calls (A-B-A-B-A-B) with different arguments whose third round got the answers of its first.",
  maxConfidence: 0.95,
};

export const repeatCall = defineDetector(meta, (ctx) => {
  const out: Finding[] = [];
  // What each call got back, read only when a call is compared with another (most never are).
  const answers = new Map<StepView, Set<string> | undefined>();
  const answerOf = (v: StepView): Set<string> | undefined => {
    if (answers.has(v)) return answers.get(v);
    const a = resultOf(ctx.views, v);
    answers.set(v, a);
    return a;
  };
  // key → positions of earlier identical calls (only the recent ones are kept)
  const recent = new Map<string, { v: StepView; errored: boolean }[]>();
  const reported = new Set<string>();
  for (const v of ctx.views) {
    let errored: boolean | undefined;
    for (const c of v.calls) {
      const key = `${c.name}\u0000${c.argsKey}`;
      const earlier = recent.get(key);
      const prior = earlier === undefined ? [] : earlier.filter((p) => v.pos - p.v.pos <= REPEAT_WINDOW);
      // A single retry after an error is recovery, not repetition; and the same call that
      // came back with a different result learned something (a test re-run after an edit,
      // a poll that moved on): only a call that got the same answer again is a repeat.
      const meaningful = prior.length === 0 ? prior : prior.filter((p) => !p.errored && sameAnswer(answerOf(p.v), answerOf(v)));
      errored ??= Boolean(v.error) || /^error\b/i.test(v.text) || errorFollows(ctx.views, v.pos);
      if (meaningful.length >= 1 && !reported.has(key)) {
        reported.add(key);
        reported.add(c.name);
        const first = meaningful[0]!;
        const n = meaningful.length + 1;
        out.push(
          finding("FM-1.3", v, Math.min(0.95, 0.7 + 0.08 * (n - 2)), meta.name, `${c.name} was called again with the same arguments ${v.pos - first.v.pos} step(s) after the first call.`, [
            evidenceOf(first.v, primaryText(first.v), "first call"),
            evidenceOf(v, primaryText(v), "repeated call"),
          ]),
        );
      }
      prior.push({ v, errored });
      recent.set(key, prior.length > REPEAT_WINDOW ? prior.slice(-REPEAT_WINDOW) : prior);
    }
    if (out.length >= 20) break;
    // Keep the map small on huge traces: forget keys not seen within the window.
    if (recent.size > 4 * REPEAT_WINDOW * 8) for (const [k, ps] of recent) if (v.pos - ps[ps.length - 1]!.v.pos > REPEAT_WINDOW) recent.delete(k);
  }
  return out.concat(cycles(ctx.views, meta.name, reported, answerOf));
});

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
function cycles(views: StepView[], detector: string, reported: Set<string>, answerOf: (v: StepView) => Set<string> | undefined): Finding[] {
  const seq: { v: StepView; name: string }[] = [];
  for (const v of views) for (const c of v.calls) seq.push({ v, name: c.name });
  const answerAt = (k: number) => answerOf(seq[k]!.v);
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
