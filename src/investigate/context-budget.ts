// `blamegate context`: replay a trace under a context budget and see which facts the agent
// would have lost before it needed them.
//
// Facts are what steps put into the conversation: tool results, messages, the agent's own
// earlier words. A later step *needs* a fact when what it does (a call's arguments, a message,
// an answer) names a key — a record id, an amount, an e-mail — that an earlier step's text
// carried and the task did not. The budget decides what the agent still saw at that step:
//   window  — prompts stay; then the most recent steps, whole, while they fit;
//   summary — prompts stay; 3/4 of the rest holds the recent steps whole, 1/4 a summary of
//             older ones (the first SUMMARY_TOKENS tokens of each, most recent first).
// A need is recalled when some earlier carrier of its key is still in view (whole, or in the
// summary's head of it). Effective recall = recalled / needs. When the blamed step needed a
// fact the budget dropped, that is evidence for FM-1.4 (loss of conversation history).
import type { Trace } from "../trace/model.js";
import { factText, keysOf, TEXT_MAX, useText, wholeText } from "../attribution/step-keys.js";
import type { TokenCounter } from "./tokenizer.js";

export type Policy = "window" | "summary";
export const SUMMARY_TOKENS = 48;
export interface Need {
  key: string;
  /** The step that needed the fact. */
  at: number;
  /** The latest earlier step that carried it. */
  fact: number;
  factKind: string;
  factName: string | null;
  recalled: boolean;
  /** Tokens between the fact and the step that needed it. */
  distance: number;
}

export interface ContextReport {
  id: string;
  file: string;
  policy: Policy;
  budget: number;
  tokenizer: string;
  steps: number;
  /** Tokens of the whole trace, and of the prompts kept in view throughout. */
  tokens: number;
  pinned: number;
  /** The largest context any step would have needed with no budget. */
  peak: number;
  needs: number;
  recalled: number;
  /** recalled / needs; null when no step needed an earlier fact. */
  recall: number | null;
  /** Needs whose fact the budget dropped, one per (fact, step). */
  evicted: Need[];
  blamed: { step: number; mode: string | null; dropped: Need[] } | null;
  /** The blamed step used a fact the budget would have dropped. */
  fm14Evidence: boolean;
}

export interface BudgetOptions {
  budget: number;
  policy: Policy;
  counter: TokenCounter;
  /** The gate's verdict for the trace, to say whether the blamed step lost a fact. */
  verdict?: { step: number | null; mode: string | null } | null;
}

export function contextBudget(trace: Trace, options: BudgetOptions): ContextReport {
  const { budget, policy, counter } = options;
  const steps = trace.steps;
  const texts = steps.map(wholeText);
  const tok = texts.map((t) => counter.count(t));
  const pinnedSteps = new Set(steps.flatMap((s, i) => (s.kind === "prompt" ? [i] : [])));
  const taskTokens = counter.count(trace.task.slice(0, TEXT_MAX));
  const pinned = taskTokens + [...pinnedSteps].reduce((n, i) => n + tok[i]!, 0);
  // prefix[i] = tokens of the unpinned steps before position i.
  const prefix = [0];
  steps.forEach((_, i) => prefix.push(prefix[i]! + (pinnedSteps.has(i) ? 0 : tok[i]!)));
  const avail = Math.max(0, budget - pinned);
  const windowRoom = policy === "window" ? avail : Math.floor(avail * 0.75);
  const summaryRoom = avail - windowRoom;
  const headTok = tok.map((n) => Math.min(n, SUMMARY_TOKENS));
  const heads = new Map<number, string>();
  const headOf = (i: number) => {
    let h = heads.get(i);
    if (h === undefined) heads.set(i, (h = counter.head(texts[i]!, SUMMARY_TOKENS).toLowerCase()));
    return h;
  };

  /** Is the key, carried by step i, still in view at step j? */
  function inView(i: number, j: number, key: string): boolean {
    if (pinnedSteps.has(i)) return budget >= pinned;
    if (prefix[j]! - prefix[i]! <= windowRoom) return true;
    if (policy === "window") return false;
    // The window at j starts at the first position w with prefix[j] - prefix[w] <= windowRoom.
    let w = i + 1;
    while (w < j && prefix[j]! - prefix[w]! > windowRoom) w++;
    // Summaries of the evicted steps, most recent first, while they fit.
    let used = 0;
    for (let k = w - 1; k >= i; k--) {
      if (pinnedSteps.has(k)) continue;
      used += headTok[k]!;
      if (used > summaryRoom) return false;
    }
    return headOf(i).includes(key);
  }

  const taskKeys = keysOf(trace.task);
  const carriers = new Map<string, number[]>(); // key → positions whose facts carried it
  const needs: Need[] = [];
  let peak = 0;
  steps.forEach((s, j) => {
    peak = Math.max(peak, pinned + prefix[j]!);
    for (const key of keysOf(useText(s))) {
      if (taskKeys.has(key)) continue;
      const from = carriers.get(key);
      if (!from || from.length === 0) continue;
      const latest = from[from.length - 1]!;
      const recalled = from.some((i) => inView(i, j, key));
      const f = steps[latest]!;
      needs.push({ key, at: s.index, fact: f.index, factKind: f.kind, factName: f.name ?? null, recalled, distance: prefix[j]! - prefix[latest]! });
    }
    for (const key of keysOf(factText(s))) {
      const list = carriers.get(key) ?? [];
      list.push(j);
      carriers.set(key, list);
    }
  });

  // One line per (fact, step): several keys of one tool result lost at once are one loss.
  const evicted: Need[] = [];
  for (const n of needs) if (!n.recalled && !evicted.some((e) => e.fact === n.fact && e.at === n.at)) evicted.push(n);
  const recalled = needs.filter((n) => n.recalled).length;
  const v = options.verdict;
  const blamed = v && v.step !== null ? { step: v.step, mode: v.mode, dropped: evicted.filter((e) => e.at === v.step) } : null;
  return {
    id: trace.id,
    file: trace.origin.file,
    policy,
    budget,
    tokenizer: counter.name,
    steps: steps.length,
    tokens: taskTokens + tok.reduce((a, b) => a + b, 0),
    pinned,
    peak,
    needs: needs.length,
    recalled,
    recall: needs.length ? Math.round((recalled / needs.length) * 10000) / 10000 : null,
    evicted,
    blamed,
    fm14Evidence: Boolean(blamed && blamed.dropped.length > 0),
  };
}

export function contextText(r: ContextReport): string {
  const lines = [
    `${r.file} [${r.id}]: ${r.steps} steps, ${r.tokens} tokens (${r.tokenizer}); budget ${r.budget} tokens, ${r.policy} policy; peak context ${r.peak}${r.pinned ? `, ${r.pinned} pinned (task and prompts)` : ""}`,
    r.needs === 0
      ? "  no step named a fact that an earlier step brought in"
      : `  facts needed later: ${r.needs}; evicted before the step that needed them: ${r.needs - r.recalled}; effective recall ${((r.recall ?? 0) * 100).toFixed(1)}%`,
  ];
  for (const e of r.evicted.slice(0, 20)) {
    lines.push(`  step ${e.fact} (${e.factKind}${e.factName ? ` ${e.factName}` : ""}) needed at step ${e.at} for "${e.key.slice(0, 60)}": dropped, ${e.distance} tokens came between`);
  }
  if (r.evicted.length > 20) lines.push(`  … and ${r.evicted.length - 20} more`);
  if (r.blamed) {
    lines.push(
      r.fm14Evidence
        ? `  blamed step ${r.blamed.step}${r.blamed.mode ? ` (${r.blamed.mode})` : ""} used a fact this budget drops (step ${r.blamed.dropped.map((d) => d.fact).join(", ")}): evidence for FM-1.4 loss of conversation history`
        : `  blamed step ${r.blamed.step}${r.blamed.mode ? ` (${r.blamed.mode})` : ""} lost no fact it used under this budget`,
    );
  }
  return `${lines.join("\n")}\n`;
}
