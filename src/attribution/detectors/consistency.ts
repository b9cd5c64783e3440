// Grounding against tool results: what an agent says or does must agree with what its tools
// just returned. Four checks that hold for any agent working over records (orders, tickets,
// bookings, inventory) under a written policy:
// - a count of available things that disagrees with the availability flags the tool returned;
// - a status claimed for a record that its latest read contradicts ("delivered" when the record
//   says "processed");
// - a whole-record destructive action (cancel, delete) when the user named only some of the
//   record's parts ("cancel the hose" on an order that also holds a vacuum and a charger);
// - a value from one record (a tracking number) given as belonging to a part that record does
//   not hold ("the tablet's tracking number", read from an order without a tablet).
// A later failure on a record one of these findings names is blamed on the finding
// (GROUNDING_DETECTORS, attribute.ts): the misreading came first.
import type { Finding } from "../model.js";
import type { StepView, TraceContext } from "../context.js";
import { evidenceOf, finding, primaryText, type Detector } from "./types.js";

/** Longest tool output parsed as JSON, and the parse budget of a whole trace (linear time). */
const MAX_JSON = 200_000;
const TRACE_JSON_BUDGET = 5_000_000;

/** Parsed JSON of each environment step's output (undefined when it is not JSON), computed once. */
export function toolJson(ctx: TraceContext): Map<number, unknown> {
  const cached = jsonCache.get(ctx);
  if (cached) return cached;
  const out = new Map<number, unknown>();
  let budget = TRACE_JSON_BUDGET;
  for (const v of ctx.views) {
    if (!v.isEnvironment || budget <= 0) continue;
    const o = v.step.output;
    if (o !== null && typeof o === "object") {
      out.set(v.pos, o);
      continue;
    }
    if (typeof o !== "string" || o.length > MAX_JSON) continue;
    const s = o.trimStart();
    if (!s.startsWith("{") && !s.startsWith("[")) continue;
    budget -= s.length;
    try {
      out.set(v.pos, JSON.parse(s));
    } catch {
      /* not JSON */
    }
  }
  jsonCache.set(ctx, out);
  return out;
}
// A memo of this module's own, keyed by the trace it is derived from: not a channel to other modules.
const jsonCache = new WeakMap<TraceContext, Map<number, unknown>>();

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === "object" && !Array.isArray(x);

/** Walk a parsed value (bounded), calling f on every object. */
function eachObject(value: unknown, f: (o: Record<string, unknown>) => void, limit = 20_000): void {
  const stack: unknown[] = [value];
  let n = 0;
  while (stack.length > 0 && n++ < limit) {
    const x = stack.pop();
    if (Array.isArray(x)) for (const y of x.slice(0, 2000)) stack.push(y);
    else if (isRecord(x)) {
      f(x);
      for (const y of Object.values(x).slice(0, 2000)) if (y !== null && typeof y === "object") stack.push(y);
    }
  }
}

/** What an agent said in a step (its message, or the text beside its call). */
function said(v: StepView): string {
  return (v.thought || v.text).slice(0, 4000);
}

function agentTurn(v: StepView): boolean {
  return !v.isEnvironment && v.agent !== "user" && v.step.kind !== "prompt";
}

// ---------------------------------------------------------------- counts of available things

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

export const availabilityCount: Detector = {
  name: "AvailabilityCountDetector",
  maxConfidence: 0.75,
  modes: ["FM-3.3"],
  serves: "structured",
  detect(ctx) {
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
        finding("FM-3.3", v, 0.75, this.name, `Said ${n} are available, but the tool result it read flags ${source.yes} of ${source.flagged} as available.`, [
          evidenceOf(source.v, primaryText(source.v), `${source.yes} of ${source.flagged} entries available`),
          evidenceOf(v, text, "count claimed", m.index),
        ]),
      );
      if (out.length >= 3) break;
    }
    return out;
  },
};

// ---------------------------------------------------------------- record status

// Record identifiers as they are written in messages (#W123…, ORD-1234, 4-digit+ codes).
const REF = /#?\b[A-Za-z]{0,6}[-_]?\d{4,}\b/g;
export const RECORD_REF = REF;
export const normRef = (s: string): string => s.replace(/^#/, "").toLowerCase();
const ID_KEY = /(^|_)id$|^id$|number$|^ref(erence)?$/i;
const STATUS_KEY = /^(status|state)$/i;
// Clauses that talk about a status without asserting it: conditions, rules, negations, futures.
const HEDGED = /n't\b|\b(not|no longer|only|if|unless|once|when|until|will|would|can be|could|should|must|need|needs|instead|yet|already been|before|after|whether|cannot|since)\b/i;

/** Known status per record id, from the top-level objects of tool results. */
function statusOf(value: unknown): { id: string; status: string } | undefined {
  if (!isRecord(value)) return undefined;
  const statusKey = Object.keys(value).find((k) => STATUS_KEY.test(k));
  const status = statusKey ? value[statusKey] : undefined;
  if (typeof status !== "string" || status.length === 0 || status.length > 40) return undefined;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x), status: status.toLowerCase().replace(/\bcanceled\b/, "cancelled") };
  return undefined;
}

// Lifecycle words of records that are rarely used in another sense; statuses the tools return
// are added to them.
const LIFECYCLE = ["pending", "processed", "shipped", "delivered", "cancelled", "refunded"];

/** The noun a record's id key names ("order_id" → order), so "delivered orders" can be read. */
function recordNoun(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const k = Object.keys(value).find((x) => ID_KEY.test(x) && x.length > 3);
  const m = k ? /^([a-z]{3,})[_]?id$/i.exec(k) : null;
  return m ? m[1]!.toLowerCase() : undefined;
}

export const statusContradiction: Detector = {
  name: "StatusContradictionDetector",
  maxConfidence: 0.72,
  modes: ["FM-3.3"],
  serves: "structured",
  detect(ctx) {
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
        const refs = (clause.match(REF) ?? []).map(normRef).filter((r) => history.has(r));
        if (refs.length === 0) continue;
        // Every record the clause names contradicts every status it asserts, now and before.
        const wrong = refs.filter((r) => ![...claimed].some((w) => [...history.get(r)!.statuses].some((st) => st.includes(w))));
        if (wrong.length !== refs.length) continue;
        const known = history.get(wrong[0]!)!;
        out.push(
          finding("FM-3.3", v, 0.72, this.name, `Called ${wrong.join(", ")} ${[...claimed].join("/")}, but the tool results say "${known.last}".`, [
            evidenceOf(known.v, primaryText(known.v), `status ${known.last}`),
            evidenceOf(v, text, "status claimed", Math.max(0, text.indexOf(clause))),
          ]),
        );
        break;
      }
      if (out.length >= 3) break;
    }
    return out;
  },
};
const COPULA = /\b(is|are|was|were|remains?|still|currently|now|marked(\s+as)?|status(\s+is|:)?)\s+["'*]*$/i;

// ---------------------------------------------------------------- whole-record actions

// Actions that end or remove a whole record, whatever it holds.
const DESTRUCTIVE = /^(cancel|delete|remove|void|terminate|close|discard|drop|destroy)(_|[A-Z]|$)/;

const singular = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);
function wordSet(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).slice(0, 3000).map(singular));
}

/** Named parts (line items) of a record: entries of its arrays that have a name. */
function partsOf(value: unknown): string[] {
  if (!isRecord(value)) return [];
  const names: string[] = [];
  for (const x of Object.values(value)) {
    if (!Array.isArray(x)) continue;
    for (const e of x.slice(0, 200)) if (isRecord(e) && typeof e["name"] === "string") names.push(e["name"]);
  }
  return names;
}

/** The head noun of a part's name ("Garden Hose" → hose), which is how people refer to it. */
function headOf(name: string): string | undefined {
  const ws = name.toLowerCase().match(/[a-z]+/g);
  return ws && ws.length > 0 ? singular(ws[ws.length - 1]!) : undefined;
}

export const partialScopeAction: Detector = {
  name: "PartialScopeActionDetector",
  maxConfidence: 0.72,
  modes: ["FM-1.1"],
  serves: "structured",
  detect(ctx) {
    if (!ctx.views.some((v) => v.agent === "user")) return [];
    const json = toolJson(ctx);
    if (json.size === 0) return [];
    const records = new Map<string, { parts: string[]; v: StepView }>();
    const out: Finding[] = [];
    let users: StepView[] = [];
    for (const v of ctx.views) {
      if (v.agent === "user") {
        users.push(v);
        if (users.length > 50) users = users.slice(-20); // only recent requests matter; bounded work
        continue;
      }
      if (v.isEnvironment) {
        const value = json.get(v.pos);
        const s = statusOf(value) ?? idOf(value);
        const parts = partsOf(value);
        if (s && parts.length >= 2) {
          if (records.size > 100_000) records.clear();
          records.set(s.id, { parts, v });
        }
        continue;
      }
      for (const c of v.calls) {
        if (!DESTRUCTIVE.test(c.name) || /\[/.test(c.argsKey)) continue; // a call that lists parts says what it removes
        const id = (c.argsText.match(REF) ?? []).map(normRef).find((r) => records.has(r));
        if (!id) continue;
        const rec = records.get(id)!;
        const heads = [...new Set(rec.parts.map(headOf).filter((h): h is string => h !== undefined && h.length >= 3))];
        // The user's latest words about this record: the last message that names any of its parts.
        const asked = [...users].reverse().find((u) => {
          const ws = wordSet(u.text);
          return heads.some((h) => ws.has(h));
        });
        if (!asked) continue;
        // The user asked for the whole record ("cancel the entire order", "cancel order #W1").
        const noun = recordNoun(json.get(rec.v.pos));
        if (users.some((u) => wholeRecord(u.text, id, noun))) continue;
        const ws = wordSet(asked.text);
        const named = heads.filter((h) => ws.has(h));
        if (named.length === heads.length) continue;
        const left = heads.filter((h) => !ws.has(h));
        out.push(
          finding("FM-1.1", v, 0.72, this.name, `${c.name} acted on all of ${id}, but the user asked only about the ${named.join(", ")}; it also holds the ${left.join(", ")}.`, [
            evidenceOf(asked, asked.text, `the user named only the ${named.join(", ")}`),
            evidenceOf(rec.v, primaryText(rec.v), `${id} holds ${rec.parts.length} items`),
            evidenceOf(v, primaryText(v), "whole-record action"),
          ]),
        );
        break;
      }
      // Requests before a state change were served by it; later ones are about what comes next.
      if (v.mutating && v.calls.length > 0) users = [];
      if (out.length >= 3) break;
    }
    return out;
  },
};

// ---------------------------------------------------------------- values attributed to the wrong record

// Long values that identify something a record holds: order numbers, tracking ids, codes.
const VALUE = /#?\b[A-Za-z]{0,6}[-_]?\d{6,}\b/g;
const NEGATED_CLAUSE = /\b(not|n't|no|none|without|neither|nor)\b/i;

/**
 * An answer that gives a value from one record (a tracking number, an order id) as belonging to
 * a part (the tablet) that record does not hold: "The tracking number for the tablet is 1944…"
 * read from an order of an espresso machine and sneakers. Part names are those any tool
 * result in the trace lists.
 */
export const misattributedValue: Detector = {
  name: "MisattributedValueDetector",
  maxConfidence: 0.72,
  modes: ["FM-3.3"],
  serves: "structured",
  detect(ctx) {
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
        for (const x of (raw.match(VALUE) ?? []).slice(0, 500)) holder.set(normRef(x), { parts: ps, v });
        continue;
      }
      if (!agentTurn(v) || v.calls.length > 0 || holder.size === 0) continue;
      const text = said(v);
      for (const clause of text.split(/[.!?;\n]+/).slice(0, 200)) {
        if (clause.length > 400 || NEGATED_CLAUSE.test(clause)) continue;
        const vals = (clause.match(VALUE) ?? []).map(normRef).filter((x) => holder.has(x));
        if (vals.length === 0) continue;
        const ws = wordSet(clause);
        const named = [...heads].filter((h) => ws.has(h));
        if (named.length === 0) continue;
        if (vals.some((x) => named.some((h) => holder.get(x)!.parts.has(h)))) continue;
        const src = holder.get(vals[0]!)!;
        out.push(
          finding("FM-3.3", v, 0.72, this.name, `Gave ${vals[0]} as the ${named.join("/")}'s, but the record it comes from holds no ${named.join("/")} (it holds the ${[...src.parts].slice(0, 5).join(", ")}).`, [
            evidenceOf(src.v, primaryText(src.v), `record holding ${vals[0]}`),
            evidenceOf(v, text, "value attributed", Math.max(0, text.indexOf(clause))),
          ]),
        );
        break;
      }
      if (out.length >= 3) break;
    }
    return out;
  },
};

function idOf(value: unknown): { id: string } | undefined {
  if (!isRecord(value)) return undefined;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x) };
  return undefined;
}

function wholeRecord(text: string, id: string, noun: string | undefined): boolean {
  const t = text.slice(0, 4000);
  if (/\b(whole|entire)\b/i.test(t) || t.toLowerCase().includes(id)) return true;
  return noun !== undefined && new RegExp(`\\b(the|this|that|my|your|all)\\s+${noun}\\b(?!\\s+(of|for|with)\\b)`, "i").test(t);
}

/** Detectors whose findings say a tool result was misread or overstepped: root causes of what follows. */
export const GROUNDING_DETECTORS: ReadonlySet<string> = new Set([availabilityCount.name, statusContradiction.name, partialScopeAction.name, misattributedValue.name]);
