// The files and attributes read from a repository without git must be what git itself says, in
// every shape of repository the readers claim to know; everything else must go to git. The git
// these calls find first on PATH is a wrapper that notes each call before running the real one,
// so each case shows whether git was asked as well as what the answer was.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gitTrackedFiles, linguistExcluded } from "../../src/collect/git-files.js";
import { findRepo, repoFormat } from "../../src/collect/git-repo.js";
import { indexPaths } from "../../src/collect/git-index.js";
import { gitSandbox } from "../support/logging-git.js";

let root: string;
let home: string;
let ENV: Record<string, string>;
let WRAPPED: Record<string, string>;

function git(cwd: string, args: string[], env: Record<string, string> = ENV): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], env: { ...env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" } });
}
/** What `git ls-files -z` lists in `cwd`, or null where it fails. */
function lsFiles(cwd: string, env: Record<string, string> = ENV): Set<string> | null {
  try {
    return new Set(git(cwd, ["ls-files", "-z"], env).split("\0").filter(Boolean));
  } catch {
    return null;
  }
}
/** The files `git check-attr` says are linguist-vendored or linguist-generated. */
function checkAttr(cwd: string, files: string[], env: Record<string, string> = ENV): Set<string> {
  const out = execFileSync("git", ["check-attr", "-z", "--stdin", "linguist-vendored", "linguist-generated"], { cwd, encoding: "utf8", env, input: files.join("\0") }).split("\0");
  const marked = new Set<string>();
  for (let i = 0; i + 2 < out.length; i += 3) if (out[i + 2] === "set" || out[i + 2] === "true") marked.add(out[i]!);
  return marked;
}
let asked: () => string[];
function write(file: string, text = path.basename(file)): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
function newRepo(name: string, ...init: string[]): string {
  const repo = path.join(root, name);
  mkdirSync(repo, { recursive: true });
  git(repo, ["init", "-q", "-b", "main", ...init]);
  return repo;
}
/** Our answer, whether git was asked for it, and git's own answer. */
async function tracked(cwd: string, extra: Record<string, string> = {}) {
  asked();
  const ours = await gitTrackedFiles(cwd, { ...WRAPPED, ...extra });
  return { ours, asked: asked(), git: lsFiles(cwd, { ...ENV, ...extra }) };
}

beforeAll(() => {
  ({ root, home, plain: ENV, wrapped: WRAPPED, calls: asked } = gitSandbox("bg-gitidx-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("gitTrackedFiles from the index", () => {
  it("lists what git lists, from the top and from a subfolder, names with spaces and non-ASCII letters included", async () => {
    const repo = newRepo("plain");
    for (const f of ["a.txt", "sp ace.txt", "ünï/cödé.txt", "sub/b.txt", "sub/deep/c.txt", "subway.txt", "日本/語.json"]) write(path.join(repo, f));
    git(repo, ["add", "."]);
    git(repo, ["commit", "-q", "-m", "one"]);
    write(path.join(repo, "sub", "untracked.txt"));
    for (const cwd of [repo, path.join(repo, "sub"), path.join(repo, "sub", "deep"), path.join(repo, "ünï")]) {
      const r = await tracked(cwd);
      expect(r.ours).toEqual(r.git);
      expect(r.asked).toEqual([]);
    }
    expect((await tracked(path.join(repo, "sub"))).ours).toEqual(new Set(["b.txt", "deep/c.txt"]));
    // Without the caller's environment git is run, as before.
    expect(await gitTrackedFiles(repo)).toEqual(lsFiles(repo));
  });

  it("reads index version 4 (paths compressed against the one before) and version 3 (intent to add, skip-worktree)", async () => {
    const repo = newRepo("v4");
    for (const f of ["src/alpha/one.ts", "src/alpha/two.ts", "src/alphabet.ts", "src/b.ts", "z/ü.ts", "z/üü.ts"]) write(path.join(repo, f));
    git(repo, ["add", "."]);
    git(repo, ["update-index", "--index-version", "4"]);
    expect(readFileSync(path.join(repo, ".git", "index")).readUInt32BE(4)).toBe(4);
    let r = await tracked(repo);
    expect(r.ours).toEqual(r.git);
    expect(r.asked).toEqual([]);

    const v3 = newRepo("v3");
    for (const f of ["a.txt", "b/c.txt"]) write(path.join(v3, f));
    git(v3, ["add", "a.txt"]);
    git(v3, ["add", "-N", "b/c.txt"]);
    git(v3, ["update-index", "--skip-worktree", "a.txt"]);
    expect(readFileSync(path.join(v3, ".git", "index")).readUInt32BE(4)).toBe(3);
    r = await tracked(v3);
    expect(r.ours).toEqual(new Set(["a.txt", "b/c.txt"]));
    expect(r.ours).toEqual(r.git);
    expect(r.asked).toEqual([]);
  });

  it("reads a linked worktree's own index, and a merge conflict's stages", async () => {
    const repo = newRepo("wtmain");
    write(path.join(repo, "a.txt"), "base\n");
    git(repo, ["add", "."]);
    git(repo, ["commit", "-q", "-m", "base"]);
    const wt = path.join(root, "wt-linked");
    git(repo, ["worktree", "add", "-q", "-b", "side", wt]);
    write(path.join(wt, "only-here.txt"));
    write(path.join(wt, "a.txt"), "side\n");
    git(wt, ["add", "."]);
    git(wt, ["commit", "-q", "-m", "side"]);
    let r = await tracked(wt);
    expect(r.ours).toEqual(r.git);
    expect(r.ours?.has("only-here.txt")).toBe(true);
    expect(r.asked).toEqual([]);
    expect((await tracked(repo)).ours?.has("only-here.txt")).toBe(false);

    write(path.join(repo, "a.txt"), "main\n");
    git(repo, ["commit", "-q", "-am", "main"]);
    expect(() => git(repo, ["merge", "-q", "side"])).toThrow();
    expect(
      git(repo, ["ls-files", "-s"])
        .split("\n")
        .filter((l) => l.endsWith("\ta.txt")),
    ).toHaveLength(3);
    r = await tracked(repo);
    expect(r.ours).toEqual(r.git);
    expect(r.asked).toEqual([]);
  });

  it("reads a SHA-256 repository's index", async () => {
    const repo = newRepo("sha256", "--object-format=sha256");
    for (const f of ["a.txt", "d/e.txt"]) write(path.join(repo, f));
    git(repo, ["add", "."]);
    const r = await tracked(repo);
    expect(r.ours).toEqual(new Set(["a.txt", "d/e.txt"]));
    expect(r.ours).toEqual(r.git);
    expect(r.asked).toEqual([]);
  });

  it("asks git for a split index, a sparse index, a missing checksum, a corrupted index and GIT_INDEX_FILE", async () => {
    const repo = newRepo("fallback");
    for (const f of ["a.txt", "in/b.txt", "out/c.txt"]) write(path.join(repo, f));
    git(repo, ["add", "."]);
    git(repo, ["commit", "-q", "-m", "one"]);
    const index = path.join(repo, ".git", "index");
    const check = async (why: string, extra: Record<string, string> = {}) => {
      const r = await tracked(repo, extra);
      expect(r.ours, why).toEqual(r.git);
      expect(r.ours?.size, why).toBeGreaterThan(0);
      expect(r.asked, why).toEqual(["ls-files"]);
    };

    git(repo, ["update-index", "--split-index"]);
    await check("split index");
    git(repo, ["update-index", "--no-split-index"]);
    expect((await tracked(repo)).asked).toEqual([]);

    // A sparse index keeps the folders left out of the checkout as single entries.
    git(repo, ["sparse-checkout", "init", "--cone", "--sparse-index"]);
    git(repo, ["sparse-checkout", "set", "in"]);
    expect(git(repo, ["ls-files", "--sparse"]).split("\n")).toContain("out/");
    await check("sparse index");
    git(repo, ["sparse-checkout", "disable"]);
    expect((await tracked(repo)).asked).toEqual([]);

    // index.skipHash leaves the trailing checksum zero (written by hand where this git predates it).
    const saved = readFileSync(index);
    git(repo, ["-c", "index.skipHash=true", "add", "a.txt"]);
    const data = readFileSync(index);
    data.fill(0, data.length - 20);
    writeFileSync(index, data);
    await check("zero checksum");

    // One changed byte of stat data: git reads the file, the checksum no longer matches.
    const corrupt = Buffer.from(saved);
    corrupt[12 + 4] = corrupt[12 + 4]! ^ 1;
    writeFileSync(index, corrupt);
    await check("corrupted index");
    writeFileSync(index, saved);

    // Config the reader does not model: a worktree set in config (includes: git-include.test.ts).
    git(repo, ["config", "core.worktree", repo]);
    await check("core.worktree");
    git(repo, ["config", "--unset", "core.worktree"]);
    expect((await tracked(repo)).asked).toEqual([]);
    // A partial clone's extension changes nothing the reader reads; one git does not know, git refuses.
    git(repo, ["config", "core.repositoryformatversion", "1"]);
    git(repo, ["config", "extensions.partialclone", "origin"]);
    let r = await tracked(repo);
    expect(r.ours).toEqual(r.git);
    expect(r.asked).toEqual([]);
    git(repo, ["config", "extensions.nosuchextension", "true"]);
    r = await tracked(repo);
    expect(r.git).toBeNull();
    expect(r.ours).toBeNull();
    expect(r.asked).toEqual(["ls-files"]);
    // git itself will not edit such a repository's config: the line is taken out by hand.
    const config = path.join(repo, ".git", "config");
    writeFileSync(config, readFileSync(config, "utf8").replace(/^\s*nosuchextension = true\n/m, ""));
    git(repo, ["config", "--unset", "extensions.partialclone"]);
    git(repo, ["config", "core.repositoryformatversion", "0"]);

    const other = path.join(root, "other-index");
    copyFileSync(index, other);
    await check("GIT_INDEX_FILE", { GIT_INDEX_FILE: other });
    // A file cut short is not read either.
    writeFileSync(index, saved.subarray(0, saved.length - 30));
    asked();
    await gitTrackedFiles(repo, WRAPPED);
    expect(asked()).toEqual(["ls-files"]);
    writeFileSync(index, saved);
  });

  it("says no repository without git where none is there, and an empty one lists nothing", async () => {
    const fresh = newRepo("fresh");
    const r = await tracked(fresh);
    expect(r.ours).toEqual(new Set());
    expect(r.git).toEqual(new Set());
    expect(r.asked).toEqual([]);
    const outside = mkdtempSync(path.join(tmpdir(), "bg-nogit-"));
    try {
      const o = await tracked(outside);
      expect(o.ours).toBeNull();
      expect(o.git).toBeNull();
      // Across a mount point (a /tmp of its own) the search is git's to make.
      expect(o.asked).toEqual(statSync(tmpdir()).dev === statSync("/").dev ? [] : ["ls-files"]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("reads an index once while it is unchanged, and again once git rewrites it", async () => {
    const repo = newRepo("reread");
    write(path.join(repo, "a.txt"));
    git(repo, ["add", "."]);
    const found = findRepo(repo, WRAPPED);
    if (found === null || found === "none") throw new Error("no repository found");
    const format = repoFormat(found, WRAPPED);
    if (format === null) throw new Error("the repository's config was not read");
    const first = indexPaths(found, format);
    expect(first?.map(String)).toEqual(["a.txt"]);
    // The same read handed out again: the index was neither read nor hashed a second time.
    expect(indexPaths(found, format)).toBe(first);
    write(path.join(repo, "b.txt"));
    git(repo, ["add", "b.txt"]);
    const second = indexPaths(found, format);
    expect(second).not.toBe(first);
    expect(second?.map(String)).toEqual(["a.txt", "b.txt"]);
    expect((await tracked(repo)).ours).toEqual(new Set(["a.txt", "b.txt"]));
  });
});

describe("linguistExcluded without git", () => {
  const FILES = ["a.js", "lib/b.js", "lib/deep/c.js", "vendor/v.js"];
  let repo: string;
  beforeAll(() => {
    repo = newRepo("attrs");
    for (const f of FILES) write(path.join(repo, f));
    git(repo, ["add", "."]);
    git(repo, ["commit", "-q", "-m", "one"]);
  });
  async function excluded(cwd: string, files: string[], extra: Record<string, string> = {}) {
    asked();
    const ours = await linguistExcluded(cwd, files, { ...WRAPPED, ...extra });
    return { ours, asked: asked(), git: checkAttr(cwd, files, { ...ENV, ...extra }) };
  }

  it("answers without git where no attributes source exists, from the top and from a subfolder", async () => {
    for (const [cwd, files] of [
      [repo, FILES],
      [path.join(repo, "lib"), ["b.js", "deep/c.js"]],
    ] as const) {
      const r = await excluded(cwd, [...files]);
      expect(r.ours).toEqual(new Set());
      expect(r.git).toEqual(new Set());
      expect(r.asked).toEqual([]);
    }
  });

  it("asks git where any source may name an attribute, and answers as git does", async () => {
    const cases: { why: string; set: () => void; unset: () => void; extra?: Record<string, string>; cwd?: string; marked: string[] }[] = [
      {
        why: "a .gitattributes in a subfolder",
        set: () => write(path.join(repo, "lib", ".gitattributes"), "deep/** linguist-generated\n"),
        unset: () => unlinkSync(path.join(repo, "lib", ".gitattributes")),
        marked: ["lib/deep/c.js"],
      },
      {
        why: "a .gitattributes above the subfolder run in",
        set: () => write(path.join(repo, ".gitattributes"), "lib/b.js linguist-vendored\n"),
        unset: () => unlinkSync(path.join(repo, ".gitattributes")),
        cwd: "lib",
        marked: ["b.js"],
      },
      {
        why: "a .gitattributes in the index alone",
        set: () => {
          write(path.join(repo, "vendor", ".gitattributes"), "v.js linguist-vendored\n");
          git(repo, ["add", "vendor/.gitattributes"]);
          unlinkSync(path.join(repo, "vendor", ".gitattributes"));
        },
        unset: () => git(repo, ["rm", "-q", "--cached", "vendor/.gitattributes"]),
        marked: ["vendor/v.js"],
      },
      {
        why: "info/attributes",
        set: () => write(path.join(repo, ".git", "info", "attributes"), "a.js linguist-generated\n"),
        unset: () => unlinkSync(path.join(repo, ".git", "info", "attributes")),
        marked: ["a.js"],
      },
      {
        why: "the global attributes file",
        set: () => write(path.join(home, ".config", "git", "attributes"), "*.js linguist-generated=true\n"),
        unset: () => rmSync(path.join(home, ".config"), { recursive: true }),
        marked: FILES,
      },
      {
        why: "the global attributes file under XDG_CONFIG_HOME",
        set: () => write(path.join(root, "xdg", "git", "attributes"), "a.js linguist-vendored\n"),
        unset: () => rmSync(path.join(root, "xdg"), { recursive: true }),
        extra: { XDG_CONFIG_HOME: path.join(root, "xdg") },
        marked: ["a.js"],
      },
      {
        why: "core.attributesFile in the repository's config",
        set: () => {
          write(path.join(root, "my-attributes"), "lib/** linguist-generated\n");
          git(repo, ["config", "core.attributesFile", path.join(root, "my-attributes")]);
        },
        unset: () => git(repo, ["config", "--unset", "core.attributesFile"]),
        marked: ["lib/b.js", "lib/deep/c.js"],
      },
      {
        why: "core.attributesFile in the global config",
        set: () => {
          write(path.join(root, "my-attributes"), "a.js linguist-generated\n");
          write(path.join(home, ".gitconfig"), `[core]\n\tattributesFile = ${path.join(root, "my-attributes")}\n`);
        },
        unset: () => unlinkSync(path.join(home, ".gitconfig")),
        marked: ["a.js"],
      },
    ];
    for (const c of cases) {
      c.set();
      const cwd = c.cwd ? path.join(repo, c.cwd) : repo;
      const files = c.cwd ? FILES.filter((f) => f.startsWith(`${c.cwd}/`)).map((f) => f.slice(c.cwd!.length + 1)) : FILES;
      const r = await excluded(cwd, files, c.extra);
      expect(r.ours, c.why).toEqual(new Set(c.marked));
      expect(r.ours, c.why).toEqual(r.git);
      expect(r.asked, c.why).toEqual(["check-attr"]);
      c.unset();
      expect((await excluded(cwd, files, c.extra)).asked, `${c.why}, undone`).toEqual([]);
    }
  });

  it("asks git when a variable may change where attributes come from", async () => {
    const variables: Record<string, string>[] = [{ GIT_ATTR_NOSYSTEM: "1" }, { GIT_CONFIG_GLOBAL: path.join(root, "none") }, { GIT_DIR: path.join(repo, ".git") }, { GIT_INDEX_FILE: path.join(repo, ".git", "index") }];
    for (const extra of variables) {
      const r = await excluded(repo, FILES, extra);
      expect(r.ours).toEqual(new Set());
      expect(r.asked).toEqual(["check-attr"]);
    }
    // Outside any repository git fails, and nothing is marked.
    const outside = mkdtempSync(path.join(tmpdir(), "bg-nogit-"));
    try {
      expect(await linguistExcluded(outside, ["a.js"], WRAPPED)).toEqual(new Set());
      expect(asked()).toEqual(statSync(tmpdir()).dev === statSync("/").dev ? [] : ["check-attr"]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
    const noHome = await linguistExcluded(repo, FILES, { PATH: WRAPPED.PATH! });
    expect(noHome).toEqual(new Set());
    expect(asked()).toEqual(["check-attr"]);
  });
});
