// What the CLI prints: trace text cannot inject workflow commands or terminal escapes (issue 14
// #10), blamegate's own words are not redacted while quoted trace text is (issue 13 §5), and each
// verb's --help lists the flags it reads and no other.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dispatch } from "../../src/cli/dispatch.js";
import type { CliIO } from "../../src/cli/types.js";
import { guardWriter, TerminalGuard, terminalField } from "../../src/render/terminal.js";
import { optionsForVerb } from "../../src/options.js";

function io(cwd: string, guarded = false) {
  let out = "";
  let err = "";
  const raw = { stdout: (t: string) => void (out += t), stderr: (t: string) => void (err += t) };
  const value: CliIO = {
    stdout: guarded ? guardWriter(raw.stdout) : raw.stdout,
    stderr: guarded ? guardWriter(raw.stderr) : raw.stderr,
    cwd,
    env: {},
  };
  return { io: value, out: () => out, err: () => err };
}

/** A line the runner would read as a workflow command, or an escape sequence for the terminal. */
function unsafe(text: string): string[] {
  const problems: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trimStart().startsWith("::")) problems.push(`command line: ${JSON.stringify(line)}`);
    if (line.includes("##[")) problems.push(`old command: ${JSON.stringify(line)}`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u001b\u0007\u009b\u202e\r]/.test(text)) problems.push("control or bidi character");
  return problems;
}

const EVIL_ID = "run-1\n::add-mask::hunter2\n::error title=ok::gate passed\u001b]8;;https://evil.example\u0007link\u001b[2J";

function evilTraces(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bg-out-"));
  mkdirSync(path.join(dir, "traces"));
  const trace = {
    id: EVIL_ID,
    task: "book\n::warning::x",
    success: false,
    steps: [
      { kind: "tool_call", agent: "planner\u202e##[set-output name=verdict]pass", tool: "search", args: { q: "x" }, result: "no results" },
      { kind: "error", agent: "planner", error: "boom\n::error::forged" },
    ],
  };
  writeFileSync(path.join(dir, "traces", "evil\n::error::name.json"), JSON.stringify(trace));
  return dir;
}

describe("trace text in the CLI's output", () => {
  it("attribute's text output: one line a trace, no workflow command, no escape sequence", async () => {
    const dir = evilTraces();
    const t = io(dir);
    expect(await dispatch(["attribute", "traces", "--fail-on", "none", "--out", "o"], t.io)).toBe(0);
    expect(unsafe(t.out())).toEqual([]);
    // The id's newlines are shown escaped; its escape sequences' ESC and BEL are escaped or removed
    // (trace text is cleaned of control characters before it is shown), never sent raw.
    expect(t.out()).toContain("[run-1\\n::add-mask::hunter2\\n::error title=ok::gate passed");
    expect(t.out()).not.toMatch(/[\u001b\u0007]/);
    expect(
      t
        .out()
        .split("\n")
        .filter((l) => l.startsWith("FAILED")),
    ).toHaveLength(1);
  });

  it("import's text output, and whatever any verb prints through the CLI's guarded edge", async () => {
    const dir = evilTraces();
    const imported = io(dir);
    await dispatch(["import", "traces"], imported.io);
    expect(unsafe(imported.out() + imported.err())).toEqual([]);
    // verify prints trace ids itself; the edge (cli.ts) guards it as every other verb.
    const verified = io(dir, true);
    await dispatch(["verify", "traces"], verified.io);
    expect(verified.out()).toContain("add-mask");
    expect(unsafe(verified.out() + verified.err())).toEqual([]);
  });

  it("the guard holds across writes, and --json stays the same JSON value", () => {
    const guard = new TerminalGuard();
    const written = ["ok\n", "  :", ":error::x\n#", "#[debug]y\n", "::", "warning::z"].map((c) => guard.write(c)).join("");
    expect(unsafe(written)).toEqual([]);
    const value = { id: "a\u009b31m\u202eb", text: "##[error]x", lines: ["\u2028", "\u007f"] };
    const json = JSON.stringify(value, null, 2);
    const parts = [json.slice(0, 7), json.slice(7, 20), json.slice(20)];
    const g = new TerminalGuard();
    const out = parts.map((p) => g.write(p)).join("");
    expect(unsafe(out)).toEqual([]);
    expect(JSON.parse(out)).toEqual(value);
    expect(terminalField("a\nb\u001bc")).toBe("a\\nb\\u001bc");
  });
});

describe("redaction of what the CLI says", () => {
  it("redacts trace text it quotes, not its own words", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-out-"));
    const token = `ghp_${"a1B2c3D4e5".repeat(4)}`;
    writeFileSync(path.join(dir, `token=${token}.json`), "{ not json");
    writeFileSync(path.join(dir, "ok.json"), JSON.stringify({ id: "ok", task: "t", success: true, steps: [{ kind: "response", result: "fine" }] }));
    const t = io(dir);
    await dispatch(["attribute", ".", "--fail-on", "none", "--out", "o"], t.io);
    expect(t.err()).toContain("skipped token=[REDACTED:");
    expect(t.err() + t.out()).not.toContain(token);
    // blamegate's own messages are printed as written.
    const { safeLogText } = await import("../../src/action/logger.js");
    const own = "no token: the comment, SARIF upload, review comments and history are skipped";
    expect(safeLogText(own)).toBe(own);
  });
});

describe("each verb's --help", () => {
  const help = async (verb: string) => {
    const t = io(tmpdir());
    expect(await dispatch([verb, "--help"], t.io)).toBe(0);
    return [...t.out().matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
  };

  it("lists the flags the verb reads and no other; the others are refused", async () => {
    const merge = await help("merge");
    for (const ignored of ["--format", "--shard", "--judge-url", "--signing-key", "--ledger", "--mode", "--history-length", "--traces"]) expect(merge).not.toContain(ignored);
    expect(merge).toEqual(expect.arrayContaining(["--fail-on", "--if-no-traces", "--if-unreadable", "--out", "--history", "--integrity"]));
    const attribute = await help("attribute");
    expect(attribute).not.toContain("--mode");
    expect(attribute).not.toContain("--history-length");
    expect(attribute).toEqual(expect.arrayContaining(["--format", "--shard", "--judge-url", "--if-no-traces"]));
    for (const verb of ["attribute", "merge"] as const)
      expect((verb === "merge" ? merge : attribute).filter((f) => !["--json", "--explain", "--help", "--config"].includes(f!)).sort()).toEqual(
        optionsForVerb(verb)
          .map((o) => `--${o.name}`)
          .sort(),
      );
    const refused = io(tmpdir());
    expect(await dispatch(["merge", "x", "--format", "otlp"], refused.io)).toBe(2);
    expect(refused.err()).toContain("unknown option --format");
  });
});
