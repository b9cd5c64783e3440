// Names are ordered the same on every machine: the action's agent scoreboard breaks ties by name
// in code-point order (src/json/code-points.ts), not by the runner's locale. localeCompare put
// "ärende" between "alpha" and "beta" under en_US and after "Zeta" under sv_SE, so one set of
// traces gave two summaries; and its first call built ICU's collation tables, a large part of a
// one-trace run's start (issue 17). A preload counts every collator a run makes.
// Runs the built dist/ (`npm run build` first).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot, runDistActionOffline } from "./dist-runner.js";

// Wraps the locale-aware comparisons and writes how often each was used when the process exits.
const PRELOAD = `const counts = { localeCompare: 0, Collator: 0 };
const compare = String.prototype.localeCompare;
String.prototype.localeCompare = function (...args) { counts.localeCompare++; return compare.apply(this, args); };
const Collator = Intl.Collator;
Intl.Collator = function (...args) { counts.Collator++; return new Collator(...args); };
process.on("exit", () => require("node:fs").writeFileSync(process.env.BG_TEST_LOCALE_OUT, JSON.stringify(counts)));
`;

// One passing trace whose four agents each take one step: every row ties on the counts, so the
// names alone decide the order.
const AGENTS = ["beta", "Zeta", "ärende", "alpha"];

let root: string;
let workspace: string;
let preload: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-locale-"));
  workspace = path.join(root, "ws");
  preload = path.join(root, "count-collators.cjs");
  writeFileSync(preload, PRELOAD);
  const trace = JSON.parse(readFileSync(path.join(repoRoot, "examples/traces/booking-healthy.json"), "utf8")) as { steps: Record<string, unknown>[] };
  trace.steps = trace.steps.slice(0, AGENTS.length).map((s, i) => ({ ...s, agent: AGENTS[i] }));
  mkdirSync(workspace);
  writeFileSync(path.join(workspace, "trace.json"), JSON.stringify(trace, null, 2));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The action on the trace under `lang`: its scoreboard's agents in order, and the collators it made. */
async function runUnder(lang: string, n: number): Promise<{ agents: string[]; summary: string; counts: { localeCompare: number; Collator: number } }> {
  const out = path.join(root, `counts-${n}.json`);
  const run = await runDistActionOffline(workspace, "trace.json", { LANG: lang, LC_ALL: lang, NODE_OPTIONS: `--require ${preload}`, BG_TEST_LOCALE_OUT: out });
  expect(run.status, run.stderr).toBe(0);
  const board = run.summary.slice(run.summary.indexOf("### Agent scoreboard"));
  const agents = [...board.matchAll(/^\| (\S+) \| \d+ \|/gm)].map((m) => m[1]!);
  return { agents, summary: board, counts: JSON.parse(readFileSync(out, "utf8")) as { localeCompare: number; Collator: number } };
}

describe("the order of names in a report", () => {
  it("is code-point order whatever the runner's locale, and no collator is made", async () => {
    const en = await runUnder("en_US.UTF-8", 0);
    const sv = await runUnder("sv_SE.UTF-8", 1);
    const c = await runUnder("C", 2);
    expect(en.agents).toEqual(["Zeta", "alpha", "beta", "ärende"]);
    expect(sv.summary).toBe(en.summary);
    expect(c.summary).toBe(en.summary);
    for (const r of [en, sv, c]) expect(r.counts).toEqual({ localeCompare: 0, Collator: 0 });
  });
});
