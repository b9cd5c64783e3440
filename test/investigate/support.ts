// Shared by the investigate tests: an in-process CliIO that collects what a verb prints, and the
// real trace sets of test/fixtures/data and examples/.
import { fileURLToPath } from "node:url";
import type { TraceFacts } from "../../src/investigate/facts.js";
import { captureIO } from "../support/cli-io.js";

export const repo = fileURLToPath(new URL("../../", import.meta.url));

export const SETS = {
  store: "test/fixtures/data/peers/approximately/store",
  whowhen: "test/fixtures/data/who-and-when/algorithm-generated",
  tau: "test/fixtures/data/agentrx-tau/tau_dataset_full.json",
  agentblame: "test/fixtures/data/peers/agent-blame/examples.db",
  otlp: "examples/traces/checkout-agent.otlp.json",
} as const;

export const cli = (cwd: string = repo) => captureIO(cwd);

/** The facts of one trace for a query or metrics test, with the given fields set. */
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
