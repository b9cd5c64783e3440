// FM-1.1: a whole-record destructive action (cancel, delete) when the user named only some of
// the record's parts ("cancel the hose" on an order that also holds a vacuum and a charger).
import type { Finding } from "../model.js";
import type { StepView } from "../context.js";
import { normRef, recordRefs } from "../record-ids.js";
import { headOf, idOf, partsOf, recordNoun, statusOf, toolJson, wordSet } from "./tool-results.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

// Actions that end or remove a whole record, whatever it holds.
const DESTRUCTIVE = /^(cancel|delete|remove|void|terminate|close|discard|drop|destroy)(_|[A-Z]|$)/;

const meta: DetectorMeta = {
  id: "partial-scope-action",
  name: "PartialScopeActionDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description:
    'In a conversation with a user, reports a destructive call on a whole record (cancel, delete, remove, void …, without a list of parts in its arguments) when the user\'s latest words about that record named only some of its parts (line items read from the tool\'s result) and never asked for the whole record ("the whole order", its id, "my order"). Requests before an earlier state change were served by it. Up to three per trace.',
  maxConfidence: 0.72,
};

export const partialScopeAction = defineDetector(meta, (ctx) => {
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
      const id = recordRefs(c.argsText)
        .map(normRef)
        .find((r) => records.has(r));
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
        finding("FM-1.1", v, 0.72, meta.name, `${c.name} acted on all of ${id}, but the user asked only about the ${named.join(", ")}; it also holds the ${left.join(", ")}.`, [
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
});

function wholeRecord(text: string, id: string, noun: string | undefined): boolean {
  const t = text.slice(0, 4000);
  if (/\b(whole|entire)\b/i.test(t) || t.toLowerCase().includes(id)) return true;
  return noun !== undefined && new RegExp(`\\b(the|this|that|my|your|all)\\s+${noun}\\b(?!\\s+(of|for|with)\\b)`, "i").test(t);
}
