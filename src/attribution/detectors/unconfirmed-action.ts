// FM-1.1: a state-changing call made without the user's explicit yes.
import type { StepView } from "../context.js";
import type { Finding } from "../model.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

// A user saying yes. Checked in the user's last message before a state-changing call.
const AFFIRM = /\b(yes|yeah|yep|sure|ok(ay)?|confirm(ed)?|go ahead|proceed|please do|do it|that'?s (right|correct)|correct|sounds good|please (cancel|return|exchange|modify|change|update|book|go))\b/i;

const ASKED = /\?|\b(confirm|would you like|shall i|should i|do you want|proceed)\b/i;

const meta: DetectorMeta = {
  id: "unconfirmed-action",
  name: "UnconfirmedActionDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description:
    'In a conversation with a user, reports a state-changing call (cancel, update, book …) when the user\'s last message holds no confirmation ("yes", "go ahead", "please cancel"). An agent that asked first and got an answer that is not itself a question counts as confirmed. Conversations without a user are left alone. Low confidence: policies differ in what needs a yes.',
  maxConfidence: 0.4,
};

/**
 * Consequential actions need an explicit yes from the user first (the tau-bench retail
 * policy, and most human-in-the-loop policies). Only applies to conversations with a user.
 */
export const unconfirmedAction = defineDetector(meta, (ctx) => {
  const hasUser = ctx.views.some((v) => v.agent === "user");
  if (!hasUser) return [];
  const out: Finding[] = [];
  let lastUser: StepView | undefined;
  let lastAssistantBeforeUser: StepView | undefined;
  let prevAgentMsg: StepView | undefined;
  for (const v of ctx.views) {
    if (v.agent === "user") {
      lastUser = v;
      lastAssistantBeforeUser = prevAgentMsg;
      continue;
    }
    if (!v.isEnvironment && v.thought.length > 0 && v.calls.length === 0) prevAgentMsg = v;
    if (!v.mutating || v.calls.length === 0 || !lastUser) continue;
    if (AFFIRM.test(lastUser.text.slice(0, 2000))) continue;
    // The agent asked first and the user answered with a choice: an implicit yes.
    // (A reply that is itself a question is not an answer.)
    if (lastAssistantBeforeUser && ASKED.test(lastAssistantBeforeUser.text.slice(-1500)) && !/\?\s*$/.test(lastUser.text.slice(-200))) continue;
    const ev = [evidenceOf(v, primaryText(v), "state-changing call"), evidenceOf(lastUser, lastUser.text, "the user's last message holds no confirmation")];
    if (lastAssistantBeforeUser) ev.push(evidenceOf(lastAssistantBeforeUser, lastAssistantBeforeUser.text, "what the agent asked"));
    out.push(finding("FM-1.1", v, 0.4, meta.name, `${v.calls[0]!.name} changed state without an explicit confirmation from the user.`, ev));
    if (out.length >= 10) break;
  }
  return out;
});
