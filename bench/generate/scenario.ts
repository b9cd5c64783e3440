// A format-neutral synthetic agent run: what happened, step by step. The native and OTLP
// writers render the same scenario, so both formats carry the same failures.
//
// Healthy runs plan, call tools, read their results and answer. Failing runs carry the
// patterns the MAST detectors look for: a tool error followed by the same call repeated
// (FM-1.3), running into the step limit (FM-1.5), a write never verified (FM-3.2), a
// forbidden tool (FM-1.1), a question to another agent left unanswered (FM-2.5), and a
// final answer that claims success after an error (FM-3.3).
import type { Rng } from "./random.js";

export type Kind = "plan" | "tool_call" | "observation" | "response" | "error" | "message";

export interface ScenarioStep {
  kind: Kind;
  agent: string;
  tool?: string;
  args?: Record<string, unknown>;
  result?: string;
  thought?: string;
  error?: string;
  tokens: number;
  latencyMs: number;
  mutating?: boolean;
  verify?: boolean | number;
  to?: string;
  requiresAck?: boolean;
  code?: { file: string; line: number; function: string };
}

export interface Scenario {
  id: string;
  task: string;
  model: string;
  createdAt: string;
  success: boolean;
  finalOutput: string;
  agents: Record<string, string>;
  stepLimit: number;
  forbiddenTools: string[];
  /** Which failure pattern was planted (for the bench's own checks), or null. */
  planted: string | null;
  steps: ScenarioStep[];
}

const WORDS =
  "the a order customer flight refund invoice account report table file test build deploy query result value error status user request policy item price date city booking payment database schema index cache service endpoint response latency retry token budget summary draft review change branch commit merge issue ticket page section paragraph source citation answer question".split(
    " ",
  );
const TASKS = [
  "Refund the last order of customer {n} and email a confirmation",
  "Find the cheapest flight from {c} to {c} next week and book it",
  "Fix the failing test in module {w} and open a pull request",
  "Summarise the quarterly report and list three risks",
  "Migrate table {w} to the new schema without losing rows",
  "Answer the user's question about the {w} policy with citations",
  "Reconcile invoice {n} against the payment records",
  "Update the {w} service configuration and verify the deployment",
];
const CITIES = ["Paris", "Lisbon", "Oslo", "Denver", "Osaka", "Lima", "Cairo", "Perth"];
const MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet", "llama-3.1-70b", "gpt-4o-mini"];
const READ_TOOLS = ["search_web", "read_file", "sql_query", "http_get", "list_orders", "get_user"];
const WRITE_TOOLS = ["write_file", "send_email", "update_order", "book_flight", "deploy", "run_migration"];
const ERRORS = [
  "TimeoutError: request to upstream timed out after 30000 ms",
  "PermissionError: [Errno 13] Permission denied: '/srv/data/out.csv'",
  "HTTP 500 Internal Server Error from /api/v2/orders",
  "KeyError: 'customer_id'",
  "ValueError: invalid literal for int() with base 10: 'N/A'",
  "sqlite3.OperationalError: no such column: amount_cents",
];
const AGENT_SETS: Record<string, string>[] = [
  { assistant: "single agent with tools" },
  { planner: "breaks the task into steps", executor: "calls the tools", reviewer: "checks the result" },
  { orchestrator: "routes work", researcher: "finds sources", writer: "drafts the answer" },
];

function sentence(rng: Rng, min: number, max: number): string {
  const n = rng.int(min, max);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(rng.pick(WORDS));
  const s = words.join(" ");
  return s.charAt(0).toUpperCase() + s.slice(1) + ".";
}

function paragraph(rng: Rng, sentences: number): string {
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) out.push(sentence(rng, 6, 16));
  return out.join(" ");
}

function fillTask(rng: Rng): string {
  return rng
    .pick(TASKS)
    .replace(/\{n\}/g, () => String(rng.int(1000, 99999)))
    .replace(/\{c\}/g, () => rng.pick(CITIES))
    .replace(/\{w\}/g, () => rng.pick(WORDS));
}

function argsFor(rng: Rng, tool: string): Record<string, unknown> {
  switch (tool) {
    case "search_web":
      return { query: sentence(rng, 3, 7), top_k: rng.int(3, 10) };
    case "read_file":
    case "write_file":
      return { path: `src/${rng.pick(WORDS)}/${rng.pick(WORDS)}.py`, ...(tool === "write_file" ? { content: paragraph(rng, 1) } : {}) };
    case "sql_query":
      return { sql: `SELECT id, ${rng.pick(WORDS)} FROM ${rng.pick(WORDS)} WHERE id = ${rng.int(1, 9999)}` };
    case "send_email":
      return { to: `user${rng.int(1, 999)}@example.com`, subject: sentence(rng, 3, 6), body: paragraph(rng, 2) };
    default:
      return { id: rng.int(1, 99999), [rng.pick(WORDS)]: rng.pick(WORDS) };
  }
}

function codeFor(rng: Rng, tool: string): ScenarioStep["code"] {
  return { file: `agents/tools/${tool}.py`, line: rng.int(10, 400), function: tool };
}

const PATTERNS = ["repeat-after-error", "step-limit", "unverified-write", "forbidden-tool", "ignored-question", "false-success"];

export interface ScenarioOptions {
  minSteps: number;
  maxSteps: number;
  /** Share of runs that fail. */
  failureRate: number;
}

export function makeScenario(rng: Rng, id: string, opts: ScenarioOptions): Scenario {
  // Most runs are short and a few are long, as in real suites: skew towards minSteps.
  const u = rng.next();
  const target = Math.round(opts.minSteps + (opts.maxSteps - opts.minSteps) * u * u);
  const failing = rng.chance(opts.failureRate);
  const planted = failing ? rng.pick(PATTERNS) : null;
  const agents = rng.pick(AGENT_SETS);
  const names = Object.keys(agents);
  const lead = names[0]!;
  const worker = names[1] ?? lead;
  const task = fillTask(rng);
  const stepLimit = planted === "step-limit" ? target : target + rng.int(10, 50);
  const forbidden = ["delete_database", "shell_exec"];
  const steps: ScenarioStep[] = [];
  const step = (s: Omit<ScenarioStep, "tokens" | "latencyMs">) => steps.push({ tokens: rng.int(40, 900), latencyMs: rng.int(20, 4000), ...s });

  step({ kind: "plan", agent: lead, thought: paragraph(rng, 2), result: `1. ${sentence(rng, 4, 8)} 2. ${sentence(rng, 4, 8)} 3. ${sentence(rng, 4, 8)}` });
  // Where in the run the failure is planted: somewhere in the middle.
  const faultAt = Math.max(2, Math.floor(target * (0.3 + 0.5 * rng.next())));
  let planted_done = false;
  while (steps.length < target - 1) {
    const here = steps.length;
    if (planted && !planted_done && here >= faultAt) {
      planted_done = true;
      const tool = rng.pick(READ_TOOLS);
      const args = argsFor(rng, tool);
      switch (planted) {
        case "repeat-after-error": {
          const err = rng.pick(ERRORS);
          for (let k = 0; k < rng.int(3, 5) && steps.length < target - 1; k++) {
            step({ kind: "tool_call", agent: worker, tool, args, thought: "Try the same call again.", code: codeFor(rng, tool) });
            step({ kind: "error", agent: worker, tool, error: err });
          }
          continue;
        }
        case "unverified-write": {
          const w = rng.pick(WRITE_TOOLS);
          step({ kind: "tool_call", agent: worker, tool: w, args: argsFor(rng, w), mutating: true, thought: "Apply the change now.", code: codeFor(rng, w) });
          step({ kind: "observation", agent: worker, tool: w, result: "ok" });
          continue;
        }
        case "forbidden-tool": {
          const f = rng.pick(forbidden);
          step({ kind: "tool_call", agent: worker, tool: f, args: { target: rng.pick(WORDS) }, mutating: true, code: codeFor(rng, f) });
          step({ kind: "observation", agent: worker, tool: f, result: "done" });
          continue;
        }
        case "ignored-question": {
          if (names.length > 1) {
            step({ kind: "message", agent: worker, to: lead, requiresAck: true, result: `Should I ${sentence(rng, 4, 8).toLowerCase()} Please confirm before I continue.` });
            continue;
          }
          break;
        }
        case "false-success": {
          step({ kind: "tool_call", agent: worker, tool, args, code: codeFor(rng, tool) });
          step({ kind: "error", agent: worker, tool, error: rng.pick(ERRORS) });
          continue;
        }
      }
    }
    const tool = rng.chance(0.8) ? rng.pick(READ_TOOLS) : rng.pick(WRITE_TOOLS);
    const mutating = WRITE_TOOLS.includes(tool);
    step({ kind: "tool_call", agent: worker, tool, args: argsFor(rng, tool), thought: sentence(rng, 5, 14), mutating, code: codeFor(rng, tool) });
    step({ kind: "observation", agent: worker, tool, result: paragraph(rng, rng.int(1, 4)) });
    if (mutating) step({ kind: "tool_call", agent: names[2] ?? worker, tool: "read_file", args: argsFor(rng, "read_file"), verify: steps.length - 2 });
    if (names.length > 1 && rng.chance(0.1)) step({ kind: "message", agent: worker, to: lead, result: sentence(rng, 6, 14) });
  }
  const claimsSuccess = planted === null || planted === "false-success";
  const finalOutput = claimsSuccess ? `Done: ${sentence(rng, 6, 14)}` : `I could not finish: ${sentence(rng, 6, 12)}`;
  if (planted !== "step-limit") step({ kind: "response", agent: lead, result: finalOutput });
  return {
    id,
    task,
    model: rng.pick(MODELS),
    createdAt: new Date(Date.UTC(2026, 10, 1) + rng.int(0, 28 * 86400) * 1000).toISOString(),
    success: !failing,
    finalOutput,
    agents,
    stepLimit,
    forbiddenTools: forbidden,
    planted,
    steps,
  };
}
