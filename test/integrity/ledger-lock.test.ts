// Issue 14, Medium #11: `sign --ledger` from several processes at once. Each append reads the
// ledger's tip and writes lines linked to it; without a lock two signers link to the same tip,
// the ledger breaks, and every later append is refused. Tested with real concurrent CLI processes.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendLedger, readLedger } from "../../src/integrity/io.js";
import { buildWorker } from "../support/build-worker.js";
import { tempDir } from "../support/temp-dir.js";
import { dataPath } from "./helpers.js";

const run = promisify(execFile);
const tmp = tempDir("ledger-lock");
let cli = "";
beforeAll(async () => {
  cli = await buildWorker(tmp.dir, "src/cli.ts", "cli.mjs");
}, 60_000);
afterAll(() => tmp.cleanup());

async function signProcess(cwd: string, file: string, ledger: string): Promise<{ code: number; out: string; err: string }> {
  try {
    const r = await run(process.execPath, [cli, "sign", file, "--ledger", ledger], { cwd });
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: x.code ?? -1, out: x.stdout ?? "", err: x.stderr ?? "" };
  }
}

describe("sign --ledger from concurrent processes", () => {
  it("8 concurrent signers: every trace recorded once, the ledger unbroken, and it still takes appends", async () => {
    const dir = path.join(tmp.dir, "eight");
    mkdirSync(dir);
    const sample = readdirSync(dataPath("scale-sample"))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .slice(0, 8);
    sample.forEach((f, i) => copyFileSync(dataPath(`scale-sample/${f}`), path.join(dir, `t${i}.json`)));
    const results = await Promise.all(sample.map((_, i) => signProcess(dir, `t${i}.json`, "ledger.jsonl")));
    for (const r of results) {
      expect(r.code, r.err + r.out).toBe(0);
      expect(r.out).toContain("; recorded in ledger.jsonl");
    }
    const index = await readLedger(path.join(dir, "ledger.jsonl"));
    expect(index.broken).toBeNull();
    expect(index.records).toHaveLength(8);
    expect(new Set(index.records.map((r) => r.file))).toEqual(new Set(sample.map((_, i) => `t${i}.json`)));
    // No lock file is left behind, and the next append links on.
    expect(readdirSync(dir).filter((f) => f.includes(".lock"))).toEqual([]);
    copyFileSync(dataPath(`scale-sample/${sample[0]}`), path.join(dir, "ninth.json"));
    const ninth = await signProcess(dir, "ninth.json", "ledger.jsonl");
    expect(ninth.code, ninth.err + ninth.out).toBe(0);
    expect((await readLedger(path.join(dir, "ledger.jsonl"))).records).toHaveLength(9);
  }, 120_000);

  it("a lock held by a live process: the append is refused loudly, and sign does not claim it recorded", async () => {
    const dir = path.join(tmp.dir, "held");
    mkdirSync(dir);
    copyFileSync(dataPath("store/518cc4f9150d.json"), path.join(dir, "a.json"));
    // This test process is alive: its lock is not stale.
    writeFileSync(path.join(dir, "ledger.jsonl.lock"), JSON.stringify({ pid: process.pid, host: (await import("node:os")).hostname(), time: new Date().toISOString() }));
    await expect(appendLedger(path.join(dir, "ledger.jsonl"), [{ id: "x", root: "0".repeat(64), algorithm: "a", steps: 0, time: "t" }], { waitMs: 200 })).rejects.toThrow(/locked by process \d+/);
    const r = await run(process.execPath, [cli, "sign", "a.json", "--ledger", "ledger.jsonl"], { cwd: dir, env: { ...process.env, BLAMEGATE_LEDGER_WAIT_MS: "300" } }).catch((e: { code: number; stdout: string }) => e);
    expect(r).toMatchObject({ code: 4 });
    expect(r.stdout).toMatch(/PROBLEM +ledger\.jsonl: .*locked by process/);
    expect(r.stdout).not.toMatch(/; recorded in/);
    expect(r.stdout).toContain("NOT recorded in ledger.jsonl");
  }, 60_000);

  it("concurrent appends inside one process (the same pid) also take turns", async () => {
    const ledger = path.join(tmp.dir, "one-process.jsonl");
    const entry = (i: number) => ({ id: `t${i}`, root: "0".repeat(64), algorithm: "a", steps: i, time: "t" });
    const heads = await Promise.all(Array.from({ length: 8 }, (_, i) => appendLedger(ledger, [entry(i)])));
    const index = await readLedger(ledger);
    expect(index.broken).toBeNull();
    expect(index.records).toHaveLength(8);
    expect(heads.map((h) => h.records).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("a stale lock (its process is gone) is broken, and the append goes through", async () => {
    const dir = path.join(tmp.dir, "stale");
    mkdirSync(dir);
    const dead = await run(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    const ledger = path.join(dir, "ledger.jsonl");
    writeFileSync(`${ledger}.lock`, JSON.stringify({ pid: Number(dead.stdout), host: (await import("node:os")).hostname(), time: new Date().toISOString() }));
    await appendLedger(ledger, [{ id: "x", root: "0".repeat(64), algorithm: "a", steps: 0, time: "t" }], { waitMs: 2000 });
    expect((await readLedger(ledger)).records).toHaveLength(1);
    expect(readdirSync(dir)).toEqual(["ledger.jsonl"]);
    expect(readFileSync(ledger, "utf8").split("\n").filter(Boolean)).toHaveLength(1);
  });
});
