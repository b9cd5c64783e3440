// OTLP attribute conventions beyond what the JS SDK test writes: OpenInference span kinds and
// values, the newer code.* names, status names, stack-trace code locations, success attributes.
import { describe, expect, it } from "vitest";
import { importOtlp, normalizeId } from "../../src/trace/import/otlp.js";
import { assertValid } from "./helpers.js";

const s = (key: string, v: string) => ({ key, value: { stringValue: v } });
const i = (key: string, v: number) => ({ key, value: { intValue: String(v) } });
const TRACE = "5b8efff798038103d269b633813fc60c";
const T0 = 1_780_315_200_000_000_000n;
const at = (ms: number) => String(T0 + BigInt(ms) * 1_000_000n);

function span(id: string, parent: string | undefined, startMs: number, name: string, attributes: unknown[], extra: Record<string, unknown> = {}) {
  return { traceId: TRACE, spanId: id, ...(parent ? { parentSpanId: parent } : {}), name, startTimeUnixNano: at(startMs), endTimeUnixNano: at(startMs + 10), attributes, ...extra };
}

describe("OpenInference spans", () => {
  const doc = {
    resourceSpans: [
      {
        resource: { attributes: [s("service.name", "rag-bot")] },
        scopeSpans: [
          {
            scope: { name: "openinference.instrumentation.langchain" },
            spans: [
              span("0000000000000004", "0000000000000001", 40, "format", [
                s("openinference.span.kind", "TOOL"),
                s("tool.name", "format_answer"),
                s("tool.parameters", '{"style": "short"}'),
                s("code.file.path", "app/tools.py"),
                i("code.line.number", 12),
                s("code.function.name", "format_answer"),
              ]),
              span(
                "0000000000000001",
                undefined,
                0,
                "RunnableSequence",
                [
                  s("openinference.span.kind", "CHAIN"),
                  s("input.value", '{"question": "What is RAG?"}'),
                  s("input.mime_type", "application/json"),
                  s("output.value", "RAG combines retrieval and generation."),
                  { key: "success", value: { boolValue: true } },
                  { key: "blamegate.forbidden_tools", value: { arrayValue: { values: [{ stringValue: "drop_index" }] } } },
                ],
                { status: { code: "STATUS_CODE_OK" } },
              ),
              span("0000000000000002", "0000000000000001", 10, "retriever", [s("openinference.span.kind", "RETRIEVER"), s("input.value", "What is RAG?"), s("output.value", '["doc 1", "doc 2"]')]),
              span("0000000000000003", "0000000000000001", 20, "ChatOpenAI", [
                s("openinference.span.kind", "LLM"),
                s("llm.model_name", "gpt-4o"),
                i("llm.token_count.prompt", 90),
                i("llm.token_count.completion", 12),
                s("llm.input_messages.0.message.role", "user"),
                s("llm.input_messages.0.message.content", "What is RAG?"),
                s("llm.output_messages.0.message.role", "assistant"),
                s("llm.output_messages.0.message.content", "RAG combines retrieval and generation."),
              ]),
              span("0000000000000005", "0000000000000001", 50, "post", [s("openinference.span.kind", "TOOL"), s("tool.name", "post_answer")], {
                status: { code: 2, message: "HTTP 503" },
                events: [
                  {
                    name: "exception",
                    attributes: [
                      s("exception.type", "HTTPError"),
                      s("exception.message", "503 Service Unavailable"),
                      s(
                        "exception.stacktrace",
                        'Traceback (most recent call last):\n  File "/app/bot/post.py", line 31, in post_answer\n    resp.raise_for_status()\n  File "/usr/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 503 Service Unavailable\n',
                      ),
                    ],
                  },
                ],
              }),
            ],
          },
        ],
      },
    ],
  };

  it("maps kinds, values, tokens, code locations and the run's outcome", () => {
    const [t] = importOtlp(doc, { file: "oi.json" });
    assertValid(t!);
    expect(t!.id).toBe(TRACE);
    expect(t!.steps.map((x) => [x.index, x.kind, x.name])).toEqual([
      [0, "message", "RunnableSequence"],
      [1, "retrieval", "retriever"],
      [2, "llm", "ChatOpenAI"],
      [3, "tool_call", "format_answer"],
      [4, "tool_call", "post_answer"],
    ]);
    expect(t!.task).toBe("What is RAG?");
    expect(t!.success).toBe(true); // the explicit attribute
    expect(t!.finalOutput).toBe("RAG combines retrieval and generation.");
    expect(t!.model).toBe("gpt-4o");
    expect(t!.meta).toEqual({ service: "rag-bot", forbidden_tools: ["drop_index"] });
    expect(t!.steps[1]!.output).toEqual(["doc 1", "doc 2"]);
    expect(t!.steps[2]).toMatchObject({ tokens: 102, input: [{ role: "user", content: "What is RAG?" }] });
    expect(t!.steps[3]).toMatchObject({ input: { style: "short" }, code: { file: "app/tools.py", line: 12, function: "format_answer" } });
    // No code.* attributes: the innermost frame of the user's own file in the stack trace.
    expect(t!.steps[4]!.code).toEqual({ file: "/app/bot/post.py", line: 31, function: "post_answer" });
    expect(t!.steps[4]!.error).toMatch(/^HTTPError: 503 Service Unavailable\nTraceback/);
    expect(t!.steps.slice(1).every((x) => x.parentSpanId === "0000000000000001")).toBe(true);
  });

  it("without a success attribute the root status decides: ERROR false, unset null", () => {
    const root = doc.resourceSpans[0]!.scopeSpans[0]!.spans[1]!;
    const attrs = (root.attributes as { key: string }[]).filter((a) => a.key !== "success");
    const failed = structuredClone(doc);
    Object.assign(failed.resourceSpans[0]!.scopeSpans[0]!.spans[1]!, { attributes: attrs, status: { code: 2 } });
    expect(importOtlp(failed, { file: "f.json" })[0]!.success).toBe(false);
    const unset = structuredClone(doc);
    Object.assign(unset.resourceSpans[0]!.scopeSpans[0]!.spans[1]!, { attributes: attrs, status: {} });
    expect(importOtlp(unset, { file: "f.json" })[0]!.success).toBeNull();
  });

  it("normalises ids: hex kept lowercase, base64 decoded, all-zero parent is none", () => {
    expect(normalizeId("5B8EFFF798038103D269B633813FC60C", 16)).toBe(TRACE);
    expect(normalizeId(Buffer.from(TRACE, "hex").toString("base64"), 16)).toBe(TRACE);
    expect(normalizeId("0000000000000000", 8)).toBeUndefined();
    expect(normalizeId("", 8)).toBeUndefined();
  });
});
