// The native importer builds each step with only its defined fields, in the Step type's order:
// the same object, key for key and in the same order, as setting every field and then dropping
// the undefined ones (what it did before, kept here as the reference). Checked on every native
// trace in the test data and on generated steps that reach each branch.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bool, codeLocation, compact, isObj, nonNeg, nonNegInt, own, str, stringList, text, type Obj } from "../../src/trace/import/common.js";
import { importNative, looksNative } from "../../src/trace/import/native.js";
import type { Step } from "../../src/trace/model.js";
import { realJsonValues } from "../support/real-json.js";

/** The step as built before: every field set, then compact(). `kind` is taken as imported. */
function reference(s: unknown, position: number, kind: Step["kind"]): Step {
  if (!isObj(s)) return { index: position, kind: "message", output: s, raw: s };
  const meta = isObj(own(s, "meta")) ? (own(s, "meta") as Obj) : {};
  const verify = own(meta, "verify");
  const step: Step = {
    index: nonNegInt(own(s, "index")) ?? position,
    kind,
    agent: str(own(s, "agent")) ?? str(own(meta, "from_agent")),
    name: str(own(s, "tool")) ?? undefined,
    input: own(s, "args") ?? undefined,
    output: own(s, "result") ?? undefined,
    thought: str(own(s, "thought")),
    error: text(own(s, "error")),
    startedAt: str(own(s, "started_at")) ?? str(own(s, "ts")),
    latencyMs: nonNeg(own(s, "latency_ms")),
    tokens: nonNeg(own(s, "tokens")),
    mutating: bool(own(meta, "mutating")),
    verify: typeof verify === "boolean" || (typeof verify === "number" && Number.isInteger(verify)) ? verify : undefined,
    shareWith: stringList(own(meta, "share_with")),
    to: str(own(meta, "to_agent")),
    requiresAck: bool(own(meta, "requires_ack")),
    raw: s,
  };
  const code = own(s, "code") ?? own(meta, "code");
  if (isObj(code)) step.code = codeLocation(own(code, "file"), own(code, "line"), own(code, "function"));
  if (step.error === "") delete step.error;
  return compact(step);
}

function expectSameSteps(value: unknown, file: string): number {
  const trace = importNative(value, { file });
  const steps = own(value, "steps") as unknown[];
  trace.steps.forEach((step, i) => {
    const want = reference(steps[i], i, step.kind);
    expect(Object.keys(step)).toEqual(Object.keys(want));
    expect(step).toStrictEqual(want);
  });
  return trace.steps.length;
}

describe("native steps", () => {
  it("match the reference on every native trace in the test data and examples", () => {
    let steps = 0;
    for (const { file, value } of realJsonValues()) {
      for (const v of Array.isArray(value) ? value : [value]) if (looksNative(v)) steps += expectSameSteps(v, file);
    }
    expect(steps).toBeGreaterThan(1000);
  });

  it("match the reference on generated steps, every field present, absent or of the wrong type", () => {
    const any = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.constant(""),
      fc.string({ maxLength: 4 }),
      fc.constantFrom("3", " 7 ", "-1", "x"),
      fc.integer({ min: -2, max: 5 }),
      fc.double(),
      fc.boolean(),
      fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
    );
    const record = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, any])), { requiredKeys: [] }).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));
    const code = fc.oneof(any, fc.record({ file: any, line: any, function: any }, { requiredKeys: [] }));
    const meta = fc.oneof(
      any,
      fc.tuple(record(["mutating", "verify", "share_with", "from_agent", "to_agent", "requires_ack"]), fc.option(code, { nil: undefined })).map(([m, c]) => (c === undefined ? m : { ...m, code: c })),
    );
    const step = fc.oneof(
      { weight: 1, arbitrary: any },
      {
        weight: 6,
        arbitrary: fc
          .tuple(record(["index", "kind", "agent", "tool", "args", "result", "thought", "error", "started_at", "ts", "latency_ms", "tokens"]), fc.option(meta, { nil: undefined }), fc.option(code, { nil: undefined }))
          .map(([s, m, c]) => ({ ...s, ...(m === undefined ? {} : { meta: m }), ...(c === undefined ? {} : { code: c }) })),
      },
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 4 }), (steps) => {
        expectSameSteps({ id: "t", task: "x", steps }, "gen.json");
      }),
      { numRuns: 3000 },
    );
  });
});
