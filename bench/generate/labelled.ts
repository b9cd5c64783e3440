// A labelled synthetic corpus: for every MAST mode, traces with the pattern planted, and for
// every mode a healthy look-alike that comes close without the fault (the near-miss a naive
// rule would flag). Used to measure per-mode precision and recall — a check that each
// detector does what it claims, never a figure of real-world accuracy.
import { MODE_IDS, type ModeId } from "../../src/attribution/model.js";
import type { Step, Trace } from "../../src/trace/model.js";
import { Rng } from "./random.js";

export interface Labelled {
  trace: Trace;
  /** The planted mode, or null for a healthy look-alike. */
  label: ModeId | null;
  /** The look-alike's mode when label is null. */
  nearMiss?: ModeId;
}

/** The bench's seeded PRNG (random.ts) as a function, so the corpus is the same on every run. */
function rng(seed: number): () => number {
  const random = new Rng(seed);
  return () => random.next();
}

const TOPICS = ["invoice", "shipment", "refund", "ticket", "deployment", "payroll", "inventory", "contract"];
const READS = ["search_records", "lookup_account", "list_items", "query_db", "fetch_report", "read_notes"];
const WRITES = ["update_record", "send_email", "post_payment", "create_ticket"];

interface Builder {
  steps: Step[];
  add(s: Omit<Step, "index" | "raw">): Step;
}

function builder(): Builder {
  const steps: Step[] = [];
  return {
    steps,
    add(s) {
      const step: Step = { ...s, index: steps.length, raw: {} };
      steps.push(step);
      return step;
    },
  };
}

function trace(id: string, task: string, steps: Step[], meta: Record<string, unknown> = {}, finalOutput?: string): Trace {
  const t: Trace = { id, task, success: null, meta, steps, origin: { file: "synthetic", format: "native" } };
  if (finalOutput !== undefined) t.finalOutput = finalOutput;
  return t;
}

/** A plain, healthy run over a topic: plan, a few distinct reads, an answer. */
function base(r: () => number, topic: string, reads = 3 + Math.floor(r() * 3)): Builder {
  const b = builder();
  b.add({ kind: "plan", agent: "planner", thought: `plan: review the ${topic} backlog and report` });
  for (let i = 0; i < reads; i++) {
    const tool = READS[Math.floor(r() * READS.length)]!;
    b.add({ kind: "tool_call", agent: "worker", name: tool, input: { topic, page: i }, output: `${tool} returned ${1 + Math.floor(r() * 40)} ${topic} rows (page ${i})`, thought: `look at ${topic} data, page ${i}` });
  }
  return b;
}

function answer(b: Builder, topic: string, text = `${topic} backlog reviewed`): void {
  b.add({ kind: "response", agent: "planner", output: text });
}

type Gen = (r: () => number, topic: string, id: string) => Trace;

const POSITIVE: Record<ModeId, Gen> = {
  "FM-1.1": (r, topic, id) => {
    const b = base(r, topic);
    b.add({ kind: "tool_call", agent: "worker", name: "delete_records", input: { topic, scope: "all" }, output: `deleted ${topic} rows`, mutating: true });
    b.add({ kind: "tool_call", agent: "worker", name: "lookup_account", input: { topic, check: "deleted" }, output: "0 rows" });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog. Never delete records.`, b.steps, { forbidden_tools: ["delete_records"] });
  },
  "FM-1.2": (r, topic, id) => {
    const b = base(r, topic);
    b.add({ kind: "tool_call", agent: "worker", name: "approve_budget", input: { topic, amount: 5 }, output: "approved" });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps, { role_tools: { worker: READS, planner: ["approve_budget"] } });
  },
  "FM-1.3": (r, topic, id) => {
    const b = base(r, topic, 2);
    const n = 2 + Math.floor(r() * 2);
    for (let i = 0; i < n; i++) b.add({ kind: "tool_call", agent: "worker", name: "search_records", input: { topic, q: `${topic} overdue` }, output: `${topic} rows again` });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-1.4": (r, topic, id) => {
    const b = base(r, topic);
    b.add({ kind: "tool_call", agent: "worker", name: "fetch_report", input: { topic, report_id: `RPT-${4000 + Math.floor(r() * 5000)}` }, output: "report not found" });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-1.5": (r, topic, id) => {
    const b = base(r, topic, 7 + Math.floor(r() * 3));
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps, { step_limit: 5 });
  },
  "FM-2.1": (r, topic, id) => {
    const task = `Review the ${topic} backlog for overdue entries, group them by owner and report totals`;
    const b = base(r, topic, 2);
    b.add({ kind: "message", agent: "planner", output: "Owners grouped, moving on to totals." });
    b.add({ kind: "message", agent: "worker", output: `New task: review the ${topic} backlog for overdue entries, group them by owner and report totals.` });
    answer(b, topic);
    return trace(id, task, b.steps);
  },
  "FM-2.2": (r, topic, id) => {
    const b = base(r, topic, 2);
    b.add({ kind: "message", agent: "worker", output: `The ${topic} export is not available, so let's assume the totals are 120 and 80 and continue.` });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-2.3": (r, topic, id) => {
    const b = base(r, topic, 2);
    for (const [tool, q] of [
      ["web_search", "best hiking trails"],
      ["web_search", "weekend weather forecast"],
      ["read_news", "football scores"],
    ] as const)
      b.add({ kind: "tool_call", agent: "worker", name: tool, input: { q }, output: `results for ${q}` });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-2.4": (r, topic, id) => {
    const b = base(r, topic, 2);
    b.add({ kind: "tool_call", agent: "researcher", name: "summarize_sources", input: { topic }, output: `key finding: ${topic} errors doubled in March`, shareWith: ["writer"] });
    b.add({ kind: "tool_call", agent: "writer", name: "write_draft", input: { topic }, output: "draft written" });
    answer(b, topic);
    return trace(id, `Research the ${topic} backlog and write a report`, b.steps);
  },
  "FM-2.5": (r, topic, id) => {
    const b = base(r, topic, 2);
    b.add({ kind: "message", agent: "reviewer", to: "worker", requiresAck: true, output: `The ${topic} totals look off by one page. Please confirm before publishing.` });
    b.add({ kind: "message", agent: "planner", output: "Publishing now." });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-2.6": (r, topic, id) => {
    const b = base(r, topic, 2);
    const read = b.steps[1]!.name!;
    b.add({ kind: "tool_call", agent: "worker", name: "send_email", input: { topic, to: "team" }, output: "sent", thought: `first ${read} again to double-check the ${topic} totals`, mutating: true });
    b.add({ kind: "tool_call", agent: "worker", name: "check_status", input: { topic, to: "team" }, output: "delivered" });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-3.1": (r, topic, id) => {
    const b = base(r, topic);
    b.add({ kind: "error", agent: "worker", error: `TimeoutError: ${topic} service did not answer` });
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-3.2": (r, topic, id) => {
    const b = base(r, topic);
    const w = WRITES[Math.floor(r() * WRITES.length)]!;
    b.add({ kind: "tool_call", agent: "worker", name: w, input: { topic, target: `${topic}-${Math.floor(r() * 90) + 10}` }, output: `${w} ok`, mutating: true });
    answer(b, topic, `${topic} backlog fixed and applied`);
    return trace(id, `Fix the ${topic} backlog`, b.steps);
  },
  "FM-3.3": (r, topic, id) => {
    const b = base(r, topic);
    const target = `${topic}-${Math.floor(r() * 90) + 10}`;
    const w = b.add({ kind: "tool_call", agent: "worker", name: "update_record", input: { topic, target }, output: `update_record ok for ${target}`, mutating: true });
    b.add({ kind: "tool_call", agent: "worker", name: "update_record", input: { topic, target, dry_run: true }, output: `update_record ok for ${target}`, verify: w.index });
    answer(b, topic);
    return trace(id, `Fix the ${topic} backlog`, b.steps);
  },
};

/** Near-misses: the same shape as the planted pattern, without the fault. */
const LOOKALIKE: Record<ModeId, Gen> = {
  "FM-1.1": (r, topic, id) => {
    const b = base(r, topic);
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog. Never delete records.`, b.steps, { forbidden_tools: ["delete_records"] });
  },
  "FM-1.2": (r, topic, id) => {
    const b = base(r, topic);
    b.add({ kind: "tool_call", agent: "planner", name: "approve_budget", input: { topic, amount: 5 }, output: "approved" });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps, { role_tools: { worker: READS, planner: ["approve_budget"] } });
  },
  "FM-1.3": (r, topic, id) => {
    const b = base(r, topic, 2);
    b.add({ kind: "tool_call", agent: "worker", name: "search_records", input: { topic, q: "overdue" }, output: "", error: "HTTP 503" });
    b.add({ kind: "tool_call", agent: "worker", name: "search_records", input: { topic, q: "overdue" }, output: `${topic} rows` });
    b.add({ kind: "tool_call", agent: "worker", name: "search_records", input: { topic, q: "paid" }, output: `${topic} rows` });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-1.4": (r, topic, id) => {
    const b = base(r, topic);
    const rid = `RPT-${4000 + Math.floor(r() * 5000)}`;
    b.add({ kind: "tool_call", agent: "worker", name: "list_reports", input: { topic }, output: `latest report ${rid}` });
    b.add({ kind: "tool_call", agent: "worker", name: "fetch_report", input: { topic, report_id: rid }, output: "report body" });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-1.5": (r, topic, id) => {
    const b = base(r, topic, 3);
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps, { step_limit: 12 });
  },
  "FM-2.1": (r, topic, id) => {
    const task = `Review the ${topic} backlog for overdue entries, group them by owner and report totals`;
    const b = base(r, topic, 2);
    b.add({ kind: "message", agent: "worker", output: `Grouped the overdue ${topic} entries by owner; totals next.` });
    answer(b, topic);
    return trace(id, task, b.steps);
  },
  "FM-2.2": (r, topic, id) => {
    const b = base(r, topic, 2);
    b.add({ kind: "message", agent: "worker", output: `The ${topic} export is missing; we should not assume any totals, so I asked the owner for it.` });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-2.3": (r, topic, id) => {
    const b = base(r, topic, 5);
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-2.4": (r, topic, id) => {
    const b = base(r, topic, 2);
    b.add({ kind: "tool_call", agent: "researcher", name: "summarize_sources", input: { topic }, output: `key finding: ${topic} errors doubled in March`, shareWith: ["writer"] });
    b.add({ kind: "message", agent: "researcher", to: "writer", output: `key finding: ${topic} errors doubled in March` });
    b.add({ kind: "tool_call", agent: "writer", name: "write_draft", input: { topic, findings: "errors doubled in March" }, output: "draft written" });
    answer(b, topic);
    return trace(id, `Research the ${topic} backlog and write a report`, b.steps);
  },
  "FM-2.5": (r, topic, id) => {
    const b = base(r, topic, 2);
    b.add({ kind: "message", agent: "reviewer", to: "worker", requiresAck: true, output: `The ${topic} totals look off by one page. Please confirm before publishing.` });
    b.add({ kind: "message", agent: "worker", to: "reviewer", output: "Confirmed: page 2 was counted twice, fixed." });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-2.6": (r, topic, id) => {
    const b = base(r, topic, 2);
    b.add({ kind: "tool_call", agent: "worker", name: "query_db", input: { topic, check: "totals" }, output: "totals ok", thought: `query_db again to double-check the ${topic} totals` });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-3.1": (r, topic, id) => {
    const b = base(r, topic);
    b.add({ kind: "tool_call", agent: "worker", name: "fetch_report", input: { topic, page: 9 }, output: "", error: "TimeoutError: retrying" });
    b.add({ kind: "tool_call", agent: "worker", name: "fetch_report", input: { topic, page: 10 }, output: `${topic} report` });
    answer(b, topic);
    return trace(id, `Review the ${topic} backlog and report`, b.steps);
  },
  "FM-3.2": (r, topic, id) => {
    const b = base(r, topic);
    const w = WRITES[Math.floor(r() * WRITES.length)]!;
    const target = `${topic}-${Math.floor(r() * 90) + 10}`;
    b.add({ kind: "tool_call", agent: "worker", name: w, input: { topic, target }, output: `${w} ok`, mutating: true });
    b.add({ kind: "tool_call", agent: "worker", name: "check_status", input: { topic, target }, output: `${target} confirmed (fresh read)` });
    answer(b, topic, `${topic} backlog fixed and verified`);
    return trace(id, `Fix the ${topic} backlog`, b.steps);
  },
  "FM-3.3": (r, topic, id) => {
    const b = base(r, topic);
    const target = `${topic}-${Math.floor(r() * 90) + 10}`;
    const w = b.add({ kind: "tool_call", agent: "worker", name: "update_record", input: { topic, target }, output: `update_record ok for ${target}`, mutating: true });
    b.add({ kind: "tool_call", agent: "worker", name: "read_record", input: { topic, target }, output: `${target}: state confirmed`, verify: w.index });
    answer(b, topic);
    return trace(id, `Fix the ${topic} backlog`, b.steps);
  },
};

/** A multi-agent conversation (no tool calls): the prose signals must carry these. */
function proseBase(r: () => number, topic: string): Builder {
  const b = builder();
  b.add({ kind: "message", agent: "Manager", output: `Task: find how many ${topic} entries were overdue in March and who owns most of them. Plan: query, count, verify.` });
  b.add({ kind: "message", agent: "Analyst", output: `I will load the ${topic} table and count overdue entries by owner.\n\`\`\`python\nrows = load('${topic}')\nprint(count_overdue(rows, month=3))\n\`\`\`` });
  b.add({ kind: "message", agent: "Computer_terminal", output: `exitcode: 0 (execution succeeded)\nCode output: ${10 + Math.floor(r() * 50)}` });
  return b;
}

const PROSE_POSITIVE: Partial<Record<ModeId, Gen>> = {
  "FM-1.3": (r, topic, id) => {
    const b = proseBase(r, topic);
    const msg = `Let me restate the approach: we count the overdue ${topic} entries for March, then group them by owner and pick the owner with the most entries.`;
    b.add({ kind: "message", agent: "Reviewer", output: msg });
    b.add({ kind: "message", agent: "Analyst", output: "Agreed, the count above stands." });
    b.add({ kind: "message", agent: "Reviewer", output: `${msg} Then we report.` });
    return trace(id, `How many ${topic} entries were overdue in March, and who owns most?`, b.steps);
  },
  "FM-2.2": (r, topic, id) => {
    const b = proseBase(r, topic);
    b.add({ kind: "message", agent: "Reviewer", output: `The owner column is missing, so for demonstration purposes we will use sample data: Alice 12, Bob 7.` });
    return trace(id, `How many ${topic} entries were overdue in March, and who owns most?`, b.steps);
  },
  "FM-3.1": (r, topic, id) => {
    const b = proseBase(r, topic);
    b.add({ kind: "message", agent: "Manager", output: `We ran out of turns before grouping by owner, so the ${topic} answer is incomplete. TERMINATE` });
    return trace(id, `How many ${topic} entries were overdue in March, and who owns most?`, b.steps);
  },
};

const PROSE_LOOKALIKE: Partial<Record<ModeId, Gen>> = {
  "FM-1.3": (r, topic, id) => {
    const b = proseBase(r, topic);
    b.add({ kind: "message", agent: "Reviewer", output: `Let me restate the approach: we count the overdue ${topic} entries for March, then group them by owner and pick the owner with the most entries.` });
    b.add({ kind: "message", agent: "Reviewer", output: `Grouping done: the largest owner has ${5 + Math.floor(r() * 9)} overdue entries; Alice leads, Bob and Carol follow with fewer.` });
    return trace(id, `How many ${topic} entries were overdue in March, and who owns most?`, b.steps);
  },
  "FM-2.2": (r, topic, id) => {
    const b = proseBase(r, topic);
    b.add({ kind: "message", agent: "Reviewer", output: `The owner column is missing; we should not invent sample data, so I asked the data team for the export.` });
    return trace(id, `How many ${topic} entries were overdue in March, and who owns most?`, b.steps);
  },
  "FM-3.1": (r, topic, id) => {
    const b = proseBase(r, topic);
    b.add({ kind: "message", agent: "Manager", output: `All overdue ${topic} entries were counted and grouped: Alice owns most. TERMINATE` });
    return trace(id, `How many ${topic} entries were overdue in March, and who owns most?`, b.steps);
  },
};

export function generateCorpus(opts: { seed?: number; perMode?: number } = {}): Labelled[] {
  const r = rng(opts.seed ?? 7);
  const per = opts.perMode ?? 12;
  const out: Labelled[] = [];
  for (const mode of MODE_IDS) {
    for (let i = 0; i < per; i++) {
      const topic = TOPICS[Math.floor(r() * TOPICS.length)]!;
      out.push({ trace: POSITIVE[mode](r, topic, `${mode}-pos-${i}`), label: mode });
      out.push({ trace: LOOKALIKE[mode](r, topic, `${mode}-near-${i}`), label: null, nearMiss: mode });
    }
    // Prose conversations for the modes whose prose signals we claim.
    const pos = PROSE_POSITIVE[mode];
    const near = PROSE_LOOKALIKE[mode];
    for (let i = 0; pos && near && i < Math.ceil(per / 2); i++) {
      const topic = TOPICS[Math.floor(r() * TOPICS.length)]!;
      out.push({ trace: pos(r, topic, `${mode}-prose-pos-${i}`), label: mode });
      out.push({ trace: near(r, topic, `${mode}-prose-near-${i}`), label: null, nearMiss: mode });
    }
  }
  return out;
}

export { PROSE_POSITIVE as syntheticProsePositives, PROSE_LOOKALIKE as syntheticProseLookalikes };
export { POSITIVE as syntheticPositives, LOOKALIKE as syntheticLookalikes, rng as syntheticRng };
