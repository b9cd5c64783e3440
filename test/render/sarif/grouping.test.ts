// Code scanning that people keep switched on (issue 13 §4): one result per failure mode and place
// in the code (with the number of traces and a few ids), fingerprints that survive new runs and
// edits above the place, levels that follow the gate, and URIs that never leave the repository.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Log } from "sarif";
import type { ModeId } from "../../../src/attribution/model.js";
import { buildSarif, levelFor } from "../../../src/render/sarif/build.js";
import { createLocator, indexSources, type LocatableTrace, type Locator } from "../../../src/render/sarif/locate.js";
import { failedTrace, finding } from "../../support/builders.js";
import { multitoolValidate, schemaErrors } from "./validate.js";

const TOOLS_PY = ["from agents import function_tool", "", "", "@function_tool", "def read_file(path: str) -> str:", "    return open(path).read()", ""].join("\n");

/** A repository (in memory) that defines read_file, with `above` blank lines before it. */
function locatorFor(above = 0): Locator {
  const text = "\n".repeat(above) + TOOLS_PY;
  return createLocator(indexSources("/repo", [{ path: "agent/tools.py", text }], new Set(["agent/tools.py"])), { cwd: "/repo" });
}

/** A failed trace whose step 3 calls read_file and fails with `mode`, found by `detector`. */
function readFileTrace(id: string, task: string, mode: ModeId = "FM-3.2", detector = "MissingVerificationDetector"): LocatableTrace {
  const base = failedTrace(0);
  return {
    ...base,
    id,
    file: `traces/${id}.json`,
    task,
    errors: [],
    verdict: { ...base.verdict!, mode },
    findings: [finding({ mode, step: 3, agent: "executor", confidence: 0.7, detector, message: "read_file was never verified" })],
    sites: [{ step: 3, position: 3, name: "read_file" }],
  };
}

const results = (log: Log) => log.runs[0]!.results!;
const prints = (log: Log) =>
  results(log)
    .map((r) => r.partialFingerprints!.primaryLocationLineHash)
    .sort();

describe("one result per (mode, location)", () => {
  it("200 traces failing the same way at one tool are one result with their count and a few ids", () => {
    const traces = Array.from({ length: 200 }, (_, i) => readFileTrace(`run-${String(i).padStart(3, "0")}`, `read report ${i} at 2026-12-01T10:${i % 60}:00Z`));
    const out = buildSarif({ traces, category: "c", locator: locatorFor(), toolVersion: "0.1.0" });
    expect(out.results).toBe(1);
    const r = results(out.log)[0]!;
    expect(r.locations![0]!.physicalLocation!.region!.startLine).toBe(TOOLS_PY.split("\n").indexOf("def read_file(path: str) -> str:") + 1);
    expect(r.properties!.traces).toBe(200);
    expect(r.properties!.findings).toBe(200);
    expect(r.properties!.traceIds).toEqual(["run-000", "run-001", "run-002", "run-003", "run-004"]);
    expect(r.message.text).toContain('200 failing traces ("run-000", "run-001", "run-002", "run-003", "run-004" and 195 more)');
  });

  it("a trace with two findings at one place counts once; other modes and detectors are other results", () => {
    const t = readFileTrace("a", "x");
    const twice = { ...t, findings: [t.findings![0]!, { ...t.findings![0]!, step: 5 }], sites: [...t.sites!, { step: 5, position: 5, name: "read_file" }] };
    const traces = [twice, readFileTrace("b", "y", "FM-1.3", "RepeatDetector"), readFileTrace("c", "z", "FM-3.2", "UnverifiedClaimDetector")];
    const out = buildSarif({ traces, category: "c", locator: locatorFor(), toolVersion: "0.1.0" });
    expect(out.results).toBe(3);
    const first = results(out.log).find((r) => r.properties!.detector === "MissingVerificationDetector")!;
    expect(first.properties!.traces).toBe(1);
    expect(first.properties!.findings).toBe(2);
    expect(new Set(prints(out.log)).size).toBe(3);
  });

  it("fingerprints: the same across runs with new ids, tasks and order, and after an edit above; not across modes or detectors", () => {
    const run1 = Array.from({ length: 30 }, (_, i) => readFileTrace(`uuid-a-${i}`, `task ${i} for customer ${1000 + i}`));
    const run2 = Array.from({ length: 7 }, (_, i) => readFileTrace(`uuid-b-${i}`, `a wholly different task ${i}`)).reverse();
    const a = buildSarif({ traces: run1, category: "c", locator: locatorFor(), toolVersion: "0.1.0" });
    const b = buildSarif({ traces: run2, category: "c", locator: locatorFor(), toolVersion: "0.1.1" });
    const moved = buildSarif({ traces: run2, category: "c", locator: locatorFor(12), toolVersion: "0.1.1" });
    expect(prints(a.log)).toHaveLength(1);
    expect(prints(b.log)).toEqual(prints(a.log));
    expect(prints(moved.log)).toEqual(prints(a.log));
    expect(results(moved.log)[0]!.locations![0]!.physicalLocation!.region!.startLine).toBe(results(a.log)[0]!.locations![0]!.physicalLocation!.region!.startLine! + 12);
    const otherMode = buildSarif({ traces: [readFileTrace("x", "t", "FM-1.3")], category: "c", locator: locatorFor(), toolVersion: "0.1.0" });
    const otherDetector = buildSarif({ traces: [readFileTrace("x", "t", "FM-3.2", "UnverifiedClaimDetector")], category: "c", locator: locatorFor(), toolVersion: "0.1.0" });
    expect(prints(otherMode.log)).not.toEqual(prints(a.log));
    expect(prints(otherDetector.log)).not.toEqual(prints(a.log));
  });
});

describe("levels follow the gate", () => {
  const modes: ModeId[] = ["FM-3.2", "FM-1.3", "FM-2.1", "FM-3.3"];
  const traces = modes.map((m, i) => readFileTrace(`t${i}`, "x", m, `D${i}`));
  const levels = (log: Log) => Object.fromEntries(results(log).map((r) => [r.ruleId, r.level]));
  const ruleLevels = (log: Log) => Object.fromEntries(log.runs[0]!.tool.driver.rules!.map((r) => [r.id, r.defaultConfiguration!.level]));

  it("modes in fail-on are errors; the others warnings (or notes, as the taxonomy has them)", async () => {
    const out = buildSarif({ traces, category: "c", locator: locatorFor(), toolVersion: "0.1.0", failOn: ["FM-3.2"] });
    // FM-3.3 is an error in the taxonomy, but this gate does not fail on it.
    expect(levels(out.log)).toEqual({ "FM-3.2": "error", "FM-1.3": "warning", "FM-2.1": "note", "FM-3.3": "warning" });
    expect(ruleLevels(out.log)).toMatchObject({ "FM-3.2": "error", "FM-1.3": "warning", "FM-2.1": "note", "FM-3.3": "warning" });
    const fm33 = out.log.runs[0]!.tool.driver.rules!.find((r) => r.id === "FM-3.3")!;
    expect(fm33.properties!["problem.severity"]).toBe("warning");
    expect(schemaErrors(out.log)).toEqual([]);
    const report = await multitoolValidate(out.log);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it("an error only where the gate fails on one of its traces: not for a secondary finding, nor an unknown outcome under any", () => {
    // The verdict is FM-1.3; a second finding is FM-3.2. fail-on FM-3.2 does not fail this trace.
    const t = readFileTrace("side", "x", "FM-1.3", "RepeatDetector");
    const side = { ...t, findings: [...t.findings!, { ...t.findings![0]!, mode: "FM-3.2" as ModeId, detector: "MissingVerificationDetector" }] };
    const alone = buildSarif({ traces: [side], category: "c", locator: locatorFor(), toolVersion: "0.1.0", failOn: ["FM-3.2"] });
    expect(levels(alone.log)).toEqual({ "FM-1.3": "warning", "FM-3.2": "warning" });
    // A trace whose verdict is FM-3.2, failing at the same place, makes that result an error.
    const both = buildSarif({ traces: [side, readFileTrace("main", "y")], category: "c", locator: locatorFor(), toolVersion: "0.1.0", failOn: ["FM-3.2"] });
    expect(levels(both.log)).toEqual({ "FM-1.3": "warning", "FM-3.2": "error" });
    // Outcome unknown: fail-on any counts failed traces only, so no error.
    const unknown = { ...readFileTrace("u", "z"), success: null };
    const any = buildSarif({ traces: [unknown], category: "c", locator: locatorFor(), toolVersion: "0.1.0", failOn: "any" });
    expect(levels(any.log)).toEqual({ "FM-3.2": "warning" });
  });

  it("fail-on any: every mode fails the gate, so every result is an error; none: no error", () => {
    const any = buildSarif({ traces, category: "c", locator: locatorFor(), toolVersion: "0.1.0", failOn: "any" });
    expect(new Set(Object.values(levels(any.log)))).toEqual(new Set(["error"]));
    const none = buildSarif({ traces, category: "c", locator: locatorFor(), toolVersion: "0.1.0", failOn: "none" });
    expect(Object.values(levels(none.log))).not.toContain("error");
    expect(levelFor("FM-2.1", "none")).toBe("note");
  });
});

describe("URIs never leave the repository", () => {
  it("a stack frame with ../ segments outside a git checkout is not placed on a file outside the root", async () => {
    const base = await mkdtemp(path.join(tmpdir(), "bg-escape-"));
    try {
      const root = path.join(base, "repo");
      await mkdir(path.join(root, "agent"), { recursive: true });
      await writeFile(path.join(root, "agent", "tools.py"), "def x():\n    pass\n");
      await writeFile(path.join(base, "outside.py"), "secret = 1\n");
      // Not a git checkout: the locator checks the disk.
      const locator = createLocator(indexSources(root, []), { cwd: root });
      const t = failedTrace(0, {
        errors: [{ step: 3, kind: "tool_call", message: 'Traceback (most recent call last):\n  File "/home/alice/repo/agent/../../outside.py", line 1, in x\nValueError: boom' }],
      });
      const located = locator.locate({ trace: t, step: 3, agent: null });
      expect(located?.uri ?? "").not.toMatch(/(^|\/)\.\.(\/|$)/);
      const out = buildSarif({ traces: [t], category: "c", locator, toolVersion: "0.1.0" });
      for (const r of results(out.log)) expect(r.locations![0]!.physicalLocation!.artifactLocation!.uri).not.toMatch(/(^|\/)\.\.(\/|$)/);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  it("whatever a locator answers, a path with . or .. segments or an absolute path is left out", () => {
    const bad = ["../outside.py", "agent/../../x.py", "/etc/passwd", "./agent/tools.py", "C:/x.py", "a\\..\\b.py"];
    const stub: Locator = { locate: ({ trace }) => ({ uri: bad[Number(trace.id.slice(4))]!, line: 1, via: "stack-frame", anchor: "line:1" }) };
    const out = buildSarif({ traces: bad.map((_, i) => failedTrace(i)), category: "c", locator: stub, toolVersion: "0.1.0" });
    expect(out.results).toBe(0);
    expect(out.leftOutNoLocation).toBe(bad.length);
  });
});
