// Structural checks of GitHub workflow YAML (a whole workflow, or a list of steps shown on its
// own in the docs): reporting steps and jobs still run when what they report on failed, and every
// action is used at its current major version. The rules read the parsed YAML, not the text.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from "yaml";

// The current major of each action the project and its docs use (all run on node24). A new
// action in a workflow or a doc must be added here, with its current major.
export const CURRENT_MAJORS: Record<string, number> = {
  "actions/checkout": 7,
  "actions/setup-node": 7,
  "actions/upload-artifact": 7,
  "actions/download-artifact": 8,
  "github/codeql-action/upload-sarif": 4,
};

export type Problem = string;

export interface CheckOptions {
  // owner/name of blamegate itself (package.json `repository`), and its major version tag.
  blamegate: { repo: string; major: number };
  // The project's own workflows pin every action by full commit SHA with a `# vX.Y.Z` comment.
  requireShaPins: boolean;
}

const SHA = /^[0-9a-f]{40}$/;

// Runs on a failed earlier step or job: `always()`, `failure()` or `!cancelled()`, not ANDed with
// `success()`. (GitHub adds an implicit `success() &&` only when none of these appear.)
export function runsOnFailure(condition: unknown): boolean {
  if (typeof condition !== "string") return false;
  const expr = condition.replace(/^\s*\$\{\{/, "").replace(/\}\}\s*$/, "");
  if (/\bsuccess\(\)/.test(expr)) return false;
  return /\balways\(\)|\bfailure\(\)|!\s*cancelled\(\)/.test(expr);
}

interface Step {
  node: YAMLMap;
  uses?: string;
  run?: string;
  if?: unknown;
  continueOnError: boolean;
  with: Record<string, unknown>;
}

function readStep(node: unknown): Step | null {
  if (!isMap(node)) return null;
  const uses = node.get("uses");
  const run = node.get("run");
  const w = node.get("with");
  return {
    node,
    ...(typeof uses === "string" ? { uses } : {}),
    ...(typeof run === "string" ? { run } : {}),
    if: node.get("if"),
    continueOnError: node.get("continue-on-error") === true,
    with: isMap(w) ? (w.toJSON() as Record<string, unknown>) : {},
  };
}

const actionName = (uses: string): string => uses.split("@")[0] ?? uses;
const isBlamegate = (s: Step, o: CheckOptions): boolean => s.uses !== undefined && (s.uses === "./" || actionName(s.uses) === o.blamegate.repo);
// A step that can end its job red: a command (the evals), or blamegate (the gate).
const mayFail = (s: Step, o: CheckOptions): boolean => !s.continueOnError && (s.run !== undefined || isBlamegate(s, o));
// Steps whose whole point is to report on a run, failed runs most of all.
const reports = (s: Step, o: CheckOptions): boolean => s.uses !== undefined && (isBlamegate(s, o) || ["actions/upload-artifact", "github/codeql-action/upload-sarif"].includes(actionName(s.uses)));

function describe(s: Step): string {
  return s.uses ?? `run: ${(s.run ?? "").split("\n")[0]}`;
}

function checkUses(step: Step, where: string, o: CheckOptions, source: string, lines: LineCounter): Problem[] {
  const uses = step.uses;
  if (uses === undefined || uses.startsWith("./")) return [];
  const at = uses.lastIndexOf("@");
  if (at < 0) return [`${where}: ${uses} names no version`];
  const name = uses.slice(0, at);
  const ref = uses.slice(at + 1);
  const current = name === o.blamegate.repo ? o.blamegate.major : CURRENT_MAJORS[name];
  if (current === undefined) return [`${where}: ${name} is not in the table of current majors (test/repo/workflow-rules.ts)`];
  let major: number | undefined;
  if (SHA.test(ref)) {
    // The version is in the trailing comment of the `uses:` line (Dependabot keeps it current).
    const value = step.node.get("uses", true) as Node | undefined;
    const offset = value?.range?.[0];
    const line = offset === undefined ? "" : (source.split("\n")[lines.linePos(offset).line - 1] ?? "");
    const m = /#\s*v(\d+)(?:\.\d+){0,2}\s*$/.exec(line);
    if (!m) return [`${where}: ${name} is pinned to a SHA with no "# vX.Y.Z" comment`];
    major = Number(m[1]);
  } else {
    if (o.requireShaPins && name !== o.blamegate.repo) return [`${where}: ${uses} is not pinned to a full commit SHA`];
    const m = /^v(\d+)(?:\.\d+){0,2}$/.exec(ref);
    if (!m) return [`${where}: ${uses} is neither a version tag nor a full commit SHA`];
    major = Number(m[1]);
  }
  return major === current ? [] : [`${where}: ${name} is at v${major}, the current major is v${current}`];
}

function checkSteps(steps: Step[], where: string, o: CheckOptions, source: string, lines: LineCounter, fragment: boolean): Problem[] {
  const problems: Problem[] = [];
  // A fragment (steps shown on their own) follows the job's evals and blamegate steps.
  let afterFailable = fragment;
  steps.forEach((s, i) => {
    const at = `${where} step ${i + 1} (${describe(s)})`;
    problems.push(...checkUses(s, at, o, source, lines));
    if (afterFailable && reports(s, o) && !runsOnFailure(s.if)) problems.push(`${at}: runs after a step that may fail but has no \`if: \${{ !cancelled() }}\` (or always())`);
    if (mayFail(s, o)) afterFailable = true;
  });
  return problems;
}

function stepsOf(node: unknown): Step[] | null {
  if (!isSeq(node)) return null;
  const steps = node.items.map(readStep);
  return steps.every((s): s is Step => s !== null && (s.uses !== undefined || s.run !== undefined)) ? steps : null;
}

export interface Checked {
  kind: "workflow" | "steps" | "other";
  problems: Problem[];
}

// Checks one YAML document; `where` names it in the problems.
export function checkWorkflowYaml(source: string, where: string, o: CheckOptions): Checked {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) return { kind: "other", problems: doc.errors.map((e) => `${where}: YAML error: ${e.message}`) };
  const root = doc.contents;

  const fragment = stepsOf(root);
  if (fragment) return { kind: "steps", problems: checkSteps(fragment, where, o, source, lines, true) };
  if (!isMap(root) || !isMap(root.get("jobs"))) return { kind: "other", problems: [] };

  const problems: Problem[] = [];
  const jobs = root.get("jobs") as YAMLMap;
  const jobSteps = new Map<string, Step[]>();
  for (const pair of jobs.items) {
    const id = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const steps = isMap(pair.value) ? stepsOf(pair.value.get("steps")) : null;
    jobSteps.set(id, steps ?? []);
  }
  // A job may fail when one of its steps may, or when it needs a job that may.
  const jobMayFail = (id: string): boolean => (jobSteps.get(id) ?? []).some((s) => mayFail(s, o));
  for (const pair of jobs.items) {
    const id = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const job = pair.value;
    if (!isMap(job)) continue;
    const steps = jobSteps.get(id) ?? [];
    problems.push(...checkSteps(steps, `${where} job ${id}`, o, source, lines, false));
    const needsNode = job.get("needs");
    const needs = typeof needsNode === "string" ? [needsNode] : isSeq(needsNode) ? needsNode.items.map((n) => String(isScalar(n) ? n.value : n)) : [];
    if (needs.some(jobMayFail) && steps.some((s) => reports(s, o)) && !runsOnFailure(job.get("if")))
      problems.push(`${where} job ${id}: reports on jobs that may fail (${needs.join(", ")}) but has no \`if: \${{ !cancelled() }}\``);
  }
  return { kind: "workflow", problems };
}
