// What the detector tests share: the invoice task and the chat steps their tables are written in
// (over the shared trace builder), and the runner of a detector's table of
// traces that must fire and near misses that must not.
import { describe, expect, it } from "vitest";
import type { Step, Trace } from "../../../src/trace/model.js";
import type { Finding, ModeId } from "../../../src/attribution/model.js";
import { buildContext } from "../../../src/attribution/context.js";
import { DETECTORS, type Detector } from "../../../src/attribution/detectors/index.js";
import { syntheticLookalikes, syntheticPositives, syntheticRng } from "../../../bench/generate/labelled.js";
import { QUOTE_MAX } from "../../../src/attribution/text.js";
import { trace } from "../../support/builders.js";

/** A failed trace of the given steps (the shared builder, test/support/builders.ts), on an invoice task. */
export function mk(steps: Partial<Step>[], extra: Partial<Trace> = {}): Trace {
  return trace(steps, { task: "Review the invoice backlog and report totals", ...extra });
}

// A customer-service chat over order records: calls, tool results (JSON) and messages.
export const call = (name: string, args: Record<string, unknown>): Partial<Step> => ({ agent: "assistant", kind: "tool_call", name, toolCalls: [{ name, arguments: args }] });
export const tool = (name: string, out: unknown): Partial<Step> => ({ agent: "tool", kind: "observation", name, output: JSON.stringify(out) });
export const say = (who: "user" | "assistant", text: string): Partial<Step> => ({ agent: who, kind: who === "user" ? "message" : "response", output: text });

export function detectorById(id: string): Detector {
  const d = DETECTORS.find((x) => x.meta.id === id);
  if (!d) throw new Error(`no detector ${id} in the registry`);
  return d;
}

/** The detector's findings, each held to the most it may claim (a passed run skips detectors by it). */
export function run(d: Detector, t: Trace): Finding[] {
  const found = d.detect(buildContext(t));
  for (const f of found) {
    expect(f.confidence, `${d.name}: ${f.message}`).toBeLessThanOrEqual(d.maxConfidence);
    expect(f.detector).toBe(d.name);
    expect(d.modes).toContain(f.mode);
  }
  return found;
}

/** A trace that must fire: the first finding names `mode` (and `step`); `count` findings in all when given. */
export interface Fires {
  name: string;
  trace: Trace;
  mode: ModeId;
  step?: number;
  count?: number;
}
/** A near miss: a trace that looks like the pattern and must not fire. */
export interface Miss {
  name: string;
  trace: Trace;
}

/** The synthetic pattern planted for `mode` (seeds 1-5) must fire; its look-alike must not. */
export function planted(mode: ModeId): { fires: Fires[]; misses: Miss[] } {
  const seeds = [1, 2, 3, 4, 5];
  return {
    fires: seeds.map((seed) => ({ name: `planted ${mode} pattern, seed ${seed}`, trace: syntheticPositives[mode](syntheticRng(seed), "invoice", "p"), mode })),
    misses: seeds.map((seed) => ({ name: `planted ${mode} look-alike, seed ${seed}`, trace: syntheticLookalikes[mode](syntheticRng(seed), "invoice", "n") })),
  };
}

/** One test per row: every trace in `fires` fires as stated, with bounded evidence; none in `misses` fires. */
export function detectorTable(id: string, table: { fires: Fires[]; misses: Miss[] }): void {
  const d = detectorById(id);
  describe(`${id} (${d.name})`, () => {
    it("has cases of both kinds", () => {
      expect(table.fires.length).toBeGreaterThan(0);
      expect(table.misses.length).toBeGreaterThan(0);
    });
    for (const c of table.fires)
      it(`fires: ${c.name}`, () => {
        const found = run(d, c.trace);
        expect(found.length).toBeGreaterThan(0);
        const f = found[0]!;
        expect(f.mode).toBe(c.mode);
        if (c.step !== undefined) expect(f.step).toBe(c.step);
        if (c.count !== undefined) expect(found).toHaveLength(c.count);
        for (const x of found) {
          expect(c.trace.steps.some((s) => s.index === x.step)).toBe(true);
          expect(x.evidence.length).toBeGreaterThan(0);
          for (const e of x.evidence) {
            expect(e.quote.length).toBeLessThanOrEqual(QUOTE_MAX + 2);
            expect(e.quote.replace(/^…|…$/g, "").length).toBeGreaterThan(0);
          }
        }
      });
    for (const c of table.misses)
      it(`near miss: ${c.name}`, () => {
        expect(run(d, c.trace)).toEqual([]);
      });
  });
}
