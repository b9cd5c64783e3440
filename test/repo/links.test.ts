// Every relative link in the README, CONTRIBUTING.md and docs/ points at a file that exists, and
// every #anchor at a heading of the page it names, as GitHub renders them (its slug rules). The
// README was cut into pages; a moved section must not leave a dead link behind.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";

const root = path.resolve(new URL("../../", import.meta.url).pathname);
const md = new MarkdownIt({ html: true });
type Token = ReturnType<typeof md.parse>[number];

const docs = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === "images" ? [] : docs(`${dir}/${e.name}`)) : e.name.endsWith(".md") ? [`${dir}/${e.name}`] : []));
const pages = ["README.md", "CONTRIBUTING.md", ...docs("docs")].filter((p) => existsSync(path.join(root, p)));

/**
 * GitHub's heading anchor: the heading's text, lower-cased, with everything but letters, marks,
 * numbers, `_`, `-` and spaces removed, and each space made a hyphen; a repeated slug gets -1, -2…
 * (github-slugger, which mirrors what github.com renders).
 */
function slug(text: string, seen: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
  const n = seen.get(base);
  seen.set(base, (n ?? -1) + 1);
  return n === undefined ? base : `${base}-${n + 1}`;
}

// The text GitHub slugs: what the heading shows (code without backticks, links by their text).
function inlineText(t: Token | undefined): string {
  return (t?.children ?? [])
    .filter((c) => c.type === "text" || c.type === "code_inline")
    .map((c) => c.content)
    .join("");
}

function anchorsOf(markdown: string): Set<string> {
  const tokens = md.parse(markdown, {});
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  tokens.forEach((t, i) => {
    if (t.type === "heading_open") anchors.add(slug(inlineText(tokens[i + 1]), seen));
  });
  // Explicit anchors in HTML (<a id="…">, <a name="…">).
  for (const m of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  return anchors;
}

function linksOf(markdown: string): { href: string; line: number }[] {
  const out: { href: string; line: number }[] = [];
  for (const t of md.parse(markdown, {})) {
    for (const c of t.children ?? []) {
      const href = c.type === "link_open" ? c.attrGet("href") : c.type === "image" ? c.attrGet("src") : null;
      if (href !== null && href !== "") out.push({ href: String(href), line: (t.map?.[0] ?? 0) + 1 });
    }
  }
  return out;
}

const anchorCache = new Map<string, Set<string>>();
const anchorsOfFile = (file: string) => {
  let a = anchorCache.get(file);
  if (!a) anchorCache.set(file, (a = anchorsOf(readFileSync(file, "utf8"))));
  return a;
};

/** What is wrong with one link of `page` (a path from the root), or null. */
function problem(page: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return null; // https:, mailto:: not ours to check
  const hash = href.indexOf("#");
  const target = decodeURIComponent(hash < 0 ? href : href.slice(0, hash));
  const anchor = hash < 0 ? null : decodeURIComponent(href.slice(hash + 1));
  if (target.startsWith("/")) return `${href}: a root-absolute link breaks outside github.com; use a relative one`;
  const file = target === "" ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), target);
  if (!file.startsWith(root)) return `${href}: points outside the repository`;
  if (!existsSync(file)) return `${href}: no such file ${path.relative(root, file)}`;
  if (anchor === null || !file.endsWith(".md") || statSync(file).isDirectory()) return null;
  return anchorsOfFile(file).has(anchor) ? null : `${href}: no heading with the anchor #${anchor} in ${path.relative(root, file)}`;
}

describe("relative links in README.md, CONTRIBUTING.md and docs/", () => {
  it("finds the pages and their links", () => {
    expect(pages).toEqual(expect.arrayContaining(["README.md", "CONTRIBUTING.md", "docs/github.md", "docs/inputs.md"]));
    expect(linksOf(readFileSync(path.join(root, "README.md"), "utf8")).length).toBeGreaterThan(20);
  });

  it.each(pages)("%s: every relative link reaches a file, and every #anchor a heading", (page) => {
    const problems = linksOf(readFileSync(path.join(root, page), "utf8"))
      .map(({ href, line }) => ({ line, p: problem(page, href) }))
      .filter((x) => x.p !== null)
      .map((x) => `${page}:${x.line}: ${x.p}`);
    expect(problems).toEqual([]);
  });
});

describe("the checker itself", () => {
  it("slugs headings as GitHub does", () => {
    const seen = new Map<string, number>();
    expect(slug("Pull requests from forks: the two-workflow pattern", seen)).toBe("pull-requests-from-forks-the-two-workflow-pattern");
    expect(slug("When alerts are sent (quiet alerting)", seen)).toBe("when-alerts-are-sent-quiet-alerting");
    expect(slug("Fleet alerts: alert-on", seen)).toBe("fleet-alerts-alert-on");
    expect(slug("Task by task: what this change broke", seen)).toBe("task-by-task-what-this-change-broke");
    expect(slug("blamegate's chain (`blamegate-sha256-chain-v2`)", seen)).toBe("blamegates-chain-blamegate-sha256-chain-v2");
    expect(slug("What’s new — 2.0", seen)).toBe("whats-new--20");
    expect(slug("Details", seen)).toBe("details");
    expect(slug("Details", seen)).toBe("details-1");
    expect(slug("Details", seen)).toBe("details-2");
  });

  it("reads heading text as rendered: code without backticks, links by their text", () => {
    const a = anchorsOf("# The `digest.json` file\n\n## See [cli](cli.md) here\n");
    expect([...a]).toEqual(["the-digestjson-file", "see-cli-here"]);
  });

  it("flags a missing file, a missing anchor, and passes good links", () => {
    expect(problem("README.md", "docs/nope.md")).toMatch(/no such file docs\/nope\.md/);
    expect(problem("README.md", "docs/inputs.md#no-such-heading")).toMatch(/no heading with the anchor #no-such-heading/);
    expect(problem("README.md", "docs/inputs.md#inputs-and-outputs")).toBeNull();
    expect(problem("docs/github.md", "../README.md")).toBeNull();
    expect(problem("README.md", "https://example.com/x#y")).toBeNull();
    expect(problem("README.md", "/docs/inputs.md")).toMatch(/root-absolute/);
  });
});
