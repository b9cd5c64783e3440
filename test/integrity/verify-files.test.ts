// The verification policy without the CLI (integrity/verify-files.ts): the ledger's coverage of the
// paths (a recorded trace that is gone), and the ranking of everything found into one exit code.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readLedger } from "../../src/integrity/io.js";
import { parseHead } from "../../src/integrity/ledger.js";
import { signFiles } from "../../src/integrity/sign-files.js";
import { VERIFY_EXIT, verifyPaths } from "../../src/integrity/verify-files.js";
import { dataPath } from "./helpers.js";

const tmp = mkdtempSync(path.join(tmpdir(), "bg-verify-files-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const plain = (id: string) => JSON.stringify({ id, task: "say hi", success: true, steps: [{ kind: "response", result: "hi" }] });
const tamperedStore = () => {
  const t = JSON.parse(readFileSync(dataPath("store/7984e15ea923.json"), "utf8"));
  t.steps[0].result = "something else";
  return JSON.stringify(t, null, 2);
};

/** A folder with the named files: intact (approximately's signed trace), unsigned, tampered, unreadable. */
function folder(files: Record<string, "intact" | "unsigned" | "tampered" | "bad">): string {
  const dir = mkdtempSync(path.join(tmp, "f-"));
  for (const [name, kind] of Object.entries(files)) {
    if (kind === "intact") copyFileSync(dataPath("store/7984e15ea923.json"), path.join(dir, name));
    else writeFileSync(path.join(dir, name), kind === "unsigned" ? plain(name) : kind === "tampered" ? tamperedStore() : "not json");
  }
  return dir;
}

describe("verifyPaths: the exit code is the highest-ranked finding", () => {
  const cases: [string, Record<string, "intact" | "unsigned" | "tampered" | "bad">, number][] = [
    ["every trace intact", { "a.json": "intact" }, VERIFY_EXIT.intact],
    ["an unsigned trace", { "a.json": "intact", "u.json": "unsigned" }, VERIFY_EXIT.unsigned],
    ["an unreadable file outranks unsigned", { "u.json": "unsigned", "b.json": "bad" }, VERIFY_EXIT.input],
    ["a tampered trace outranks everything", { "u.json": "unsigned", "b.json": "bad", "t.json": "tampered" }, VERIFY_EXIT.broken],
  ];
  it.each(cases)("%s", async (_name, files, code) => {
    const report = await verifyPaths({ paths: ["."], cwd: folder(files), keys: [] });
    expect(report.summary.exitCode).toBe(code);
  });

  it("no traces at all is bad input", async () => {
    const report = await verifyPaths({ paths: ["nothing-here.json"], cwd: folder({}), keys: [] });
    expect(report.summary).toMatchObject({ traces: 0, skipped: 1, exitCode: VERIFY_EXIT.input });
  });

  it("a keyed trace without its key outranks unsigned, and reads intact with the key", async () => {
    const dir = folder({ "u.json": "unsigned" });
    const name = "23e0a63a89d4.json";
    copyFileSync(dataPath(`store-keyed/${name}`), path.join(dir, name));
    expect((await verifyPaths({ paths: ["."], cwd: dir, keys: [] })).summary.exitCode).toBe(VERIFY_EXIT.keyedNoKey);
  });
});

describe("verifyPaths: the ledger's coverage", () => {
  it("a trace the ledger recorded under the paths that is gone is missing (exit 1); one outside the paths is not", async () => {
    const dir = folder({});
    for (const id of ["a", "b"]) writeFileSync(path.join(dir, `${id}.jsonl`), `${plain(`${id}-1`)}\n`);
    const signed = await signFiles({ paths: ["."], cwd: dir, oldKeys: [], ledger: "ledger.jsonl", force: false, now: new Date() });
    expect(signed.exitCode).toBe(0);
    const ledger = { file: "ledger.jsonl", index: await readLedger(path.join(dir, "ledger.jsonl")) };
    expect((await verifyPaths({ paths: ["a.jsonl", "b.jsonl"], cwd: dir, keys: [], ledger })).summary.exitCode).toBe(VERIFY_EXIT.intact);
    unlinkSync(path.join(dir, "b.jsonl"));
    const gone = await verifyPaths({ paths: ["."], cwd: dir, keys: [], ledger });
    expect(gone.missing).toEqual([expect.objectContaining({ id: "b-1", file: "b.jsonl" })]);
    expect(gone.summary.exitCode).toBe(VERIFY_EXIT.broken);
    // Verifying only a.jsonl does not ask for b's trace.
    expect((await verifyPaths({ paths: ["a.jsonl"], cwd: dir, keys: [], ledger })).summary.exitCode).toBe(VERIFY_EXIT.intact);
  });

  it("a ledger that does not extend its anchor is broken (exit 1), even with every trace intact", async () => {
    const dir = folder({});
    writeFileSync(path.join(dir, "a.jsonl"), `${plain("a-1")}\n`);
    await signFiles({ paths: ["a.jsonl"], cwd: dir, oldKeys: [], ledger: "ledger.jsonl", force: false, now: new Date() });
    const index = await readLedger(path.join(dir, "ledger.jsonl"));
    const ahead = parseHead(`2:${"0".repeat(64)}`);
    const report = await verifyPaths({ paths: ["a.jsonl"], cwd: dir, keys: [], ledger: { file: "ledger.jsonl", index, anchor: ahead } });
    expect(report.summary.intact).toBe(1);
    expect(report.summary.ledger?.anchor?.problem).toBeTruthy();
    expect(report.summary.exitCode).toBe(VERIFY_EXIT.broken);
  });
});
