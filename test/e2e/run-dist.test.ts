// The bundled action without API access: outputs, job summary and report files from a real
// pull_request payload; bad input and bad settings reported clearly.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { webhookExample } from "../support/github-api/fakes.js";
import { runDistAction } from "./dist-runner.js";

const store = fileURLToPath(new URL("../fixtures/data/peers/approximately/store/", import.meta.url));
const pullRequest = () => webhookExample("pull_request", (p) => p.action === "opened");

describe("the bundled action, run as GitHub runs it", () => {
  it("reads traces, writes outputs, the job summary and the report files, and fails the gate", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "bg-traces-"));
    mkdirSync(path.join(work, "t"));
    for (const f of ["518cc4f9150d.json", "7984e15ea923.json"]) copyFileSync(path.join(store, f), path.join(work, "t", f));
    writeFileSync(path.join(work, "t", "broken.json"), '{"task": "x", "steps": [');
    const run = await runDistAction({
      workspace: work,
      eventName: "pull_request",
      payload: pullRequest(),
      inputs: { traces: "t", "fail-on": "any", comment: "false", "upload-sarif": "false" },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.outputs.verdict).toBe("fail");
    expect(run.outputs.traces).toBe("2");
    expect(run.outputs.failed).toBe("2");
    expect(run.outputs.skipped).toBe("1");
    expect(run.outputs["failure-rate"]).toBe("1.0000");
    expect(JSON.parse(run.outputs.integrity!)).toEqual({ intact: 2 });
    expect(run.stdout).toContain("broken.json");
    expect(run.summary).toContain("blamegate");
    expect(run.summary).toContain("518cc4f9150d");
    const results = JSON.parse(readFileSync(run.outputs["results-file"]!, "utf8"));
    expect(results.traces.map((t: { id: string }) => t.id).sort()).toEqual(["518cc4f9150d", "7984e15ea923"]);
    expect(results.skipped[0].file).toContain("broken.json");
    expect(results.gate.status).toBe("fail");
    for (const f of ["report-file", "sarif-file", "digest-file"]) expect(existsSync(run.outputs[f]!), f).toBe(true);
  });

  it("passes the gate when no failure is asked to fail it, and reports bad settings clearly", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "bg-traces-"));
    copyFileSync(path.join(store, "7984e15ea923.json"), path.join(work, "a.json"));
    const ok = await runDistAction({ workspace: work, eventName: "pull_request", payload: pullRequest(), inputs: { traces: "a.json", "fail-on": "none" } });
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(ok.outputs.verdict).toBe("pass");
    expect(existsSync(path.join(work, "blamegate-out", "results.json"))).toBe(true);
    // Unchecked traces are not an integrity verdict: with checking off, the output is empty.
    const off = await runDistAction({ workspace: work, eventName: "pull_request", payload: pullRequest(), inputs: { traces: "a.json", "fail-on": "none", integrity: "off" } });
    expect(off.status, off.stdout + off.stderr).toBe(0);
    expect(JSON.parse(off.outputs.integrity!)).toEqual({});

    const bad = await runDistAction({ workspace: work, eventName: "pull_request", payload: pullRequest(), inputs: { traces: "a.json", "fail-on": "FM-9.9" } });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain("fail-on: unknown failure mode 'FM-9.9'");
  });
});

describe("the bundled action in merge mode", () => {
  it("combines matrix shards' reports into the unsharded run's counts and one gate", async () => {
    const { execFileSync } = await import("node:child_process");
    const { repoRoot } = await import("./dist-runner.js");
    const work = mkdtempSync(path.join(tmpdir(), "bg-merge-"));
    const cli = path.join(repoRoot, "dist/cli.js");
    const traces = path.join(repoRoot, "examples/traces");
    for (const i of [1, 2]) {
      try {
        execFileSync(process.execPath, [cli, "attribute", traces, "--shard", `${i}/2`, "--fail-on", "none", "--out", path.join(work, "shards", `s${i}`)], { cwd: work, stdio: "pipe" });
      } catch (err) {
        // exit 4 (some shard read nothing) is fine; anything else is not
        if ((err as { status?: number }).status !== 4) throw err;
      }
    }
    const whole = JSON.parse(execFileSync(process.execPath, [cli, "attribute", traces, "--json", "--fail-on", "none"], { cwd: work, encoding: "utf8" }));
    const merged = await runDistAction({ workspace: work, eventName: "pull_request", payload: pullRequest(), inputs: { mode: "merge", traces: "shards", "fail-on": "any", out: "merged" } });
    expect(merged.outputs.traces, merged.stdout).toBe(String(whole.summary.traces));
    expect(merged.outputs.failed).toBe(String(whole.summary.failed));
    expect(merged.outputs.verdict).toBe(whole.summary.failed > 0 ? "fail" : "pass");
    const results = JSON.parse(readFileSync(merged.outputs["results-file"]!, "utf8"));
    expect(results.traces.map((t: { id: string }) => t.id).sort()).toEqual(whole.traces.map((t: { id: string }) => t.id).sort());
  });
});
