// Renders a scenario as the native trace the Python tool "approximately" writes.
import type { Scenario } from "./scenario.js";

export function toNative(s: Scenario): Record<string, unknown> {
  return {
    id: s.id,
    task: s.task,
    created_at: s.createdAt,
    model: s.model,
    success: s.success,
    final_output: s.finalOutput,
    meta: {
      step_limit: s.stepLimit,
      forbidden_tools: s.forbiddenTools,
      agents: s.agents,
    },
    steps: s.steps.map((st, index) => {
      const meta: Record<string, unknown> = {};
      if (st.mutating) meta.mutating = true;
      if (st.verify !== undefined) meta.verify = st.verify;
      if (st.to) meta.to_agent = st.to;
      if (st.requiresAck) meta.requires_ack = true;
      return {
        index,
        kind: st.kind,
        agent: st.agent,
        tool: st.tool ?? null,
        args: st.args ?? null,
        result: st.result ?? null,
        thought: st.thought ?? null,
        tokens: st.tokens,
        latency_ms: st.latencyMs,
        error: st.error ?? null,
        ...(st.code ? { code: st.code } : {}),
        meta,
      };
    }),
  };
}
