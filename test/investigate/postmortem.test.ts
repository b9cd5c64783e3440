// Postmortem pages on real traces of every format: one page per failed (or blamed) trace and an
// index whose links all resolve; the blamed and cited steps marked; long traces windowed; every
// piece of trace text escaped and redacted.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/postmortem.js";
import { buildPostmortem } from "../../src/investigate/postmortem/model.js";
import { pageName, renderPostmortem, TIMELINE_MAX } from "../../src/investigate/postmortem/html.js";
import { analyzeTrace } from "../../src/results/analyze-trace.js";
import { cli, SETS } from "./support.js";
import { hostileTrace } from "./hostile.js";
import { trace as build } from "../support/builders.js";

function outDir(): string {
  return mkdtempSync(path.join(tmpdir(), "bg-pm-"));
}

describe("blamegate postmortem", () => {
  it("writes a page for each of Who&When's 126 failed runs, and an index whose links all resolve", async () => {
    const dir = outDir();
    const t = cli();
    expect(await run([SETS.whowhen, "--out", dir], t.io)).toBe(0);
    const pm = path.join(dir, "postmortem");
    const pages = readdirSync(pm).filter((f) => f !== "index.html");
    expect(pages).toHaveLength(126);
    const index = readFileSync(path.join(pm, "index.html"), "utf8");
    const links = [...index.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links).toHaveLength(126);
    for (const l of links) expect(existsSync(path.join(pm, l)), l).toBe(true);
  });

  it("marks the blamed step and the cited ones on the OTLP, agent-blame, tau-bench and approximately traces", async () => {
    const dir = outDir();
    const t = cli();
    expect(await run([SETS.otlp, SETS.agentblame, SETS.store, SETS.tau, "--out", dir], t.io)).toBe(0);
    const pm = path.join(dir, "postmortem");
    const pages = readdirSync(pm).filter((f) => f !== "index.html");
    // tau-bench's 27 failures, the failed OTLP run, the store's failures, agent-blame's blamed runs.
    expect(pages.length).toBeGreaterThan(27 + 1 + 2);
    let blamedPages = 0;
    for (const p of pages) {
      const html = readFileSync(path.join(pm, p), "utf8");
      const blamed = [...html.matchAll(/<li class="step blamed[^"]*" id="step-(\d+)"/g)].map((m) => Number(m[1]));
      const verdictStep = /at <a href="#step-(\d+)">/.exec(html)?.[1];
      if (verdictStep !== undefined) {
        expect(blamed, p).toEqual([Number(verdictStep)]);
        blamedPages++;
      } else expect(blamed, p).toEqual([]);
      expect(html).not.toMatch(/<script|<img|<iframe|src="http/i);
    }
    expect(blamedPages).toBeGreaterThan(27);
    const otlp = readFileSync(path.join(pm, pageName("f81572cc0c0378363aba7e0521f39e04")), "utf8");
    expect(otlp).toContain("PaymentDeclined");
    expect(otlp).toMatch(/class="row verdict-mode" data-mode="FM-3\.1"/);
  });

  it("shows a 1,000-step trace as the marked steps and their neighbours, with the gaps counted", () => {
    const steps = Array.from({ length: 1000 }, () => ({ kind: "tool_call" as const, name: "search_orders", input: { q: "x" }, output: "[]" }));
    const trace = build(steps, { id: "long", task: "find the order", origin: { file: "long.json", format: "native" } });
    const pm = buildPostmortem(trace, analyzeTrace(trace, { integrity: "off" }));
    const html = renderPostmortem(pm);
    const shown = (html.match(/<li class="step/g) ?? []).length;
    expect(shown).toBeLessThan(TIMELINE_MAX);
    expect(shown).toBeGreaterThan(0);
    const gaps = [...html.matchAll(/… (\d+) steps? not shown …/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(shown + gaps).toBe(1000);
    if (pm.verdict.step !== null) expect(html).toContain(`id="step-${pm.verdict.step}"`);
  });

  it("escapes markup and redacts secrets from every field a trace controls", () => {
    const trace = hostileTrace();
    const html = renderPostmortem(buildPostmortem(trace, analyzeTrace(trace, { integrity: "off" })));
    expect(html).not.toMatch(/<img|<script|<\/pre><b>|onerror="/i);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("sk-proj-");
    expect(html).toContain("[REDACTED:openai-key]");
    expect(pageName('../../etc/passwd"<x>')).toMatch(/^etc_passwd_x_-[0-9a-f]{8}\.html$/);
    expect(pageName("a/b")).not.toBe(pageName("a?b"));
  });
});
