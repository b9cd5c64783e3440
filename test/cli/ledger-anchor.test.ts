// Issue 14, Low: lines cut from the end of the ledger leave a shorter ledger whose links all
// hold; nothing inside it can show the cut. The head `sign` prints (LINES:SHA256), kept where
// the ledger's editors cannot write and given back as --ledger-anchor / `ledger-anchor`, does.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run as attribute } from "../../src/cli/attribute.js";
import { run as sign } from "../../src/cli/sign.js";
import { run as verify } from "../../src/cli/verify.js";
import { checkAnchor, parseHead, parseLedger } from "../../src/integrity/ledger.js";
import { dataPath } from "../integrity/helpers.js";
import { runVerb } from "../support/cli-io.js";

const tmp = mkdtempSync(path.join(tmpdir(), "bg-anchor-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (verb: typeof verify, args: string[], cwd: string) => runVerb(verb, args, cwd, {});

describe("the ledger's head as an anchor", () => {
  it("a cut tail: unseen without the anchor (the documented limit), caught with it in verify and in attribute", async () => {
    const dir = path.join(tmp, "cut");
    mkdirSync(path.join(dir, "traces"), { recursive: true });
    const ids = ["518cc4f9150d", "7984e15ea923", "82d5c0492967"];
    for (const f of ids) copyFileSync(dataPath(`store/${f}.json`), path.join(dir, "traces", `${f}.json`));
    const signed = await cli(sign, ["traces", "--ledger", "ledger.jsonl", "--json"], dir);
    expect(signed.code).toBe(0);
    const head = (JSON.parse(signed.out) as { summary: { ledger: { head: string } } }).summary.ledger.head;
    expect(head).toMatch(/^3:[0-9a-f]{64}$/);
    const ledger = readFileSync(path.join(dir, "ledger.jsonl"), "utf8");
    expect(checkAnchor(parseLedger(ledger), parseHead(head))).toBeNull();
    const ok = await cli(verify, ["traces", "--ledger", "ledger.jsonl", "--ledger-anchor", head], dir);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toContain(`head ${head}`);

    // The editor deletes the last trace and the ledger's last line.
    unlinkSync(path.join(dir, "traces", `${ids[2]}.json`));
    writeFileSync(path.join(dir, "ledger.jsonl"), ledger.split("\n").slice(0, 2).join("\n") + "\n");
    expect((await cli(verify, ["traces", "--ledger", "ledger.jsonl"], dir)).code).toBe(0);
    const caught = await cli(verify, ["traces", "--ledger", "ledger.jsonl", "--ledger-anchor", head], dir);
    expect(caught.code).toBe(1);
    expect(caught.out).toMatch(/does not extend the anchor .*2 good lines, the anchor recorded 3/);

    const attr = ["traces", "--json", "--fail-on", "none", "--ledger", "ledger.jsonl", "--integrity", "require"];
    expect((await cli(attribute, attr, dir)).code).toBe(0);
    const gated = await cli(attribute, [...attr, "--ledger-anchor", head], dir);
    expect(gated.code).toBe(1);
    const run = JSON.parse(gated.out) as { traces: { id: string; integrity?: { verdict: string; reason?: string } }[] };
    expect(run.traces.find((t) => t.id === "(ledger)")?.integrity).toMatchObject({ verdict: "tampered", reason: expect.stringMatching(/cut from its end/) });

    // A ledger deleted outright, or rewritten from scratch with valid links, is caught too.
    unlinkSync(path.join(dir, "ledger.jsonl"));
    expect((await cli(verify, ["traces", "--ledger", "ledger.jsonl", "--ledger-anchor", head], dir)).code).toBe(1);
    expect((await cli(attribute, [...attr, "--ledger-anchor", head], dir)).code).toBe(1);
    expect((await cli(sign, ["traces", "--force", "--ledger", "ledger.jsonl"], dir)).code).toBe(0);
    const rewritten = await cli(verify, ["traces", "--ledger", "ledger.jsonl", "--ledger-anchor", head], dir);
    expect(rewritten.code).toBe(1);
  });

  it("a broken ledger fails integrity: require in attribute (before, it was only a skipped item)", async () => {
    const dir = path.join(tmp, "broken");
    mkdirSync(dir);
    copyFileSync(dataPath("store/518cc4f9150d.json"), path.join(dir, "a.json"));
    copyFileSync(dataPath("store/7984e15ea923.json"), path.join(dir, "b.json"));
    expect((await cli(sign, ["a.json", "b.json", "--ledger", "ledger.jsonl"], dir)).code).toBe(0);
    const lines = readFileSync(path.join(dir, "ledger.jsonl"), "utf8").split("\n");
    lines[0] = lines[0]!.replace(/"time":"[^"]*"/, '"time":"2020-01-01T00:00:00.000Z"');
    writeFileSync(path.join(dir, "ledger.jsonl"), lines.join("\n"));
    const r = await cli(attribute, [".", "--json", "--fail-on", "none", "--ledger", "ledger.jsonl", "--integrity", "require"], dir);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { gate: { reasons: string[] } }).gate.reasons.join("\n")).toMatch(/not intact/);
  });

  it("a malformed anchor is a clear usage error", async () => {
    const r = await cli(verify, [dataPath("store"), "--ledger", "x.jsonl", "--ledger-anchor", "3:nothex"], tmp);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/--ledger-anchor: expected LINES:SHA256/);
  });
});
