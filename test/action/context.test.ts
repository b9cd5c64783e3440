// The action's one reader of its environment (src/action/context.ts): real event payloads
// (@octokit/webhooks-examples) written to a file as the runner does, the GITHUB_* variables the
// runner sets, and inputs through a stand-in for @actions/core. What the job needs comes out typed;
// an environment that is not a job step's is refused, naming what is missing.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ActionContextError, ActionContextSchema, gitHubContextOf, readActionContext, runUrlOf, type InputReader } from "../../src/action/context.js";
import { memoryLogger } from "../../src/log.js";
import { optionsFor } from "../../src/options.js";
import { webhookExample } from "../support/github-api/fakes.js";
import { countZodCalls, restoreZod } from "../support/zod-calls.js";
import { runDistAction } from "../e2e/dist-runner.js";

const SHA = "ec26c3e57ca3a959ca5aad62de7213c562f8c821";

/** @actions/core's getInput reads INPUT_<NAME>; setSecret is recorded so the test can see what was masked. */
function inputs(given: Record<string, string> = {}): InputReader & { masked: string[] } {
  const masked: string[] = [];
  return { masked, getInput: (name) => given[name] ?? "", setSecret: (s) => void masked.push(s) };
}

function runner(eventName: string, payload: unknown, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), "bg-context-"));
  const event = path.join(dir, "event.json");
  writeFileSync(event, JSON.stringify(payload));
  const repository = (payload as { repository?: { full_name?: string } }).repository?.full_name ?? "octo-org/octo-repo";
  return {
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: event,
    GITHUB_WORKSPACE: dir,
    GITHUB_REPOSITORY: repository,
    GITHUB_SHA: SHA,
    GITHUB_REF: "refs/heads/main",
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_ATTEMPT: "2",
    GITHUB_WORKFLOW: "agent-evals",
    GITHUB_WORKFLOW_REF: `${repository}/.github/workflows/evals.yml@refs/heads/main`,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: "https://api.github.com",
    RUNNER_TEMP: dir,
    ...extra,
  };
}

async function read(env: Record<string, string | undefined>, given?: Record<string, string>) {
  const logger = memoryLogger();
  const core = inputs(given);
  const context = await readActionContext(env, core, logger, "/not/the/workspace");
  return { context, logger, core, gh: gitHubContextOf(context) };
}

describe("the action's context, read once from the runner's environment", () => {
  it("pull_request: the PR's head commit and ref, its base, the run's links and the workflow file", async () => {
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const env = runner("pull_request", payload, { GITHUB_REF: `refs/pull/${payload.number}/merge` });
    const { context, gh } = await read(env);
    expect(ActionContextSchema.safeParse(context).success).toBe(true);
    expect(context.workspace).toBe(env.GITHUB_WORKSPACE);
    expect(context.payload).toEqual(payload);
    expect(context.workflowFile).toBe("evals.yml");
    expect(context.runAttempt).toBe("2");
    expect(gh).toMatchObject({
      eventName: "pull_request",
      pullNumber: payload.pull_request.number,
      sha: payload.pull_request.head.sha,
      ref: `refs/pull/${payload.pull_request.number}/head`,
      baseSha: payload.pull_request.base.sha,
      fromFork: false,
      artifactRunId: 4242,
      defaultBranch: payload.repository.default_branch,
    });
    expect(runUrlOf(context, gh)).toBe(`https://github.com/${payload.repository.full_name}/actions/runs/4242`);
  });

  it("a fork's pull request is marked as one", async () => {
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const head = payload.pull_request.head;
    head.repo = { ...head.repo, id: head.repo.id + 1, full_name: `mallory/${head.repo.name}`, owner: { ...head.repo.owner, login: "mallory" } };
    const { gh } = await read(runner("pull_request", payload));
    expect(gh.fromFork).toBe(true);
    expect(gh.pullNumber).toBe(payload.pull_request.number);
    expect(gh.headOwner).toBe("mallory");
  });

  it("push: the pushed commit and ref; a new branch (before = 0…0) has no base", async () => {
    const payload = webhookExample("push", (p) => p.ref === "refs/heads/master" && !p.deleted);
    const { gh } = await read(runner("push", payload));
    expect(gh).toMatchObject({ eventName: "push", pullNumber: null, sha: payload.after, ref: "refs/heads/master", baseSha: null });
    payload.before = "6113728f27ae82c7b1a177c8d03f9e96e0adf246";
    expect((await read(runner("push", payload))).gh.baseSha).toBe(payload.before);
  });

  it("workflow_dispatch: the runner's commit and ref, the dispatch inputs in the payload", async () => {
    const payload = webhookExample("workflow_dispatch");
    const env = runner("workflow_dispatch", payload, { GITHUB_REF: payload.ref });
    const { context, gh } = await read(env);
    expect(gh).toMatchObject({ eventName: "workflow_dispatch", pullNumber: null, sha: SHA, ref: env.GITHUB_REF, owner: payload.repository.owner.login });
    expect((context.payload as { inputs?: unknown }).inputs).toEqual(payload.inputs);
  });

  it("schedule: the default branch's commit; the payload is the runner's own (no webhook exists for it)", async () => {
    // A scheduled run's event file holds the cron line and the workflow; GitHub sends no webhook
    // for it, so @octokit/webhooks-examples has none.
    const payload = { schedule: "30 5 * * 1", workflow: ".github/workflows/evals.yml" };
    const { context, gh } = await read(runner("schedule", payload));
    expect(context.repository).toBe("octo-org/octo-repo");
    expect(gh).toMatchObject({ eventName: "schedule", owner: "octo-org", repo: "octo-repo", sha: SHA, ref: "refs/heads/main", pullNumber: null, defaultBranch: null });
  });

  it("reads every action input once, masks the secret ones, and takes the judge's and git's variables only", async () => {
    const env = runner("push", webhookExample("push"), {
      OPENAI_API_KEY: "sk-test",
      BLAMEGATE_JUDGE_MODEL: "m",
      UNRELATED: "x",
      ACTIONS_RUNTIME_TOKEN: "runtime",
      HOME: "/home/runner",
      GIT_TERMINAL_PROMPT: "0",
      XDG_CONFIG_HOME: "/home/runner/.config",
      MY_GIT_THING: "no",
    });
    const { context, core } = await read(env, { traces: "t/*.json", "webhook-secret": "whsec_c2VjcmV0", "judge-key": "" });
    expect(Object.keys(context.inputs).sort()).toEqual(
      optionsFor("action")
        .map((o) => o.name)
        .sort(),
    );
    expect(context.inputs.traces).toBe("t/*.json");
    expect(core.masked).toEqual(["whsec_c2VjcmV0"]);
    expect(context.judgeEnv).toEqual({ OPENAI_API_KEY: "sk-test", BLAMEGATE_JUDGE_MODEL: "m" });
    // The environment git runs in (collect/git-files.ts), without the inputs, the runner's tokens or the judge's keys.
    expect(context.gitEnv).toMatchObject({ HOME: "/home/runner", GIT_TERMINAL_PROMPT: "0", XDG_CONFIG_HOME: "/home/runner/.config", UNRELATED: "x", GITHUB_SHA: SHA });
    for (const k of Object.keys(context.gitEnv)) expect(k).not.toMatch(/^(INPUT_|ACTIONS_|OPENAI_|BLAMEGATE_JUDGE_)/);
    // The runtime token says the artifact service is there; the context does not keep it.
    expect(context.artifacts).toBe(true);
    expect(JSON.stringify(context)).not.toContain("runtime");
  });

  it("off a runner's defaults: the working folder, github.com, no run link, no artifact service", async () => {
    const env = runner("push", webhookExample("push"), { GITHUB_WORKSPACE: undefined, GITHUB_SERVER_URL: "", GITHUB_RUN_ID: undefined, GITHUB_WORKFLOW_REF: undefined });
    const { context, gh } = await read(env);
    expect(context.workspace).toBe("/not/the/workspace");
    expect(context.serverUrl).toBe("https://github.com");
    expect(context.workflowFile).toBe("");
    expect(context.artifacts).toBe(false);
    expect(runUrlOf(context, gh)).toBeUndefined();
  });

  it("an unreadable event file is a warning and an empty payload, not a crash", async () => {
    const { context, logger, gh } = await read(runner("pull_request", {}, { GITHUB_EVENT_PATH: "/no/such/event.json" }));
    expect(context.payload).toEqual({});
    expect(gh.pullNumber).toBeNull();
    expect(logger.lines.some((l) => l.level === "warning" && l.message.includes("could not read the event payload /no/such/event.json"))).toBe(true);
  });

  it("an environment without GITHUB_REPOSITORY or GITHUB_EVENT_NAME is refused, naming each", async () => {
    const env = runner("push", webhookExample("push"), { GITHUB_REPOSITORY: undefined, GITHUB_EVENT_NAME: "" });
    const err = await readActionContext(env, inputs(), memoryLogger(), "/").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ActionContextError);
    expect((err as Error).message).toBe("not a GitHub Actions job step: GITHUB_REPOSITORY is not set; GITHUB_EVENT_NAME is not set (the runner sets these for every step)");
    const odd = await readActionContext({ ...env, GITHUB_REPOSITORY: "just-a-name", GITHUB_EVENT_NAME: "push" }, inputs(), memoryLogger(), "/").catch((e: unknown) => e);
    expect((odd as Error).message).toContain("GITHUB_REPOSITORY is not owner/repo");
  });
});

describe("what reading the context builds", () => {
  afterEach(restoreZod);

  // Every action run starts here: the runner's variables, the inputs and the event payload are
  // read without a schema (issue 17, cold start). The payload's readers answer as its schemas do
  // (test/github/event-payload.test.ts).
  it("reading the runner's variables, the inputs and the event calls no zod function", async () => {
    const calls = countZodCalls();
    const context = await import("../../src/action/context.js");
    for (const [event, payload] of [
      ["pull_request", webhookExample("pull_request", (p) => p.action === "opened")],
      ["push", webhookExample("push")],
      ["workflow_run", webhookExample("workflow_run", (p) => (p.workflow_run?.pull_requests?.length ?? 0) > 0)],
    ] as const) {
      const read = await context.readActionContext(runner(event, payload), inputs({ traces: "t.json" }), memoryLogger(), "/");
      expect(read.inputs.traces).toBe("t.json");
      const ctx = context.gitHubContextOf(read);
      expect(ctx.sha, event).toMatch(/^[0-9a-f]{40}$/);
      if (event !== "push") expect(ctx.pullNumber, event).toBeGreaterThan(0);
    }
    expect(calls).toEqual([]);
  });
});

describe("the bundled action outside a job step", () => {
  it("fails at once, saying which runner variable is missing, and writes no report", async () => {
    const run = await runDistAction({ eventName: "push", payload: webhookExample("push"), inputs: { traces: "t" }, env: { GITHUB_REPOSITORY: "" } });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("::error::not a GitHub Actions job step: GITHUB_REPOSITORY is not set (the runner sets these for every step)");
    expect(run.outputs).toEqual({});
  });
});
