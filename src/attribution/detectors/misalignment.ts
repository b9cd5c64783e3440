// FC2 inter-agent signals: the task restated mid-run (FM-2.1), steps unrelated to the task
// (FM-2.3), results meant for others never passed on (FM-2.4), messages that needed an
// answer and got none (FM-2.5), and reasoning that announces one action before another (FM-2.6).
import type { Finding } from "../model.js";
import { thoughtTokens, type StepView } from "../context.js";
import { tokens } from "../text.js";
import { evidenceOf, finding, primaryText, type Detector } from "./types.js";

export const taskRestated: Detector = {
  name: "TaskRestatedDetector",
  maxConfidence: 0.6,
  modes: ["FM-2.1"],
  serves: "both",
  detect(ctx) {
    if (ctx.taskTokens.size < 6) return [];
    // The first two agent turns may legitimately carry the task (a system prompt, a hand-off).
    let agentTurns = 0;
    for (const v of ctx.views) {
      if (v.isEnvironment || v.agent === "user") continue;
      agentTurns++;
      if (agentTurns <= 2 || v.thought.length < 40) continue;
      const set = new Set(thoughtTokens(v, 600));
      let inter = 0;
      for (const t of ctx.taskTokens) if (set.has(t)) inter++;
      const coverage = inter / ctx.taskTokens.size;
      // Restating means most of the task again, and little else: a fresh start.
      if (coverage >= 0.85 && set.size <= ctx.taskTokens.size * 2.5) {
        return [finding("FM-2.1", v, 0.6, this.name, `${v.agent ?? "An agent"} restated the task mid-run, starting over.`, [evidenceOf(v, v.thought, `${Math.round(coverage * 100)}% of the task's words again`)])];
      }
    }
    return [];
  },
};

/** Steps that share nothing with the task or with what came just before: drift. */
export const derailment: Detector = {
  name: "DerailmentDetector",
  maxConfidence: 0.5,
  modes: ["FM-2.3"],
  serves: "structured",
  detect(ctx) {
    if (ctx.taskTokens.size < 3) return [];
    const acting = ctx.views.filter((v) => v.calls.length > 0);
    if (acting.length < 4) return [];
    let run: StepView[] = [];
    for (const v of acting) {
      const words = new Set(tokens(`${v.calls.map((c) => `${c.name.replace(/_/g, " ")} ${c.argsText}`).join(" ")} ${v.step.thought ?? ""}`, 200));
      let related = false;
      for (const t of words) if (ctx.taskTokens.has(t)) related = true;
      run = related ? [] : [...run, v];
      if (run.length >= 3) {
        const first = run[0]!;
        return [
          finding(
            "FM-2.3",
            first,
            0.5,
            this.name,
            `${run.length} calls in a row share no words with the task.`,
            run.slice(0, 3).map((r) => evidenceOf(r, primaryText(r), "unrelated to the task")),
          ),
        ];
      }
    }
    return [];
  },
};

export const withheld: Detector = {
  name: "WithholdingDetector",
  maxConfidence: 0.85,
  modes: ["FM-2.4"],
  serves: "structured",
  detect(ctx) {
    const out: Finding[] = [];
    ctx.views.forEach((v, pos) => {
      if (!v.step.shareWith || v.step.shareWith.length === 0 || out.length >= 5) return;
      for (const who of v.step.shareWith.slice(0, 10)) {
        // Shared: a later message addressed to them, or one that declares them as a recipient,
        // or a later step of theirs that takes this step's result as input.
        const payload = v.text.slice(0, 60);
        const delivered = ctx.views
          .slice(pos + 1, pos + 1 + 200)
          .some((w) => w.step.to === who || (w.step.shareWith?.includes(who) ?? false) || (w.agent === who && payload.length > 10 && (w.calls.some((c) => c.argsText.includes(payload)) || w.thought.includes(payload))));
        if (delivered) continue;
        const later = ctx.views.slice(pos + 1).find((w) => w.agent === who);
        const ev = [evidenceOf(v, primaryText(v), `marked for ${who}`)];
        if (later) ev.push(evidenceOf(later, primaryText(later), `${who} acts without it`));
        out.push(finding("FM-2.4", v, 0.85, this.name, `${v.agent ?? "An agent"} marked a result for ${who} and never passed it on.`, ev));
      }
    });
    return out;
  },
};

const QUESTION = /\?\s*$|\b(please (confirm|reply|respond|advise|acknowledge)|can you|could you|would you)\b/i;

export const ignoredInput: Detector = {
  name: "IgnoredInputDetector",
  maxConfidence: 0.8,
  modes: ["FM-2.5"],
  serves: "both",
  detect(ctx) {
    const out: Finding[] = [];
    const agents = new Set(ctx.views.map((v) => v.agent).filter((a): a is string => a !== undefined && a !== "user"));
    for (let pos = 0; pos < ctx.views.length && out.length < 5; pos++) {
      const v = ctx.views[pos]!;
      let addressee = v.step.requiresAck ? v.step.to : undefined;
      // Prose: a direct question to a named agent (its name, then a question), ending the message.
      if (addressee === undefined && !ctx.structured && !v.isEnvironment && QUESTION.test(v.thought.slice(-300))) {
        const tail = v.thought.slice(-300);
        addressee = [...agents].find((a) => a !== v.agent && a.length > 2 && tail.includes(a));
      }
      if (addressee === undefined) continue;
      const reply = ctx.views.slice(pos + 1, pos + 1 + 50).find((w) => w.agent === addressee);
      if (reply && (v.step.requiresAck !== true || reply.step.to === v.agent || reply.step.to === undefined)) continue;
      const ev = [evidenceOf(v, primaryText(v), `needs an answer from ${addressee}`)];
      const next = ctx.views[pos + 1];
      if (next) ev.push(evidenceOf(next, primaryText(next), "what came next instead"));
      out.push(finding("FM-2.5", v, v.step.requiresAck ? 0.8 : 0.45, this.name, `${addressee} never answered a message that asked for a reply.`, ev));
    }
    return out;
  },
};

/** The parts of a tool name that name its action ("search_flights" → search, flights). */
function nameParts(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[_\-.\s]+/)
    .filter((p) => p.length > 2);
}

export const reasoningActionMismatch: Detector = {
  name: "ReasoningActionMismatchDetector",
  maxConfidence: 0.7,
  modes: ["FM-2.6"],
  serves: "structured",
  detect(ctx) {
    const out: Finding[] = [];
    const tools = [...ctx.toolNames].map((n) => ({ n, parts: nameParts(n) })).filter((t) => t.parts.length > 0);
    for (const v of ctx.views) {
      const thought = v.step.thought?.toLowerCase();
      if (!thought || v.calls.length === 0) continue;
      const called = v.calls[0]!;
      const calledParts = nameParts(called.name);
      if (calledParts.some((p) => thought.includes(p))) continue;
      // The thought names another tool fully (all its name parts): it announced that action.
      const announced = tools.find((t) => t.n !== called.name && (thought.includes(t.n.toLowerCase()) || t.parts.every((p) => thought.includes(p))));
      if (!announced) continue;
      out.push(
        finding("FM-2.6", v, 0.7, this.name, `The reasoning announced ${announced.n} but the step called ${called.name}.`, [
          evidenceOf(v, v.step.thought ?? "", "reasoning"),
          evidenceOf(v, primaryText(v), "action taken"),
        ]),
      );
      if (out.length >= 5) break;
    }
    return out;
  },
};
