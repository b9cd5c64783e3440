// A repository's config may include other files (include.path, includeIf.*.path): actions/checkout
// v6 keeps its token in one, so on GitHub's runners every checkout's config includes a file. The
// readers (src/collect/git-repo.ts) follow each include as if its condition held and answer
// without git only when nothing reached can change the answer. Each case is built with the real
// git and compared with its answer; the git first on PATH notes its calls, so each case also shows
// whether git was asked.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gitTrackedFiles, linguistExcluded } from "../../src/collect/git-files.js";
import { checkoutV6Credentials, gitSandbox } from "../support/logging-git.js";

const FILES = ["trace.json", "tools/book.py", "lib/a.js"];
// The credentials file actions/checkout v6 writes under RUNNER_TEMP, as `git config --file` writes it.
const CREDENTIALS = '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==\n';

let root: string;
let repo: string;
let home: string;
let ENV: Record<string, string>;
let WRAPPED: Record<string, string>;
let asked: () => string[];

function git(cwd: string, args: string[], env: Record<string, string> = ENV): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" } });
}
function write(file: string, text: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}
/** The repository's own config file, rewritten for each case from the one `git init` wrote. */
let baseConfig: string;
function setConfig(extra: string): void {
  writeFileSync(path.join(repo, ".git", "config"), baseConfig + extra);
}

/** Our `git ls-files -z` and `git check-attr` answers, whether git was asked for each, and git's. */
async function answers() {
  asked();
  const tracked = await gitTrackedFiles(repo, WRAPPED);
  const trackedAsked = asked();
  const marked = await linguistExcluded(repo, FILES, WRAPPED);
  const markedAsked = asked();
  let gitTracked: Set<string> | null;
  try {
    gitTracked = new Set(git(repo, ["ls-files", "-z"]).split("\0").filter(Boolean));
  } catch {
    gitTracked = null;
  }
  let gitMarked = new Set<string>();
  try {
    const out = execFileSync("git", ["check-attr", "-z", "--stdin", "linguist-vendored", "linguist-generated"], {
      cwd: repo,
      encoding: "utf8",
      env: ENV,
      input: FILES.join("\0"),
      stdio: ["pipe", "pipe", "ignore"],
    }).split("\0");
    gitMarked = new Set();
    for (let i = 0; i + 2 < out.length; i += 3) if (out[i + 2] === "set" || out[i + 2] === "true") gitMarked.add(out[i]!);
  } catch {
    // git fails: blamegate then marks nothing.
  }
  return { tracked, trackedAsked, gitTracked, marked, markedAsked, gitMarked };
}

/** Both answers read without git, and the same as git's. */
async function expectRead(why: string): Promise<void> {
  const r = await answers();
  expect(r.tracked, why).toEqual(r.gitTracked);
  expect(r.tracked, why).toEqual(new Set(FILES));
  expect(r.marked, why).toEqual(r.gitMarked);
  expect(r.trackedAsked, why).toEqual([]);
  expect(r.markedAsked, why).toEqual([]);
}

/** Both questions sent to git (so the answers are git's own). */
async function expectAsked(why: string): Promise<Awaited<ReturnType<typeof answers>>> {
  const r = await answers();
  expect(r.tracked, why).toEqual(r.gitTracked);
  expect(r.marked, why).toEqual(r.gitMarked);
  expect(r.trackedAsked, why).toEqual(["ls-files"]);
  expect(r.markedAsked, why).toEqual(["check-attr"]);
  return r;
}

/** What git itself reads for `key`, to show an include case is one git follows. */
function gitSees(key: string): string {
  return git(repo, ["config", "--get", key]).trim();
}

beforeAll(() => {
  ({ root, home, plain: ENV, wrapped: WRAPPED, calls: asked } = gitSandbox("bg-gitinc-"));
  repo = path.join(root, "repo");
  for (const f of FILES) write(path.join(repo, f), f);
  git(repo, ["init", "-q", "-b", "main"]);
  git(repo, ["add", "."]);
  git(repo, ["commit", "-q", "-m", "one"]);
  baseConfig = readFileSync(path.join(repo, ".git", "config"), "utf8");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  setConfig("");
  rmSync(path.join(home, ".gitconfig"), { force: true });
});

describe("a repository config that includes other files", () => {
  it("reads checkout v6's credentials include without git: the host's file there, the container's not", async () => {
    checkoutV6Credentials(repo, root, ENV);
    expect(gitSees("http.https://github.com/.extraheader")).toMatch(/^AUTHORIZATION: basic /);
    await expectRead("checkout v6");
    // The same shape with a .gitattributes marking the trace: git is asked, as without includes.
    write(path.join(repo, ".gitattributes"), "trace.json linguist-generated\n");
    const marked = await linguistExcluded(repo, FILES, WRAPPED);
    expect(marked).toEqual(new Set(["trace.json"]));
    expect(asked()).toEqual(["check-attr"]);
    rmSync(path.join(repo, ".gitattributes"));
  });

  it("follows a relative path from the including file's folder, a ~/ path from HOME, a quoted path and a nested include", async () => {
    write(path.join(repo, ".git", "creds.config"), '[credential]\n\thelper = store\n[url "https://github.com/"]\n\tinsteadOf = gh:\n');
    setConfig("[include]\n\tpath = creds.config\n");
    expect(gitSees("credential.helper")).toBe("store");
    await expectRead("relative path");

    write(path.join(home, "inc", "user.config"), "[user]\n\tname = Runner\n\temail = runner@example.com\n");
    setConfig('[includeIf "gitdir:**"]\n\tpath = ~/inc/user.config\n');
    expect(gitSees("user.name")).toBe("Runner");
    await expectRead("~/ path");

    write(path.join(root, "with space", "q.config"), "[http]\n\tsslVerify = true ; a comment\n");
    setConfig(`[include]\n\tpath = "${path.join(root, "with space", "q.config")}" # a comment\n`);
    expect(gitSees("http.sslverify")).toBe("true");
    await expectRead("quoted path");

    // One file includes the next, itself by a path relative to its own folder.
    write(path.join(root, "nest", "outer.config"), '[include]\n\tpath = deeper/inner.config\n[remote "origin"]\n\turl = https://github.com/o/r\n');
    write(path.join(root, "nest", "deeper", "inner.config"), CREDENTIALS);
    setConfig(`[include]\n\tpath = ${path.join(root, "nest", "outer.config")}\n`);
    expect(gitSees("http.https://github.com/.extraheader")).toMatch(/^AUTHORIZATION/);
    await expectRead("nested include");
    // The nested file naming a worktree instead is seen too.
    write(path.join(root, "nest", "deeper", "inner.config"), `[core]\n\tworktree = ${repo}\n`);
    await expectAsked("nested core.worktree");
  });

  it("asks git when an included file names an attributes file", async () => {
    const attributes = write(path.join(root, "marks"), "trace.json linguist-generated\n");
    write(path.join(root, "attr.config"), `[core]\n\tattributesFile = ${attributes}\n`);
    setConfig(`[includeIf "gitdir:${path.join(repo, ".git")}"]\n\tpath = ${path.join(root, "attr.config")}\n`);
    const r = await expectAsked("core.attributesFile");
    expect(r.marked).toEqual(new Set(["trace.json"]));
  });

  it("asks git when an included file sets what changes the worktree or the repository's format", async () => {
    const cases = [
      ["core.worktree", `[core]\n\tworktree = ${repo}\n`],
      ["core.bare", "[core]\n\tbare = true\n"],
      ["extensions.objectformat", "[extensions]\n\tobjectFormat = sha256\n"],
      ["core.repositoryformatversion", "[core]\n\trepositoryformatversion = 1\n"],
      ["index.sparse", "[index]\n\tsparse = true\n"],
      ["a section outside the few known harmless", "[branch]\n\tautoSetupMerge = not-a-boolean\n"],
      ["a line the reader does not understand", "[http]\n\textraheader = a \\\n\tcontinued\n"],
    ];
    for (const [why, text] of cases) {
      write(path.join(root, "case.config"), text!);
      setConfig(`[include]\n\tpath = ${path.join(root, "case.config")}\n`);
      await expectAsked(why!);
    }
  });

  it("reads nothing for a missing file, and asks git for a folder, a device, links in a loop, a cycle, another user's ~ and no HOME", async () => {
    setConfig(`[include]\n\tpath = ${path.join(root, "no-such.config")}\n[includeIf "gitdir:/elsewhere/"]\n\tpath = no-such-either.config\n`);
    await expectRead("missing files");

    mkdirSync(path.join(root, "a-folder"), { recursive: true });
    setConfig(`[include]\n\tpath = ${path.join(root, "a-folder")}\n`);
    await expectAsked("a folder");

    // Not a plain file (a pipe would keep git, and the reader, waiting): git reads a device.
    setConfig("[include]\n\tpath = /dev/null\n");
    await expectAsked("a device");

    // Links that lead to each other: there, but no one can read them (git fails on them).
    symlinkSync(path.join(root, "loop-b"), path.join(root, "loop-a"));
    symlinkSync(path.join(root, "loop-a"), path.join(root, "loop-b"));
    setConfig(`[include]\n\tpath = ${path.join(root, "loop-a")}\n`);
    await expectAsked("links in a loop");

    // A file that includes itself: git gives up past its depth limit, and fails.
    write(path.join(root, "loop.config"), "[include]\n\tpath = loop.config\n");
    setConfig(`[include]\n\tpath = ${path.join(root, "loop.config")}\n`);
    const loop = await expectAsked("a cycle");
    expect(loop.gitTracked).toBeNull();

    // A name that is not UTF-8: read back, it would name another file than the one git opens.
    const latin1 = Buffer.concat([Buffer.from(`[include]\n\tpath = ${root}/caf`), Buffer.from([0xe9]), Buffer.from(".config\n")]);
    writeFileSync(Buffer.concat([Buffer.from(`${root}/caf`), Buffer.from([0xe9]), Buffer.from(".config")]), "[core]\n\tbare = true\n");
    writeFileSync(path.join(repo, ".git", "config"), Buffer.concat([Buffer.from(baseConfig), latin1]));
    await expectAsked("a name that is not UTF-8");

    setConfig("[include]\n\tpath = ~nosuchuser/x.config\n");
    await expectAsked("another user's home");

    // Without HOME git cannot expand ~/ (and blamegate's attribute check asks git without HOME).
    setConfig("[include]\n\tpath = ~/inc/user.config\n");
    asked();
    const { HOME: _home, ...noHome } = WRAPPED;
    expect(await gitTrackedFiles(repo, noHome)).toBeNull();
    expect(asked()).toEqual(["ls-files"]);
  });

  it.skipIf(process.getuid?.() === 0)("asks git for an included file it cannot read", async () => {
    const file = write(path.join(root, "locked.config"), CREDENTIALS);
    chmodSync(file, 0);
    setConfig(`[include]\n\tpath = ${file}\n`);
    await expectAsked("unreadable");
    chmodSync(file, 0o644);
  });
});

describe("a global config that includes other files", () => {
  it("follows them for the attribute check: asks git only where one names attributes", async () => {
    write(path.join(home, "inc", "user.config"), "[user]\n\tname = Runner\n");
    write(path.join(home, ".gitconfig"), '[includeIf "gitdir:~/work/"]\n\tpath = inc/user.config\n');
    await expectRead("global include of a user name");

    const attributes = write(path.join(root, "global-marks"), "lib/** linguist-vendored\n");
    write(path.join(home, "inc", "user.config"), `[core]\n\tattributesFile = ${attributes}\n`);
    write(path.join(home, ".gitconfig"), "[include]\n\tpath = inc/user.config\n");
    asked();
    const marked = await linguistExcluded(repo, FILES, WRAPPED);
    expect(asked()).toEqual(["check-attr"]);
    expect(marked).toEqual(new Set(["lib/a.js"]));
  });
});
