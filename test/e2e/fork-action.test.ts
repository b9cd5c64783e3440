// Issue 14, High #1 through the bundled action (dist/index.js, `npm run build` first): the
// documented workflow_run job, triggered by a fork's pull request from its branch "main" whose
// pull request is not found. The action fails closed: no SARIF for refs/heads/main, no comment,
// no alert, a digest that names no branch, a red job that says why, and the report still in the
// job summary and the outputs. Then the same run with the pull request open reports on it.
import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { fakeRepo, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { makeZip } from "../support/zip.js";
import { scriptedReceiver } from "../webhook/loopback.js";
import { runDistAction } from "./dist-runner.js";

const store = fileURLToPath(new URL("../fixtures/data/peers/approximately/store/", import.meta.url));
let api: GitHubApi | undefined;
let closeHook: (() => Promise<void>) | undefined;
afterEach(async () => {
  await api?.close();
  await closeHook?.();
  api = undefined;
  closeHook = undefined;
});

function forkPayload() {
  const p = webhookExample("workflow_run", (x) => x.action === "completed" && x.workflow_run.pull_requests.length === 0 && x.workflow_run.head_branch === "main");
  const run = p.workflow_run;
  run.event = "pull_request";
  run.head_repository = { ...run.head_repository, id: run.repository.id + 1, full_name: `mallory/${run.repository.name}`, owner: { ...run.head_repository.owner, login: "mallory" } };
  return p;
}

async function setup(pulls: { number: number; headOwner: string; headRef: string; headSha: string; baseSha: string }[]) {
  const payload = forkPayload();
  const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
  const zip = await makeZip([{ name: "518cc4f9150d.json", data: readFileSync(path.join(store, "518cc4f9150d.json")) }]);
  const fake = fakeRepo({ owner, repo, pulls, artifacts: { [payload.workflow_run.id]: { "agent-traces": zip } } });
  api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
  const hook = await scriptedReceiver([]);
  closeHook = hook.close;
  const work = await mkdtemp(path.join(tmpdir(), "bg-fork-action-"));
  const result = await runDistAction({
    workspace: work,
    eventName: "workflow_run",
    payload,
    inputs: {
      token: "ghs_test",
      artifact: "agent-traces",
      "fail-on": "none",
      "history-length": "0",
      "review-comments": "false",
      "webhook-url": hook.url,
      "webhook-secret": "a plain text secret",
      "alert-on": "always, pull-requests, branches",
    },
    env: { GITHUB_API_URL: api.url },
  });
  return { payload, fake, hook, result, api };
}

describe("the bundled action on a fork's workflow_run", () => {
  it("PR not found: fails closed, nothing for refs/heads/main, the report kept", async () => {
    const { fake, hook, result, api: a } = await setup([]);
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.stdout).toMatch(/::error::blamegate gate failed:%0A- the pull request of mallory\/octo-repo:main at 5779607 was not found; nothing was published for it/);
    expect(fake.uploads).toHaveLength(0);
    expect(fake.comments).toHaveLength(0);
    expect(hook.received).toHaveLength(0);
    expect(result.stdout).toMatch(/no alert sent: this run could not be tied to its pull request/);
    // The report is still there.
    expect(result.outputs.traces).toBe("1");
    expect(result.summary).toContain("518cc4f9150d");
    // The digest names no branch: no later run can take it for main's history.
    const digest = JSON.parse(readFileSync(result.outputs["digest-file"]!, "utf8")) as { ref: string };
    expect(digest.ref).toBe("");
    expect(a.errors).toEqual([]);
  });

  it("PR open at that commit: reported on the pull request, never on main", async () => {
    const sha = forkPayload().workflow_run.head_sha as string;
    const { fake, hook, result, api: a } = await setup([{ number: 12, headOwner: "mallory", headRef: "main", headSha: sha, baseSha: "b".repeat(40) }]);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    // alert-on "always, pull-requests": the run, tied to its pull request, sends its alert, signed.
    expect(hook.received).toHaveLength(1);
    const alert = new Webhook(new TextEncoder().encode("a plain text secret"), { format: "raw" }).verify(hook.received[0]!.body, { ...hook.received[0]!.headers } as Record<string, string>);
    expect(alert).toMatchObject({ type: expect.stringMatching(/^blamegate\./) });
    expect(fake.uploads).toHaveLength(1);
    expect(fake.uploads[0]).toMatchObject({ ref: "refs/pull/12/head", commit_sha: sha });
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.issue).toBe(12);
    expect(a.errors).toEqual([]);
  });
});
