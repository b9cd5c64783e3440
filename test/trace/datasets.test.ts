// Every file in test/fixtures/data imports (or is skipped with a reason), with the counts,
// numbering and order the issue asks for. These files were written by other tools.
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { assertValid, DATA, filesUnder, readFile } from "./helpers.js";

const WW = join(DATA, "who-and-when/algorithm-generated");
const TAU = join(DATA, "agentrx-tau/tau_dataset_full.json");
const APPROX = join(DATA, "peers/approximately");

describe("Who&When", () => {
  const files = readdirSync(WW).filter((f) => f.endsWith(".json"));

  it("imports all 126 runs with one step per history entry, agents named as in history", async () => {
    expect(files).toHaveLength(126);
    let runs = 0;
    for (const f of files) {
      const record = JSON.parse(readFileSync(join(WW, f), "utf8"));
      const { traces, skipped } = await readFile(join(WW, f));
      expect(skipped).toEqual([]);
      expect(traces).toHaveLength(1);
      const t = traces[0]!;
      assertValid(t);
      expect(t.origin).toMatchObject({ file: join(WW, f), format: "whowhen", position: 0 });
      expect(t.steps).toHaveLength(record.history.length);
      t.steps.forEach((s, i) => {
        expect(s.index).toBe(i);
        expect(s.kind).toBe("message");
        expect(s.agent).toBe(record.history[i].name);
        expect(s.output).toBe(record.history[i].content);
        expect(s.raw).toEqual(record.history[i]);
      });
      expect(t.id).toBe(record.question_ID);
      expect(t.task).toBe(record.question);
      expect(t.success).toBe(false);
      expect(Object.keys(t.agents ?? {})).toEqual(Object.keys(record.system_prompt));
      expect(t.labels).toMatchObject({
        mistake_agent: record.mistake_agent,
        mistake_step: Number(record.mistake_step),
        mistake_reason: record.mistake_reason,
      });
      // Labels stay out of meta: attribution never sees them.
      expect(JSON.stringify(t.meta)).not.toContain("mistake");
      runs++;
    }
    expect(runs).toBe(126);
  });
});

describe("tau-bench (AgentRx)", () => {
  it("imports 100 runs, 73 successful, one step per message numbered as the labels count", async () => {
    const records = JSON.parse(readFileSync(TAU, "utf8"));
    const { traces, skipped } = await readFile(TAU);
    expect(skipped).toEqual([]);
    expect(traces).toHaveLength(100);
    expect(traces.filter((t) => t.success === true)).toHaveLength(73);
    expect(traces.filter((t) => t.success === false)).toHaveLength(27);
    traces.forEach((t, i) => {
      assertValid(t);
      const rec = records[i];
      expect(t.origin).toMatchObject({ format: "chat", position: i });
      expect(t.meta.task_id).toBe(rec.task_id);
      expect(t.id).toBe(String(rec.task_id));
      expect(t.task).toBe(rec.info.task.instruction);
      expect(t.steps).toHaveLength(rec.traj.length);
      t.steps.forEach((s, j) => {
        const m = rec.traj[j];
        // AgentRx numbers messages from 1 in their own `index`, and its labels use that number.
        expect(s.index).toBe(m.index);
        expect(s.agent).toBe(m.role);
        expect(s.raw).toEqual(m);
        if (m.role === "assistant" && m.tool_calls?.length) {
          expect(s.kind).toBe("tool_call");
          expect(s.toolCalls?.map((c) => c.name)).toEqual(m.tool_calls.map((c: { function: { name: string } }) => c.function.name));
          expect(s.toolCalls?.[0]?.arguments).toEqual(JSON.parse(m.tool_calls[0].function.arguments));
        } else if (m.role === "assistant") expect(s.kind).toBe("response");
        else if (m.role === "tool") {
          expect(s.kind).toBe("observation");
          expect(s.name).toBe(m.name);
        } else if (m.role === "system") expect(s.kind).toBe("prompt");
        else expect(s.kind).toBe("message");
      });
    });
  });

  it("labels of a failed run point at the step with that number", async () => {
    const truth = JSON.parse(readFileSync(join(DATA, "agentrx-tau/tau_ground_truth.json"), "utf8"));
    const { traces } = await readFile(TAU);
    const byId = new Map(traces.map((t) => [t.meta.task_id, t]));
    // Trajectory 21, step 28: "the user agent insisted on exchange of an item in 'pending' status".
    const gt = truth.find((g: { trajectory_id: number }) => g.trajectory_id === 21);
    const failure = gt.failures.find((f: { step_number: number }) => f.step_number === 28);
    expect(failure.step_reason).toMatch(/user agent insisted/);
    const step = byId.get(21)!.steps.find((s) => s.index === 28)!;
    expect(step.agent).toBe("user");
  });
});

describe("approximately (native)", () => {
  const stores = ["store", "store-keyed"].flatMap((d) =>
    readdirSync(join(APPROX, d))
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(APPROX, d, f)),
  );

  it("imports the 8 demo traces with their steps, meta and integrity, and keeps the exact text", async () => {
    expect(stores).toHaveLength(8);
    for (const file of stores) {
      const text = readFileSync(file, "utf8");
      const record = JSON.parse(text);
      const { traces, skipped } = await readFile(file);
      expect(skipped).toEqual([]);
      expect(traces).toHaveLength(1);
      const t = traces[0]!;
      assertValid(t);
      expect(t.origin.format).toBe("native");
      expect(t.id).toBe(record.id);
      expect(basename(file)).toBe(`${record.id}.json`);
      expect(t.createdAt).toBe(record.created_at);
      expect(t.model).toBe(record.model);
      expect(t.finalOutput).toBe(record.final_output);
      expect(t.integrity).toEqual(record.meta.integrity);
      expect(t.sourceText).toBe(text);
      expect(t.steps).toHaveLength(record.steps.length);
      t.steps.forEach((s, i) => {
        const r = record.steps[i];
        expect(s.index).toBe(r.index);
        expect(s.kind).toBe(r.kind);
        expect(s.raw).toEqual(r);
        if (r.tool) expect(s.name).toBe(r.tool);
        if (r.meta.mutating) expect(s.mutating).toBe(true);
        if (r.meta.share_with) expect(s.shareWith).toEqual(r.meta.share_with);
        if (r.agent) expect(s.agent).toBe(r.agent);
      });
    }
  });

  it("maps the booking run: the mutating booking, the repeated search and the claim", async () => {
    const { traces } = await readFile(join(APPROX, "store/518cc4f9150d.json"));
    const t = traces[0]!;
    expect(t.steps.map((s) => s.kind)).toEqual(["plan", "tool_call", "tool_call", "tool_call", "tool_call", "tool_call", "response"]);
    expect(t.steps[5]).toMatchObject({ name: "book_flight", mutating: true, input: { flight: "JT-044", seat: "12A", price_cap: 900 } });
    expect(t.steps[4]).toMatchObject({ latencyMs: 42000, tokens: 9500, thought: "one more look to be safe" });
    expect(t.steps[0]!.thought).toContain("SFO→NRT");
  });

  it("keeps the prose flag and the multi-agent sharing", async () => {
    const prose = (await readFile(join(APPROX, "store/82d5c0492967.json"))).traces[0]!;
    expect(prose.meta.prose).toBe(true);
    const multi = (await readFile(join(APPROX, "store/7984e15ea923.json"))).traces[0]!;
    expect(multi.steps[2]).toMatchObject({ agent: "researcher", shareWith: ["writer"] });
  });

  it("imports the 200 scale-sample traces; the manifest is reported as another format", async () => {
    const dir = join(APPROX, "scale-sample");
    const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(files).toHaveLength(200);
    const manifest = readFileSync(join(dir, "manifest.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const steps = new Map(manifest.map((m: { id: string; steps: number }) => [m.id, m.steps]));
    for (const f of files) {
      const { traces, skipped } = await readFile(join(dir, f));
      expect(skipped).toEqual([]);
      expect(traces).toHaveLength(1);
      assertValid(traces[0]!);
      expect(traces[0]!.steps).toHaveLength(steps.get(traces[0]!.id) as number);
      expect(traces[0]!.steps.map((s) => s.index)).toEqual(traces[0]!.steps.map((_, i) => i));
    }
    const m = await readFile(join(dir, "manifest.jsonl"));
    expect(m.traces).toEqual([]);
    expect(m.skipped).toHaveLength(1);
    expect(m.skipped[0]!.reason).toMatch(/^not a trace: JSON object with keys id, pattern, steps matches no known format/);
    expect(m.skipped[0]!.line).toBe(1);
  });

  it("imports the tampered copies as they are", async () => {
    const dir = join(APPROX, "tampered");
    const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(files).toHaveLength(6);
    for (const f of files) {
      const text = readFileSync(join(dir, f), "utf8");
      const { traces, skipped } = await readFile(join(dir, f));
      expect(skipped).toEqual([]);
      expect(traces).toHaveLength(1);
      assertValid(traces[0]!);
      expect(traces[0]!.sourceText).toBe(text);
    }
    const dropped = (await readFile(join(dir, "drop_last_step.json"))).traces[0]!;
    expect(dropped.steps).toHaveLength(6);
  });
});

describe("every file in test/fixtures/data", () => {
  it("imports or is skipped with a reason; nothing throws", async () => {
    const all = filesUnder(DATA);
    const byFormat: Record<string, number> = {};
    const skippedFiles: string[] = [];
    for (const file of all) {
      const { traces, skipped } = await readFile(file);
      for (const t of traces) {
        assertValid(t);
        byFormat[t.origin.format] = (byFormat[t.origin.format] ?? 0) + 1;
      }
      for (const s of skipped) {
        expect(s.file).toBe(file);
        expect(s.reason.length).toBeGreaterThan(5);
      }
      if (traces.length === 0) skippedFiles.push(file.slice(DATA.length));
    }
    expect(byFormat.whowhen).toBe(126);
    // 100 tau-bench runs + the tool examples (a bare message array) in tools_structure.json.
    expect(byFormat.chat).toBe(101);
    // 8 demo + 6 tampered + 200 scale-sample traces; the attribute outputs are not traces.
    expect(byFormat.native).toBe(214);
    // Every run of the two agent-blame stores (28 + 8; counted with SQL in agentblame.test.ts).
    expect(byFormat.agentblame).toBe(36);
    // Licences, policy text, ground-truth labels, the manifest and approximately's outputs.
    expect(skippedFiles.sort()).toEqual(
      [
        "agentrx-tau/LICENSE.txt",
        "agentrx-tau/retail_policy.txt",
        "agentrx-tau/tau_ground_truth.json",
        "peers/README.md",
        "README.md",
        "who-and-when/LICENSE",
        "peers/approximately/scale-sample/manifest.jsonl",
        ...readdirSync(join(APPROX, "attribute-output")).map((f) => `peers/approximately/attribute-output/${f}`),
      ].sort(),
    );
  });
});
