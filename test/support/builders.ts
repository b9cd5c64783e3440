// The one set of test builders: traces as the importers make them, per-trace and run results as
// attribution and the pipeline make them, digests as a run leaves them, and the facts an
// investigation queries. Each takes the fields a test cares about and fills
// the rest with defaults that parse with the zod schema they are typed by
// (test/support/builders.test.ts holds that), so a test states only what matters to it.
import { MODE_IDS, type Finding, type ModeId, type Verdict } from "../../src/attribution/model.js";
import { type RunResult, RunResultSchema, runResultOf, type Summary, type TraceResult } from "../../src/results/model.js";
import type { TraceFacts } from "../../src/investigate/facts.js";
import { buildDigest, type Digest } from "../../src/render/digest.js";
import { summarize } from "../../src/results/summary.js";
import type { Skipped, Step, Trace } from "../../src/trace/model.js";

/** One step of a trace: a message at index 0 unless told otherwise. */
export function step(over: Partial<Step> = {}): Step {
  return { index: 0, kind: "message", raw: {}, ...over };
}

/**
 * A failed native trace with these steps; a step without an `index` gets its position, so
 * `trace([{ agent: "a", output: "…" }, …])` reads like the conversation it stands for.
 */
export function trace(steps: Partial<Step>[] = [], over: Partial<Trace> = {}): Trace {
  return {
    id: "t",
    task: "task",
    success: false,
    meta: {},
    origin: { file: "x", format: "native" },
    steps: steps.map((s, index) => step({ ...s, index: s.index ?? index })),
    ...over,
  };
}

/** A rules verdict naming step 1 with mode FM-1.3. */
export function verdict(over: Partial<Verdict> = {}): Verdict {
  return { mode: "FM-1.3", step: 1, agent: null, confidence: 0.8, evidence: [], runnerUps: [], source: "rules", ...over };
}

/** A detector's finding at step 1 with mode FM-1.3. */
export function finding(over: Partial<Finding> = {}): Finding {
  return { mode: "FM-1.3", step: 1, confidence: 0.8, detector: "d", message: "m", evidence: [], ...over };
}

/** A passed trace's result, without attribution; its file follows its id. */
export function traceResult(over: Partial<TraceResult> = {}): TraceResult {
  const id = over.id ?? "t";
  return { id, file: `traces/${id}.json`, format: "native", task: "task", success: true, steps: 3, agents: [], errors: [], ...over };
}

/**
 * The `i`th of a set of fully attributed failed results: a planner and a booker, a failed tool
 * call at step 3, a verdict whose mode and confidence vary with `i`, one finding.
 */
export function failedTrace(i: number, over: Partial<TraceResult> = {}): TraceResult {
  const mode: ModeId = MODE_IDS[i % MODE_IDS.length]!;
  return traceResult({
    id: `run-${i}`,
    file: `traces/run-${i}.json`,
    task: `task ${i}`,
    success: false,
    steps: 6,
    agents: ["planner", "booker"],
    errors: [{ step: 3, kind: "tool_call", agent: "booker", name: "book_flight", message: "HTTP 500 from airline API" }],
    verdict: verdict({
      mode,
      step: 3,
      agent: "booker",
      confidence: 0.5 + ((i * 7) % 50) / 100,
      evidence: [
        { step: 2, agent: "planner", quote: "Plan: search flights, then book the cheapest one." },
        { step: 3, agent: "booker", quote: "book_flight(flight_id=UA123) -> error 500", note: "tool failed" },
      ],
      runnerUps: [{ mode: MODE_IDS[(i + 1) % MODE_IDS.length]!, probability: 0.2 }],
    }),
    findings: [
      finding({
        mode,
        step: 3,
        agent: "booker",
        detector: "tool-error",
        message: "book_flight failed and the agent went on as if it had succeeded",
        evidence: [{ step: 3, agent: "booker", quote: "error 500" }],
      }),
    ],
    blame: [],
    maxBlame: 0.7,
    ...over,
  });
}

export interface RunOptions extends Partial<Omit<RunResult, "summary" | "traces" | "skipped">> {
  /** Inputs that could not be read, or how many (named `bad<i>.json`, "unreadable"). */
  skipped?: number | Skipped[];
  /** Files read; the traces plus the skipped inputs unless told. */
  files?: number;
  /** Summary fields to set over the ones counted from the traces. */
  summary?: Partial<Summary>;
}

/**
 * A run over these results, its summary counted as the pipeline counts it; parsed with the
 * result schema, so a fixture that drifts from the contract fails loudly.
 */
export function runResult(traces: TraceResult[], { skipped = 0, files, summary, ...rest }: RunOptions = {}): RunResult {
  const bad: Skipped[] = typeof skipped === "number" ? Array.from({ length: skipped }, (_, i) => ({ file: `bad${i}.json`, reason: "unreadable" })) : skipped;
  return runResultOf(
    RunResultSchema.parse({
      summary: { ...summarize(traces, files ?? traces.length + bad.length, bad.length), ...summary },
      traces,
      skipped: bad,
      ...rest,
    }),
  );
}

/** A digest with `failed` of `total` traces failing, at run `i` of an hourly series. */
export function digestAt(i: number, failed: number, total: number, extra: Partial<Digest> = {}): Digest {
  const traces = Array.from({ length: total }, (_, k) => traceResult({ id: `t${k}`, success: k >= failed, agents: ["planner"] }));
  const d = buildDigest(runResult(traces), {
    time: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
    commit: `c${i.toString().padStart(39, "0")}`,
    ref: "refs/heads/main",
    workflow: "evals",
    repository: "octo-org/octo-repo",
    runId: 1000 + i,
  });
  return { ...d, ...extra };
}

/** The facts of one trace for an investigate query or metrics test (TraceFacts is an interface, no schema to check against). */
export function facts(over: Partial<TraceFacts>): TraceFacts {
  return {
    id: "t",
    file: "f.json",
    line: null,
    format: "native",
    success: false,
    mode: null,
    blamed_agent: null,
    blamed_step: null,
    agent: [],
    tool: [],
    steps: 3,
    tokens: 0,
    cost: 0,
    max_latency: 0,
    failed_tools: [],
    failed_agents: [],
    integrity: null,
    byAgent: {},
    byTool: {},
    ...over,
  };
}
