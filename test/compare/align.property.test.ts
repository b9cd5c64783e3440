// Alignment's promises as properties, over the actions of real traces (every tau-bench run):
// a trace aligned with itself never diverges, and one inserted, deleted or changed action is
// found at its step.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionKey, actionsOf, type Action } from "../../src/compare/actions.js";
import { firstDivergence } from "../../src/compare/align.js";
import { importText } from "../../src/trace/read.js";

const runs = importText(readFileSync("test/fixtures/data/agentrx-tau/tau_dataset_full.json", "utf8"), "tau.json").flatMap((i) => ("trace" in i ? [i.trace] : []));
const sequences = runs.map(actionsOf).filter((a) => a.length >= 2);
const same = (a: Action, b: Action) => actionKey(a) === actionKey(b) && [...a.args].every(([k, v]) => b.args.get(k) === v) && a.args.size === b.args.size;
const renumber = (actions: Action[]) => actions.map((a, i) => ({ ...a, step: i }));

describe("firstDivergence", () => {
  it("finds nothing when a run is compared with itself", () => {
    for (const actions of sequences) expect(firstDivergence(actions, actions)).toBeNull();
  });

  it("finds a single changed, inserted or deleted action at its step", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sequences.length - 1 }), fc.nat(), fc.constantFrom("change", "insert", "delete"), (which, at, edit) => {
        const base = renumber(sequences[which]!);
        const i = at % base.length;
        const pr = base.map((a) => ({ ...a, args: new Map(a.args) }));
        const odd: Action = { step: -1, agent: "intruder", kind: "tool_call", tool: "unheard_of_tool", shape: "x:string", args: new Map([["x", '"1"']]) };
        if (edit === "change") pr[i] = { ...odd, step: i };
        else if (edit === "insert") pr.splice(i, 0, odd);
        else pr.splice(i, 1);
        const d = firstDivergence(renumber(pr), base);
        expect(d).not.toBeNull();
        if (edit === "delete") {
          // Deleting one of a run of identical actions is the same edit whichever is deleted:
          // the first of the run is where the PR run falls short.
          let first = i;
          while (first > 0 && same(base[first - 1]!, base[i]!)) first--;
          expect(d!.baseStep).toBe(first);
        } else expect(d!.step).toBe(i);
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});
