// FM-3.3: a count of available things that disagrees with the availability flags the tool
// returned ("5 available options" when 4 are flagged available).
import type { Finding } from "../model.js";
import type { StepView } from "../context.js";
import { agentTurn, eachObject, said, toolJson } from "./tool-results.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];
const NUM = `(\\d{1,3}|${NUMBER_WORDS.join("|")})`;
const THINGS = "(?:options|variants|items|products|models|versions|choices|colou?rs|sizes|styles|types|kinds)";
// "11 available T-shirt options", "7 options available", "3 variants that are currently in stock"
const COUNT_CLAIM = new RegExp(
  `\\b${NUM}\\s+(?:(?:different|distinct|total)\\s+)?(?:(?:available|in[- ]stock)\\s+(?:[\\w-]+\\s+){0,3}?${THINGS}|(?:[\\w-]+\\s+){0,3}?${THINGS}\\s+(?:that\\s+are\\s+|currently\\s+|are\\s+)*(?:available|in[- ]stock))\\b`,
  "gi",
);
const AVAILABILITY_KEY = /^(available|is_?available|in_?stock|availability)$/i;

function numberOf(s: string): number {
  const w = NUMBER_WORDS.indexOf(s.toLowerCase());
  return w >= 0 ? w : Number(s);
}

/** Availability flags in a tool result: how many entries carry one, and how many say yes. */
function availability(value: unknown): { flagged: number; yes: number } {
  let flagged = 0;
  let yes = 0;
  eachObject(value, (o) => {
    for (const [k, x] of Object.entries(o)) {
      if (typeof x !== "boolean" || !AVAILABILITY_KEY.test(k)) continue;
      flagged++;
      if (x) yes++;
      break;
    }
  });
  return { flagged, yes };
}

const meta: DetectorMeta = {
  id: "availability-count",
  name: "AvailabilityCountDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description:
    'Reports an agent message that states how many things are available ("11 available T-shirt options", "3 variants that are currently in stock") when the latest tool result with availability flags (`available`, `in_stock`, … on two entries or more) flags a different number as available. The source resets at each user turn. Up to three per trace.',
  maxConfidence: 0.75,
};

export const availabilityCount = defineDetector(meta, (ctx) => {
  const json = toolJson(ctx);
  if (json.size === 0) return [];
  const out: Finding[] = [];
  // The latest tool result that carries availability flags, reset at each user turn.
  let source: { v: StepView; flagged: number; yes: number } | undefined;
  for (const v of ctx.views) {
    if (v.agent === "user") continue;
    if (v.isEnvironment) {
      const parsed = json.get(v.pos);
      if (parsed === undefined) continue;
      const a = availability(parsed);
      if (a.flagged >= 2) source = { v, ...a };
      continue;
    }
    if (!agentTurn(v) || !source) continue;
    const text = said(v);
    COUNT_CLAIM.lastIndex = 0;
    const m = COUNT_CLAIM.exec(text);
    if (!m) continue;
    const n = numberOf(m[1]!);
    if (n === source.yes) continue;
    out.push(
      finding("FM-3.3", v, 0.75, meta.name, `Said ${n} are available, but the tool result it read flags ${source.yes} of ${source.flagged} as available.`, [
        evidenceOf(source.v, primaryText(source.v), `${source.yes} of ${source.flagged} entries available`),
        evidenceOf(v, text, "count claimed", m.index),
      ]),
    );
    if (out.length >= 3) break;
  }
  return out;
});
