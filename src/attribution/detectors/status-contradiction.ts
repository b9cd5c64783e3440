// FM-3.3: a status claimed for a record that its reads contradict ("delivered" when the record
// says "processed").
import type { Finding } from "../model.js";
import type { StepView } from "../context.js";
import { normRef, recordRefs } from "../record-ids.js";
import { agentTurn, recordNoun, said, statusOf, toolJson } from "./tool-results.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

// Clauses that talk about a status without asserting it: conditions, rules, negations, futures.
const HEDGED = /n't\b|\b(not|no longer|only|if|unless|once|when|until|will|would|can be|could|should|must|need|needs|instead|yet|already been|before|after|whether|cannot|since)\b/i;

// Lifecycle words of records that are rarely used in another sense; statuses the tools return
// are added to them.
const LIFECYCLE = ["pending", "processed", "shipped", "delivered", "cancelled", "refunded"];

const COPULA = /\b(is|are|was|were|remains?|still|currently|now|marked(\s+as)?|status(\s+is|:)?)\s+["'*]*$/i;

const meta: DetectorMeta = {
  id: "status-contradiction",
  name: "StatusContradictionDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description:
    'Reports an agent message that asserts a status of a record ("delivered orders (#W4967593)", "#W1 is pending", "(processed)") when every record the clause names was read by a tool with other statuses, now and before. Status words are the usual lifecycle words plus those the tools returned; clauses that hedge (conditions, rules, negations, futures: "only delivered orders can …") assert nothing. Up to three per trace.',
  maxConfidence: 0.72,
};

export const statusContradiction = defineDetector(meta, (ctx) => {
  const json = toolJson(ctx);
  if (json.size === 0) return [];
  // Every status each record has been seen in (a record delivered, then exchanged, was delivered).
  const history = new Map<string, { statuses: Set<string>; last: string; v: StepView }>();
  const vocabulary = new Set(LIFECYCLE);
  const nouns = new Set<string>();
  const out: Finding[] = [];
  for (const v of ctx.views) {
    if (v.isEnvironment) {
      const value = json.get(v.pos);
      const s = statusOf(value);
      if (s) {
        const h = history.get(s.id) ?? { statuses: new Set<string>(), last: s.status, v };
        h.statuses.add(s.status);
        h.last = s.status;
        h.v = v;
        history.set(s.id, h);
        if (/^[a-z]{5,}$/.test(s.status)) vocabulary.add(s.status);
        const noun = recordNoun(value);
        if (noun) nouns.add(noun);
      }
      continue;
    }
    if (!agentTurn(v) || history.size === 0 || nouns.size === 0) continue;
    const text = said(v);
    const words = new RegExp(`\\b(${[...vocabulary].join("|")})\\b`, "gi");
    const adjectival = new RegExp(`^\\W{0,3}(${[...nouns].join("|")})s?\\b`, "i");
    for (const clause of text.split(/[.!?;\n]+/).slice(0, 200)) {
      if (clause.length > 400) continue;
      const c2 = clause.replace(/\bcanceled\b/gi, "cancelled");
      // Status words asserted of a record — "delivered orders", "is pending", "(processed)" —
      // and not hedged by what comes just before them ("only pending orders", "will be cancelled").
      const claimed = new Set<string>();
      for (const w of c2.matchAll(words)) {
        const before = c2.slice(Math.max(0, w.index - 30), w.index);
        const after = c2.slice(w.index + w[0].length, w.index + w[0].length + 20);
        const asserted = adjectival.test(after) || COPULA.test(before) || (/[("'*]\s*$/.test(before) && /^\s*[)"'*]/.test(after));
        if (asserted && !HEDGED.test(before)) claimed.add(w[0].toLowerCase());
      }
      if (claimed.size === 0) continue;
      const refs = recordRefs(clause)
        .map(normRef)
        .filter((r) => history.has(r));
      if (refs.length === 0) continue;
      // Every record the clause names contradicts every status it asserts, now and before.
      const wrong = refs.filter((r) => ![...claimed].some((w) => [...history.get(r)!.statuses].some((st) => st.includes(w))));
      if (wrong.length !== refs.length) continue;
      const known = history.get(wrong[0]!)!;
      out.push(
        finding("FM-3.3", v, 0.72, meta.name, `Called ${wrong.join(", ")} ${[...claimed].join("/")}, but the tool results say "${known.last}".`, [
          evidenceOf(known.v, primaryText(known.v), `status ${known.last}`),
          evidenceOf(v, text, "status claimed", Math.max(0, text.indexOf(clause))),
        ]),
      );
      break;
    }
    if (out.length >= 3) break;
  }
  return out;
});
