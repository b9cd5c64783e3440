// Reading records out of tool results, for the detectors that check what an agent says or does
// against what its tools just returned (orders, tickets, bookings, inventory): the parsed JSON of
// each result, the records' ids, statuses and parts, and the words people name them by.
import { normRef } from "../record-ids.js";
import type { StepView, TraceContext } from "../context.js";
import { isRecord } from "../../json/record.js";

/** Longest tool output parsed as JSON, and the parse budget of a whole trace (linear time). */
export const MAX_JSON = 200_000;
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

/** Walk a parsed value (bounded), calling f on every object. */
export function eachObject(value: unknown, f: (o: Record<string, unknown>) => void, limit = 20_000): void {
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
export function said(v: StepView): string {
  return (v.thought || v.text).slice(0, 4000);
}

export function agentTurn(v: StepView): boolean {
  return !v.isEnvironment && v.agent !== "user" && v.step.kind !== "prompt";
}

const ID_KEY = /(^|_)id$|^id$|number$|^ref(erence)?$/i;
const STATUS_KEY = /^(status|state)$/i;

/** Known status per record id, from the top-level objects of tool results. */
export function statusOf(value: unknown): { id: string; status: string } | undefined {
  if (!isRecord(value)) return undefined;
  const statusKey = Object.keys(value).find((k) => STATUS_KEY.test(k));
  const status = statusKey ? value[statusKey] : undefined;
  if (typeof status !== "string" || status.length === 0 || status.length > 40) return undefined;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x), status: status.toLowerCase().replace(/\bcanceled\b/, "cancelled") };
  return undefined;
}

/** The id of a record read by a tool. */
export function idOf(value: unknown): { id: string } | undefined {
  if (!isRecord(value)) return undefined;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x) };
  return undefined;
}

/** The noun a record's id key names ("order_id" → order), so "delivered orders" can be read. */
export function recordNoun(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const k = Object.keys(value).find((x) => ID_KEY.test(x) && x.length > 3);
  const m = k ? /^([a-z]{3,})[_]?id$/i.exec(k) : null;
  return m ? m[1]!.toLowerCase() : undefined;
}

const singular = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);
export function wordSet(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).slice(0, 3000).map(singular));
}

/** Named parts (line items) of a record: entries of its arrays that have a name. */
export function partsOf(value: unknown): string[] {
  if (!isRecord(value)) return [];
  const names: string[] = [];
  for (const x of Object.values(value)) {
    if (!Array.isArray(x)) continue;
    for (const e of x.slice(0, 200)) if (isRecord(e) && typeof e["name"] === "string") names.push(e["name"]);
  }
  return names;
}

/** The head noun of a part's name ("Garden Hose" → hose), which is how people refer to it. */
export function headOf(name: string): string | undefined {
  const ws = name.toLowerCase().match(/[a-z]+/g);
  return ws && ws.length > 0 ? singular(ws[ws.length - 1]!) : undefined;
}
