// FC1 specification signals: forbidden tools and actions taken without the confirmation a
// policy asks for (FM-1.1), tools outside an agent's role (FM-1.2), and runs that do not
// stop at their limit (FM-1.5).
import type { Finding } from "../model.js";
import type { StepView } from "../context.js";
import { evidenceOf, finding, metaRecord, metaStrings, primaryText, type Detector } from "./types.js";

export const forbiddenTool: Detector = {
  name: "ForbiddenToolDetector",
  maxConfidence: 0.92,
  modes: ["FM-1.1"],
  serves: "structured",
  detect(ctx) {
    const forbidden = new Set([...metaStrings(ctx.trace.meta, "forbidden_tools"), ...metaStrings(ctx.trace.meta, "forbiddenTools")]);
    if (forbidden.size === 0) return [];
    const out: Finding[] = [];
    for (const v of ctx.views) {
      const bad = v.calls.find((c) => forbidden.has(c.name));
      if (!bad) continue;
      out.push(finding("FM-1.1", v, 0.92, this.name, `Called ${bad.name}, which the task forbids.`, [evidenceOf(v, primaryText(v), `forbidden tools: ${[...forbidden].slice(0, 10).join(", ")}`)]));
      if (out.length >= 20) break;
    }
    return out;
  },
};

// A user saying yes. Checked in the user's last message before a state-changing call.
const AFFIRM = /\b(yes|yeah|yep|sure|ok(ay)?|confirm(ed)?|go ahead|proceed|please do|do it|that'?s (right|correct)|correct|sounds good|please (cancel|return|exchange|modify|change|update|book|go))\b/i;

const ASKED = /\?|\b(confirm|would you like|shall i|should i|do you want|proceed)\b/i;

/**
 * Consequential actions need an explicit yes from the user first (the tau-bench retail
 * policy, and most human-in-the-loop policies). Only applies to conversations with a user.
 */
export const unconfirmedAction: Detector = {
  name: "UnconfirmedActionDetector",
  maxConfidence: 0.4,
  modes: ["FM-1.1"],
  serves: "structured",
  detect(ctx) {
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
      out.push(finding("FM-1.1", v, 0.4, this.name, `${v.calls[0]!.name} changed state without an explicit confirmation from the user.`, ev));
      if (out.length >= 10) break;
    }
    return out;
  },
};

export const roleTools: Detector = {
  name: "RoleToolDetector",
  maxConfidence: 0.85,
  modes: ["FM-1.2"],
  serves: "structured",
  detect(ctx) {
    const roles = metaRecord(ctx.trace.meta, "role_tools") ?? metaRecord(ctx.trace.meta, "roleTools");
    if (!roles) return [];
    const out: Finding[] = [];
    for (const v of ctx.views) {
      if (v.agent === undefined || v.calls.length === 0) continue;
      const allowed = roles[v.agent];
      if (!Array.isArray(allowed)) continue;
      const bad = v.calls.find((c) => !allowed.includes(c.name));
      if (!bad) continue;
      out.push(finding("FM-1.2", v, 0.85, this.name, `${v.agent} called ${bad.name}, outside its role's tools.`, [evidenceOf(v, primaryText(v), `${v.agent} may use: ${allowed.slice(0, 10).join(", ") || "(none)"}`)]));
      if (out.length >= 20) break;
    }
    return out;
  },
};

export const stepLimit: Detector = {
  name: "StepLimitDetector",
  maxConfidence: 0.9,
  modes: ["FM-1.5"],
  serves: "both",
  detect(ctx) {
    const raw = ctx.trace.meta["step_limit"] ?? ctx.trace.meta["stepLimit"] ?? ctx.trace.meta["max_steps"];
    const limit = typeof raw === "number" && raw > 0 ? Math.floor(raw) : undefined;
    if (limit !== undefined && ctx.views.length > limit) {
      const v = ctx.views[limit]!;
      const last = ctx.views[ctx.views.length - 1]!;
      return [
        finding("FM-1.5", v, 0.9, this.name, `The run went past its step limit of ${limit} and kept going to ${ctx.views.length} steps.`, [
          evidenceOf(v, primaryText(v), `first step past the limit (${limit})`),
          evidenceOf(last, primaryText(last), "last step"),
        ]),
      ];
    }
    // No limit recorded: a failed run whose last step is raw tool output, with no answer
    // after it, was cut off mid-work (ran out of turns) rather than stopping by choice.
    const last = ctx.views[ctx.views.length - 1];
    if (ctx.trace.success === false && last && last.isEnvironment && !last.error && ctx.views.length >= 8 && !ctx.trace.finalOutput) {
      return [finding("FM-1.5", last, 0.35, this.name, "The run ended on raw tool output with no answer: it ran out of turns instead of stopping.", [evidenceOf(last, primaryText(last), "last step")])];
    }
    return [];
  },
};
