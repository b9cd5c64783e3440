// Everything the action takes from the runner, read once at the start into one typed object, as
// actions/checkout reads its settings object: the GITHUB_* variables, the event payload file, the
// inputs (through @actions/core, which masks the secret ones), the judge's variables and whether
// the artifact service is there. Everything after receives this object; nothing in src/action/
// reads process.env (the entry, src/action.ts, hands it over; test/action/env-reads.test.ts holds it).
// @actions/core and @actions/artifact still read their own variables (INPUT_*, GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY, RUNNER_DEBUG, ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL): that is theirs.
import { readFile } from "node:fs/promises";
import type * as z from "zod";
import { errorMessage } from "../error-message.js";
import { contextFromEvent, type GitHubContext } from "../github/context.js";
import type { Logger } from "../log.js";
import { optionsFor } from "../options.js";
import { lazySchema } from "../lazy-schema.js";

/** The runner's environment, as far as blamegate reads it. */
export type ActionEnv = Record<string, string | undefined>;

/** The part of @actions/core the reader uses: a test passes its own. */
export interface InputReader {
  getInput(name: string): string;
  setSecret(secret: string): void;
}

/** Unset and empty are alike: a value the runner leaves empty is one it did not give. */
const given = (v: string | undefined) => (v === "" ? undefined : v);

// The runner's variables blamegate reads beside the two every step has.
const OPTIONAL_VARIABLES = [
  "GITHUB_EVENT_PATH",
  "GITHUB_WORKSPACE",
  "GITHUB_SHA",
  "GITHUB_REF",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_ATTEMPT",
  "GITHUB_WORKFLOW",
  "GITHUB_WORKFLOW_REF",
  "GITHUB_SERVER_URL",
  "GITHUB_API_URL",
  "ACTIONS_RUNTIME_TOKEN",
] as const;
type RunnerVariables = { GITHUB_REPOSITORY: string; GITHUB_EVENT_NAME: string } & { [K in (typeof OPTIONAL_VARIABLES)[number]]?: string };

/**
 * The runner's variables (an empty one as unset), or what is wrong with them. Checked by hand,
 * not by a schema: every action run starts here, and a schema would cost each start building it
 * and loading zod's code (issue 17, cold start) to check two variables.
 */
function runnerVariables(env: ActionEnv): RunnerVariables | string[] {
  const problems: string[] = [];
  const repository = given(env.GITHUB_REPOSITORY);
  if (repository === undefined) problems.push("GITHUB_REPOSITORY is not set");
  else if (!/^[^/\s]+\/[^/\s]+$/.test(repository)) problems.push("GITHUB_REPOSITORY is not owner/repo");
  const eventName = given(env.GITHUB_EVENT_NAME);
  if (eventName === undefined) problems.push("GITHUB_EVENT_NAME is not set");
  if (repository === undefined || eventName === undefined || problems.length > 0) return problems;
  const found: RunnerVariables = { GITHUB_REPOSITORY: repository, GITHUB_EVENT_NAME: eventName };
  for (const name of OPTIONAL_VARIABLES) {
    const value = given(env[name]);
    if (value !== undefined) found[name] = value;
  }
  return found;
}

/** The context's type and its documentation; the reader builds a context of this type, which test/action/context.test.ts checks against it. */
export const ActionContextSchema = lazySchema((z) =>
  z.object({
    /** The checkout the run reads and writes in (GITHUB_WORKSPACE, else the working folder). */
    workspace: z.string(),
    eventName: z.string(),
    /** The event payload (GITHUB_EVENT_PATH), {} when there is none or it cannot be read. */
    payload: z.unknown(),
    repository: z.string(),
    /** GITHUB_SHA, GITHUB_REF: "" when unset. */
    sha: z.string(),
    ref: z.string(),
    /** GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT as the runner gives them (digits). */
    runId: z.string().optional(),
    runAttempt: z.string().optional(),
    workflow: z.string(),
    /** The workflow file's name (from GITHUB_WORKFLOW_REF), whose runs make the history; "" when unknown. */
    workflowFile: z.string(),
    serverUrl: z.string(),
    apiUrl: z.string().optional(),
    /** The artifact service is reachable (ACTIONS_RUNTIME_TOKEN is set: on a runner). The token itself is not kept. */
    artifacts: z.boolean(),
    /** BLAMEGATE_JUDGE_* and OPENAI_* variables: the judge's fallback settings (run/judge.ts). */
    judgeEnv: z.record(z.string(), z.string()),
    /**
     * The environment git runs in, for git's readers (collect/git-files.ts): they read the
     * checkout's files where its GIT_* variables, HOME and the rest say that gives git's answer,
     * and run git in it otherwise. The step's inputs, the runner's tokens and the judge's keys are
     * left out: git needs none of them.
     */
    gitEnv: z.record(z.string(), z.string()),
    /** The action's inputs, every option of the action surface, as given ("" when not). */
    inputs: z.record(z.string(), z.string()),
  }),
);
export type ActionContext = z.infer<typeof ActionContextSchema>;

export class ActionContextError extends Error {}

const JUDGE_VARIABLE = /^(BLAMEGATE_JUDGE_|OPENAI_)/;
const NOT_FOR_GIT = /^(INPUT_|ACTIONS_|BLAMEGATE_JUDGE_|OPENAI_)/;

/** Reads the inputs of every action option; secret ones are masked in the log before anything can print them. */
export function readInputs(core: InputReader): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const o of optionsFor("action")) {
    const value = core.getInput(o.name);
    if (o.secret && value) core.setSecret(value);
    raw[o.name] = value;
  }
  return raw;
}

async function readPayload(file: string | undefined, logger: Logger): Promise<unknown> {
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, "utf8")) as unknown;
  } catch (err) {
    logger.warning(`could not read the event payload ${file}: ${errorMessage(err)}`);
    return {};
  }
}

/**
 * The one reader of the action's environment. Throws ActionContextError naming every missing or
 * malformed variable the runner always sets (GITHUB_REPOSITORY, GITHUB_EVENT_NAME). A payload
 * file that cannot be read is a warning: the run still reports, without the event's details.
 */
export async function readActionContext(env: ActionEnv, core: InputReader, logger: Logger, cwd: string): Promise<ActionContext> {
  const e = runnerVariables(env);
  if (Array.isArray(e)) throw new ActionContextError(`not a GitHub Actions job step: ${e.join("; ")} (the runner sets these for every step)`);
  // Inputs first: the secret ones are masked before anything else can print them.
  const inputs = readInputs(core);
  const judgeEnv: Record<string, string> = {};
  const gitEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) continue;
    if (JUDGE_VARIABLE.test(k)) judgeEnv[k] = v;
    else if (!NOT_FOR_GIT.test(k)) gitEnv[k] = v;
  }
  return {
    workspace: e.GITHUB_WORKSPACE ?? cwd,
    eventName: e.GITHUB_EVENT_NAME,
    payload: await readPayload(e.GITHUB_EVENT_PATH, logger),
    repository: e.GITHUB_REPOSITORY,
    sha: e.GITHUB_SHA ?? "",
    ref: e.GITHUB_REF ?? "",
    ...(e.GITHUB_RUN_ID ? { runId: e.GITHUB_RUN_ID } : {}),
    ...(e.GITHUB_RUN_ATTEMPT ? { runAttempt: e.GITHUB_RUN_ATTEMPT } : {}),
    workflow: e.GITHUB_WORKFLOW ?? "",
    // owner/repo/.github/workflows/evals.yml@refs/heads/main → evals.yml
    workflowFile: (e.GITHUB_WORKFLOW_REF ?? "").split("@")[0]?.split("/").pop() ?? "",
    serverUrl: e.GITHUB_SERVER_URL ?? "https://github.com",
    ...(e.GITHUB_API_URL ? { apiUrl: e.GITHUB_API_URL } : {}),
    artifacts: Boolean(e.ACTIONS_RUNTIME_TOKEN),
    judgeEnv,
    gitEnv,
    inputs,
  };
}

/** Where the run stands on GitHub (commit, ref, pull request, artifact run), from the context's event. */
export function gitHubContextOf(context: ActionContext): GitHubContext {
  return contextFromEvent(context.eventName, context.payload, {
    repository: context.repository,
    sha: context.sha,
    ref: context.ref,
    ...(context.runId ? { runId: context.runId } : {}),
  });
}

/** This run's page, for the report's links; undefined off a runner. */
export function runUrlOf(context: ActionContext, gh: Pick<GitHubContext, "owner" | "repo">): string | undefined {
  return context.runId ? `${context.serverUrl}/${gh.owner}/${gh.repo}/actions/runs/${context.runId}` : undefined;
}

/** GITHUB_REF and GITHUB_SHA as code scanning's target reads them (github/code-scanning.ts): unset stays unset. */
export function checkoutEnv(context: ActionContext): { ref?: string; sha?: string } {
  return { ...(context.ref ? { ref: context.ref } : {}), ...(context.sha ? { sha: context.sha } : {}) };
}
