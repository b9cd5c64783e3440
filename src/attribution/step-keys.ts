// The keys that tie one step to another: what a step's text carries (a record id, a number of
// four or more digits, an e-mail address) and a later step names in what it does. Shared by the
// context budget (was the fact still in view when it was needed?) and the counterfactual (which
// later steps are downstream of a step?).
import type { Step } from "../trace/model.js";
import { asText } from "../untrusted/sanitize.js";

/** Keys of one step that are followed (a step that names hundreds of numbers is a table, not a reference). */
export const MAX_KEYS_A_STEP = 64;
export const TEXT_MAX = 200_000;

// Record ids (#W2378156, B-2232, ORD_10423), numbers of 4+ digits (ids, zip codes, amounts), e-mail addresses.
const KEY = /[\w.+-]+@[\w-]+\.[\w.-]+|#?\b[A-Za-z]{0,6}[-_]?\d{4,}[A-Za-z0-9]*\b/g;

export function keysOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.slice(0, TEXT_MAX).matchAll(KEY)) {
    out.add(m[0].replace(/^#/, "").toLowerCase());
    if (out.size >= MAX_KEYS_A_STEP) break;
  }
  return out;
}

/** What a step put into the conversation. */
export function factText(s: Step): string {
  return [asText(s.output), s.error ?? ""].filter(Boolean).join("\n");
}

/** What a step did with what it knew: its arguments, calls, reasoning, and what it said. */
export function useText(s: Step): string {
  const calls = (s.toolCalls ?? []).map((c) => asText(c.arguments)).join("\n");
  const said = s.kind === "observation" || s.kind === "retrieval" || s.kind === "tool_call" || s.kind === "prompt" ? "" : asText(s.output);
  return [asText(s.input), calls, s.thought ?? "", said].filter(Boolean).join("\n");
}

export function wholeText(s: Step): string {
  return [s.name ?? "", useText(s), factText(s)].filter(Boolean).join("\n").slice(0, TEXT_MAX);
}
