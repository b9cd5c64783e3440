import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  contextFromEvent
} from "./chunk-BDZ6U4OG.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";
import {
  debug,
  error,
  info,
  warning
} from "./chunk-44FCZ2FJ.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/render/terminal.ts
var EDGE_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
var ANY_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
var BROKEN_COLONS = ":\u200B:";
var BROKEN_BRACKET = "\\u005b";
var escape = (c) => {
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
};
var TerminalGuard = class {
  /** What the current line holds so far: nothing but blanks, blanks and one `:`, or anything else. */
  line = "start";
  /** `#` characters at the end of what was written. */
  hashes = 0;
  write(text) {
    if (text === "") return text;
    const carried = this.line !== "other" && /^[ \t]*:/.test(text) || this.hashes > 0 && /^#?\[/.test(text);
    if (!carried && !text.includes("::") && !text.includes("##[") && !ANY_UNSAFE.test(text)) {
      this.remember(text);
      return text;
    }
    let out = text.replace(EDGE_UNSAFE, escape);
    if (this.line === "start") out = out.replace(/^([ \t]*)::/, `$1${BROKEN_COLONS}`);
    else if (this.line === "colon" && out.startsWith(":")) out = `\u200B${out}`;
    if (this.hashes >= 2 && out.startsWith("[")) out = `${BROKEN_BRACKET}${out.slice(1)}`;
    else if (this.hashes === 1 && out.startsWith("#[")) out = `#${BROKEN_BRACKET}${out.slice(2)}`;
    out = out.replace(/\n([ \t]*)::/g, `
$1${BROKEN_COLONS}`).replace(/##\[/g, `##${BROKEN_BRACKET}`);
    this.remember(out);
    return out;
  }
  remember(out) {
    const nl = out.lastIndexOf("\n");
    const tail = nl >= 0 ? out.slice(nl + 1) : `${this.line === "start" ? "" : this.line === "colon" ? ":" : "x"}${out}`;
    this.line = /^[ \t]*$/.test(tail) ? "start" : /^[ \t]*:$/.test(tail) ? "colon" : "other";
    const trailing = /#*$/.exec(out)[0].length;
    this.hashes = trailing === out.length ? this.hashes + trailing : trailing;
  }
};

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

// src/collect/source-skip.ts
var TEST_GLOBS = [
  "**/test/**",
  "**/tests/**",
  "**/__tests__/**",
  "**/spec/**",
  "**/fixtures/**",
  "**/__fixtures__/**",
  "**/*.test.*",
  "**/*.spec.*",
  "**/test_*.py",
  "**/*_test.py",
  "**/conftest.py"
];
var NOT_OWN_CODE_GLOBS = [
  // vendored and installed
  "**/node_modules/**",
  "**/vendor/**",
  "**/third_party/**",
  "**/.venv/**",
  "**/venv/**",
  "**/site-packages/**",
  // generated and build output
  "**/dist/**",
  "**/build/**",
  "**/coverage/**",
  "**/.next/**",
  "**/*.min.js",
  "**/*.generated.*",
  "**/*_pb2.py",
  "**/*.d.ts"
];
var DEFAULT_SOURCE_SKIP = [...TEST_GLOBS, ...NOT_OWN_CODE_GLOBS];

// src/options.ts
var OPTIONS = [
  // What to read
  {
    name: "traces",
    type: "list",
    description: "Trace files to read: newline-separated globs, files or folders (folders are searched for .json, .jsonl, .ndjson and .db files). In the CLI, the positional paths.",
    default: "traces",
    surface: "action"
  },
  {
    name: "format",
    type: "string",
    description: "Trace format: auto, native, otlp, chat, whowhen or agentblame. auto detects each file by its content.",
    default: "auto",
    verbs: ["attribute"]
  },
  {
    name: "artifact",
    type: "string",
    description: "Download the traces from artifacts of a workflow run instead of (or as well as) reading `traces`: an artifact name or a glob pattern of names.",
    default: "",
    surface: "action"
  },
  {
    name: "run-id",
    type: "string",
    description: "The workflow run whose artifacts to download. Defaults to the triggering run for workflow_run events, else the current run.",
    default: "",
    surface: "action"
  },
  {
    name: "shard",
    type: "string",
    description: "Take a stable share of the trace files, as i/n (1-based), for a matrix of jobs. Empty reads all.",
    default: "",
    verbs: ["attribute"]
  },
  {
    name: "max-workers",
    type: "string",
    description: "The most worker threads a large run may analyse on: auto (one a core, at most 8, and one for each 256 MB of memory the job may use) or a number (0: every run on the main thread, which keeps a large run's results in memory). A small run stays on the main thread whatever it says. Each worker adds about 45 MB to the peak (docs/performance.md#the-pools-size).",
    default: "auto",
    verbs: ["attribute"]
  },
  // The gate
  {
    name: "fail-on",
    type: "list",
    description: "Fail the gate when a failed trace's verdict is one of these MAST modes (comma or newline separated, e.g. FM-1.3,FM-3.2), `any` for any failed trace, `new` for failures this change introduced against the base run (every failure counts when no base run was compared), or `none`.",
    default: "any"
  },
  {
    name: "fail-on-blame",
    type: "number",
    description: "Fail the gate when any step's blame reaches this value (0 turns it off).",
    default: "0"
  },
  {
    name: "max-failure-rate",
    type: "number",
    description: "Fail the gate when the share of failed traces is above this value in [0, 1] (1 turns it off).",
    default: "1"
  },
  {
    name: "max-failure-rate-increase",
    type: "number",
    description: "Fail the gate when the failure rate rose by more than this against the base branch and the rise is significant (Fisher exact test, p < 0.05). 1 turns it off.",
    default: "1"
  },
  {
    name: "base",
    type: "list",
    description: "Traces of the base run to compare with, task by task: new failures, fixes, the first step where a new failure left the base run's path, slower tools and drift (docs/compare.md). In the action, the base run's trace artifact is found by compare-base instead.",
    default: "",
    verbs: ["attribute"]
  },
  {
    name: "compare-base",
    type: "boolean",
    description: "On a pull request, find the base branch's run of this workflow that the history matched, download its trace artifact (`base-artifact`) and compare with it (docs/compare.md). When there is none the report says so and the comparison is skipped.",
    default: "true",
    surface: "action",
    verbs: []
  },
  {
    name: "base-artifact",
    type: "string",
    description: "Name (or glob) of the artifact the base branch's runs upload their traces as, for compare-base. Default: `artifact`.",
    default: "",
    surface: "action",
    verbs: []
  },
  {
    name: "max-latency-increase",
    type: "number",
    description: "Fail the gate when a tool's median step latency on this run is at least this many times the base run's and flagged as a real slowdown (modified z-score above 3.5, or 1.5\xD7 with enough samples). 0 turns it off.",
    default: "0",
    verbs: ["attribute"]
  },
  {
    name: "fail-on-worsening",
    type: "boolean",
    description: "Fail the gate when the failure-rate trend over earlier runs is worsening.",
    default: "false"
  },
  // When the input is not all there (docs/security/gate.md): fail closed by default.
  {
    name: "if-no-traces",
    type: "string",
    description: "What to do when no trace at all was read (no file matched, no artifact of that name, every file unreadable): error fails the gate, warn passes with a warning, ignore passes silently.",
    default: "error"
  },
  {
    name: "if-unreadable",
    type: "string",
    description: "What to do when some input could not be read (a file or line that is not a trace, a truncated trace, a refused artifact, a missing shard, a broken ledger line): error fails the gate, warn passes with a warning, ignore passes silently.",
    default: "error"
  },
  // Integrity
  {
    name: "integrity",
    type: "string",
    description: "Hash-chain checks: off, warn (report verdicts), or require (fail the gate on any trace that is not intact).",
    default: "warn"
  },
  {
    name: "signing-key",
    type: "string",
    description: "Key for keyed (HMAC) hash chains, hex or text. Pass it from a secret; it is never printed.",
    default: "",
    secret: true,
    env: "BLAMEGATE_SIGNING_KEY",
    verbs: ["attribute"]
  },
  {
    name: "ledger",
    type: "string",
    description: "Path of an append-only JSONL ledger of chain roots, to catch traces rolled back to older versions. Empty turns it off.",
    default: "",
    verbs: ["attribute"]
  },
  {
    name: "ledger-anchor",
    type: "string",
    description: "The ledger's head (LINES:SHA256, as `blamegate sign` prints it), kept where the traces' editors cannot write (a repository variable): a ledger cut short or rewritten fails integrity: require. Empty: not checked.",
    default: "",
    verbs: ["attribute"]
  },
  // Attribution
  {
    name: "judge-url",
    type: "string",
    description: "Base URL of an OpenAI-compatible chat-completions endpoint for the optional LLM judge. Empty: rules only.",
    default: "",
    verbs: ["attribute"]
  },
  {
    name: "judge-model",
    type: "string",
    description: "Model name for the LLM judge.",
    default: "",
    verbs: ["attribute"]
  },
  {
    name: "judge-key",
    type: "string",
    description: "API key for the LLM judge. Pass it from a secret.",
    default: "",
    secret: true,
    env: "BLAMEGATE_JUDGE_KEY",
    verbs: ["attribute"]
  },
  // Reports
  {
    name: "out",
    type: "string",
    description: "Folder for the reports: results.json, report.md, blamegate.sarif, digest.json.",
    default: "blamegate-out"
  },
  {
    name: "category",
    type: "string",
    description: "Category of this analysis: keys the sticky comment and the SARIF automationDetails.id, so several blamegate jobs can coexist.",
    default: "blamegate"
  },
  {
    name: "comment",
    type: "string",
    description: "The sticky comment on the pull request: always (post, then update in place), on-failure (post only when the gate fails; a comment from an earlier run is still updated) or never. true and false mean always and never.",
    default: "always",
    surface: "action"
  },
  {
    name: "upload-sarif",
    type: "boolean",
    description: "Upload the SARIF to GitHub code scanning (needs security-events: write). The file is written either way.",
    default: "true",
    surface: "action"
  },
  {
    name: "wait-for-processing",
    type: "boolean",
    description: "After uploading SARIF, wait until GitHub has processed it.",
    default: "false",
    surface: "action"
  },
  {
    name: "review-comments",
    type: "string",
    description: "Comment on changed lines of the pull request where a finding is located on them: auto (only when the SARIF did not reach code scanning, which already shows these findings on the changed lines), true or false.",
    default: "auto",
    surface: "action"
  },
  {
    name: "source-globs",
    type: "list",
    description: "Where to look for the definitions of tools and agents, to place SARIF results on real code.",
    default: "**/*.py\n**/*.ts\n**/*.js\n**/*.mjs\n**/*.json"
  },
  {
    name: "source-ignore",
    type: "list",
    description: "Globs of files never taken for tool or agent definitions: by default tests, vendored and installed code, generated code and build output. Files .gitattributes marks linguist-vendored or linguist-generated are left out too. Setting it replaces the list.",
    default: DEFAULT_SOURCE_SKIP.join("\n")
  },
  // Trend and alerts
  {
    name: "history-length",
    type: "number",
    description: "How many earlier runs on the default branch to read digests from for the trend.",
    default: "30",
    verbs: []
  },
  {
    name: "history",
    type: "string",
    description: "A JSONL file of earlier digests to read for the trend; this run's digest is appended.",
    default: "",
    surface: "cli"
  },
  {
    name: "webhook-url",
    type: "string",
    description: "Send a signed JSON alert here when the state changes (Standard Webhooks).",
    default: ""
  },
  {
    name: "webhook-secret",
    type: "string",
    description: "Secret for signing alerts: `whsec_` + base64, or any text. Pass it from a secret.",
    default: "",
    secret: true,
    env: "BLAMEGATE_WEBHOOK_SECRET"
  },
  {
    name: "alert-on",
    type: "string",
    description: "When to send alerts: change (state changes and recoveries) or always. Only runs for the default branch alert, unless `pull-requests` (pull-request runs too) or `branches` (pushes to other branches too) is added, e.g. `change, pull-requests`.",
    default: "change"
  },
  {
    name: "fail-on-webhook-error",
    type: "boolean",
    description: "Fail the run when an alert cannot be delivered (by default it only warns).",
    default: "false"
  },
  {
    name: "mode",
    type: "string",
    description: "attribute (default) reads traces; merge combines the reports of matrix shards found under `traces`; scan checks the repository's tool and agent definitions for tool poisoning (SARIF category `<category>-scan`, see docs/scan.md).",
    default: "attribute",
    verbs: []
  },
  {
    name: "fail-on-severity",
    type: "string",
    description: "With mode: scan, fail when a finding is at or above this level: error, warning, note or none. On a pull request only findings in the files it changes count; on a push, every finding. The CLI's `scan --fail-on-severity` is the same.",
    default: "error",
    verbs: []
  },
  {
    name: "token",
    type: "string",
    description: "GitHub token for comments, code scanning, artifacts and history.",
    default: "${{ github.token }}",
    surface: "action",
    secret: true
  }
];
function optionsFor(surface) {
  return OPTIONS.filter((o) => (o.surface ?? "both") === "both" || o.surface === surface);
}
function secretOptions() {
  return OPTIONS.filter((o) => o.secret === true);
}

// src/action/context.ts
var given = (v) => v === "" ? void 0 : v;
var OPTIONAL_VARIABLES = [
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
  "ACTIONS_RUNTIME_TOKEN"
];
function runnerVariables(env) {
  const problems = [];
  const repository = given(env.GITHUB_REPOSITORY);
  if (repository === void 0) problems.push("GITHUB_REPOSITORY is not set");
  else if (!/^[^/\s]+\/[^/\s]+$/.test(repository)) problems.push("GITHUB_REPOSITORY is not owner/repo");
  const eventName = given(env.GITHUB_EVENT_NAME);
  if (eventName === void 0) problems.push("GITHUB_EVENT_NAME is not set");
  if (repository === void 0 || eventName === void 0 || problems.length > 0) return problems;
  const found = { GITHUB_REPOSITORY: repository, GITHUB_EVENT_NAME: eventName };
  for (const name of OPTIONAL_VARIABLES) {
    const value = given(env[name]);
    if (value !== void 0) found[name] = value;
  }
  return found;
}
var ActionContextSchema = lazySchema(
  (z) => z.object({
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
    inputs: z.record(z.string(), z.string())
  })
);
var ActionContextError = class extends Error {
};
var JUDGE_VARIABLE = /^(BLAMEGATE_JUDGE_|OPENAI_)/;
var NOT_FOR_GIT = /^(INPUT_|ACTIONS_|BLAMEGATE_JUDGE_|OPENAI_)/;
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
  const e = runnerVariables(env);
  if (Array.isArray(e)) throw new ActionContextError(`not a GitHub Actions job step: ${e.join("; ")} (the runner sets these for every step)`);
  const inputs = readInputs(core);
  const judgeEnv = {};
  const gitEnv = {};
  for (const [k, v] of Object.entries(env)) {
    if (v === void 0) continue;
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
    ...e.GITHUB_RUN_ID ? { runId: e.GITHUB_RUN_ID } : {},
    ...e.GITHUB_RUN_ATTEMPT ? { runAttempt: e.GITHUB_RUN_ATTEMPT } : {},
    workflow: e.GITHUB_WORKFLOW ?? "",
    // owner/repo/.github/workflows/evals.yml@refs/heads/main → evals.yml
    workflowFile: (e.GITHUB_WORKFLOW_REF ?? "").split("@")[0]?.split("/").pop() ?? "",
    serverUrl: e.GITHUB_SERVER_URL ?? "https://github.com",
    ...e.GITHUB_API_URL ? { apiUrl: e.GITHUB_API_URL } : {},
    artifacts: Boolean(e.ACTIONS_RUNTIME_TOKEN),
    judgeEnv,
    gitEnv,
    inputs
  };
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

// src/render/comment-marker.ts
var COMMENT_LIMIT = 65536;
function commentMarker(category) {
  const safe = category.replace(/[^A-Za-z0-9_./:-]/g, "_").slice(0, 100) || "blamegate";
  return `<!-- blamegate:category=${safe} -->`;
}

export {
  TEST_GLOBS,
  NOT_OWN_CODE_GLOBS,
  DEFAULT_SOURCE_SKIP,
  OPTIONS,
  secretOptions,
  COMMENT_LIMIT,
  commentMarker,
  actionLogger,
  ActionContextError,
  readActionContext,
  gitHubContextOf,
  runUrlOf,
  checkoutEnv
};
