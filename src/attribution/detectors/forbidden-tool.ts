// FM-1.1: a call to a tool the trace's meta forbids (`forbidden_tools`).
import type { Finding } from "../model.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, metaStrings, primaryText } from "./types.js";

const meta: DetectorMeta = {
  id: "forbidden-tool",
  name: "ForbiddenToolDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description:
    "Reports each step that calls a tool the trace's meta lists under `forbidden_tools` (or `forbiddenTools`), up to 20 per trace. It only runs when the trace declares such a list: a trace that forbids nothing has nothing to break.",
  maxConfidence: 0.92,
};

export const forbiddenTool = defineDetector(meta, (ctx) => {
  const snake = metaStrings(ctx.trace.meta, "forbidden_tools");
  const camel = metaStrings(ctx.trace.meta, "forbiddenTools");
  if (snake.length === 0 && camel.length === 0) return [];
  const forbidden = new Set([...snake, ...camel]);
  const out: Finding[] = [];
  for (const v of ctx.views) {
    const bad = v.calls.find((c) => forbidden.has(c.name));
    if (!bad) continue;
    out.push(finding("FM-1.1", v, 0.92, meta.name, `Called ${bad.name}, which the task forbids.`, [evidenceOf(v, primaryText(v), `forbidden tools: ${[...forbidden].slice(0, 10).join(", ")}`)]));
    if (out.length >= 20) break;
  }
  return out;
});
