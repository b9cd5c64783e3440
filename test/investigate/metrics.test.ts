// out/metrics.prom: Prometheus's own checker (`promtool check metrics`, Debian's prometheus
// package) and the OpenMetrics parser of the Prometheus Python client (python3-prometheus-client)
// accept it, on real traces and on hostile label values; the numbers are the run's.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/metrics.js";
import { renderMetrics, MAX_TOOLS } from "../../src/investigate/metrics.js";
import { facts } from "../support/builders.js";
import { cli, SETS } from "./support.js";

const PROMTOOL = "/usr/bin/promtool";
const PYTHON = "/usr/bin/python3";
const havePromtool = existsSync(PROMTOOL);
const haveOpenMetricsParser = existsSync(PYTHON) && spawnSync(PYTHON, ["-c", "import prometheus_client.openmetrics.parser"]).status === 0;
if (!havePromtool) console.warn(`promtool check skipped: ${PROMTOOL} is absent (apt-get install prometheus)`);
if (!haveOpenMetricsParser) console.warn("OpenMetrics parser check skipped: apt-get install python3-prometheus-client");

function promtool(text: string): { status: number | null; output: string } {
  const r = spawnSync(PROMTOOL, ["check", "metrics"], { input: text, encoding: "utf8" });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** Families and samples as the Python client's strict OpenMetrics parser reads them. */
function openMetrics(text: string): { name: string; type: string; samples: { name: string; labels: Record<string, string>; value: number }[] }[] {
  const script = `import sys, json
from prometheus_client.openmetrics.parser import text_string_to_metric_families as parse
print(json.dumps([{"name": f.name, "type": f.type, "samples": [{"name": s.name, "labels": s.labels, "value": s.value} for s in f.samples]} for f in parse(sys.stdin.read())]))`;
  const r = spawnSync(PYTHON, ["-c", script], { input: text, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`OpenMetrics parser refused the text: ${r.stderr}`);
  return JSON.parse(r.stdout.replace(/\bNaN\b/g, "null"));
}

describe("blamegate metrics", () => {
  const everyFormat = [SETS.store, "examples/traces", SETS.agentblame, SETS.whowhen];

  it("writes out/metrics.prom with the run's counts, per-mode and per-tool series, branch-labelled", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-metrics-"));
    const t = cli();
    t.io.env.GITHUB_HEAD_REF = "fix/checkout";
    expect(await run([...everyFormat, "--out", dir], t.io)).toBe(0);
    const text = readFileSync(path.join(dir, "metrics.prom"), "utf8");
    expect(text.endsWith("# EOF\n")).toBe(true);
    // 4 store + 9 examples + 8 agent-blame + 126 Who&When traces.
    const sample = (line: string) => Number(new RegExp(`^${line.replace(/[{}()"[\]]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);
    const traces = ["passed", "failed", "unknown"].map((o) => sample(`blamegate_run_traces{branch="fix/checkout",outcome="${o}"}`));
    expect(traces.reduce((a, b) => a + b)).toBe(147);
    expect(sample('blamegate_tool_errors{branch="fix/checkout",tool="charge_card"}')).toBe(1);
    expect(sample('blamegate_tool_calls{branch="fix/checkout",tool="search_orders"}')).toBe(5);
    expect(sample('blamegate_mode_failures{branch="fix/checkout",category="FC1",mode="FM-1.3"}')).toBeGreaterThan(0);
    expect(text.match(/^blamegate_mode_failures\{/gm)).toHaveLength(14);
    expect(sample('blamegate_tool_latency_seconds_count{branch="fix/checkout",tool="charge_card"}')).toBe(2);
  });

  it.skipIf(!havePromtool)("is accepted by promtool check metrics (real traces of every format)", async () => {
    const t = cli();
    expect(await run([...everyFormat, SETS.tau, "--branch", "main"], t.io)).toBe(0);
    const r = promtool(t.out());
    expect(r.output).toBe("");
    expect(r.status).toBe(0);
    // The checker is real: a counter named against its rules is refused.
    expect(promtool("# HELP x x\n# TYPE x counter\nx 1\n").status).not.toBe(0);
  });

  it.skipIf(!haveOpenMetricsParser)("parses as OpenMetrics: types, units, summaries with _sum and _count", async () => {
    const t = cli();
    await run([...everyFormat, "--branch", "main"], t.io);
    const families = openMetrics(t.out());
    expect(families.map((f) => `${f.name}:${f.type}`)).toEqual([
      "blamegate_run_traces:gauge",
      "blamegate_run_failure_ratio:gauge",
      "blamegate_run_skipped_inputs:gauge",
      "blamegate_mode_failures:gauge",
      "blamegate_category_failures:gauge",
      "blamegate_integrity_traces:gauge",
      "blamegate_tool_calls:gauge",
      "blamegate_tool_errors:gauge",
      "blamegate_tool_latency_seconds:summary",
    ]);
    const latency = families.find((f) => f.name === "blamegate_tool_latency_seconds")!;
    const charge = latency.samples.filter((s) => s.labels.tool === "charge_card");
    expect(charge.map((s) => s.name).sort()).toEqual([
      "blamegate_tool_latency_seconds",
      "blamegate_tool_latency_seconds",
      "blamegate_tool_latency_seconds",
      "blamegate_tool_latency_seconds_count",
      "blamegate_tool_latency_seconds_sum",
    ]);
  });

  it.skipIf(!havePromtool || !haveOpenMetricsParser)("escapes hostile tool names and branches, and bounds the number of tool series", () => {
    const evil = 'evil"} 1\nblamegate_run_traces{outcome="passed"} 999\\';
    const many = Object.fromEntries(Array.from({ length: MAX_TOOLS + 50 }, (_, i) => [`tool_${i}`, { calls: i + 1, errors: 0, latencies: [i] }]));
    const text = renderMetrics([facts({ byTool: { [evil]: { calls: 1, errors: 1, latencies: [12] }, ...many } })], { branch: 'main"\n' });
    expect(promtool(text).status).toBe(0);
    const families = openMetrics(text);
    const passed = families.find((f) => f.name === "blamegate_run_traces")!.samples.filter((s) => s.labels.outcome === "passed");
    expect(passed).toHaveLength(1);
    expect(passed[0]!.value).toBe(0);
    const calls = families.find((f) => f.name === "blamegate_tool_calls")!.samples;
    expect(calls).toHaveLength(MAX_TOOLS);
    expect(calls.every((s) => s.labels.branch === 'main"\n')).toBe(true);
    expect(calls.some((s) => s.labels.tool === "(other)")).toBe(true);
    expect(calls.reduce((n, s) => n + s.value, 0)).toBe(1 + Array.from({ length: MAX_TOOLS + 50 }, (_, i) => i + 1).reduce((a, b) => a + b));
  });
});
