// Issue 14, Medium #6: a signed trace that is deleted must show in `attribute` (the action's
// pipeline) and fail `integrity: require`, as it fails `verify`: one recorded in the ledger and
// then deleted, and one line deleted from a JSONL file signed with a sidecar.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run as attribute } from "../../src/cli/attribute.js";
import { run as sign } from "../../src/cli/sign.js";
import { run as verify } from "../../src/cli/verify.js";
import { dataPath } from "../integrity/helpers.js";
import { runVerb } from "../support/cli-io.js";

const tmp = mkdtempSync(path.join(tmpdir(), "bg-deletions-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (verb: typeof verify, args: string[], cwd: string) => runVerb(verb, args, cwd, {});
type Run = { traces: { id: string; file: string; integrity?: { verdict: string; reason?: string }; untrusted?: boolean }[]; gate: { status: string; reasons: string[] }; summary: { traces: number } };

describe("deleted traces in attribute", () => {
  it("a trace recorded in the ledger, then deleted: listed as tampered, and integrity: require fails", async () => {
    const dir = path.join(tmp, "ledgered");
    mkdirSync(path.join(dir, "traces"), { recursive: true });
    for (const f of ["518cc4f9150d", "7984e15ea923"]) copyFileSync(dataPath(`store/${f}.json`), path.join(dir, "traces", `${f}.json`));
    expect((await cli(sign, ["traces", "--ledger", "ledger.jsonl"], dir)).code).toBe(0);
    const before = await cli(attribute, ["traces", "--json", "--fail-on", "none", "--ledger", "ledger.jsonl", "--integrity", "require"], dir);
    expect(before.code, before.out).toBe(0);

    unlinkSync(path.join(dir, "traces", "7984e15ea923.json"));
    expect((await cli(verify, ["traces", "--ledger", "ledger.jsonl"], dir)).code).toBe(1);
    const after = await cli(attribute, ["traces", "--json", "--fail-on", "none", "--ledger", "ledger.jsonl", "--integrity", "require"], dir);
    expect(after.code).toBe(1);
    const run = JSON.parse(after.out) as Run;
    const gone = run.traces.find((t) => t.id === "7984e15ea923");
    expect(gone).toMatchObject({ file: "traces/7984e15ea923.json", integrity: { verdict: "tampered" }, untrusted: true });
    expect(gone?.integrity?.reason).toMatch(/ledger line 2/);
    expect(run.gate.reasons.join("\n")).toMatch(/1 trace is not intact/);

    // Under warn it is reported, not failed; a path the run does not cover is not its business.
    const warn = await cli(attribute, ["traces", "--json", "--fail-on", "none", "--ledger", "ledger.jsonl"], dir);
    expect(warn.code).toBe(0);
    expect((JSON.parse(warn.out) as Run).traces.map((t) => t.integrity?.verdict).sort()).toEqual(["intact", "tampered"]);
    const other = path.join(dir, "other");
    mkdirSync(other);
    copyFileSync(dataPath("store/82d5c0492967.json"), path.join(other, "x.json"));
    const elsewhere = await cli(attribute, ["other", "--json", "--fail-on", "none", "--ledger", "ledger.jsonl", "--integrity", "warn"], dir);
    expect((JSON.parse(elsewhere.out) as Run).traces.map((t) => t.id)).toEqual(["82d5c0492967"]);
  });

  it("a line deleted from a sidecar-signed JSONL file: listed as tampered, and integrity: require fails", async () => {
    const dir = path.join(tmp, "jsonl");
    mkdirSync(dir);
    const lines = readdirSync(dataPath("scale-sample"))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .slice(0, 3)
      .map((f) => JSON.stringify(JSON.parse(readFileSync(dataPath(`scale-sample/${f}`), "utf8"))));
    writeFileSync(path.join(dir, "runs.jsonl"), `${lines.join("\n")}\n`);
    expect((await cli(sign, ["runs.jsonl"], dir)).code).toBe(0);
    const ok = await cli(attribute, ["runs.jsonl", "--json", "--fail-on", "none", "--integrity", "require"], dir);
    expect(ok.code, ok.out).toBe(0);
    const deletedId = (JSON.parse(lines[1]!) as { id: string }).id;
    writeFileSync(path.join(dir, "runs.jsonl"), `${lines[0]}\n${lines[2]}\n`);

    const bad = await cli(attribute, ["runs.jsonl", "--json", "--fail-on", "none", "--integrity", "require"], dir);
    expect(bad.code).toBe(1);
    const run = JSON.parse(bad.out) as Run;
    expect(run.gate.reasons.join("\n")).toMatch(/not intact/);
    const gone = run.traces.find((t) => t.id === deletedId);
    expect(gone).toMatchObject({ file: "runs.jsonl", integrity: { verdict: "tampered" }, untrusted: true });
  });
});
