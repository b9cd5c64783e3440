// Issue 13 §5, the comment a reviewer reads: empty sections (no trend yet, nothing in code
// scanning) left out of the comment but kept in the job summary; links to the run (its job summary
// holds the full report) and to the code-scanning alerts; suggested fixes collapsed.
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { codeScanningUrl, runAttemptUrl } from "../../src/github/links.js";
import { renderJobSummary, renderMarkdownReport, type MarkdownReportInput } from "../../src/render/markdown.js";
import { renderTrendMarkdown } from "../../src/trend/markdown.js";
import { trendFromDigests } from "../../src/trend/trend.js";
import { digestAt, failedTrace, runResult } from "../support/builders.js";

const md = new MarkdownIt({ html: true, linkify: false });
const gate = { status: "fail" as const, reasons: ["1 of 1 traces failed (fail-on: any)"] };
const run = "https://github.com/octo-org/octo-repo/actions/runs/42/attempts/2";
const alerts = "https://github.com/octo-org/octo-repo/security/code-scanning?query=is%3Aopen%20pr%3A7%20tool%3Ablamegate";

function input(over: Partial<MarkdownReportInput> = {}): MarkdownReportInput {
  return { result: runResult([failedTrace(0)]), gate, category: "evals", ...over };
}

describe("the comment leaves out what has nothing to say", () => {
  it("no trend yet (one point) and no code-scanning results: neither section in the comment, both in the job summary", () => {
    const firstRun = renderTrendMarkdown(trendFromDigests([digestAt(1, 1, 10)]), ["No history: the workflow file is unknown (GITHUB_WORKFLOW_REF)."]);
    expect(firstRun).toMatch(/Failure rate: not enough data \(1 point\)/);
    const i = input({ trendMarkdown: firstRun, sarif: { results: 0, leftOutNoLocation: 0 } });
    const comment = renderMarkdownReport(i);
    expect(comment).not.toMatch(/### Trend|not enough data|No history/);
    expect(comment).not.toMatch(/### Code scanning/);
    const summary = renderJobSummary(i);
    expect(summary).toMatch(/### Trend\n\nFailure rate: not enough data \(1 point\)/);
    expect(summary).toMatch(/### Code scanning\n+0 results in SARIF\./);
  });

  it("a real trend and real results are shown", () => {
    const series = Array.from({ length: 12 }, (_, k) => digestAt(k, 1 + k, 20));
    const trend = renderTrendMarkdown(trendFromDigests(series));
    expect(trend).not.toMatch(/not enough data/);
    const comment = renderMarkdownReport(input({ trendMarkdown: trend, sarif: { results: 3, leftOutNoLocation: 0 } }));
    expect(comment).toContain(trend.trim());
    expect(comment).toMatch(/### Code scanning\n+3 results in SARIF\./);
  });

  it("integrity: nothing when every trace is merely unsigned; a tampered trace is always said", () => {
    const unsigned = runResult([failedTrace(0, { integrity: { verdict: "unsigned", step: null, algorithm: null } }), failedTrace(1, { integrity: { verdict: "unsigned", step: null, algorithm: null } })]);
    expect(renderMarkdownReport(input({ result: unsigned }))).not.toMatch(/### Integrity/);
    expect(renderJobSummary(input({ result: unsigned }))).toMatch(/### Integrity\n\nunsigned: 2/);
    const tampered = runResult([failedTrace(0, { integrity: { verdict: "tampered", step: 2, algorithm: "sha256", reason: "hash of step 2 differs" } })]);
    expect(renderMarkdownReport(input({ result: tampered }))).toMatch(/### Integrity\n\ntampered: 1/);
  });

  it("findings left out of SARIF are said even when none went in", () => {
    const comment = renderMarkdownReport(input({ sarif: { results: 0, leftOutNoLocation: 2 } }));
    expect(comment).toMatch(/2 results left out of SARIF because no code location was found/);
  });
});

describe("links", () => {
  it("under the verdict: the run (full report) and the code-scanning alerts when there are results", () => {
    const comment = renderMarkdownReport(input({ sarif: { results: 2, leftOutNoLocation: 0 }, links: { run, codeScanning: alerts } }));
    const html = md.render(comment);
    expect(html).toContain(`<a href="${run}">Workflow run and full report</a>`);
    expect(html).toContain(`<a href="${alerts.replace(/&/g, "&amp;")}">Code scanning alerts</a>`);
    expect(comment.indexOf("Workflow run and full report")).toBeLessThan(comment.indexOf("### Failed traces"));
    // The footer links the same attempt.
    expect(comment).toMatch(new RegExp(`<sub>blamegate.*\\[workflow run\\]\\(${run.replace(/[/.?]/g, "\\$&")}\\)</sub>`));
    // No results: no link to an empty alert list.
    expect(renderMarkdownReport(input({ sarif: { results: 0, leftOutNoLocation: 0 }, links: { run, codeScanning: alerts } }))).not.toMatch(/Code scanning alerts/);
  });

  it("links the postmortem pages when the run uploaded them, and drops an unsafe URL", () => {
    const pages = "https://github.com/o/r/actions/runs/42/artifacts/9001";
    const html = md.render(renderMarkdownReport(input({ links: { run, postmortem: pages } })));
    expect(html).toContain(`<a href="${pages}">Postmortem pages</a>`);
    expect(renderMarkdownReport(input({ links: { run, postmortem: "javascript:alert(1)" } }))).not.toMatch(/Postmortem pages|javascript:/);
  });

  it("a URL that could break out of the link is dropped", () => {
    const comment = renderMarkdownReport(input({ sarif: { results: 1, leftOutNoLocation: 0 }, links: { run: "https://x/a) [evil](https://e", codeScanning: "javascript:alert(1)" } }));
    expect(comment).not.toMatch(/evil|javascript:/);
  });

  it("a re-run is another attempt, so the comment's link moves to it", () => {
    expect(runAttemptUrl("https://github.com/o/r/actions/runs/42", "2")).toBe("https://github.com/o/r/actions/runs/42/attempts/2");
    expect(runAttemptUrl("https://github.com/o/r/actions/runs/42", undefined)).toBe("https://github.com/o/r/actions/runs/42");
    const first = renderMarkdownReport(input({ links: { run: runAttemptUrl("https://github.com/o/r/actions/runs/42", 1)! } }));
    const second = renderMarkdownReport(input({ links: { run: runAttemptUrl("https://github.com/o/r/actions/runs/42", 2)! } }));
    expect(first).not.toBe(second);
  });

  it("code scanning's alerts for the pull request, or the branch", () => {
    expect(codeScanningUrl("https://github.com", { owner: "octo-org", repo: "octo-repo", pullNumber: 7, ref: "refs/pull/7/head" })).toBe(alerts);
    expect(codeScanningUrl("https://github.com/", { owner: "o", repo: "r", pullNumber: null, ref: "refs/heads/main" })).toBe(
      "https://github.com/o/r/security/code-scanning?query=is%3Aopen%20branch%3Amain%20tool%3Ablamegate",
    );
    expect(codeScanningUrl("https://github.com", { owner: "o", repo: "r", pullNumber: null, ref: "" })).toBeUndefined();
  });
});
