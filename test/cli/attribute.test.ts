// `blamegate attribute` as a user runs it on a laptop: JSON output with stable field names,
// history read and appended, a signed alert on a state change (and none when nothing changed),
// exit codes, and --explain.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "../../src/cli/attribute.js";
import type { CliIO } from "../../src/cli/types.js";
import { scriptedReceiver } from "../webhook/loopback.js";
import { textFooter, traceLine } from "../../src/render/text.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const store = fileURLToPath(new URL("../fixtures/data/peers/approximately/store/", import.meta.url));

function io(cwd: string, env: Record<string, string> = {}) {
  let out = "";
  let err = "";
  const value: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env };
  return { io: value, out: () => out, err: () => err };
}

/** Reports of runs in the repository go to a temporary folder, not into the checkout. */
const outDir = () => mkdtempSync(path.join(tmpdir(), "bg-out-"));

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

describe("blamegate attribute", () => {
  it("prints one JSON object with the documented fields and exits 1 when the gate fails", async () => {
    const t = io(repo);
    const code = await run(["examples/traces", "--json", "--out", outDir()], t.io);
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
    const out = outDir();
    await run(["examples/traces", "--json", "--out", out], json.io);
    const report = JSON.parse(json.out());
    const text = io(repo);
    expect(await run(["examples/traces", "--out", out], text.io)).toBe(1);
    expect(text.out()).toBe(`${report.traces.map(traceLine).join("")}${textFooter(report, report.gate)}reports written to ${path.relative(repo, out)}\n`);
    expect(text.out().split("\n")[0]).toMatch(/^(passed|FAILED|unknown) +examples\/traces\//);
  });

  it("fails the gate on input it could not read and on reading nothing, as the action does (exit 1)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-cli-"));
    copyFileSync(path.join(store, "7984e15ea923.json"), path.join(dir, "a.json"));
    // A failing trace cut by one byte: unreadable, so it cannot turn the gate green.
    const failing = readFileSync(path.join(store, "518cc4f9150d.json"), "utf8");
    writeFileSync(path.join(dir, "b.json"), failing.slice(0, -1));
    const partial = io(dir);
    expect(await run([".", "--fail-on", "none"], partial.io)).toBe(1);
    expect(partial.out()).toMatch(/gate: FAIL\n {2}- 1 input could not be read, and a trace in it may have failed: b\.json(:\d+)?: .*\(if-unreadable: error\)/);
    const warned = io(dir);
    expect(await run([".", "--fail-on", "none", "--if-unreadable", "warn"], warned.io)).toBe(0);
    expect(warned.out()).toMatch(/warning: 1 input could not be read[^\n]*\ngate: pass/);

    const nothing = io(dir);
    expect(await run(["b.json"], nothing.io)).toBe(1);
    expect(nothing.out()).toMatch(/- no traces were read: 1 input could not be read: b\.json(:\d+)?: /);
    const glob = io(dir);
    expect(await run(["traces/**/*.json"], glob.io)).toBe(1);
    expect(glob.out()).toContain("- no traces were read: traces/**/*.json: no file matches this pattern (if-no-traces: error)");
    expect(await run(["traces/**/*.json", "--if-no-traces", "ignore"], io(dir).io)).toBe(0);
    const bad = io(dir);
    expect(await run(["a.json", "--fail-on", "sometimes"], bad.io)).toBe(2);
    expect(bad.err()).toContain("unknown failure mode 'sometimes'");
  });

  it("writes its reports to out: .blamegate.yml's, else blamegate-out, as --help says", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-cli-"));
    copyFileSync(path.join(store, "7984e15ea923.json"), path.join(dir, "a.json"));
    const plain = io(dir);
    expect(await run(["a.json", "--fail-on", "none"], plain.io)).toBe(0);
    expect(existsSync(path.join(dir, "blamegate-out", "results.json"))).toBe(true);
    expect(plain.out()).toContain("1 trace from 1 file: 1 failed");
    expect(plain.out()).toContain("reports written to blamegate-out");
    // A second run over the whole folder does not read the first run's reports as traces.
    const again = io(dir);
    expect(await run([".", "--fail-on", "none"], again.io)).toBe(0);
    expect(again.out()).toContain("1 trace from 1 file: ");
    // Even when the reports go into the traces' own folder, only the reports are left out.
    const flat = mkdtempSync(path.join(tmpdir(), "bg-cli-"));
    copyFileSync(path.join(store, "7984e15ea923.json"), path.join(flat, "a.json"));
    expect(await run([".", "--fail-on", "none", "--out", "."], io(flat).io)).toBe(0);
    expect(existsSync(path.join(flat, "results.json"))).toBe(true);
    const inPlace = io(flat);
    expect(await run([".", "--fail-on", "none", "--out", "."], inPlace.io)).toBe(0);
    expect(inPlace.out()).toContain("1 trace from 1 file: ");
    writeFileSync(path.join(dir, ".blamegate.yml"), "out: reports/here\nfail-on: none\n");
    expect(await run(["a.json"], io(dir).io)).toBe(0);
    expect(existsSync(path.join(dir, "reports", "here", "report.md"))).toBe(true);
  });

  it("recognises a ledger kept in the traces folder as a ledger, not a bad trace", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-cli-"));
    mkdirSync(path.join(dir, "traces"));
    copyFileSync(path.join(store, "7984e15ea923.json"), path.join(dir, "traces", "a.json"));
    const { run: sign } = await import("../../src/cli/sign.js");
    expect(await sign(["traces", "--ledger", "traces/ledger.jsonl"], io(dir).io)).toBe(0);
    const t = io(dir);
    expect(await run(["traces", "--fail-on", "none"], t.io)).toBe(0);
    expect(t.out()).toContain("1 trace from 1 file: ");
    expect(t.out()).toContain(" 0 skipped;");
    expect(t.err()).toContain("traces/ledger.jsonl is a ledger of chain roots, not traces");
    // Named like one, it is known before the run: the log never calls its lines bad traces.
    expect(t.err()).not.toContain("skipped traces/ledger.jsonl");
    // Named otherwise, it is found out after the run, all the same.
    const { renameSync } = await import("node:fs");
    renameSync(path.join(dir, "traces", "ledger.jsonl"), path.join(dir, "traces", "roots.jsonl"));
    const renamed = io(dir);
    expect(await run(["traces", "--fail-on", "none"], renamed.io)).toBe(0);
    expect(renamed.out()).toContain("1 trace from 1 file: ");
    renameSync(path.join(dir, "traces", "roots.jsonl"), path.join(dir, "traces", "ledger.jsonl"));
    // An edited ledger (a line that does not follow the one before) is still recognised, and its
    // broken link counts against the gate.
    const ledger = path.join(dir, "traces", "ledger.jsonl");
    const line = readFileSync(ledger, "utf8");
    writeFileSync(ledger, `${line}${line}`);
    const edited = io(dir);
    expect(await run(["traces", "--fail-on", "none"], edited.io)).toBe(1);
    expect(edited.out()).toContain("traces/ledger.jsonl:2: ledger broken: does not follow line 1");
  });

  it("appends digests to --history and sends a signed alert only when the state changes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-cli-"));
    copyFileSync(path.join(store, "518cc4f9150d.json"), path.join(dir, "a.json"));
    const receiver = await scriptedReceiver([]);
    closers.push(receiver.close);
    const secret = `whsec_${Buffer.from("a-test-secret-of-32-bytes-length!").toString("base64")}`;
    const args = ["a.json", "--out", outDir(), "--history", "history.jsonl", "--webhook-url", receiver.url, "--webhook-secret", secret];

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
    await run(["examples/traces/support-runs.jsonl", "--explain", "--fail-on", "none", "--out", outDir()], t.io);
    expect(t.out()).toMatch(/trace ex-support-loop: 7 steps, failed/);
    expect(t.out()).toMatch(/FM-1\.3/);
  });
});
