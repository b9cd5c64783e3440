// FM-1.2: an agent calling a tool outside its role's list (`role_tools` in the trace's meta).
import type { Finding } from "../model.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, metaRecord, primaryText } from "./types.js";

const meta: DetectorMeta = {
  id: "tool-outside-role",
  name: "RoleToolDetector",
  modes: ["FM-1.2"],
  serves: "structured",
  description:
    "Reports a step where an agent calls a tool that its role does not list, when the trace's meta declares the tools of each role (`role_tools` or `roleTools`: agent name to tool names). Agents the table does not name are not checked.",
  maxConfidence: 0.85,
};

export const roleTools = defineDetector(meta, (ctx) => {
  const roles = metaRecord(ctx.trace.meta, "role_tools") ?? metaRecord(ctx.trace.meta, "roleTools");
  if (!roles) return [];
  const out: Finding[] = [];
  for (const v of ctx.views) {
    if (v.agent === undefined || v.calls.length === 0) continue;
    const allowed = roles[v.agent];
    if (!Array.isArray(allowed)) continue;
    const bad = v.calls.find((c) => !allowed.includes(c.name));
    if (!bad) continue;
    out.push(finding("FM-1.2", v, 0.85, meta.name, `${v.agent} called ${bad.name}, outside its role's tools.`, [evidenceOf(v, primaryText(v), `${v.agent} may use: ${allowed.slice(0, 10).join(", ") || "(none)"}`)]));
    if (out.length >= 20) break;
  }
  return out;
});
