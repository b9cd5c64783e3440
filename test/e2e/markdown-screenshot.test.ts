// What a reviewer sees: the bundled action (dist/, `npm run build` first) runs on the example
// traces and sources in a pull_request job against the loopback GitHub API; the sticky comment it
// posted is rendered as GitHub renders comments (GFM with HTML, GitHub-like styling) in headless
// Chromium. The page must show the verdict, a bounded table, collapsed blocks, the links to the
// run and the code-scanning alerts, and fetch nothing. With BLAMEGATE_WRITE_SCREENSHOT=1
// (`npm run docs:comment`) it also writes docs/images/comment.png and comment.md for the README.
import { cp, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { haveChromium, offlineBrowser, recordingPage, warnIfNoChromium } from "../support/chromium.js";
import { COMMENT_ROWS } from "../../src/render/markdown.js";
import { repoRoot, runDistAction } from "./dist-runner.js";
import { fakeRepo, startGitHubApi, webhookExample } from "../support/github-api/index.js";

warnIfNoChromium("comment screenshot test");
const write = process.env.BLAMEGATE_WRITE_SCREENSHOT === "1";

/** The comment the action posts on the example traces, as the loopback API stored it. */
async function postedComment(): Promise<string> {
  const payload = webhookExample("pull_request", (p) => p.action === "opened");
  const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
  const fake = fakeRepo({ owner, repo });
  const api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
  const work = await mkdtemp(path.join(tmpdir(), "bg-comment-shot-"));
  try {
    await cp(path.join(repoRoot, "examples"), path.join(work, "examples"), { recursive: true });
    const run = await runDistAction({
      workspace: work,
      eventName: "pull_request",
      payload,
      inputs: { token: "ghs_demo", traces: "examples/traces", "history-length": "0", "review-comments": "false" },
      env: { GITHUB_API_URL: api.url, GITHUB_SERVER_URL: "https://github.com", GITHUB_RUN_ID: "12345678", GITHUB_RUN_ATTEMPT: "1" },
    });
    expect(api.errors).toEqual([]);
    expect(fake.comments, run.stdout + run.stderr).toHaveLength(1);
    return fake.comments[0]!.body;
  } finally {
    await api.close();
    await rm(work, { recursive: true, force: true });
  }
}

// GitHub-like styling of a timeline comment (Primer's colours and the markdown body's spacing).
const STYLE = `
  body { margin: 0; padding: 24px; background: #fff; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", "Liberation Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; color: #1f2328; }
  .timeline { display: flex; gap: 16px; width: 920px; }
  .avatar { width: 40px; height: 40px; border-radius: 50%; background: #2da44e; color: #fff; font-size: 13px; font-weight: 600; line-height: 40px; text-align: center; flex: none; }
  .comment { flex: 1; border: 1px solid #d1d9e0; border-radius: 6px; overflow: hidden; }
  .head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; font-size: 14px; color: #59636e; }
  .head b { color: #1f2328; } .bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; margin: 0 4px; }
  .body { padding: 16px; font-size: 14px; line-height: 1.5; }
  .body > :first-child { margin-top: 0; } .body > :last-child { margin-bottom: 0; }
  h2 { font-size: 1.5em; font-weight: 600; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; margin: 24px 0 16px; }
  h3 { font-size: 1.25em; font-weight: 600; margin: 24px 0 16px; }
  p, ul, table, pre, details { margin: 0 0 16px; }
  a { color: #0969da; text-decoration: none; }
  code { font-family: ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, monospace; font-size: 85%; background: #818b981f; border-radius: 6px; padding: .2em .4em; }
  pre { background: #f6f8fa; border-radius: 6px; padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45; }
  pre code { background: none; padding: 0; font-size: 100%; }
  table { border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; }
  th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } th { font-weight: 600; } tr:nth-child(2n) { background: #f6f8fa; }
  summary { cursor: pointer; } sub { font-size: 75%; color: #59636e; }`;

function commentPage(body: string): string {
  const html = new MarkdownIt({ html: true, linkify: false }).render(body);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blamegate comment</title><style>${STYLE}</style></head>
<body><div class="timeline"><div class="avatar">GH</div><div class="comment">
<div class="head"><b>github-actions</b><span class="bot">bot</span> commented</div>
<div class="body">${html}</div></div></div></body></html>`;
}

describe.skipIf(!haveChromium)("the sticky comment as a reviewer sees it", () => {
  it("renders the example run's comment: verdict, bounded table, collapsed blocks, links, offline", async () => {
    const body = await postedComment();
    const dir = await mkdtemp(path.join(tmpdir(), "bg-comment-page-"));
    const context = await offlineBrowser(dir, { width: 980, height: 600 });
    try {
      const file = path.join(dir, "comment.html");
      await writeFile(file, commentPage(body));
      const { page, requests } = await recordingPage(context);
      await page.goto(pathToFileURL(file).href);

      expect(await page.locator("h2").first().textContent()).toBe("❌ blamegate: gate failed");
      const rows = await page.locator("table").first().locator("tbody tr").count();
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThanOrEqual(COMMENT_ROWS);
      // Evidence and fixes are collapsed until opened.
      const details = page.locator("details");
      expect(await details.count()).toBeGreaterThan(1);
      expect(await details.evaluateAll((els) => els.filter((e) => (e as unknown as { open: boolean }).open).length)).toBe(0);
      expect(await page.locator("summary", { hasText: "Suggested fixes" }).count()).toBe(1);
      // Links to this run's attempt and to the pull request's code-scanning alerts.
      expect(await page.locator("a", { hasText: "Workflow run and full report" }).getAttribute("href")).toMatch(/\/actions\/runs\/12345678\/attempts\/1$/);
      expect(await page.locator("a", { hasText: "Code scanning alerts" }).getAttribute("href")).toMatch(/\/security\/code-scanning\?query=is%3Aopen%20pr%3A\d+%20tool%3Ablamegate$/);
      // No trend yet on a first run: no section for it.
      expect(await page.locator("h3", { hasText: "Trend" }).count()).toBe(0);
      expect(requests.filter((u) => !u.startsWith("file:"))).toEqual([]);

      const shot = path.join(write ? path.join(repoRoot, "docs", "images") : dir, "comment.png");
      await page.locator(".timeline").screenshot({ path: shot });
      expect((await stat(shot)).size).toBeGreaterThan(20_000);
      if (write) await writeFile(path.join(repoRoot, "docs", "images", "comment.md"), body);
    } finally {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
