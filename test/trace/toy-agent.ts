// A toy travel agent instrumented with the real OpenTelemetry JS SDK, the way an agent
// framework instruments itself: an agent span (gen_ai invoke_agent), LLM spans (chat) and tool
// spans (execute_tool) carrying gen_ai.* attributes and the tool's code location (code.*),
// captured where the tool is defined. One tool raises, and its span records the exception.
import { context, trace, SpanStatusCode, type Context, type Tracer } from "@opentelemetry/api";
import { fileURLToPath } from "node:url";
import { relative } from "node:path";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

interface Tool {
  name: string;
  file: string;
  line: number;
  fn: (args: Record<string, unknown>) => string;
}

/** Registers a tool and remembers where it was defined (like a decorator reading its frame). */
function defineTool(name: string, fn: Tool["fn"]): Tool {
  const frame = new Error().stack!.split("\n")[2]!;
  const m = /(?:\(|at )((?:file:\/\/)?[^()\s]+):(\d+):\d+\)?$/.exec(frame.trim())!;
  const file = relative(REPO, m[1]!.replace(/^file:\/\//, ""))
    .split("\\")
    .join("/");
  return { name, file, line: Number(m[2]), fn };
}

export const searchFlights = defineTool("search_flights", (args) => `JT-044 ${String(args.origin)}→${String(args.destination)} $870`);
export const bookFlight = defineTool("book_flight", () => {
  throw new Error("seat 12A is no longer available");
});

/** Virtual clock so span start times are exact and ordered. */
let clock = Date.UTC(2026, 5, 1, 12, 0, 0);
const tick = () => (clock += 5);

function callTool(tracer: Tracer, parent: Context, tool: Tool, args: Record<string, unknown>): string | undefined {
  const span = tracer.startSpan(
    `execute_tool ${tool.name}`,
    {
      startTime: tick(),
      attributes: {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": tool.name,
        "gen_ai.tool.call.arguments": JSON.stringify(args),
        "code.filepath": tool.file,
        "code.lineno": tool.line,
        "code.function": tool.name,
      },
    },
    parent,
  );
  try {
    const result = tool.fn(args);
    span.setAttribute("gen_ai.tool.call.result", result);
    span.setStatus({ code: SpanStatusCode.OK });
    return result;
  } catch (error) {
    span.recordException(error as Error, tick());
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    return undefined;
  } finally {
    span.end(tick());
  }
}

function chat(tracer: Tracer, parent: Context, prompt: string, completion: string, tokens: [number, number]): void {
  const span = tracer.startSpan(
    "chat gpt-4o-mini",
    {
      startTime: tick(),
      attributes: {
        "gen_ai.operation.name": "chat",
        "gen_ai.system": "openai",
        "gen_ai.request.model": "gpt-4o-mini",
        "gen_ai.usage.input_tokens": tokens[0],
        "gen_ai.usage.output_tokens": tokens[1],
        "gen_ai.prompt": prompt,
        "gen_ai.completion": completion,
      },
    },
    parent,
  );
  span.end(tick());
}

/** Runs the agent once; the run fails because the booking tool raises. */
export function runToyAgent(tracer: Tracer): void {
  const task = "Book the cheapest SFO→NRT flight in June, seat 12A.";
  const agent = tracer.startSpan("invoke_agent travel_agent", {
    startTime: tick(),
    attributes: {
      "gen_ai.operation.name": "invoke_agent",
      "gen_ai.agent.name": "travel_agent",
      "gen_ai.agent.description": "books flights for the user",
      "input.value": task,
    },
  });
  const ctx = trace.setSpan(context.active(), agent);
  chat(tracer, ctx, task, "call search_flights", [120, 18]);
  const found = callTool(tracer, ctx, searchFlights, { origin: "SFO", destination: "NRT", month: "June" });
  const booked = callTool(tracer, ctx, bookFlight, { flight: "JT-044", seat: "12A" });
  chat(tracer, ctx, `results: ${found}; booking: ${booked ?? "failed"}`, "Sorry, the booking failed.", [200, 12]);
  agent.setAttribute("output.value", "Sorry, the booking failed.");
  agent.setStatus({ code: SpanStatusCode.ERROR, message: "booking failed" });
  agent.end(tick());
}
