// FM-2.5: a message that needed an answer and got none.
import type { Finding } from "../model.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const QUESTION = /\?\s*$|\b(please (confirm|reply|respond|advise|acknowledge)|can you|could you|would you)\b/i;

const meta: DetectorMeta = {
  id: "ignored-input",
  name: "IgnoredInputDetector",
  modes: ["FM-2.5"],
  serves: "both",
  description:
    'Reports a message that asked another agent for a reply and got none within the next 50 steps: a step marked `requiresAck` for its addressee (`to`), or, in prose, a message ending in a direct question to an agent named in it ("Verifier, could you check …?") when that agent is known to the trace. A name that never speaks in the trace is not an agent, so nobody was addressed.',
  maxConfidence: 0.8,
};

export const ignoredInput = defineDetector(meta, (ctx) => {
  const out: Finding[] = [];
  // The agents of the trace, gathered for the first question in prose.
  let agents: Set<string> | undefined;
  for (let pos = 0; pos < ctx.views.length && out.length < 5; pos++) {
    const v = ctx.views[pos]!;
    let addressee = v.step.requiresAck ? v.step.to : undefined;
    // Prose: a direct question to a named agent (its name, then a question), ending the message.
    if (addressee === undefined && !ctx.structured && !v.isEnvironment && QUESTION.test(v.thought.slice(-300))) {
      const tail = v.thought.slice(-300);
      agents ??= new Set(ctx.views.map((v) => v.agent).filter((a): a is string => a !== undefined && a !== "user"));
      addressee = [...agents].find((a) => a !== v.agent && a.length > 2 && tail.includes(a));
    }
    if (addressee === undefined) continue;
    const reply = ctx.views.slice(pos + 1, pos + 1 + 50).find((w) => w.agent === addressee);
    if (reply && (v.step.requiresAck !== true || reply.step.to === v.agent || reply.step.to === undefined)) continue;
    const ev = [evidenceOf(v, primaryText(v), `needs an answer from ${addressee}`)];
    const next = ctx.views[pos + 1];
    if (next) ev.push(evidenceOf(next, primaryText(next), "what came next instead"));
    out.push(finding("FM-2.5", v, v.step.requiresAck ? 0.8 : 0.45, meta.name, `${addressee} never answered a message that asked for a reply.`, ev));
  }
  return out;
});
