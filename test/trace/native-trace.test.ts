// The native importer builds the trace with only its defined fields, in the Trace type's order:
// the same object, key for key and in the same order, as setting every field and then
// finishTrace() dropping the undefined ones (what it did before, kept here as the reference).
// Checked on every native trace in the test data and examples and on generated ones.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fallbackId, finishTrace, idString, isObj, origin, own, str, text, type ImportContext, type Obj } from "../../src/trace/import/common.js";
import { importNative, looksNative } from "../../src/trace/import/native.js";
import type { Trace } from "../../src/trace/model.js";
import { realJsonValues } from "../support/real-json.js";

/** The trace as built before; steps and agents taken as imported (native-steps.test.ts holds the steps). */
function reference(value: Obj, ctx: ImportContext, imported: Trace): Trace {
  const meta: Obj = isObj(own(value, "meta")) ? { ...(own(value, "meta") as Obj) } : {};
  const success = own(value, "success");
  const createdAt = own(value, "created_at");
  const labels = own(value, "labels");
  const integrity = own(meta, "integrity");
  const trace: Trace = {
    id: idString(own(value, "id")) ?? fallbackId(ctx),
    task: text(own(value, "task")) ?? "",
    success: typeof success === "boolean" ? success : null,
    finalOutput: text(own(value, "final_output")),
    model: str(own(value, "model")),
    createdAt: typeof createdAt === "string" || (typeof createdAt === "number" && Number.isFinite(createdAt)) ? createdAt : undefined,
    agents: imported.agents,
    meta,
    steps: imported.steps,
    origin: origin(ctx, "native"),
    integrity: integrity ?? undefined,
    labels: isObj(labels) ? labels : labels !== undefined && labels !== null ? { label: labels } : undefined,
    raw: value,
  };
  if (integrity !== undefined && integrity !== null && ctx.sourceText !== undefined) trace.sourceText = ctx.sourceText;
  return finishTrace(trace);
}

function expectSame(value: Obj, ctx: ImportContext): void {
  const trace = importNative(value, ctx);
  const want = reference(value, ctx, trace);
  expect(Object.keys(trace)).toEqual(Object.keys(want));
  expect(trace).toStrictEqual(want);
}

describe("native traces", () => {
  it("match the reference on every native trace in the test data and examples", () => {
    let traces = 0;
    for (const { file, value } of realJsonValues()) {
      for (const v of Array.isArray(value) ? value : [value]) {
        if (!looksNative(v)) continue;
        traces++;
        expectSame(v as Obj, { file, sourceText: "{}" });
        expectSame(v as Obj, { file, line: 3, item: 1 });
      }
    }
    expect(traces).toBeGreaterThan(50);
  });

  it("match the reference on generated traces, every field present, absent or of the wrong type", () => {
    const any = fc.oneof(
      fc.constant(null),
      fc.constant(""),
      fc.string({ maxLength: 4 }),
      fc.integer({ min: -2, max: 5 }),
      fc.double(),
      fc.boolean(),
      fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
    );
    const meta = fc.oneof(any, fc.record({ integrity: any, agents: any, other: any }, { requiredKeys: [] }));
    const trace = fc.record({ id: any, task: any, success: any, final_output: any, model: any, created_at: any, labels: any, meta }, { requiredKeys: [] });
    fc.assert(
      fc.property(trace, fc.boolean(), (t, withText) => {
        expectSame({ ...t, steps: [{ kind: "llm" }] }, withText ? { file: "gen.json", sourceText: "{}" } : { file: "gen.json", line: 2 });
      }),
      { numRuns: 3000 },
    );
  });
});
