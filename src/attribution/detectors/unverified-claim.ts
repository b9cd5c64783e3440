// FM-3.2: a claim that something now works, after a change, with no step that could have tested it.
import type { StepView } from "../context.js";
import { finalAnswer } from "./final-answer.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const BEHAVIOUR_CLAIM = /\b(fixed|resolved|works|working now|passes|passing|repaired|corrected|no longer (fails|crashes|errors))\b/i;

const meta: DetectorMeta = {
  id: "unverified-claim",
  name: "UnverifiedClaimDetector",
  modes: ["FM-3.2"],
  serves: "both",
  description:
    'Reports a final answer that claims behaviour ("fixed", "works", "passes", "no longer fails") when no step between the last state change and the answer could have tested it: none is marked `verify` and no call is named like a test, check, run, build or lint. Answers with no change before them are left alone.',
  maxConfidence: 0.62,
};

/** A claim that something now works, after a change, with no step that could have tested it. */
export const unverifiedClaim = defineDetector(meta, (ctx) => {
  const last = finalAnswer(ctx);
  if (!last) return [];
  const text = last.thought || last.text;
  const m = BEHAVIOUR_CLAIM.exec(text.slice(0, 2000));
  if (!m) return [];
  let lastChange: StepView | undefined;
  for (let p = last.pos - 1; p >= 0 && lastChange === undefined; p--) if (ctx.views[p]!.mutating) lastChange = ctx.views[p];
  if (!lastChange) return [];
  const tested = ctx.views.slice(lastChange.pos + 1, last.pos).some((w) => w.step.verify !== undefined || w.calls.some((c) => /test|verify|check|validate|run|exec|assert|lint|build/i.test(c.name)));
  if (tested) return [];
  return [
    finding("FM-3.2", last, 0.62, meta.name, "The answer claims the change works, but nothing after the change tested it.", [
      evidenceOf(lastChange, primaryText(lastChange), "last change"),
      evidenceOf(last, text, "untested claim", m.index),
    ]),
  ];
});
