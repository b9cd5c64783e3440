// Shared by the investigate tests: an in-process CliIO that collects what a verb prints, and the
// real trace sets of test/fixtures/data and examples/.
import { fileURLToPath } from "node:url";
import type { CliIO } from "../../src/commands/types.js";

export const repo = fileURLToPath(new URL("../../", import.meta.url));

export const SETS = {
  store: "test/fixtures/data/peers/approximately/store",
  whowhen: "test/fixtures/data/who-and-when/algorithm-generated",
  tau: "test/fixtures/data/agentrx-tau/tau_dataset_full.json",
  agentblame: "test/fixtures/data/peers/agent-blame/examples.db",
  otlp: "examples/traces/checkout-agent.otlp.json",
} as const;

export function cli(cwd: string = repo) {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env: {} };
  return { io, out: () => out, err: () => err };
}
