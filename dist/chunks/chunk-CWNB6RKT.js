import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

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
var CLI_VERBS = ["attribute", "merge"];
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
function optionsForVerb(verb) {
  return optionsFor("cli").filter((o) => (o.verbs ?? CLI_VERBS).includes(verb));
}
function secretOptions() {
  return OPTIONS.filter((o) => o.secret === true);
}
function secretOptionNames() {
  return secretOptions().map((o) => o.name);
}
function optionEnv(name) {
  return OPTIONS.find((o) => o.name === name)?.env ?? "";
}

export {
  TEST_GLOBS,
  NOT_OWN_CODE_GLOBS,
  DEFAULT_SOURCE_SKIP,
  OPTIONS,
  optionsForVerb,
  secretOptions,
  secretOptionNames,
  optionEnv
};
