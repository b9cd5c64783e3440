import {
  contextFromEvent
} from "./chunk-34QAHGGT.js";
import {
  TerminalGuard
} from "./chunk-IVXJLCJ3.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import {
  debug,
  error,
  info,
  warning
} from "./chunk-44FCZ2FJ.js";
import {
  optionsFor
} from "./chunk-ZYCCBSIO.js";
import {
  boolean,
  object,
  record,
  string,
  unknown
} from "./chunk-VJQPCMMQ.js";

// src/action/logger.ts
function safeLogText(message) {
  return new TerminalGuard().write(message);
}
var where = (w) => w?.file ? { file: w.file, ...w.line ? { startLine: w.line } : {} } : {};
var actionLogger = {
  debug: (m) => debug(safeLogText(m)),
  info: (m) => info(safeLogText(m)),
  warning: (m, w) => warning(safeLogText(m), where(w)),
  error: (m, w) => error(safeLogText(m), where(w))
};

// src/action/context.ts
import { readFile } from "node:fs/promises";
var required = (name) => string({ error: `${name} is not set` });
var optional = string().optional();
var given = (v) => v === "" ? void 0 : v;
var ActionEnvSchema = object({
  GITHUB_REPOSITORY: required("GITHUB_REPOSITORY").regex(/^[^/\s]+\/[^/\s]+$/, "GITHUB_REPOSITORY is not owner/repo"),
  GITHUB_EVENT_NAME: required("GITHUB_EVENT_NAME"),
  GITHUB_EVENT_PATH: optional,
  GITHUB_WORKSPACE: optional,
  GITHUB_SHA: optional,
  GITHUB_REF: optional,
  GITHUB_RUN_ID: optional,
  GITHUB_RUN_ATTEMPT: optional,
  GITHUB_WORKFLOW: optional,
  GITHUB_WORKFLOW_REF: optional,
  GITHUB_SERVER_URL: optional,
  GITHUB_API_URL: optional,
  ACTIONS_RUNTIME_TOKEN: optional
});
var ActionContextSchema = object({
  /** The checkout the run reads and writes in (GITHUB_WORKSPACE, else the working folder). */
  workspace: string(),
  eventName: string(),
  /** The event payload (GITHUB_EVENT_PATH), {} when there is none or it cannot be read. */
  payload: unknown(),
  repository: string(),
  /** GITHUB_SHA, GITHUB_REF: "" when unset. */
  sha: string(),
  ref: string(),
  /** GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT as the runner gives them (digits). */
  runId: string().optional(),
  runAttempt: string().optional(),
  workflow: string(),
  /** The workflow file's name (from GITHUB_WORKFLOW_REF), whose runs make the history; "" when unknown. */
  workflowFile: string(),
  serverUrl: string(),
  apiUrl: string().optional(),
  /** The artifact service is reachable (ACTIONS_RUNTIME_TOKEN is set: on a runner). The token itself is not kept. */
  artifacts: boolean(),
  /** BLAMEGATE_JUDGE_* and OPENAI_* variables: the judge's fallback settings (run/judge.ts). */
  judgeEnv: record(string(), string()),
  /** The action's inputs, every option of the action surface, as given ("" when not). */
  inputs: record(string(), string())
});
var ActionContextError = class extends Error {
};
var JUDGE_VARIABLE = /^(BLAMEGATE_JUDGE_|OPENAI_)/;
function readInputs(core) {
  const raw = {};
  for (const o of optionsFor("action")) {
    const value = core.getInput(o.name);
    if (o.secret && value) core.setSecret(value);
    raw[o.name] = value;
  }
  return raw;
}
async function readPayload(file, logger) {
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    logger.warning(`could not read the event payload ${file}: ${errorMessage(err)}`);
    return {};
  }
}
async function readActionContext(env, core, logger, cwd) {
  const parsed = ActionEnvSchema.safeParse(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, given(v)])));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => i.message).join("; ");
    throw new ActionContextError(`not a GitHub Actions job step: ${problems} (the runner sets these for every step)`);
  }
  const e = parsed.data;
  const inputs = readInputs(core);
  const judgeEnv = {};
  for (const [k, v] of Object.entries(env)) if (JUDGE_VARIABLE.test(k) && v !== void 0) judgeEnv[k] = v;
  return ActionContextSchema.parse({
    workspace: e.GITHUB_WORKSPACE ?? cwd,
    eventName: e.GITHUB_EVENT_NAME,
    payload: await readPayload(e.GITHUB_EVENT_PATH, logger),
    repository: e.GITHUB_REPOSITORY,
    sha: e.GITHUB_SHA ?? "",
    ref: e.GITHUB_REF ?? "",
    ...e.GITHUB_RUN_ID ? { runId: e.GITHUB_RUN_ID } : {},
    ...e.GITHUB_RUN_ATTEMPT ? { runAttempt: e.GITHUB_RUN_ATTEMPT } : {},
    workflow: e.GITHUB_WORKFLOW ?? "",
    // owner/repo/.github/workflows/evals.yml@refs/heads/main → evals.yml
    workflowFile: (e.GITHUB_WORKFLOW_REF ?? "").split("@")[0]?.split("/").pop() ?? "",
    serverUrl: e.GITHUB_SERVER_URL ?? "https://github.com",
    ...e.GITHUB_API_URL ? { apiUrl: e.GITHUB_API_URL } : {},
    artifacts: Boolean(e.ACTIONS_RUNTIME_TOKEN),
    judgeEnv,
    inputs
  });
}
function gitHubContextOf(context) {
  return contextFromEvent(context.eventName, context.payload, {
    repository: context.repository,
    sha: context.sha,
    ref: context.ref,
    ...context.runId ? { runId: context.runId } : {}
  });
}
function runUrlOf(context, gh) {
  return context.runId ? `${context.serverUrl}/${gh.owner}/${gh.repo}/actions/runs/${context.runId}` : void 0;
}
function checkoutEnv(context) {
  return { ...context.ref ? { ref: context.ref } : {}, ...context.sha ? { sha: context.sha } : {} };
}

export {
  actionLogger,
  ActionContextError,
  readActionContext,
  gitHubContextOf,
  runUrlOf,
  checkoutEnv
};
