// OTLP files produced by the real OpenTelemetry JS SDK (BasicTracerProvider + InMemorySpanExporter)
// and serialised by the real OTLP transformer, not written by hand.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import { bookFlight, runToyAgent, searchFlights } from "./toy-agent.js";
import { assertValid, readFile } from "./helpers.js";
import { importText } from "../../src/trace/read.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

function record(runs: number): string {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": "toy-agent" }),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer("toy-agent", "1.0.0");
  for (let i = 0; i < runs; i++) runToyAgent(tracer);
  const spans = exporter.getFinishedSpans();
  return new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans));
}

describe("OTLP from the OpenTelemetry JS SDK", () => {
  it("imports the toy agent's run: order, kinds, tools, code locations, parent links, error", async () => {
    const json = record(1);
    // The exporter receives spans as they end: children first, the agent span last.
    expect(JSON.parse(json).resourceSpans[0].scopeSpans[0].spans.at(-1).name).toBe("invoke_agent travel_agent");

    const dir = mkdtempSync(join(tmpdir(), "bg-otlp-"));
    const file = join(dir, "toy.json");
    writeFileSync(file, json);
    const { traces, skipped } = await readFile(file);
    expect(skipped).toEqual([]);
    expect(traces).toHaveLength(1);
    const t = traces[0]!;
    assertValid(t);
    expect(t.origin).toEqual({ file, format: "otlp", position: 0 });
    expect(t.id).toMatch(/^[0-9a-f]{32}$/);

    expect(t.steps.map((s) => s.index)).toEqual([0, 1, 2, 3, 4]);
    expect(t.steps.map((s) => s.kind)).toEqual(["message", "llm", "tool_call", "tool_call", "llm"]);
    expect(t.steps.map((s) => s.name)).toEqual(["invoke_agent travel_agent", "chat gpt-4o-mini", "search_flights", "book_flight", "chat gpt-4o-mini"]);
    // Start times increase along the steps.
    const starts = t.steps.map((s) => Date.parse(s.startedAt!));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);

    // Parent links: every step under the agent span; span ids in hex.
    const root = t.steps[0]!;
    expect(root.parentSpanId).toBeUndefined();
    expect(root.spanId).toMatch(/^[0-9a-f]{16}$/);
    for (const s of t.steps.slice(1)) expect(s.parentSpanId).toBe(root.spanId);
    // The agent name applies to the spans under it.
    expect(t.steps.every((s) => s.agent === "travel_agent")).toBe(true);
    expect(t.agents).toEqual({ travel_agent: "books flights for the user" });

    // Tools: arguments and results, code locations pointing at real lines of the toy agent.
    const search = t.steps[2]!;
    expect(search.input).toEqual({ origin: "SFO", destination: "NRT", month: "June" });
    expect(search.output).toBe("JT-044 SFO→NRT $870");
    expect(search.error).toBeUndefined();
    expect(search.code).toEqual({ file: searchFlights.file, line: searchFlights.line, function: "search_flights" });
    const source = readFileSync(join(REPO, search.code!.file), "utf8").split("\n");
    expect(source[search.code!.line - 1]).toContain('defineTool("search_flights"');
    const book = t.steps[3]!;
    expect(book.code).toEqual({ file: bookFlight.file, line: bookFlight.line, function: "book_flight" });
    expect(source[book.code!.line - 1]).toContain('defineTool("book_flight"');
    expect(book.error).toContain("seat 12A is no longer available");
    expect(book.error).toContain("at "); // the exception's stack trace is kept

    // LLM spans: model, tokens, prompt and completion.
    expect(t.model).toBe("gpt-4o-mini");
    expect(t.steps[1]).toMatchObject({ tokens: 138, input: "Book the cheapest SFO→NRT flight in June, seat 12A.", output: "call search_flights" });
    expect(t.steps[1]!.latencyMs).toBe(5);

    // The run: task from the root input, failed from the root status.
    expect(t.task).toBe("Book the cheapest SFO→NRT flight in June, seat 12A.");
    expect(t.success).toBe(false);
    expect(t.finalOutput).toBe("Sorry, the booking failed.");
    expect(t.meta.service).toBe("toy-agent");
  });

  it("splits a file holding several runs into one trace per traceId, in file order", () => {
    const items = importText(record(3), "three.json");
    const traces = items.flatMap((i) => ("trace" in i ? [i.trace] : []));
    expect(traces).toHaveLength(3);
    expect(new Set(traces.map((t) => t.id)).size).toBe(3);
    expect(traces.map((t) => t.origin.position)).toEqual([0, 1, 2]);
    for (const t of traces) expect(t.steps).toHaveLength(5);
  });

  it("reads ids written as base64 (protobuf JSON mapping) the same as hex", () => {
    const hex = JSON.parse(record(1));
    const b64 = structuredClone(hex);
    for (const span of b64.resourceSpans[0].scopeSpans[0].spans) {
      for (const k of ["traceId", "spanId", "parentSpanId"]) {
        if (span[k]) span[k] = Buffer.from(span[k], "hex").toString("base64");
      }
    }
    const a = importText(JSON.stringify(hex), "hex.json").flatMap((i) => ("trace" in i ? [i.trace] : []))[0]!;
    const b = importText(JSON.stringify(b64), "b64.json").flatMap((i) => ("trace" in i ? [i.trace] : []))[0]!;
    expect(b.id).toBe(a.id);
    expect(b.steps.map((s) => [s.spanId, s.parentSpanId])).toEqual(a.steps.map((s) => [s.spanId, s.parentSpanId]));
  });

  it("gathers one trace from OTLP batches written one per JSONL line", () => {
    const doc = JSON.parse(record(1));
    const spans = doc.resourceSpans[0].scopeSpans[0].spans as unknown[];
    const lines = spans.map((s) => JSON.stringify({ resourceSpans: [{ resource: doc.resourceSpans[0].resource, scopeSpans: [{ scope: doc.resourceSpans[0].scopeSpans[0].scope, spans: [s] }] }] }));
    const items = importText(lines.join("\n") + "\n", "batches.jsonl");
    const traces = items.flatMap((i) => ("trace" in i ? [i.trace] : []));
    expect(items).toHaveLength(1);
    expect(traces[0]!.steps.map((s) => s.kind)).toEqual(["message", "llm", "tool_call", "tool_call", "llm"]);
  });
});
