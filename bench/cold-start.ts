// Cold start (issue 17): bare node, the action and the CLI on one trace, run in turn round after
// round so that a host that speeds up or slows down during the measurement moves them alike.
// Two one-trace runs of the CLI: a passing trace (its verdict is all there is to do) and a failing
// one committed to a git checkout, where the run also places its finding in the code for SARIF
// (which files are committed, which are vendored: src/collect/git-*.ts). Each is reported as the
// median wall time and, on Linux, the mean CPU time of the child (user + system, from the
// children's times in /proc/self/stat, which count in clock ticks: a mean over the rounds is finer
// than any one run). The action runs twice: as off a runner, and as on one, where it also uploads
// its digest through @actions/artifact, to a loopback artifact service in this process
// (test/support/artifact-service.ts); on GitHub every run but a fork's does that upload.
// Beside them, the least an action on @actions/core does with the same trace
// (bench/cold/minimal-action.ts, bundled as dist/ is): what any such action pays over bare node.
// And a pull request's run with the action's defaults, as most runs on GitHub are: SARIF to code
// scanning, the sticky comment and the digest, against a loopback GitHub API that holds each
// request to GitHub's REST description (test/support/github-api) and the artifact service. Its
// wall time is mostly the pause octokit's throttling keeps between writes; its CPU is the cost.
// With `instructions`, the runs that make no request are also counted once each under valgrind's
// callgrind: instructions do not depend on the host, where CPU time does (a host whose process
// start is cheap shows every ratio to bare node larger; docs/performance.md, "This host").
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { bundleOptions } from "../scripts/bundle.mjs";
import { RUNTIME_TOKEN, startArtifactService } from "../test/support/artifact-service.js";
import { fakeRepo, startGitHubApi } from "../test/support/github-api/index.js";
import { Rng } from "./generate/random.js";
import { makeScenario } from "./generate/scenario.js";
import { toNative } from "./generate/native.js";

export interface ColdFigure {
  /** Median wall time. */
  ms: number;
  /** Mean CPU time of the child, user and system; null where /proc is not there. */
  cpuMs: number | null;
}

export interface ColdStart {
  node: ColdFigure;
  /** The least an action on @actions/core does with the trace (bench/cold/minimal-action.ts). */
  minimalAction: ColdFigure;
  action: ColdFigure;
  /** The action uploading its digest, as on a runner. */
  actionUpload: ColdFigure;
  /** What the loopback artifact service refused of those uploads (none, when they worked). */
  uploadRefused: string[];
  /** A pull request's run with the action's defaults: SARIF, the sticky comment, the digest. */
  actionPullRequest: ColdFigure;
  /** What went wrong in those runs' requests (none, when each run commented, uploaded SARIF and its digest). */
  pullRequestProblems: string[];
  cli: ColdFigure;
  /** The CLI on a failing trace committed to a git checkout. */
  cliFailingInCheckout: ColdFigure;
  actionStatus: number | null;
  actionStderr: string;
  actionSummaryWritten: boolean;
  rounds: number;
  pinned: boolean;
  /** Millions of instructions of one run each (callgrind), or why there are none; absent when not asked for. */
  instructions?: Instructions | { unavailable: string };
}

/** Millions of instructions of one run of each variant that makes no request. */
export interface Instructions {
  node: number;
  minimalAction: number;
  action: number;
  cli: number;
  cliFailingInCheckout: number;
}

/** The children's CPU so far (ms), or null off Linux. */
function childrenCpuMs(): number | null {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // After the command's name in parentheses: state is the first field, cutime the 14th, cstime the 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return null;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Variant {
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  walls: number[];
  cpu: number;
  last?: { status: number | null; stderr: string };
}

/** Runs one child to its exit, without blocking this process (the artifact service answers from it). */
function run(command: string, args: string[], v: Variant): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: v.env, cwd: v.cwd, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stderr }));
  });
}

/** Runs each variant once a round for `rounds` rounds, in turn. */
async function runInTurn(variants: Variant[], rounds: number, pinned: boolean): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    for (const v of variants) {
      const cpuBefore = childrenCpuMs();
      const started = performance.now();
      v.last = await (pinned ? run("taskset", ["-c", "0", process.execPath, ...v.args], v) : run(process.execPath, v.args, v));
      v.walls.push(performance.now() - started);
      const cpuAfter = childrenCpuMs();
      if (cpuBefore !== null && cpuAfter !== null) v.cpu += cpuAfter - cpuBefore;
    }
  }
}

const figure = (v: Variant, rounds: number): ColdFigure => ({ ms: Math.round(median(v.walls)), cpuMs: childrenCpuMs() === null ? null : Math.round(v.cpu / rounds) });

/**
 * Bundles bench/cold/minimal-action.ts into `dir` with dist/'s esbuild options, as one ESM file
 * beside a package.json that says so (without one, Node 22 and later would first try it as
 * CommonJS). Returns the file. Run from the repository's root, as dist/'s options are.
 */
async function buildMinimalAction(dir: string): Promise<string> {
  const { entryPoints: _entries, splitting: _splitting, chunkNames: _chunks, metafile: _metafile, ...options } = bundleOptions(dir);
  await build({ ...options, entryPoints: { index: path.resolve("bench/cold/minimal-action.ts") }, outdir: dir, logLevel: "error" });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  return path.join(dir, "index.js");
}

/** Millions of instructions of one run under callgrind; throws when valgrind cannot run it. */
function countInstructions(v: Variant): number {
  const r = spawnSync("valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath, ...v.args], { env: v.env, cwd: v.cwd, encoding: "utf8", stdio: ["ignore", "ignore", "pipe"] });
  if (r.error) throw r.error;
  const m = /Collected : (\d+)/.exec(r.stderr ?? "");
  if (!m) throw new Error(`callgrind printed no count (exit ${r.status}): ${(r.stderr ?? "").slice(-300)}`);
  return Math.round(Number(m[1]) / 1e6);
}

function instructionsOf(v: Record<keyof Instructions, Variant>): Instructions | { unavailable: string } {
  try {
    return {
      node: countInstructions(v.node),
      minimalAction: countInstructions(v.minimalAction),
      action: countInstructions(v.action),
      cli: countInstructions(v.cli),
      cliFailingInCheckout: countInstructions(v.cliFailingInCheckout),
    };
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Measures cold start with the bundle in `dist`, in folders under `benchDir`; with
 * `instructions`, also counts the instructions of one run of each variant that makes no request.
 */
export async function measureColdStart(dist: string, benchDir: string, failingTrace: string, rounds: number, pinned: boolean, instructions = false): Promise<ColdStart> {
  const coldDir = path.join(benchDir, "cold");
  rmSync(coldDir, { recursive: true, force: true });
  mkdirSync(coldDir, { recursive: true });
  const one = makeScenario(new Rng(7), "cold-start", { minSteps: 12, maxSteps: 12, failureRate: 0 });
  writeFileSync(path.join(coldDir, "trace.json"), JSON.stringify(toNative(one), null, 2));
  writeFileSync(path.join(coldDir, "output.txt"), "");
  writeFileSync(path.join(coldDir, "summary.md"), "");

  // A checkout of its own holding the failing trace and nothing else, committed.
  const checkout = path.join(coldDir, "checkout");
  mkdirSync(checkout);
  copyFileSync(failingTrace, path.join(checkout, "trace.json"));
  const gitEnv = { ...process.env, GIT_AUTHOR_NAME: "bench", GIT_AUTHOR_EMAIL: "bench@localhost", GIT_COMMITTER_NAME: "bench", GIT_COMMITTER_EMAIL: "bench@localhost" };
  for (const args of [
    ["init", "-q"],
    ["add", "trace.json"],
    ["commit", "-q", "-m", "trace"],
  ])
    execFileSync("git", args, { cwd: checkout, env: gitEnv });

  // The event a pull request's run gets (a real payload from @octokit/webhooks-examples): on
  // GitHub every run has one, and the action reads and checks it at start.
  const examples = createRequire(import.meta.url)("@octokit/webhooks-examples") as { name: string; examples: { action?: string }[] }[];
  const opened = examples.find((g) => g.name === "pull_request")?.examples.find((e) => e.action === "opened");
  if (!opened) throw new Error("@octokit/webhooks-examples has no opened pull_request example");
  writeFileSync(path.join(coldDir, "event.json"), JSON.stringify(opened));

  const actionEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // A workspace holding just the trace: what is timed is blamegate, not a scan of this repository.
    GITHUB_WORKSPACE: coldDir,
    // The variables a runner always sets: without them the action refuses to start (action/context.ts).
    GITHUB_REPOSITORY: "octo-org/evals",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: path.join(coldDir, "event.json"),
    GITHUB_OUTPUT: path.join(coldDir, "output.txt"),
    GITHUB_STEP_SUMMARY: path.join(coldDir, "summary.md"),
    INPUT_TRACES: "trace.json",
    INPUT_OUT: "out",
    INPUT_COMMENT: "false",
    "INPUT_UPLOAD-SARIF": "false",
    "INPUT_REVIEW-COMMENTS": "false",
  };
  const variant = (args: string[], env: NodeJS.ProcessEnv, cwd = coldDir): Variant => ({ args, env, cwd, walls: [], cpu: 0 });
  // Node reads a CA bundle named by NODE_EXTRA_CA_CERTS at every start, which costs bare node
  // tens of milliseconds and hides the runs' own cost; GitHub's runners do not set it, and the
  // action's environment above has none either.
  const { NODE_EXTRA_CA_CERTS: _certs, ...userEnv } = process.env;
  const node = variant(["-e", "0"], userEnv);
  const minimalAction = variant([await buildMinimalAction(path.join(coldDir, "minimal-action"))], actionEnv);
  const action = variant([path.join(dist, "index.js")], actionEnv);
  const service = await startArtifactService();
  const actionUpload = variant([path.join(dist, "index.js")], { ...actionEnv, ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_RESULTS_URL: service.url });
  const [owner, repo] = ((opened as { repository?: { full_name?: string } }).repository?.full_name ?? "").split("/");
  if (!owner || !repo) throw new Error("the pull_request example has no repository");
  const github = fakeRepo({ owner, repo });
  const api = await startGitHubApi({ handlers: github.handlers, blobs: github.blobs });
  const { INPUT_COMMENT: _c, "INPUT_UPLOAD-SARIF": _s, "INPUT_REVIEW-COMMENTS": _r, ...defaults } = actionEnv;
  const actionPullRequest = variant([path.join(dist, "index.js")], {
    ...defaults,
    GITHUB_REPOSITORY: `${owner}/${repo}`,
    GITHUB_API_URL: api.url,
    INPUT_TOKEN: "ghs_bench",
    // No earlier digests to fetch: the loopback API holds no workflow runs.
    "INPUT_HISTORY-LENGTH": "0",
    ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
    ACTIONS_RESULTS_URL: service.url,
  });
  const cli = variant([path.join(dist, "cli.js"), "attribute", "trace.json", "--json"], userEnv);
  const failing = variant([path.join(dist, "cli.js"), "attribute", "trace.json", "--json", "--out", path.join(coldDir, "out-failing")], userEnv, checkout);
  try {
    await runInTurn([node, minimalAction, action, actionUpload, actionPullRequest, cli, failing], rounds, pinned);
  } finally {
    await service.close();
    await api.close();
  }
  const finalized = service.artifacts.filter((a) => a.finalized).length;
  return {
    node: figure(node, rounds),
    minimalAction: figure(minimalAction, rounds),
    action: figure(action, rounds),
    actionUpload: figure(actionUpload, rounds),
    // Both the upload variant and the pull request's run upload a digest each round.
    uploadRefused: finalized === 2 * rounds ? service.refused : [...service.refused, `${finalized} of ${2 * rounds} uploads finalized`],
    actionPullRequest: figure(actionPullRequest, rounds),
    pullRequestProblems: [
      ...api.errors,
      ...(actionPullRequest.last?.status === 0 ? [] : [`exit ${actionPullRequest.last?.status}: ${actionPullRequest.last?.stderr.slice(-300)}`]),
      ...(github.comments.length === 1 ? [] : [`${github.comments.length} comments, not one`]),
      ...(github.uploads.length === rounds ? [] : [`${github.uploads.length} SARIF uploads of ${rounds}`]),
    ],
    cli: figure(cli, rounds),
    cliFailingInCheckout: figure(failing, rounds),
    actionStatus: action.last?.status ?? null,
    actionStderr: action.last?.stderr ?? "",
    actionSummaryWritten: readFileSync(path.join(coldDir, "summary.md"), "utf8").length > 0,
    rounds,
    pinned,
    ...(instructions ? { instructions: instructionsOf({ node, minimalAction, action, cli, cliFailingInCheckout: failing }) } : {}),
  };
}

/** One line of the bench's output for a measurement. */
export function describeColdStart(c: ColdStart): string {
  const f = (x: ColdFigure) => `${x.ms} ms${x.cpuMs === null ? "" : ` (CPU ${x.cpuMs} ms)`}`;
  const ratio = (x: ColdFigure) => (x.cpuMs !== null && c.node.cpuMs ? ` ${(x.cpuMs / c.node.cpuMs).toFixed(1)}×` : "");
  return `cold start${c.pinned ? " pinned to one CPU (taskset -c 0)" : ""} (${c.rounds} rounds in turn; wall median, CPU mean): bare node ${f(c.node)}; the least action on @actions/core ${f(c.minimalAction)}${ratio(c.minimalAction)}; action ${f(c.action)}${ratio(c.action)} on one passing trace (exit ${c.actionStatus}, job summary ${c.actionSummaryWritten ? "written" : "NOT written"}), ${f(c.actionUpload)}${ratio(c.actionUpload)} uploading its digest as on a runner${c.uploadRefused.length ? ` (UPLOAD FAILED: ${c.uploadRefused.join("; ")})` : ""}, ${f(c.actionPullRequest)}${ratio(c.actionPullRequest)} on a pull request with its defaults (SARIF, comment, digest)${c.pullRequestProblems.length ? ` (PROBLEMS: ${c.pullRequestProblems.join("; ")})` : ""}; CLI ${f(c.cli)}${ratio(c.cli)}; CLI on a failing trace in a git checkout ${f(c.cliFailingInCheckout)}${ratio(c.cliFailingInCheckout)}${describeInstructions(c.instructions)}`;
}

function describeInstructions(i: ColdStart["instructions"]): string {
  if (!i) return "";
  if ("unavailable" in i) return `\ninstructions: not counted (${i.unavailable})`;
  const r = (n: number) => ` (${(n / i.node).toFixed(1)}×)`;
  return `\ninstructions (callgrind, one run each, millions): bare node ${i.node}; the least action ${i.minimalAction}${r(i.minimalAction)}; action on a passing trace ${i.action}${r(i.action)}; CLI ${i.cli}${r(i.cli)}; CLI on a failing trace in a git checkout ${i.cliFailingInCheckout}${r(i.cliFailingInCheckout)}`;
}
