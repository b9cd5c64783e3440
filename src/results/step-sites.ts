// The steps a result points at, with what the locator needs of each. Made while the trace is in
// hand (analyze), read later by the SARIF locator; its own module so analyze does not import sarif/.
import type { StepSite, TraceResult } from "./model.js";
import type { Trace } from "../trace/model.js";
import { parseStackFrames } from "../trace/stack-frames.js";

/** The steps a result's findings and verdict point at, described for the locator. */
export function stepSites(trace: Trace, result: Pick<TraceResult, "findings" | "verdict">): StepSite[] {
  const wanted = new Set<number>();
  for (const f of result.findings ?? []) wanted.add(f.step);
  if (result.verdict?.step !== null && result.verdict?.step !== undefined) wanted.add(result.verdict.step);
  const sites: StepSite[] = [];
  trace.steps.forEach((s, position) => {
    if (!wanted.has(s.index)) return;
    const site: StepSite = { step: s.index, position };
    if (s.name) site.name = s.name;
    if (s.code) site.code = s.code;
    if (s.spanId) site.spanId = s.spanId;
    const frames = s.error ? parseStackFrames(s.error).slice(0, 20) : [];
    if (frames.length) site.frames = frames;
    sites.push(site);
  });
  return sites;
}
