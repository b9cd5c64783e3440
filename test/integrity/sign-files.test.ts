// The signing policy without the CLI (integrity/sign-files.ts): where each signature goes, what is
// refused, what the ledger records, and the outcome's exit code.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signFiles, SIGN_EXIT } from "../../src/integrity/sign-files.js";
import { verifyPaths } from "../../src/integrity/verify-files.js";
import { dataPath } from "./helpers.js";

const tmp = mkdtempSync(path.join(tmpdir(), "bg-sign-files-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const now = new Date("2026-01-02T03:04:05Z");
const key = new TextEncoder().encode("a signing key of some length");
const plain = (id: string) => JSON.stringify({ id, task: "say hi", success: true, steps: [{ kind: "response", result: "hi" }] });

describe("signFiles", () => {
  it("signs a one-trace native file in place and a JSONL file by sidecar, and records both in the ledger", async () => {
    const dir = mkdtempSync(path.join(tmp, "a-"));
    // A full native trace (approximately's, its chain taken out): signed in place.
    const native = JSON.parse(readFileSync(dataPath("store/7984e15ea923.json"), "utf8"));
    delete native.meta.integrity;
    writeFileSync(path.join(dir, "one.json"), JSON.stringify({ ...native, id: "one-1" }, null, 2));
    writeFileSync(path.join(dir, "many.jsonl"), `${plain("many-1")}\n${plain("many-2")}\n`);
    const o = await signFiles({ paths: ["."], cwd: dir, key, oldKeys: [], ledger: "ledger.jsonl", force: false, now });
    expect(o.exitCode).toBe(SIGN_EXIT.ok);
    expect(o.rows.map((r) => [r.file, r.id, r.action, r.where]).sort()).toEqual([
      ["many.jsonl", "many-1", "signed", "sidecar"],
      ["many.jsonl", "many-2", "signed", "sidecar"],
      ["one.json", "one-1", "signed", "in-place"],
    ]);
    expect(o.signed).toBe(3);
    expect(o.ledger).toMatchObject({ file: "ledger.jsonl", recorded: true, head: { records: 3 } });
    expect(o.unrecorded).toBe(false);
    expect(JSON.parse(readFileSync(path.join(dir, "one.json"), "utf8")).meta.integrity.blamegate.final).toBe(o.rows.find((r) => r.id === "one-1")?.root);
    expect(existsSync(path.join(dir, "many.jsonl.integrity"))).toBe(true);
    // What it wrote verifies under the same key.
    const report = await verifyPaths({ paths: ["one.json", "many.jsonl"], cwd: dir, keys: [key] });
    expect(report.traces.map((t) => `${t.id} ${t.verdict}`).sort()).toEqual(["many-1 intact", "many-2 intact", "one-1 intact"]);
    expect(report.summary.exitCode).toBe(0);
  });

  it("signs a minimal native trace that has no `meta` in place, and it verifies intact, keyed or not", async () => {
    for (const k of [undefined, key]) {
      const dir = mkdtempSync(path.join(tmp, "m-"));
      writeFileSync(path.join(dir, "one.json"), JSON.stringify({ id: "m-1", task: "say hi", success: true, steps: [{ index: 0, kind: "message", output: "hi" }] }, null, 2));
      const o = await signFiles({ paths: ["one.json"], cwd: dir, ...(k ? { key: k } : {}), oldKeys: [], force: false, now });
      expect(o.rows).toEqual([expect.objectContaining({ id: "m-1", action: "signed", where: "in-place" })]);
      const report = await verifyPaths({ paths: ["one.json"], cwd: dir, keys: k ? [k] : [] });
      expect(report.traces.map((t) => `${t.id} ${t.verdict}`)).toEqual(["m-1 intact"]);
    }
  });

  it("refuses a trace whose chain does not hold (exit 1), and signs it with force", async () => {
    const dir = mkdtempSync(path.join(tmp, "b-"));
    const tampered = JSON.parse(readFileSync(dataPath("store/7984e15ea923.json"), "utf8"));
    tampered.steps[0].result = "something else";
    writeFileSync(path.join(dir, "t.json"), JSON.stringify(tampered, null, 2));
    const before = readFileSync(path.join(dir, "t.json"), "utf8");
    const refused = await signFiles({ paths: ["t.json"], cwd: dir, oldKeys: [], force: false, now });
    expect(refused.exitCode).toBe(SIGN_EXIT.refused);
    expect(refused.rows).toEqual([expect.objectContaining({ action: "refused", reason: expect.stringMatching(/^tampered/) })]);
    expect(readFileSync(path.join(dir, "t.json"), "utf8")).toBe(before);
    const forced = await signFiles({ paths: ["t.json"], cwd: dir, oldKeys: [], force: true, now });
    expect(forced.exitCode).toBe(SIGN_EXIT.ok);
    expect(forced.rows[0]).toMatchObject({ action: "signed", where: "in-place" });
  });

  it("verifies under an old key before re-signing with a new one (rotation); without the old key it refuses", async () => {
    const dir = mkdtempSync(path.join(tmp, "c-"));
    copyFileSync(dataPath("store-keyed/23e0a63a89d4.json"), path.join(dir, "k.json"));
    const wrong = await signFiles({ paths: ["k.json"], cwd: dir, key, oldKeys: [], force: false, now });
    expect(wrong.exitCode).toBe(SIGN_EXIT.refused);
  });

  it("a path that matches nothing and a file that is not a trace are problems (exit 4), the rest is still signed", async () => {
    const dir = mkdtempSync(path.join(tmp, "d-"));
    writeFileSync(path.join(dir, "ok.json"), plain("ok-1"));
    writeFileSync(path.join(dir, "bad.json"), "not json");
    const o = await signFiles({ paths: ["ok.json", "bad.json", "nope.json"], cwd: dir, oldKeys: [], force: false, now });
    expect(o.exitCode).toBe(SIGN_EXIT.input);
    expect(o.signed).toBe(1);
    expect(o.problems.map((p) => p.file).sort()).toEqual(["bad.json", "nope.json"]);
    const none = await signFiles({ paths: ["bad.json"], cwd: dir, oldKeys: [], force: false, now });
    expect(none.exitCode).toBe(SIGN_EXIT.input);
  });

  it("a ledger that cannot be written is a problem and the roots are reported unrecorded", async () => {
    const dir = mkdtempSync(path.join(tmp, "e-"));
    writeFileSync(path.join(dir, "ok.json"), plain("ok-1"));
    const o = await signFiles({ paths: ["ok.json"], cwd: dir, oldKeys: [], ledger: "no-such-folder/ledger.jsonl", force: false, now });
    expect(o.exitCode).toBe(SIGN_EXIT.input);
    expect(o.unrecorded).toBe(true);
    expect(o.ledger).toMatchObject({ recorded: false });
  });
});
