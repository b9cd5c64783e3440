// Who&When records whose speaker is named in `role` with an annotation (no `name`), and whose
// outcome is spelled `is_corrected`: hand-made records in that shape, not the held-out data.
import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { attribute } from "../../src/attribution/attribute.js";
import { assertValid, readFile } from "./helpers.js";

function record(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    question: "How many museums in the old town are open on Mondays?",
    level: 2,
    ground_truth: "4",
    history: [
      { role: "human", content: "How many museums in the old town are open on Mondays?" },
      { role: "Orchestrator (thought)", content: "Initial plan: ask the web worker to search the city's museum listings, then count." },
      { role: "Orchestrator (-> WebSurfer)", content: "Please search for museums in the old town and their opening days." },
      { role: "WebSurfer", content: "I typed 'old town museums opening hours' into the search bar. Results list 6 museums." },
      { role: "Orchestrator (thought)", content: "The worker found the listings; we can answer from them." },
      { role: "Orchestrator (termination condition)", content: "The answer is 6." },
    ],
    mistake_agent: "WebSurfer",
    mistake_step: "3",
    mistake_reason: "counted all museums, not those open on Mondays",
    ...extra,
  };
}

async function load(value: unknown) {
  const dir = mkdtempSync(join(tmpdir(), "whowhen-"));
  const file = join(dir, "1.json");
  writeFileSync(file, JSON.stringify(value));
  const { traces, skipped } = await readFile(file);
  expect(skipped).toEqual([]);
  expect(traces).toHaveLength(1);
  assertValid(traces[0]!);
  return traces[0]!;
}

describe("Who&When speaker annotations", () => {
  it("names the agent before the parenthesis; the addressee goes to `to`, the channel to `channel`", async () => {
    const t = await load(record({ is_correct: false }));
    expect(t.origin.format).toBe("whowhen");
    expect(t.steps.map((s) => s.agent)).toEqual(["human", "Orchestrator", "Orchestrator", "WebSurfer", "Orchestrator", "Orchestrator"]);
    expect(t.steps[2]!.to).toBe("WebSurfer");
    expect(t.steps[2]!.channel).toBeUndefined();
    expect(t.steps[1]!.channel).toBe("thought");
    expect(t.steps[5]!.channel).toBe("termination condition");
    expect(t.steps[3]!.channel).toBeUndefined();
    // No step name: a channel is not a function a code-scanning alert could point at.
    expect(t.steps.map((s) => s.name)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    // The raw record keeps the role exactly as written.
    expect((t.steps[2]!.raw as { role: string }).role).toBe("Orchestrator (-> WebSurfer)");
  });

  it("a `name` field still wins over the role, and a role without annotation is kept whole", async () => {
    const t = await load({
      question: "q",
      is_correct: false,
      history: [
        { role: "assistant", name: "Verifier (v2)", content: "x" },
        { role: "user", content: "y" },
      ],
    });
    expect(t.steps.map((s) => s.agent)).toEqual(["Verifier (v2)", "user"]);
  });

  it("reads `is_corrected` as the outcome, like `is_correct`", async () => {
    const failed = await load(record({ is_corrected: false }));
    expect(failed.success).toBe(false);
    const passed = await load(record({ is_corrected: true }));
    expect(passed.success).toBe(true);
    // Without either, the outcome is unknown.
    expect((await load(record({}))).success).toBeNull();
  });

  it("a failed run of that shape gets a verdict naming an agent, never an annotated role", async () => {
    const t = await load(record({ is_corrected: false }));
    const a = attribute(t);
    expect(a.verdict).not.toBeNull();
    expect(a.verdict!.step).not.toBeNull();
    expect(a.verdict!.agent).toMatch(/^(human|Orchestrator|WebSurfer)$/);
  });
});
