// Per-trace results for report and SARIF tests, shaped by the shared zod schema (parsed, so a
// fixture that drifts from the contract fails loudly).
import { MODE_IDS, type ModeId } from "../../src/attribution/model.js";
import { RunResultSchema, runResultOf, TraceResultSchema, type RunResult, type TraceResult } from "../../src/results/model.js";

export function failedTrace(i: number, over: Partial<TraceResult> = {}): TraceResult {
  const mode: ModeId = MODE_IDS[i % MODE_IDS.length]!;
  return TraceResultSchema.parse({
    id: `run-${i}`,
    file: `traces/run-${i}.json`,
    format: "native",
    task: `task ${i}`,
    success: false,
    steps: 6,
    agents: ["planner", "booker"],
    errors: [{ step: 3, kind: "tool_call", agent: "booker", name: "book_flight", message: "HTTP 500 from airline API" }],
    verdict: {
      mode,
      step: 3,
      agent: "booker",
      confidence: 0.5 + ((i * 7) % 50) / 100,
      evidence: [
        { step: 2, agent: "planner", quote: "Plan: search flights, then book the cheapest one." },
        { step: 3, agent: "booker", quote: "book_flight(flight_id=UA123) -> error 500", note: "tool failed" },
      ],
      runnerUps: [{ mode: MODE_IDS[(i + 1) % MODE_IDS.length]!, probability: 0.2 }],
      source: "rules",
    },
    findings: [
      {
        mode,
        step: 3,
        agent: "booker",
        confidence: 0.8,
        detector: "tool-error",
        message: "book_flight failed and the agent went on as if it had succeeded",
        evidence: [{ step: 3, agent: "booker", quote: "error 500" }],
      },
    ],
    blame: [],
    maxBlame: 0.7,
    ...over,
  });
}

export function runResult(traces: TraceResult[], extra: Partial<RunResult["summary"]> = {}): RunResult {
  const failed = traces.filter((t) => t.success === false).length;
  const passed = traces.filter((t) => t.success === true).length;
  const modes: Record<string, number> = {};
  for (const t of traces) if (t.verdict?.mode) modes[t.verdict.mode] = (modes[t.verdict.mode] ?? 0) + 1;
  return runResultOf(
    RunResultSchema.parse({
      summary: {
        files: traces.length,
        traces: traces.length,
        failed,
        passed,
        unknown: traces.length - failed - passed,
        skipped: 0,
        failureRate: failed + passed ? failed / (failed + passed) : null,
        modes,
        ...extra,
      },
      traces,
      skipped: [],
    }),
  );
}
