// The workflows users copy from the README and docs/, and the project's own, still report when
// the evals fail, and use each action at its current major (the project's own: pinned by SHA).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { githubRepository, majorOf, type PackageJson } from "../../scripts/package-meta.js";
import { checkWorkflowYaml, runsOnFailure, type CheckOptions } from "./workflow-rules.js";

const root = new URL("../../", import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), "utf8");
const pkg = JSON.parse(read("package.json")) as PackageJson;
const docs: CheckOptions = { blamegate: { repo: githubRepository(pkg.repository.url), major: majorOf(pkg.version) }, requireShaPins: false };
const own: CheckOptions = { ...docs, requireShaPins: true };

function yamlBlocks(markdown: string): { source: string; line: number }[] {
  return new MarkdownIt()
    .parse(markdown, {})
    .filter((t) => t.type === "fence" && /^ya?ml\b/.test(t.info.trim()))
    .map((t) => ({ source: t.content, line: (t.map?.[0] ?? 0) + 1 }));
}

const markdownFiles = [
  "README.md",
  ...readdirSync(new URL("docs/", root))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
const blocks = markdownFiles.flatMap((file) => yamlBlocks(read(file)).map((b) => ({ ...b, where: `${file}:${b.line}` })));
const workflowFiles = readdirSync(new URL(".github/workflows/", root))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => `.github/workflows/${f}`);

describe("workflow examples in README.md and docs/", () => {
  it("are found: the README's four workflows and its step snippets", () => {
    const kinds = blocks.map((b) => checkWorkflowYaml(b.source, b.where, docs).kind);
    expect(kinds.filter((k) => k === "workflow").length).toBeGreaterThanOrEqual(4);
    expect(kinds).toContain("steps");
  });

  it.each(blocks.map((b) => [b.where, b] as const))("%s parses and reports on failed runs with current actions", (_where, b) => {
    expect(checkWorkflowYaml(b.source, b.where, docs).problems).toEqual([]);
  });

  it("use blamegate at the home and major version package.json names", () => {
    const uses = blocks.flatMap((b) => [...b.source.matchAll(/uses:\s*(\S+\/blamegate@\S+)/g)].map((m) => m[1]));
    expect(uses.length).toBeGreaterThan(0);
    expect(new Set(uses)).toEqual(new Set([`${docs.blamegate.repo}@v${docs.blamegate.major}`]));
  });
});

describe("the project's own workflows", () => {
  it.each(workflowFiles)("%s: every action pinned by SHA at its current major; reporting steps run on failure", (file) => {
    const checked = checkWorkflowYaml(read(file), file, own);
    expect(checked.kind).toBe("workflow");
    expect(checked.problems).toEqual([]);
  });

  it("nothing in the repository reads data from beside the checkout (the development data folder)", () => {
    // A clone, and CI on GitHub, has nothing beside it: every test and bench reads test/fixtures/data.
    const outside = /\.\.\/shared\b/;
    const tracked = execFileSync("git", ["ls-files", "-z", "--", "src", "test", "bench", "scripts", ".github", ".ci", "docs", "README.md", "CONTRIBUTING.md", "package.json", "vitest.config.ts"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\0")
      .filter((f) => f && !/\.(png|db|zip|wasm)$/.test(f) && existsSync(new URL(f, root)));
    expect(tracked.length).toBeGreaterThan(300);
    expect(tracked.filter((f) => outside.test(read(f)))).toEqual([]);
  });

  it("Dependabot keeps the github-actions and npm ecosystems current", () => {
    const config = parse(read(".github/dependabot.yml")) as { version: number; updates: { "package-ecosystem": string; directory: string }[] };
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => u["package-ecosystem"]).sort()).toEqual(["github-actions", "npm"]);
    for (const u of config.updates) expect(u.directory).toBe("/");
  });
});

// The rules themselves: each catches the defect it is for (these are the README's old examples).
describe("the workflow rules", () => {
  const opts: CheckOptions = { blamegate: { repo: "acme/blamegate", major: 1 }, requireShaPins: false };

  it("flag blamegate after the evals with no condition (skipped exactly when the evals fail)", () => {
    const yml = `jobs:\n  evals:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v7\n      - run: python run_evals.py\n      - uses: acme/blamegate@v1\n`;
    expect(checkWorkflowYaml(yml, "w", opts).problems).toEqual([expect.stringContaining("step 3 (acme/blamegate@v1): runs after a step that may fail")]);
    expect(checkWorkflowYaml(yml.replace("@v1\n", "@v1\n        if: ${{ !cancelled() }}\n"), "w", opts).problems).toEqual([]);
  });

  it("flag a matrix job that needs a failing job and has no always()/!cancelled()", () => {
    const yml = [
      "jobs:",
      "  evals:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - run: python run_evals.py",
      "      - uses: actions/upload-artifact@v7",
      "        if: always()",
      "        with:",
      "          name: traces",
      "          path: traces/",
      "  report:",
      "    needs: evals",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - uses: acme/blamegate@v1",
      "",
    ].join("\n");
    expect(checkWorkflowYaml(yml, "w", opts).problems).toEqual([expect.stringContaining("job report: reports on jobs that may fail (evals)")]);
  });

  it("flag an upload after a failing step with no condition", () => {
    const yml = `- run: python run_evals.py\n- uses: actions/upload-artifact@v7\n  with:\n    name: t\n    path: t/\n`;
    expect(checkWorkflowYaml(yml, "w", opts).problems).toEqual([expect.stringContaining("upload-artifact@v7): runs after a step that may fail")]);
  });

  it("flag old majors, unknown actions, unpinned and unlabelled SHAs", () => {
    const step = (uses: string) => `- uses: ${uses}\n`;
    expect(checkWorkflowYaml(`${step("github/codeql-action/upload-sarif@v3")}  if: always()\n`, "w", opts).problems).toEqual([expect.stringContaining("is at v3, the current major is v4")]);
    expect(checkWorkflowYaml(step("actions/checkout@v4"), "w", opts).problems).toEqual([expect.stringContaining("is at v4, the current major is v7")]);
    expect(checkWorkflowYaml(step("someone/else@v1"), "w", opts).problems).toEqual([expect.stringContaining("not in the table")]);
    const sha = "3d3c42e5aac5ba805825da76410c181273ba90b1";
    expect(checkWorkflowYaml(step(`actions/checkout@v7`), "w", { ...opts, requireShaPins: true }).problems).toEqual([expect.stringContaining("not pinned")]);
    expect(checkWorkflowYaml(step(`actions/checkout@${sha}`), "w", opts).problems).toEqual([expect.stringContaining('no "# vX.Y.Z" comment')]);
    expect(checkWorkflowYaml(step(`actions/checkout@${sha} # v6.0.1`), "w", opts).problems).toEqual([expect.stringContaining("is at v6")]);
    expect(checkWorkflowYaml(step(`actions/checkout@${sha} # v7.0.1`), "w", opts).problems).toEqual([]);
  });

  it("flag YAML GitHub cannot parse (a ${{ }} inside a flow mapping)", () => {
    const yml = "- uses: actions/upload-artifact@v7\n  if: always()\n  with: { name: shard-${{ matrix.shard }}, path: out/ }\n";
    const problems = checkWorkflowYaml(yml, "w", opts).problems;
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p).toContain("YAML error");
  });

  it("read conditions as GitHub does", () => {
    expect(runsOnFailure("${{ !cancelled() }}")).toBe(true);
    expect(runsOnFailure("always()")).toBe(true);
    expect(runsOnFailure("failure() || success()")).toBe(false);
    expect(runsOnFailure("success() && always()")).toBe(false);
    expect(runsOnFailure("github.event_name == 'push'")).toBe(false);
    expect(runsOnFailure(undefined)).toBe(false);
  });
});
