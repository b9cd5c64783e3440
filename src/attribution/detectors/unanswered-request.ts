// FM-3.1: the conversation ends on the user's request to act, and nothing acts on it.
import { type DetectorMeta, defineDetector, evidenceOf, finding } from "./types.js";

// A request to act: "go ahead", "please proceed", "please cancel …" — not "please do not".
const ACT_REQUEST = /\b(go ahead|proceed|finali[sz]e|please (?!do not|don'?t)(do|make|process|complete|cancel|return|exchange|modify|update|change|submit|book|send))\b/i;
const CLOSING_ONLY = /\b(that'?s all|nothing else|no need|all set|i'?m good)\b/i;

const meta: DetectorMeta = {
  id: "unanswered-request",
  name: "UnansweredRequestDetector",
  modes: ["FM-3.1"],
  serves: "structured",
  description:
    'Reports a conversation of four steps or more whose last step is the user asking the agent to act ("go ahead", "please proceed", "please cancel …", not "please do not …") with no agent turn after it: the run stopped before the requested action was taken. A message that only closes ("that\'s all", "nothing else") is not a request.',
  maxConfidence: 0.75,
};

/**
 * The conversation ended on the user's request to act, with no agent turn after it: the run
 * stopped before the requested action was taken (the user may have signed off in the same
 * message, but the request stands).
 */
export const unansweredRequest = defineDetector(meta, (ctx) => {
  const last = ctx.views[ctx.views.length - 1];
  if (!last || last.agent !== "user" || ctx.views.length < 4) return [];
  const text = last.text.slice(0, 2000);
  const m = ACT_REQUEST.exec(text);
  if (!m || CLOSING_ONLY.test(text)) return [];
  return [finding("FM-3.1", last, 0.75, meta.name, "The run ended on the user's request to act, and nothing acted on it.", [evidenceOf(last, text, "request left unanswered", m.index)])];
});
