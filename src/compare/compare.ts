// A pull request's run against its base run, task by task: status, the first divergence of
// each new failure from a passing base trial of the same task, known signatures, latency and
// drift. Pure: it is given both runs' traces and the PR's failure signatures.
import { actionsOf } from "./actions.js";
import { firstDivergence } from "./align.js";
import { actionDrift } from "./drift.js";
import { compareLatency, type TimedAction } from "./latency.js";
import type { Comparison, TaskComparison, TaskStatus } from "./model.js";
import { groupByTask, taskLabel } from "./tasks.js";
import type { Trace } from "../trace/model.js";
import { asText, cleanText } from "../untrusted/sanitize.js";

export interface CompareInput {
  pr: Trace[];
  base: Trace[];
  /** The PR's failed traces' signatures by trace id, as the analysis made them (TraceResult.signature). */
  signatures?: Map<string, string>;
  /** Signatures of failures in earlier base runs: id → in how many of `historyRuns` it was seen. */
  seenSignatures?: Map<string, number>;
  historyRuns?: number;
  baseSource: string;
}

const failed = (t: Trace) => t.success === false;

/** A step as a reviewer would read it: a call with its arguments, or what was said. Clipped and redacted. */
export function quoteStep(trace: Trace, index: number): string {
  const step = trace.steps.find((s) => s.index === index);
  if (!step) return "";
  const call = step.toolCalls?.[0];
  const text = call ? `${call.name}(${asText(call.arguments)})` : step.kind === "tool_call" && step.name ? `${step.name}(${asText(step.input)})` : asText(step.output ?? step.input ?? step.thought ?? "");
  return cleanText(`${step.agent ? `${step.agent}: ` : ""}${text}`, { max: 300 });
}

function status(pr: Trace[] | undefined, base: Trace[] | undefined): TaskStatus {
  if (!pr?.length || !base?.length) return "unpaired";
  const prFails = pr.some(failed);
  const baseFails = base.some(failed);
  if (prFails && !baseFails) return "new-failure";
  if (!prFails && baseFails) return "fixed";
  return prFails ? "still-failing" : "passing";
}

const ORDER: Record<TaskStatus, number> = { "new-failure": 0, "still-failing": 1, fixed: 2, unpaired: 3, passing: 4 };

export function compareRuns(input: CompareInput): Comparison {
  const pr = groupByTask(input.pr);
  const base = groupByTask(input.base);
  const tasks: TaskComparison[] = [];
  for (const key of new Set([...pr.keys(), ...base.keys()])) {
    const p = pr.get(key);
    const b = base.get(key);
    const s = status(p, b);
    const row: TaskComparison = {
      task: taskLabel((p ?? b)![0]!),
      status: s,
      pr: { traces: p?.length ?? 0, failed: p?.filter(failed).length ?? 0 },
      base: { traces: b?.length ?? 0, failed: b?.filter(failed).length ?? 0 },
    };
    if (s === "new-failure" || s === "still-failing") {
      const broken = p!.find(failed)!;
      const passing = b!.find((t) => t.success === true);
      if (passing) {
        const d = firstDivergence(actionsOf(broken), actionsOf(passing));
        if (d) {
          const quote = { ...(d.step !== null ? { pr: quoteStep(broken, d.step) } : {}), ...(d.baseStep !== null ? { base: quoteStep(passing, d.baseStep) } : {}) };
          row.divergence = { ...d, quote, trace: broken.id, baseTrace: passing.id };
        }
      }
      const id = input.signatures?.get(broken.id);
      if (id) row.signature = { id, seen: input.seenSignatures?.get(id) ?? 0, of: input.historyRuns ?? 0 };
    }
    tasks.push(row);
  }
  tasks.sort((x, y) => ORDER[x.status] - ORDER[y.status] || (x.task < y.task ? -1 : x.task > y.task ? 1 : 0));
  const timed = (traces: Trace[]): TimedAction[] => traces.flatMap((t) => actionsOf(t).map((a) => ({ ...a, trace: t.id })));
  const prActions = timed(input.pr);
  const baseActions = timed(input.base);
  return {
    base: { traces: input.base.length, source: input.baseSource },
    tasks,
    latency: compareLatency(prActions, baseActions),
    drift: actionDrift(prActions, baseActions),
    newFailures: tasks.filter((t) => t.status === "new-failure").length,
  };
}
