// SARIF from findings, placed on real code in a repository on disk, judged by the real SARIF
// multitool (GitHub rules) and the OASIS schema.
import { rm } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Log } from "sarif";
import { buildSarif } from "../../../src/render/sarif/build.js";
import { buildSourceIndex, createLocator, type LocatableTrace, type Locator } from "../../../src/render/sarif/locate.js";
import { failedTrace } from "../../support/builders.js";
import { lineOf, makeRepo } from "./repo.js";
import { multitoolValidate, schemaErrors } from "./validate.js";

let root: string;
let locator: Locator;
beforeAll(async () => {
  root = await makeRepo();
  const index = await buildSourceIndex({ root, globs: ["**/*.py", "**/*.ts", "**/*.json"] });
  locator = createLocator(index, { cwd: root });
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const pyTraceback = (file: string, line: number) =>
  [
    "Traceback (most recent call last):",
    '  File "/usr/lib/python3.12/asyncio/runners.py", line 118, in run',
    "    return self._loop.run_until_complete(task)",
    `  File "${file}", line ${line}, in book_flight`,
    "    resp = client.book(flight_id)",
    '  File "/home/runner/.venv/lib/python3.12/site-packages/httpx/_client.py", line 1574, in send',
    "    raise HTTPStatusError(...)",
    "httpx.HTTPStatusError: Server error '500 Internal Server Error'",
  ].join("\n");

/** A failed trace whose step 3 calls tool `name`. */
const step = (i: number, name: string | undefined, over: Partial<LocatableTrace> = {}) =>
  failedTrace(i, {
    errors: name ? [{ step: 3, kind: "tool_call", agent: "booker", name, message: "failed" }] : [],
    ...over,
  });

/** One trace per placement tier, plus one that cannot be placed. */
function scenario(): LocatableTrace[] {
  return [
    // 1. recorded code location, from another machine's checkout
    { ...step(0, "book_flight"), sites: [{ step: 3, code: { file: "/home/alice/proj/agent/tools.py", line: lineOf("agent/tools.py", "MARK:parse") } }] },
    // 2. innermost user frame of a Python traceback in the step's error
    step(1, undefined, {
      errors: [{ step: 3, kind: "tool_call", agent: "booker", message: pyTraceback("/home/runner/work/app/app/agent/tools.py", lineOf("agent/tools.py", "MARK:book-call")) }],
    }),
    // 3. definitions: decorator-renamed Python tool, TS function, MCP registration, OpenAI schema
    step(2, "search_flights"),
    step(3, "cancelBooking"),
    step(4, "refund"),
    step(5, "get_weather"),
    // 4. agent definition when the step has no known tool
    failedTrace(6, { errors: [], verdict: { ...failedTrace(6).verdict!, agent: "planner" }, findings: [{ ...failedTrace(6).findings![0]!, agent: "planner" }] }),
    // 5. the step's line in a committed trace file
    failedTrace(7, { file: "traces/committed.json", errors: [], findings: [{ ...failedTrace(7).findings![0]!, step: 2, agent: "nobody-known" }] }),
    // 6. nowhere: the trace file is not in the repository and nothing names known code
    failedTrace(8, { file: "/tmp/elsewhere/run.json", errors: [], findings: [{ ...failedTrace(8).findings![0]!, agent: "ghost" }] }),
  ];
}

function locations(log: Log): { uri: string; line: number; trace: string }[] {
  return log.runs[0]!.results!.map((r) => ({
    uri: r.locations![0]!.physicalLocation!.artifactLocation!.uri!,
    line: r.locations![0]!.physicalLocation!.region!.startLine!,
    trace: String(r.properties!.trace),
  }));
}

describe("buildSarif", () => {
  it("places each finding by the first tier that knows where it is", () => {
    const out = buildSarif({ traces: scenario(), category: "agent-evals", locator, toolVersion: "0.1.0" });
    const byTrace = Object.fromEntries(locations(out.log).map((l) => [l.trace, `${l.uri}:${l.line}`]));
    expect(byTrace["run-0"]).toBe(`agent/tools.py:${lineOf("agent/tools.py", "MARK:parse")}`);
    expect(byTrace["run-1"]).toBe(`agent/tools.py:${lineOf("agent/tools.py", "MARK:book-call")}`);
    expect(byTrace["run-2"]).toBe(`agent/tools.py:${lineOf("agent/tools.py", '@tool("search_flights")')}`);
    expect(byTrace["run-3"]).toBe(`web/tools.ts:${lineOf("web/tools.ts", "function cancelBooking")}`);
    expect(byTrace["run-4"]).toBe(`web/tools.ts:${lineOf("web/tools.ts", "MARK:refund")}`);
    expect(byTrace["run-5"]).toBe(`schemas/functions.json:${lineOf("schemas/functions.json", '"name": "get_weather"')}`);
    expect(byTrace["run-6"]).toBe(`agent/crew.py:${lineOf("agent/crew.py", "MARK:planner")}`);
    expect(byTrace["run-7"]).toBe(`traces/committed.json:${lineOf("traces/committed.json", "MARK:step-2") - 2}`);
    expect(byTrace["run-8"]).toBeUndefined();
    expect(out.results).toBe(8);
    expect(out.leftOutNoLocation).toBe(1);
    expect(out.via).toEqual({ "step-code": 1, "stack-frame": 1, definition: 5, "trace-file": 1 });
    // The exact name only: a tool called cancel_booking is not the function cancelBooking.
    const snake = buildSarif({ traces: [step(3, "cancel_booking")], category: "c", locator, toolVersion: "0.1.0" });
    expect(locations(snake.log).map((l) => l.uri)).not.toContain("web/tools.ts");
    const run = out.log.runs[0]!;
    expect(run.automationDetails!.id).toBe("agent-evals/");
    expect(run.tool.driver.rules).toHaveLength(14);
    for (const r of run.tool.driver.rules!) {
      expect(r.help!.markdown).toContain(r.id);
      expect(r.properties!.tags).toContain("mast");
      expect(r.properties!.precision).toMatch(/high|medium|low/);
      expect(r.properties!["problem.severity"]).toMatch(/error|warning|recommendation/);
    }
    const msg = run.results!.find((r) => r.properties!.trace === "run-0")!.message.text!;
    expect(msg).toMatch(/here in 1 failing trace \("run-0"\)\. For example trace "run-0" \(traces\/run-0\.json\), step 3/);
    expect(msg).toMatch(/Evidence: step 3 \(booker\): "error 500"/);
  });

  it("passes the SARIF multitool's GitHub rules with no error or warning, and the OASIS schema", async () => {
    const out = buildSarif({ traces: scenario(), category: "agent-evals", locator, toolVersion: "0.1.0" });
    expect(schemaErrors(out.log)).toEqual([]);
    const report = await multitoolValidate(out.log);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it("the validators do catch a broken log", async () => {
    const out = buildSarif({ traces: scenario(), category: "c", locator, toolVersion: "0.1.0" });
    const broken = structuredClone(out.log) as unknown as { runs: { results: Record<string, unknown>[] }[] };
    delete (broken.runs[0]!.results[0]!.message as Record<string, unknown>).text;
    (broken.runs[0]!.results[1]! as Record<string, unknown>).locations = [{ physicalLocation: { artifactLocation: { uri: "file:///abs/path.py" } } }];
    expect(schemaErrors(broken).length).toBeGreaterThan(0);
    const report = await multitoolValidate(broken);
    expect(report.errors.length + report.warnings.length).toBeGreaterThan(0);
  });

  it("keeps fingerprints stable across runs with new trace ids and confidences", () => {
    const a = buildSarif({ traces: scenario(), category: "c", locator, toolVersion: "0.1.0" });
    const again = scenario().map((t, i) => ({
      ...t,
      id: `fresh-uuid-${i}-${Date.now()}`,
      findings: t.findings!.map((f) => ({ ...f, confidence: Math.max(0, f.confidence - 0.3) })),
    }));
    const b = buildSarif({ traces: again, category: "c", locator, toolVersion: "0.1.1" });
    const prints = (l: Log) => l.runs[0]!.results!.map((r) => r.partialFingerprints!.primaryLocationLineHash).sort();
    expect(prints(b.log)).toEqual(prints(a.log));
    expect(new Set(prints(a.log)).size).toBe(a.results);
    for (const p of prints(a.log)) expect(p).toMatch(/^[0-9a-f]{16}:\d+$/);
  });

  it("redacts secrets and escapes embedded-link brackets in messages", () => {
    const key = ["sk-ant-", "api03-", "abcdefghijklmnopqrstuv"].join("");
    const t = failedTrace(0, { findings: [{ ...failedTrace(0).findings![0]!, message: `leaked ${key} [click](1) to @org/team` }] });
    const out = buildSarif({ traces: [{ ...t, sites: [{ step: 3, name: "book_flight" }] }], category: "c", locator, toolVersion: "0.1.0" });
    const text = JSON.stringify(out.log);
    expect(text).not.toContain(key);
    expect(out.log.runs[0]!.results![0]!.message.text).toContain("\\[click\\](1)");
    expect(out.log.runs[0]!.results![0]!.message.text).toContain("@\u200borg/team");
  });

  it("keeps the most severe results when over the result cap", () => {
    // 140 traces, each placed on its own line, so each is its own result.
    const spread: Locator = { locate: ({ trace }) => ({ uri: "agent/tools.py", line: Number(trace.id.slice(4)) + 1, via: "definition", anchor: `def:function:${trace.id}` }) };
    const traces = Array.from({ length: 140 }, (_, i) => failedTrace(i));
    const failOn = ["FM-1.1", "FM-2.2", "FM-3.3"] as const;
    const full = buildSarif({ traces, category: "c", locator: spread, toolVersion: "0.1.0", failOn });
    expect(full.results).toBe(140);
    const cut = buildSarif({ traces, category: "c", locator: spread, toolVersion: "0.1.0", failOn, limits: { maxResults: 30 } });
    expect(cut.results).toBe(30);
    expect(cut.leftOutOverLimit).toBe(full.results - 30);
    const rank = { error: 0, warning: 1, note: 2 } as const;
    const levels = (l: Log) => l.runs[0]!.results!.map((r) => rank[r.level as keyof typeof rank]);
    const worstKept = Math.max(...levels(cut.log));
    const dropped = levels(full.log).slice(30);
    expect(Math.min(...dropped)).toBeGreaterThanOrEqual(worstKept);
    expect(levels(cut.log)).toContain(0);
    // Halfway between the rules alone and the full log.
    const empty = buildSarif({ traces: [], category: "c", locator: spread, toolVersion: "0.1.0" });
    const gzipped = (l: Log) => gzipSync(JSON.stringify(l)).length;
    // Far under GitHub's limit: the size is not measured (nor zlib loaded) at all.
    expect(full.gzipBytes).toBeUndefined();
    const cap = Math.floor((gzipped(empty.log) + gzipped(full.log)) / 2);
    const tiny = buildSarif({ traces, category: "c", locator: spread, toolVersion: "0.1.0", limits: { maxGzipBytes: cap } });
    expect(gzipped(tiny.log)).toBeLessThanOrEqual(cap);
    // Near the limit it is measured, and what is reported is what gzip makes.
    expect(tiny.gzipBytes).toBe(gzipped(tiny.log));
    expect(tiny.results).toBeLessThan(full.results);
  });
});
