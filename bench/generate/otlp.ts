// Renders a scenario as an OTLP/JSON export: one root span for the run, one child span a step,
// with the GenAI semantic conventions and OpenInference attributes a real exporter writes.
import type { Scenario, ScenarioStep } from "./scenario.js";
import type { Rng } from "./random.js";

type AnyValue = { stringValue: string } | { intValue: string } | { boolValue: boolean };
type Attr = { key: string; value: AnyValue };

const s = (key: string, value: string): Attr => ({ key, value: { stringValue: value } });
const i = (key: string, value: number): Attr => ({ key, value: { intValue: String(value) } });
const b = (key: string, value: boolean): Attr => ({ key, value: { boolValue: value } });

function spanKind(st: ScenarioStep): { op: string; oi: string } {
  switch (st.kind) {
    case "tool_call":
    case "observation":
    case "error":
      return { op: "execute_tool", oi: "TOOL" };
    case "plan":
    case "response":
      return { op: "chat", oi: "LLM" };
    default:
      return { op: "invoke_agent", oi: "AGENT" };
  }
}

export function toOtlp(sc: Scenario, rng: Rng): Record<string, unknown> {
  const traceId = rng.hex(32);
  const rootId = rng.hex(16);
  const t0 = BigInt(Date.parse(sc.createdAt)) * 1_000_000n;
  let t = t0;
  const spans: Record<string, unknown>[] = [];
  sc.steps.forEach((st, index) => {
    const start = t;
    const end = start + BigInt(st.latencyMs) * 1_000_000n;
    t = end + 1_000_000n;
    const { op, oi } = spanKind(st);
    const attributes: Attr[] = [s("gen_ai.operation.name", op), s("openinference.span.kind", oi), s("gen_ai.agent.name", st.agent), i("gen_ai.usage.output_tokens", st.tokens)];
    if (st.tool) attributes.push(s("gen_ai.tool.name", st.tool), s("tool.name", st.tool));
    if (st.args) attributes.push(s("input.value", JSON.stringify(st.args)));
    if (st.result) attributes.push(s("output.value", st.result));
    if (st.thought) attributes.push(s("gen_ai.reasoning", st.thought));
    if (st.mutating) attributes.push(b("blamegate.mutating", true));
    if (st.code) attributes.push(s("code.filepath", st.code.file), i("code.lineno", st.code.line), s("code.function", st.code.function));
    spans.push({
      traceId,
      spanId: rng.hex(16),
      parentSpanId: rootId,
      name: st.tool ? `${op} ${st.tool}` : `${op} ${st.agent}`,
      kind: 1,
      startTimeUnixNano: String(start),
      endTimeUnixNano: String(end),
      attributes,
      status: st.error ? { code: 2, message: st.error } : { code: 0 },
      ...(index === 0 ? {} : {}),
    });
  });
  const root = {
    traceId,
    spanId: rootId,
    name: `invoke_agent ${Object.keys(sc.agents)[0]}`,
    kind: 1,
    startTimeUnixNano: String(t0),
    endTimeUnixNano: String(t),
    attributes: [
      s("gen_ai.operation.name", "invoke_agent"),
      s("openinference.span.kind", "AGENT"),
      s("gen_ai.request.model", sc.model),
      s("input.value", sc.task),
      s("output.value", sc.finalOutput),
      s("session.id", sc.id),
    ],
    status: sc.success ? { code: 1 } : { code: 2, message: "run failed" },
  };
  return {
    resourceSpans: [
      {
        resource: { attributes: [s("service.name", "eval-agent"), s("telemetry.sdk.language", "python")] },
        scopeSpans: [{ scope: { name: "openinference.instrumentation", version: "0.1.0" }, spans: [root, ...spans] }],
      },
    ],
  };
}
