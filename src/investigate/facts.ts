// The per-trace fields `query` filters on and `stats` aggregates: what a trace did (steps,
// tokens, cost, latency, tools, agents, errors) and what blamegate said of it (mode, blamed
// agent, integrity). Computed from the normalised trace and its result, so they mean the same
// whatever format the trace came in.
import type { ModeId } from "../attribution/model.js";
import type { Step, Trace } from "../trace/model.js";
import type { TraceResult } from "../results/model.js";
import { asRecord } from "../json/record.js";

export interface AgentTally {
  steps: number;
  tokens: number;
  errors: number;
}

export interface TraceFacts {
  id: string;
  file: string;
  line: number | null;
  format: string;
  success: boolean | null;
  /** The verdict's MAST mode (null: passed, or no mode detector fired). */
  mode: ModeId | null;
  blamed_agent: string | null;
  blamed_step: number | null;
  /** Agents (or chat roles) that acted. */
  agent: string[];
  /** Tools called (tool steps and the tool calls inside messages). */
  tool: string[];
  steps: number;
  tokens: number;
  /** US dollars, from the source's per-step cost where it records one (agent-blame `cost_usd`, OTLP `gen_ai.usage.cost`). */
  cost: number;
  /** Slowest step, milliseconds. */
  max_latency: number;
  /** Tools whose call recorded an error. */
  failed_tools: string[];
  /** Agents with a step that recorded an error, and the agent a failed trace's verdict blames. */
  failed_agents: string[];
  /** Hash-chain verdict (intact, unsigned, keyed, tampered, …); null when not checked. */
  integrity: string | null;
  /** Per agent: steps taken, tokens spent, errors recorded. */
  byAgent: Record<string, AgentTally>;
  /** Per tool: calls, errors, latencies (ms) of the calls that recorded one. */
  byTool: Record<string, { calls: number; errors: number; latencies: number[] }>;
}

function num(x: unknown): number | undefined {
  return typeof x === "number" && Number.isFinite(x) && x >= 0 ? x : typeof x === "string" && x.trim() !== "" && Number.isFinite(Number(x)) && Number(x) >= 0 ? Number(x) : undefined;
}

/** A step's cost where the source wrote one: a field on the row, its meta, or an OTLP attribute. */
export function stepCost(step: Step): number {
  const raw = asRecord(step.raw);
  if (!raw) return 0;
  const direct = num(raw.cost_usd) ?? num(raw.cost) ?? num(asRecord(raw.meta)?.cost_usd) ?? num(asRecord(raw.meta)?.cost);
  if (direct !== undefined) return direct;
  const attrs = raw.attributes;
  if (Array.isArray(attrs)) {
    for (const a of attrs) {
      const kv = asRecord(a);
      if (kv?.key === "gen_ai.usage.cost" || kv?.key === "llm.cost.total") {
        const v = asRecord(kv.value);
        return num(v?.doubleValue) ?? num(v?.intValue) ?? 0;
      }
    }
  }
  return 0;
}

/** Names of the tools a step called: the tool step's own name, or the calls inside a message. */
export function stepTools(step: Step): string[] {
  if (step.toolCalls && step.toolCalls.length > 0) return step.toolCalls.map((c) => c.name);
  return step.kind === "tool_call" && step.name ? [step.name] : [];
}

export function stepFailed(step: Step): boolean {
  return (step.error !== undefined && step.error !== "") || step.kind === "error";
}

export function traceFacts(trace: Trace, result: TraceResult): TraceFacts {
  const agents = new Set<string>();
  const tools = new Set<string>();
  const failedTools = new Set<string>();
  const failedAgents = new Set<string>();
  const byAgent: TraceFacts["byAgent"] = {};
  const byTool: TraceFacts["byTool"] = {};
  let tokens = 0;
  let cost = 0;
  let maxLatency = 0;
  for (const step of trace.steps) {
    const failed = stepFailed(step);
    tokens += step.tokens ?? 0;
    cost += stepCost(step);
    maxLatency = Math.max(maxLatency, step.latencyMs ?? 0);
    if (step.agent !== undefined) {
      agents.add(step.agent);
      const a = (byAgent[step.agent] ??= { steps: 0, tokens: 0, errors: 0 });
      a.steps++;
      a.tokens += step.tokens ?? 0;
      if (failed) {
        a.errors++;
        failedAgents.add(step.agent);
      }
    }
    for (const name of stepTools(step)) {
      tools.add(name);
      const t = (byTool[name] ??= { calls: 0, errors: 0, latencies: [] });
      t.calls++;
      if (step.latencyMs !== undefined) t.latencies.push(step.latencyMs);
      if (failed) {
        t.errors++;
        failedTools.add(name);
      }
    }
  }
  const verdict = result.verdict ?? null;
  if (trace.success !== true && verdict?.agent) failedAgents.add(verdict.agent);
  return {
    id: trace.id,
    file: trace.origin.file,
    line: trace.origin.line ?? null,
    format: trace.origin.format,
    success: trace.success,
    mode: verdict?.mode ?? null,
    blamed_agent: verdict?.agent ?? null,
    blamed_step: verdict?.step ?? null,
    agent: [...agents],
    tool: [...tools],
    steps: trace.steps.length,
    tokens,
    cost: Math.round(cost * 1e6) / 1e6,
    max_latency: maxLatency,
    failed_tools: [...failedTools],
    failed_agents: [...failedAgents],
    integrity: result.integrity?.verdict ?? null,
    byAgent,
    byTool,
  };
}
