// Signals that an agent works from something it never saw: an identifier in a call that no
// earlier message or result contains (FM-1.4), and data invented or assumed instead of
// asked for (FM-2.2).
import type { Finding } from "../model.js";
import { evidenceOf, finding, primaryText, type Detector } from "./types.js";

// Identifier-like values: order numbers, codes, ids with digits (#W123, AB-1234, user_42x).
const IDENT = /#?\b[A-Za-z]{0,8}[-_]?\d{3,}[A-Za-z0-9_-]*\b|#[A-Za-z0-9]{4,}\b/g;

const norm = (id: string) => id.replace(/^#/, "").toLowerCase();

export const ungroundedReference: Detector = {
  name: "UngroundedReferenceDetector",
  maxConfidence: 0.55,
  modes: ["FM-1.4"],
  serves: "structured",
  detect(ctx) {
    const out: Finding[] = [];
    // Identifiers seen so far (task, messages, results), kept as a set: lookups stay O(1).
    const seen = new Set<string>();
    const remember = (text: string) => {
      for (const id of text.match(IDENT) ?? []) seen.add(norm(id));
    };
    remember(ctx.trace.task.slice(0, 100_000));
    for (const v of ctx.views) {
      for (const c of v.calls) {
        const ids = c.argsText.slice(0, 1000).match(IDENT) ?? [];
        const missing = ids.find((id) => id.length >= 4 && !seen.has(norm(id)));
        if (missing) {
          out.push(finding("FM-1.4", v, 0.55, this.name, `${c.name} used ${missing}, which appears in no earlier message or result.`, [evidenceOf(v, primaryText(v), `${missing} first appears here`)]));
          break;
        }
      }
      if (out.length >= 5) break;
      remember(v.text);
      if (v.step.kind !== "tool_call") remember(v.thought);
      for (const c of v.calls) remember(c.argsText);
      if (seen.size > 200_000) break; // past this, a reference check says little
    }
    return out;
  },
};

// Language of invented inputs (strong: the data is made up) and of assumptions (weaker: often
// harmless reasoning such as "assuming the column is named X"). Negated uses are skipped.
const INVENTED =
  /\b(let'?s assume|let us assume|we (will|can|'ll) assume|i (will|'ll) assume|hypothetical(ly)?|simulat(e|ed|ing) (the|some|a|data|values|results|numbers)|for (demonstration|illustration|illustrative) purposes|placeholder|mock (data|values|results)|sample data|dummy (data|values)|made[- ]up|fictional (data|values)|based on (my|general|common) knowledge|from memory)\b/i;
const ASSUMING = /\bassuming (that|the|we)\b/i;
const NEGATED = /\b(not|never|don'?t|without|avoid|no)\s+(\w+\s+){0,2}$/i;

const STRONG = 0.7;
const WEAK = 0.55;

export const assumedData: Detector = {
  name: "AssumptionDetector",
  maxConfidence: STRONG,
  modes: ["FM-2.2"],
  serves: "both",
  detect(ctx) {
    const out: Finding[] = [];
    for (const v of ctx.views) {
      if (v.isEnvironment || v.agent === "user") continue;
      const text = v.thought;
      if (text.length === 0) continue;
      // The first message often restates the task and its rules; skip text that quotes the task.
      const strong = INVENTED.exec(text);
      const m = strong ?? ASSUMING.exec(text);
      if (!m) continue;
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      if (NEGATED.test(before)) continue;
      if (ctx.trace.task.length > 0 && ctx.trace.task.toLowerCase().includes(m[0].toLowerCase())) continue;
      out.push(
        finding("FM-2.2", v, strong ? STRONG : WEAK, this.name, `${v.agent ?? "The agent"} went on with assumed or invented data ("${m[0]}") instead of asking or looking it up.`, [
          evidenceOf(v, text, "assumption", m.index),
        ]),
      );
      if (out.length >= 5) break;
    }
    return out;
  },
};
