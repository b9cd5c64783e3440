// The release: CHANGELOG.md holds each version's notes, and release.yml's own shell steps, run
// against a scratch repository with a bare "origin", tag vX.Y.Z, move the major tag and refuse a
// release that is not ready. (Publishing the GitHub release itself is `gh release create`.)
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { releaseNotes } from "../../scripts/release-notes.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const read = (p: string) => readFileSync(path.join(root, p), "utf8");
const pkg = JSON.parse(read("package.json")) as { version: string };

interface WorkflowStep {
  name?: string;
  id?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
const workflow = parse(read(".github/workflows/release.yml")) as {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: { release: { if: string; permissions: Record<string, string>; steps: WorkflowStep[] } };
};
const steps = workflow.jobs.release.steps;
const step = (id: string) => {
  const s = steps.find((x) => x.id === id || x.name?.startsWith(id));
  if (!s?.run) throw new Error(`release.yml has no step ${id}`);
  return s.run;
};

describe("CHANGELOG.md", () => {
  it("has a section for package.json's version", () => {
    expect(read("CHANGELOG.md")).toMatch(new RegExp(`^## \\[${pkg.version.replace(/\./g, "\\.")}\\] - (\\d{4}-\\d{2}-\\d{2}|Unreleased)$`, "m"));
  });

  it("release notes are the dated section of the version, up to the next section or link list", () => {
    const log = "# Changelog\n\n## [1.1.0] - 2026-12-24\n\n### Fixed\n\n- b\n\n## [1.0.0] - 2026-12-01\n\n- a\n\n[1.1.0]: https://x\n";
    expect(releaseNotes(log, "1.1.0")).toEqual({ notes: "### Fixed\n\n- b\n" });
    expect(releaseNotes(log, "1.0.0")).toEqual({ notes: "- a\n" });
    expect(releaseNotes(log, "1.2.0").error).toMatch(/no "## \[1\.2\.0\]" section/);
    expect(releaseNotes("## [2.0.0] - Unreleased\n\n- c\n", "2.0.0").error).toMatch(/no release date/);
    expect(releaseNotes("## [2.0.0] - 2027-01-01\n\n## [1.0.0] - 2026-01-01\n- a\n", "2.0.0").error).toMatch(/is empty/);
  });
});

describe("release.yml", () => {
  it("runs by hand on the default branch, with write access only where it tags", () => {
    expect(Object.keys(workflow.on)).toEqual(["workflow_dispatch"]);
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(workflow.jobs.release.permissions).toEqual({ contents: "write" });
    expect(workflow.jobs.release.if).toContain("default_branch");
  });

  it("tests the commit before it tags it, and publishes with the CHANGELOG notes", () => {
    const runs = steps.map((s) => s.run ?? "");
    const ci = runs.findIndex((r) => r.includes("bash .ci/run"));
    const tag = runs.findIndex((r) => r.includes("git tag"));
    expect(ci).toBeGreaterThanOrEqual(0);
    expect(ci).toBeLessThan(tag);
    expect(step("check")).toContain("scripts/release-notes.mjs");
    expect(runs.at(-1)).toContain('gh release create "v$VERSION"');
    expect(runs.at(-1)).toContain('--notes-file "$RUNNER_TEMP/notes.md"');
  });

  describe("its check and tag steps, on a scratch repository", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "blamegate-release-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const origin = path.join(dir, "origin.git");
    const work = path.join(dir, "work");
    const git = (args: string[], cwd = work) => {
      const r = spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "init.defaultBranch=main", ...args], { cwd, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
      return r.stdout.trim();
    };
    mkdirSync(work);
    git(["init", "--bare", origin], dir);
    git(["init"]);
    git(["remote", "add", "origin", origin]);
    mkdirSync(path.join(work, "scripts"));
    copyFileSync(path.join(root, "scripts/release-notes.mjs"), path.join(work, "scripts/release-notes.mjs"));

    const commitVersion = (version: string, repo = "acme/blamegate") => {
      writeFileSync(path.join(work, "package.json"), JSON.stringify({ version, repository: { url: `git+https://github.com/${repo}.git` } }));
      writeFileSync(path.join(work, "CHANGELOG.md"), `# Changelog\n\n## [${version}] - 2026-12-01\n\n- notes of ${version}\n`);
      git(["add", "."]);
      git(["commit", "-qm", version]);
      return git(["rev-parse", "HEAD"]);
    };
    // Runs a step's script as GitHub does (bash -e), with its env and the runner's files.
    const runStep = (script: string, env: Record<string, string>) => {
      const out = path.join(dir, `output-${Math.random()}`);
      writeFileSync(out, "");
      const r = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
        cwd: work,
        encoding: "utf8",
        env: { ...process.env, ...env, GITHUB_OUTPUT: out, RUNNER_TEMP: dir },
      });
      const outputs = Object.fromEntries(
        readFileSync(out, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => l.split("=", 2) as [string, string]),
      );
      return { status: r.status, stdout: r.stdout, stderr: r.stderr, outputs };
    };
    const release = (repository = "acme/blamegate") => {
      const check = runStep(step("check"), { REPOSITORY: repository });
      if (check.status !== 0) return check;
      const o = check.outputs;
      const tag = runStep(step("Tag"), { VERSION: o["version"]!, MAJOR: o["major"]!, PRERELEASE: o["prerelease"]! });
      return { ...tag, outputs: o, notes: readFileSync(path.join(dir, "notes.md"), "utf8") };
    };
    const remoteTag = (t: string) => git(["rev-parse", `refs/tags/${t}^{commit}`], origin);

    it("tags v1.0.0 and v1 on the first release, with its notes", () => {
      const head = commitVersion("1.0.0");
      const r = release();
      expect(r.status, r.stderr).toBe(0);
      expect(r.outputs).toEqual({ version: "1.0.0", major: "v1", prerelease: "false" });
      expect("notes" in r && r.notes).toBe("- notes of 1.0.0\n");
      expect(remoteTag("v1.0.0")).toBe(head);
      expect(remoteTag("v1")).toBe(head);
    });

    it("moves v1 to the next release and leaves v1.0.0 where it was", () => {
      const first = remoteTag("v1.0.0");
      const head = commitVersion("1.1.0");
      const r = release();
      expect(r.status, r.stderr).toBe(0);
      expect(remoteTag("v1.1.0")).toBe(head);
      expect(remoteTag("v1")).toBe(head);
      expect(remoteTag("v1.0.0")).toBe(first);
    });

    it("tags a pre-release without moving v1", () => {
      const v1 = remoteTag("v1");
      const head = commitVersion("1.2.0-rc.1");
      const r = release();
      expect(r.status, r.stderr).toBe(0);
      expect(r.outputs["prerelease"]).toBe("true");
      expect(remoteTag("v1.2.0-rc.1")).toBe(head);
      expect(remoteTag("v1")).toBe(v1);
    });

    it("refuses a version already tagged, a home that is not this repository, and undated notes", () => {
      const again = release();
      expect(again.status).not.toBe(0);
      expect(again.stdout).toContain("v1.2.0-rc.1 is already tagged");

      commitVersion("1.2.0");
      const elsewhere = release("someone/fork");
      expect(elsewhere.status).not.toBe(0);
      expect(elsewhere.stdout).toContain("not this repository (someone/fork)");

      writeFileSync(path.join(work, "CHANGELOG.md"), "## [1.2.0] - Unreleased\n\n- x\n");
      const undated = release();
      expect(undated.status).not.toBe(0);
      expect(undated.stderr).toContain("has no release date");
      expect(() => remoteTag("v1.2.0")).toThrow();
    });
  });
});
