// `blamegate attribute` as a user runs it on a laptop: JSON output with stable field names,
// history read and appended, a signed alert on a state change (and none when nothing changed),
// exit codes, and --explain.
import { mkdtempSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "../../src/commands/attribute.js";
import type { CliIO } from "../../src/commands/types.js";
import { scriptedReceiver } from "../webhook/loopback.js";
import { textFooter, traceLine } from "../../src/report/text.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const store = fileURLToPath(new URL("../fixtures/data/peers/approximately/store/", import.meta.url));

function io(cwd: string, env: Record<string, string> = {}) {
  let out = "";
  let err = "";
  const value: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env };
  return { io: value, out: () => out, err: () => err };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

describe("blamegate attribute", () => {
  it("prints one JSON object with the documented fields and exits 1 when the gate fails", async () => {
    const t = io(repo);
    const code = await run(["examples/traces", "--json"], t.io);
    expect(code).toBe(1);
    const report = JSON.parse(t.out());
    expect(Object.keys(report.summary)).toEqual(expect.arrayContaining(["files", "traces", "failed", "skipped", "modes"]));
    expect(report.summary.traces).toBe(report.traces.length);
    const failed = report.traces.filter((x: { success: boolean }) => x.success === false);
    expect(failed.length).toBe(report.summary.failed);
    for (const trace of report.traces) {
      expect(Object.keys(trace)).toEqual(expect.arrayContaining(["id", "file", "format", "success", "steps", "verdict", "findings"]));
    }
    for (const trace of failed) {
      expect(trace.verdict.step, trace.id).not.toBeNull();
      expect(typeof trace.verdict.agent === "string" || trace.verdict.agent === null).toBe(true);
    }
    expect(report.skipped).toEqual([]);
    expect(report.gate.status).toBe("fail");
  });

  it("prints a line a trace as the run makes them, then the totals: the text of the finished result", async () => {
    const json = io(repo);
    await run(["examples/traces", "--json"], json.io);
    const report = JSON.parse(json.out());
    const text = io(repo);
    expect(await run(["examples/traces"], text.io)).toBe(1);
    expect(text.out()).toBe(`${report.traces.map(traceLine).join("")}${textFooter(report, report.gate)}`);
    expect(text.out().split("\n")[0]).toMatch(/^(passed|FAILED|unknown) +examples\/traces\//);
  });

  it("exits 4 when some input was skipped but the gate passed, and 2 when nothing could be read", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-cli-"));
    copyFileSync(path.join(store, "7984e15ea923.json"), path.join(dir, "a.json"));
    writeFileSync(path.join(dir, "b.json"), "not json at all");
    const partial = io(dir);
    expect(await run([".", "--fail-on", "none"], partial.io)).toBe(4);
    expect(partial.out()).toContain("b.json");
    const nothing = io(dir);
    expect(await run(["b.json"], nothing.io)).toBe(2);
    const bad = io(dir);
    expect(await run(["a.json", "--fail-on", "sometimes"], bad.io)).toBe(2);
    expect(bad.err()).toContain("unknown failure mode 'sometimes'");
  });

  it("appends digests to --history and sends a signed alert only when the state changes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-cli-"));
    copyFileSync(path.join(store, "518cc4f9150d.json"), path.join(dir, "a.json"));
    const receiver = await scriptedReceiver([]);
    closers.push(receiver.close);
    const secret = `whsec_${Buffer.from("a-test-secret-of-32-bytes-length!").toString("base64")}`;
    const args = ["a.json", "--history", "history.jsonl", "--webhook-url", receiver.url, "--webhook-secret", secret];

    const first = io(dir);
    expect(await run(args, first.io)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const hook = receiver.received[0]!;
    const verified = new Webhook(secret).verify(hook.body, {
      "webhook-id": String(hook.headers["webhook-id"]),
      "webhook-timestamp": String(hook.headers["webhook-timestamp"]),
      "webhook-signature": String(hook.headers["webhook-signature"]),
    }) as { type: string };
    expect(verified.type).toMatch(/^blamegate\.alert\./);

    const second = io(dir);
    expect(await run(args, second.io)).toBe(1);
    expect(receiver.received).toHaveLength(1); // same state: quiet
    const lines = readFileSync(path.join(dir, "history.jsonl"), "utf8").trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1]!).gate.status).toBe("fail");
  });

  it("prints the fusion arithmetic with --explain", async () => {
    const t = io(repo);
    await run(["examples/traces/support-runs.jsonl", "--explain", "--fail-on", "none"], t.io);
    expect(t.out()).toMatch(/trace ex-support-loop: 7 steps, failed/);
    expect(t.out()).toMatch(/FM-1\.3/);
  });
});
