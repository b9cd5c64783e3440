// Issue 13 §5: fleet webhooks fired from pull-request runs (two runs of one PR each sent
// alert.triggered). By default only the default branch's runs alert; `alert-on: pull-requests`
// opts pull requests in; a workflow_run whose pull request was not found never alerts. The runs
// are finished for real (run/finish.ts) and delivered to a loopback receiver.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { resolveSettings, SettingsError } from "../../src/config.js";
import { memoryLogger } from "../../src/log.js";
import { sendRunAlert } from "../../src/run/alert.js";
import { finishRun } from "../../src/run/finish.js";
import { AlertOnSchema, originOfRef } from "../../src/webhook/alert-on.js";
import { failedTrace, runResult } from "../support/builders.js";
import { scriptedReceiver } from "./loopback.js";

const work = await mkdtemp(path.join(tmpdir(), "bg-alert-on-"));
afterAll(async () => rm(work, { recursive: true, force: true }));
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A failing run finished as the CLI and the action finish it, on `ref`. */
async function finished(ref: string, alertOn: string, url: string) {
  const settings = resolveSettings({ "webhook-url": url, "webhook-secret": "a plain text secret", "alert-on": alertOn, out: path.join(work, "out"), "history-length": "0" });
  const run = await finishRun(
    {
      settings,
      result: runResult([failedTrace(0), failedTrace(1)]),
      digestContext: { time: new Date(), commit: "a".repeat(40), ref, workflow: "evals", repository: "o/r" },
      history: [],
      isPullRequest: ref.startsWith("refs/pull/"),
      repoRoot: work,
      cwd: work,
      committed: new Set(),
    },
    memoryLogger(),
  );
  return { settings, run };
}

describe("alert-on", () => {
  it("parses when and from where", () => {
    expect(AlertOnSchema.parse("change")).toEqual({ when: "change", pullRequests: false, branches: false });
    expect(AlertOnSchema.parse("always, pull-requests")).toEqual({ when: "always", pullRequests: true, branches: false });
    expect(AlertOnSchema.parse("pull-requests\nbranches")).toEqual({ when: "change", pullRequests: true, branches: true });
    expect(() => resolveSettings({ "alert-on": "prs" })).toThrow(SettingsError);
    expect(() => resolveSettings({ "alert-on": "prs" })).toThrow(/alert-on: unknown value 'prs' \(expected change, always, pull-requests, branches\)/);
    expect(() => resolveSettings({ "alert-on": "change,always" })).toThrow(/exclude each other/);
  });

  it("refs: pull requests, other branches, the default branch", () => {
    expect(originOfRef("refs/pull/7/merge")).toBe("pull-request");
    expect(originOfRef("refs/heads/main", "main")).toBe("default-branch");
    expect(originOfRef("refs/heads/feature", "main")).toBe("branch");
    // The CLI on a laptop, or without knowing the default branch: its user chose to run it.
    expect(originOfRef("")).toBe("default-branch");
  });

  it("two runs of one pull request send nothing by default", async () => {
    const r = await scriptedReceiver([]);
    close = r.close;
    for (let i = 0; i < 2; i++) {
      const logger = memoryLogger();
      const { settings, run } = await finished("refs/pull/7/merge", "change", r.url);
      expect(run.gate.status).toBe("fail");
      expect(await sendRunAlert(settings, run, logger)).toBe(false);
      expect(logger.lines.some((l) => /no alert sent: a pull request's run does not alert unless alert-on includes pull-requests/.test(l.message))).toBe(true);
    }
    expect(r.received).toHaveLength(0);
  });

  it("the same failing run on the default branch alerts; a pull request alerts when opted in", async () => {
    const r = await scriptedReceiver([]);
    close = r.close;
    const main = await finished("refs/heads/main", "change", r.url);
    expect(await sendRunAlert(main.settings, main.run, memoryLogger(), undefined, "default-branch")).toBe(false);
    expect(r.received).toHaveLength(1);
    expect(JSON.parse(r.received[0]!.body)).toMatchObject({ type: "blamegate.alert.triggered", data: { ref: "refs/heads/main" } });

    const pr = await finished("refs/pull/7/merge", "change, pull-requests", r.url);
    await sendRunAlert(pr.settings, pr.run, memoryLogger());
    expect(r.received).toHaveLength(2);
    expect(JSON.parse(r.received[1]!.body)).toMatchObject({ data: { ref: "refs/pull/7/merge" } });
  });

  it("a push to another branch alerts only with alert-on: branches; an unattributed run never", async () => {
    const r = await scriptedReceiver([]);
    close = r.close;
    const branch = await finished("refs/heads/feature", "change", r.url);
    await sendRunAlert(branch.settings, branch.run, memoryLogger(), undefined, "branch");
    expect(r.received).toHaveLength(0);
    const opted = await finished("refs/heads/feature", "change,branches", r.url);
    await sendRunAlert(opted.settings, opted.run, memoryLogger(), undefined, "branch");
    expect(r.received).toHaveLength(1);
    const fork = await finished("", "always, pull-requests, branches", r.url);
    const logger = memoryLogger();
    await sendRunAlert(fork.settings, fork.run, logger, undefined, "unattributed");
    expect(r.received).toHaveLength(1);
    expect(logger.lines.some((l) => /speaks for no branch/.test(l.message))).toBe(true);
  });
});
