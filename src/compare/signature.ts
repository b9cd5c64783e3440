// A failure's signature: its mode, the agent blamed and the normalised action at the blamed
// step. The same signature in earlier base runs marks a known (or flaky) failure; a signature
// never seen before is new. Teams can pin one as a regression guard (guards.ts).
import type { Trace } from "../trace/model.js";
import { sha256Hex } from "../sha256.js";
import { actionOf } from "./actions.js";

export interface FailureFacts {
  mode?: string | undefined;
  agent?: string | undefined;
  step?: number | undefined;
}

export function failureSignature(trace: Trace, verdict: FailureFacts): { id: string; text: string } {
  const step = verdict.step === undefined ? undefined : trace.steps.find((s) => s.index === verdict.step);
  const a = step ? actionOf(step) : null;
  const text = `${verdict.mode ?? "?"}|${verdict.agent ?? a?.agent ?? ""}|${a ? `${a.kind}|${a.tool}|${a.shape}` : ""}`;
  return { id: `sig-${sha256Hex(text).slice(0, 12)}`, text };
}

/** The signature of a trace under its verdict, or none when nothing was attributed. */
export function verdictSignature(trace: Trace, verdict: { mode: string | null; agent: string | null; step: number | null } | null | undefined): string | undefined {
  if (!verdict) return undefined;
  return failureSignature(trace, { mode: verdict.mode ?? undefined, agent: verdict.agent ?? undefined, step: verdict.step ?? undefined }).id;
}
