// FM-3.3: a value from one record (a tracking number) given as belonging to a part that record
// does not hold ("the tablet's tracking number", read from an order without a tablet).
import type { Finding } from "../model.js";
import type { StepView } from "../context.js";
import { normRef, recordRefs } from "../record-ids.js";
import { agentTurn, headOf, MAX_JSON, partsOf, said, toolJson, wordSet } from "./tool-results.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

/** Long values identify what a record holds (order numbers, tracking ids, codes): six digits or more. */
const VALUE_DIGITS = 6;
const NEGATED_CLAUSE = /\b(not|n't|no|none|without|neither|nor)\b/i;

const meta: DetectorMeta = {
  id: "misattributed-value",
  name: "MisattributedValueDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description:
    'Reports an agent answer that gives a long value (six digits or more: a tracking number, an order id) from one tool result as belonging to a part (a line item: "the tablet") that the record it comes from does not hold, when the part is one some tool result in the trace lists. Clauses with a negation ("does not include a tablet") are skipped. Up to three per trace.',
  maxConfidence: 0.72,
};

/**
 * An answer that gives a value from one record (a tracking number, an order id) as belonging to
 * a part (the tablet) that record does not hold: "The tracking number for the tablet is 1944…"
 * read from an order of an espresso machine and sneakers. Part names are those any tool
 * result in the trace lists.
 */
export const misattributedValue = defineDetector(meta, (ctx) => {
  const json = toolJson(ctx);
  if (json.size === 0) return [];
  const heads = new Set<string>();
  for (const value of json.values())
    for (const p of partsOf(value)) {
      const h = headOf(p);
      if (h && h.length >= 4) heads.add(h);
    }
  if (heads.size === 0) return [];
  // value → the parts of the latest record whose result carried it
  const holder = new Map<string, { parts: Set<string>; v: StepView }>();
  const out: Finding[] = [];
  for (const v of ctx.views) {
    if (v.isEnvironment) {
      const value = json.get(v.pos);
      const parts = partsOf(value);
      if (parts.length === 0) continue;
      const ps = new Set(parts.map(headOf).filter((h): h is string => h !== undefined));
      const raw = typeof v.step.output === "string" ? v.step.output.slice(0, MAX_JSON) : JSON.stringify(value).slice(0, MAX_JSON);
      if (holder.size > 100_000) holder.clear(); // bounded memory on huge traces
      for (const x of recordRefs(raw, VALUE_DIGITS).slice(0, 500)) holder.set(normRef(x), { parts: ps, v });
      continue;
    }
    if (!agentTurn(v) || v.calls.length > 0 || holder.size === 0) continue;
    const text = said(v);
    for (const clause of text.split(/[.!?;\n]+/).slice(0, 200)) {
      if (clause.length > 400 || NEGATED_CLAUSE.test(clause)) continue;
      const vals = recordRefs(clause, VALUE_DIGITS)
        .map(normRef)
        .filter((x) => holder.has(x));
      if (vals.length === 0) continue;
      const ws = wordSet(clause);
      const named = [...heads].filter((h) => ws.has(h));
      if (named.length === 0) continue;
      if (vals.some((x) => named.some((h) => holder.get(x)!.parts.has(h)))) continue;
      const src = holder.get(vals[0]!)!;
      out.push(
        finding("FM-3.3", v, 0.72, meta.name, `Gave ${vals[0]} as the ${named.join("/")}'s, but the record it comes from holds no ${named.join("/")} (it holds the ${[...src.parts].slice(0, 5).join(", ")}).`, [
          evidenceOf(src.v, primaryText(src.v), `record holding ${vals[0]}`),
          evidenceOf(v, text, "value attributed", Math.max(0, text.indexOf(clause))),
        ]),
      );
      break;
    }
    if (out.length >= 3) break;
  }
  return out;
});
