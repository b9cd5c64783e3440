// Property tests: whatever JSON or bytes arrive, importing never throws and every trace that
// comes out satisfies the shared schema.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { importBytes, importText, importValue } from "../../src/trace/read.js";
import { TraceSchema } from "../../src/trace/model.js";
import type { ReadItem } from "../../src/trace/read.js";

function check(items: ReadItem[]): void {
  for (const item of items) {
    if ("trace" in item) {
      const r = TraceSchema.safeParse(item.trace);
      if (!r.success) throw new Error(JSON.stringify(r.error.issues.slice(0, 2)));
      expect(item.trace.origin.file).toBe("f.json");
    } else {
      expect(item.skipped.file).toBe("f.json");
      expect(item.skipped.reason).not.toBe("");
    }
  }
}

const any = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.anything({ maxDepth: 2 }));
const attr = fc.record({ key: fc.oneof(fc.string(), fc.constantFrom("gen_ai.tool.name", "code.lineno", "code.filepath", "openinference.span.kind", "gen_ai.agent.name", "input.value")), value: any });
const span = fc.record(
  {
    traceId: fc.oneof(fc.string(), fc.constant("0af7651916cd43dd8448eb211c80319c")),
    spanId: fc.oneof(fc.string(), fc.constant("b7ad6b7169203331")),
    parentSpanId: any,
    name: any,
    startTimeUnixNano: fc.oneof(any, fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String)),
    endTimeUnixNano: any,
    attributes: fc.oneof(any, fc.array(attr, { maxLength: 5 })),
    events: fc.oneof(any, fc.array(fc.record({ name: fc.constantFrom("exception", "gen_ai.choice"), attributes: fc.array(attr) }), { maxLength: 2 })),
    status: fc.oneof(any, fc.record({ code: fc.constantFrom(0, 1, 2, "STATUS_CODE_ERROR"), message: any })),
  },
  { requiredKeys: [] },
);

const shaped = fc.oneof(
  fc.record(
    {
      id: any,
      task: any,
      success: any,
      created_at: any,
      meta: any,
      labels: any,
      steps: fc.array(fc.oneof(any, fc.record({ kind: any, tool: any, args: any, result: any, index: any, tokens: any, latency_ms: any, error: any, meta: any, agent: any }, { requiredKeys: [] })), { maxLength: 4 }),
    },
    { requiredKeys: ["steps"] },
  ),
  fc.record(
    {
      question: any,
      question_ID: any,
      is_correct: any,
      system_prompt: any,
      mistake_step: any,
      mistake_agent: any,
      labels: any,
      history: fc.array(fc.oneof(any, fc.record({ content: any, role: any, name: any }, { requiredKeys: [] })), { maxLength: 4 }),
    },
    { requiredKeys: ["history", "question"] },
  ),
  fc.record(
    {
      task_id: any,
      reward: any,
      trial: any,
      info: any,
      traj: fc.array(fc.oneof(any, fc.record({ role: fc.constantFrom("user", "assistant", "tool", "system", "x"), content: any, tool_calls: any, index: any, name: any }, { requiredKeys: ["role", "content"] })), {
        maxLength: 4,
      }),
    },
    { requiredKeys: ["traj"] },
  ),
  fc.record({ resourceSpans: fc.array(fc.record({ resource: any, scopeSpans: fc.array(fc.record({ spans: fc.array(span, { maxLength: 4 }) }), { maxLength: 2 }) }, { requiredKeys: [] }), { maxLength: 2 }) }),
  any,
);

describe("importing arbitrary input", () => {
  it("never throws on values of every importer's shape, and every trace is valid", () => {
    fc.assert(
      fc.property(shaped, (value) => {
        check(importValue(value, "f.json"));
      }),
      { numRuns: 600 },
    );
  });

  it("never throws on arbitrary text or bytes", async () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        check(importText(text, "f.json"));
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        check(await importBytes(bytes, "f.json"));
      }),
      { numRuns: 200 },
    );
  });
});
