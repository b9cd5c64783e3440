// export --format openai-jsonl, then import: the same traces (ids, outcome, task) and the same
// steps, on every format blamegate reads. One-message steps come back identical (index, kind,
// agent, name, text, tool calls, error); a step holding call and result comes back as its call
// and its result, named by the call id. Exporting the import again changes nothing.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/export.js";
import { run as importVerb } from "../../src/cli/import.js";
import { readAll } from "../../src/trace/read.js";
import { collectFiles } from "../../src/collect/files.js";
import type { Step, Trace } from "../../src/trace/model.js";
import { stepMessages, toOpenAi } from "../../src/investigate/export-openai.js";
import { cli, repo, SETS } from "./support.js";

async function tracesOf(rel: string): Promise<Trace[]> {
  const items = await readAll(path.join(repo, rel));
  const traces = items.flatMap((i) => ("trace" in i ? [i.trace] : []));
  expect(traces.length, rel).toBeGreaterThan(0);
  return traces;
}

async function roundTrip(traces: Trace[]): Promise<Trace[]> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bg-export-")), "out.jsonl");
  writeFileSync(file, traces.map((t) => `${JSON.stringify(toOpenAi(t))}\n`).join(""));
  const items = await readAll(file);
  expect(items.filter((i) => "skipped" in i)).toEqual([]);
  return items.flatMap((i) => ("trace" in i ? [i.trace] : []));
}

const textOf = (v: unknown) => (v === undefined || v === null ? undefined : typeof v === "string" ? v : JSON.stringify(v));
const sameArgs = (a: unknown, b: unknown) => expect(typeof a === "string" ? a : JSON.stringify(a ?? {})).toBe(typeof b === "string" ? b : JSON.stringify(b ?? {}));

/** What a step must still say after the round trip. */
function checkStep(original: Step, back: Step[], where: string): void {
  const messages = stepMessages(original);
  expect(back, where).toHaveLength(messages.length);
  const first = back[0]!;
  const agent = original.agent;
  if (messages.length === 1) {
    const kind = { thought: "response", plan: "response", llm: "response", error: "response" }[original.kind as string] ?? original.kind;
    expect(first.kind, where).toBe(kind);
    if (agent !== undefined && original.kind !== "observation") expect(first.agent, where).toBe(agent);
    if (original.kind === "observation") {
      expect(first.name, where).toBe(original.name);
      expect(first.error, where).toBe(original.error);
    }
    if (original.toolCalls) {
      expect(
        first.toolCalls?.map((c) => [c.id, c.name]),
        where,
      ).toEqual(original.toolCalls.map((c, i) => [c.id ?? `call_${original.index}${i ? `_${i}` : ""}`, c.name]));
      original.toolCalls.forEach((c, i) => sameArgs(first.toolCalls![i]!.arguments, c.arguments));
    }
    if (original.kind === "message" || original.kind === "response" || original.kind === "observation" || original.kind === "prompt") {
      expect(textOf(first.output) ?? "", where).toBe(textOf(original.output) ?? textOf(original.thought) ?? textOf(original.input) ?? "");
    }
    return;
  }
  // Call and result: the call (with the agent, tool, arguments) then the result (or the error).
  const [call, result] = back as [Step, Step];
  expect(call.kind, where).toBe("tool_call");
  expect(call.name, where).toBe(original.name ?? "tool");
  if (agent !== undefined && agent !== "assistant") expect(call.agent, where).toBe(agent);
  sameArgs(call.input ?? call.toolCalls?.[0]?.arguments, original.input);
  expect(call.toolCalls?.[0]?.id, where).toBe(original.spanId ? `call_${original.spanId}` : `call_${original.index}`);
  expect(result.kind, where).toBe("observation");
  expect(result.name, where).toBe(original.name);
  if (original.error) expect(result.error, where).toMatch(new RegExp(original.error.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  else expect(textOf(result.output), where).toBe(textOf(original.output));
}

const CASES: [string, string][] = [
  ["approximately store (native)", SETS.store],
  ["Who&When", SETS.whowhen],
  ["tau-bench chat", SETS.tau],
  ["agent-blame SQLite", SETS.agentblame],
  ["OTLP", SETS.otlp],
  ["examples (every format)", "examples/traces"],
];

describe("export --format openai-jsonl round trip", () => {
  for (const [name, rel] of CASES) {
    it(`gives back the same traces and steps: ${name}`, async () => {
      const all = await tracesFromFolder(rel);
      const back = await roundTrip(all);
      expect(back.map((t) => t.id)).toEqual(all.map((t) => t.id));
      for (const [i, t] of all.entries()) {
        const b = back[i]!;
        expect(b.success, t.id).toBe(t.success);
        expect(b.origin.format).toBe("chat");
        if (t.task !== "") expect(b.task, t.id).toBe(t.task);
        const oneEach = t.steps.every((s) => stepMessages(s).length === 1);
        if (oneEach && t.steps.every((s, k) => k === 0 || s.index > t.steps[k - 1]!.index)) {
          // The steps come back with their own numbers.
          expect(
            b.steps.map((s) => s.index),
            t.id,
          ).toEqual(t.steps.map((s) => s.index));
        }
        let at = 0;
        for (const s of t.steps) {
          const n = stepMessages(s).length;
          checkStep(s, b.steps.slice(at, at + n), `${t.id} step ${s.index}`);
          at += n;
        }
        expect(at, t.id).toBe(b.steps.length);
        // A second round changes nothing (message numbering aside).
        const strip = (x: ReturnType<typeof toOpenAi>) => ({ ...x, messages: x.messages.map(({ index: _i, ...m }) => m) });
        expect(strip(toOpenAi(b)), t.id).toEqual(strip(toOpenAi(t)));
      }
    });
  }

  it("the CLI writes one transcript a line that blamegate import reads back, tool calls kept", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-export-cli-"));
    const out = path.join(dir, "runs.jsonl");
    const t = cli();
    expect(await run(["examples/traces", "--format", "openai-jsonl", "--out", out], t.io)).toBe(0);
    const i = cli();
    expect(await importVerb([out, "--json"], i.io)).toBe(0);
    const imported = JSON.parse(i.out());
    expect(imported.summary.traces).toBe(9);
    expect(imported.skipped).toEqual([]);
    const refund = imported.traces.find((x: { id: string }) => x.id === "refund-17");
    expect(refund.steps.find((s: Step) => s.index === 4).toolCalls[0].name).toBe("refund_order");
    const bad = cli();
    expect(await run(["examples/traces", "--format", "csv"], bad.io)).toBe(2);
  });
});

/** The traces of a file or a folder's trace files. */
async function tracesFromFolder(rel: string): Promise<Trace[]> {
  const { files } = await collectFiles([rel], repo);
  return (await Promise.all(files.map(tracesOf))).flat();
}
