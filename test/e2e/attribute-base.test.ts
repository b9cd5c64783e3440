// `blamegate attribute --base` end to end on tau-bench runs edited into a PR run: the JSON report
// carries the comparison and summary.newFailures, report.md shows the new failure first with its
// divergence, `fail-on: new` fails only on what this change broke, and a pinned guard trips.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch } from "../../src/cli/dispatch.js";
import { captureIO } from "../support/cli-io.js";

const TAU = path.resolve("test/fixtures/data/agentrx-tau/tau_dataset_full.json");
let dir: string;
let brokenTask: number;

const io = () => captureIO(dir);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "bg-compare-cli-"));
  const runs = JSON.parse(readFileSync(TAU, "utf8")) as { task_id: number; reward: number; traj: { tool_calls?: { function: { arguments: string } }[] }[] }[];
  mkdirSync(path.join(dir, "base"));
  mkdirSync(path.join(dir, "pr"));
  writeFileSync(path.join(dir, "base/runs.json"), JSON.stringify(runs));
  const pr = structuredClone(runs);
  const broken = pr.find((r) => r.reward === 1 && r.traj.some((m) => m.tool_calls?.length))!;
  brokenTask = broken.task_id;
  broken.reward = 0;
  const call = broken.traj.find((m) => m.tool_calls?.length)!.tool_calls![0]!;
  const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
  args[Object.keys(args)[0]!] = "#W0000000";
  call.function.arguments = JSON.stringify(args);
  writeFileSync(path.join(dir, "pr/runs.json"), JSON.stringify(pr));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("attribute --base", () => {
  it("reports the new failure, its divergence and summary.newFailures in --json", async () => {
    const t = io();
    const code = await dispatch(["attribute", "pr", "--base", "base", "--fail-on", "new", "--out", "o1", "--json"], t.io);
    const body = JSON.parse(t.out());
    expect(body.summary.newFailures).toBe(1);
    const row = body.comparison.tasks.find((x: { status: string }) => x.status === "new-failure");
    expect(row.task).toBe(String(brokenTask));
    expect(row.divergence.summary).toContain('"#W0000000"');
    expect(row.signature.id).toMatch(/^sig-/);
    expect(body.gate.reasons).toEqual([`1 new failure against the base run (fail-on: new): ${brokenTask}`]);
    expect(code).toBe(1);
    const md = readFileSync(path.join(dir, "o1/report.md"), "utf8");
    expect(md.indexOf("Against the base run")).toBeGreaterThan(0);
    expect(md.indexOf("Against the base run")).toBeLessThan(md.indexOf("Failed traces"));
  });

  it("fail-on: new passes a run whose failures were all there on the base", async () => {
    const t = io();
    expect(await dispatch(["attribute", "base", "--base", "base", "--fail-on", "new", "--out", "o2"], t.io)).toBe(0);
    expect(t.out()).toMatch(/against the base run \(100 traces\): 0 new failures, 0 fixed, 27 still failing/);
  });

  it("fail-on: new with no base fails on every failure: no base is no pass", async () => {
    const t = io();
    expect(await dispatch(["attribute", "pr", "--fail-on", "new", "--out", "o3", "--json"], t.io)).toBe(1);
    expect(JSON.parse(t.out()).gate.reasons[0]).toMatch(/fail-on: new, but no base run was compared, so every failure counts/);
  });

  it("knows a failure the base runs' digests recorded from one first seen here", async () => {
    // A base run on the default branch, with its digest appended to a history file.
    expect(await dispatch(["attribute", "base", "--fail-on", "none", "--out", "o6", "--history", "h.jsonl"], io().io)).toBe(0);
    const t = io();
    await dispatch(["attribute", "pr", "--base", "base", "--fail-on", "none", "--out", "o7", "--history", "h.jsonl", "--json"], t.io);
    const tasks = JSON.parse(t.out()).comparison.tasks as { status: string; signature?: { seen: number; of: number } }[];
    expect(tasks.find((x) => x.status === "new-failure")!.signature).toMatchObject({ seen: 0, of: 1 });
    const still = tasks.filter((x) => x.status === "still-failing" && x.signature);
    expect(still.length).toBeGreaterThan(0);
    expect(still.every((x) => x.signature!.seen === 1 && x.signature!.of === 1)).toBe(true);
  });

  it("a pinned guard trips when its failure is back, even with nothing to compare", async () => {
    const first = io();
    await dispatch(["attribute", "pr", "--base", "base", "--fail-on", "none", "--out", "o4", "--json"], first.io);
    const sig = JSON.parse(first.out()).comparison.tasks.find((x: { status: string }) => x.status === "new-failure").signature.id as string;
    expect(await dispatch(["guard", "add", sig, "--note", "wrong order id"], io().io)).toBe(0);
    const t = io();
    expect(await dispatch(["attribute", "pr", "--fail-on", "none", "--out", "o5", "--json"], t.io)).toBe(1);
    expect(JSON.parse(t.out()).gate.reasons).toEqual([`regression guard ${sig} tripped: a pinned failure is back (wrong order id)`]);
    rmSync(path.join(dir, ".blamegate"), { recursive: true, force: true });
  });
});
