// Shared by the investigate tests: an in-process CliIO that collects what a verb prints, and the
// real trace sets of test/fixtures/data and examples/ (their facts() builder is in test/support/builders.ts).
import { fileURLToPath } from "node:url";
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
