// The action's part: the agent scoreboard in the job summary (multi-agent traces only, names
// escaped) and the postmortem pages written from the run's results, bounded.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzePaths } from "../../src/run/read-and-gate.js";
import { resolveSettings } from "../../src/config.js";
import { investigateRun, MAX_PAGES, writePostmortems } from "../../src/action/investigate.js";
import { scoreboardSection } from "../../src/investigate/scoreboard.js";
import type { Logger } from "../../src/log.js";
import type { TraceResult } from "../../src/results/model.js";
import { repo, SETS } from "../investigate/support.js";

const quiet: Logger = { debug: () => {}, info: () => {}, warning: () => {}, error: () => {} } as unknown as Logger;

async function results(paths: string[]) {
  return analyzePaths(resolveSettings({}), paths, repo, quiet);
}

describe("action: scoreboard and postmortem pages", () => {
  it("adds the agent scoreboard for multi-agent traces (Who&When), none for single-agent runs", async () => {
    const ww = await results([SETS.whowhen]);
    const md = scoreboardSection(ww.traces);
    const multi = [...ww.traces].filter((t) => t.agents.length >= 2).length;
    expect(multi).toBeGreaterThan(120);
    expect(md.startsWith(`### Agent scoreboard (${multi} multi-agent traces)`)).toBe(true);
    expect(md).toContain("| agent | traces | errors | blamed | failure rate |");
    const blamed = [...ww.traces].filter((t) => t.agents.length >= 2 && t.success === false && t.verdict?.agent === "Verification_Expert").length;
    expect(md).toMatch(new RegExp(`\\| Verification\\\\_Expert \\| \\d+ \\| 0 \\| ${blamed} \\| 100\\.0% \\|`));
    expect(md.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| agent")).length).toBe(15);
    const single = await results([SETS.store]);
    expect(scoreboardSection([...single.traces].filter((t) => t.agents.length < 2))).toBe("");
    const evil: TraceResult = { ...ww.traces.at(0), agents: ["<img src=x onerror=alert(1)>", "@octocat|x"] };
    const out = scoreboardSection([evil]);
    expect(out).not.toContain("<img");
    expect(out).not.toMatch(/@octocat/);
  });

  it("writes at most MAX_PAGES pages, the failed traces' pages and an index, without a runner's upload", async () => {
    const ww = await results([SETS.whowhen, "examples/traces"]);
    const dir = mkdtempSync(path.join(tmpdir(), "bg-action-pm-"));
    const pages = await writePostmortems(ww, dir, repo, quiet);
    expect(pages!.pages).toBe(MAX_PAGES);
    expect(readdirSync(path.join(dir, "postmortem"))).toHaveLength(MAX_PAGES + 1);
    expect(pages!.files).toHaveLength(MAX_PAGES + 1);
    const index = readFileSync(path.join(dir, "postmortem", "index.html"), "utf8");
    expect([...index.matchAll(/href="([^"]+)"/g)]).toHaveLength(MAX_PAGES);
    // Off a runner: the context says there is no artifact service (the last argument).
    const run = await investigateRun(ww, mkdtempSync(path.join(tmpdir(), "bg-action-run-")), repo, quiet, false);
    expect(run.summary).toContain("### Agent scoreboard");
    expect(run.summary).toMatch(/50 postmortem pages in `.*postmortem`\./);
    await run.upload("https://github.com/o/r/actions/runs/1"); // no runner: nothing to upload, no throw
  });
});
