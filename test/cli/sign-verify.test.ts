// `blamegate verify` and `blamegate sign`, run in-process on real files (copied to a temp dir
// when they are to be changed).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run as sign } from "../../src/cli/sign.js";
import { run as verify } from "../../src/cli/verify.js";
import type { CliIO } from "../../src/cli/types.js";
import { signNativeText } from "../../src/integrity/sign.js";
import { parseSource } from "../../src/integrity/view.js";
import { dataPath } from "../integrity/helpers.js";

const tmp = mkdtempSync(path.join(tmpdir(), "bg-integrity-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function cli(verb: typeof verify, args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd: tmp, env };
  const code = await verb(args, io);
  return { code, out, err };
}
type Json = { summary: Record<string, unknown> & { exitCode: number }; traces: { id: string; file: string; verdict: string; step: number | null; algorithm: string | null; reason?: string }[]; missing: unknown[] };
const json = (out: string): Json => JSON.parse(out) as Json;

function keyFile(name: string, text: string): string {
  const p = path.join(tmp, name);
  writeFileSync(p, `${text}\n`);
  return p;
}
function copy(rel: string, name: string): string {
  const p = path.join(tmp, name);
  copyFileSync(dataPath(rel), p);
  return p;
}

describe("blamegate verify on approximately's files", () => {
  const store = dataPath("store");
  const keyed = dataPath("store-keyed");

  it("store: all intact, exit 0, the --json shape", async () => {
    const r = await cli(verify, [store, "--json"]);
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.summary).toMatchObject({ traces: 4, intact: 4, exitCode: 0 });
    for (const t of j.traces) expect(Object.keys(t).sort()).toEqual(["algorithm", "file", "id", "step", "verdict"]);
  });

  it("store-keyed: exit 3 without a key and with it (approximately's chain alone leaves success out), 0 once signed by blamegate, 1 with another key", async () => {
    expect((await cli(verify, [keyed])).code).toBe(3);
    const withKey = await cli(verify, [keyed, "--json", "--key-file", keyFile("k1", "test-key-123")]);
    expect(withKey.code).toBe(3);
    expect(json(withKey.out).traces.every((t) => t.verdict === "keyed" && /does not cover success/.test(t.reason ?? ""))).toBe(true);
    // The key holder adds blamegate's chain (sign checks theirs with the key first): now intact,
    // whichever way the key is given.
    const dir = path.join(tmp, "keyed-resigned");
    mkdirSync(dir);
    for (const f of ["23e0a63a89d4", "25fe860e2e2f"]) copy(`store-keyed/${f}.json`, `keyed-resigned/${f}.json`);
    expect((await cli(sign, [dir, "--key-file", keyFile("k1", "test-key-123")])).code).toBe(0);
    expect((await cli(verify, [dir, "--key-file", keyFile("k1", "test-key-123")])).code).toBe(0);
    expect((await cli(verify, [dir], { APPROXIMATELY_SIGNING_KEY: "test-key-123" })).code).toBe(0);
    expect((await cli(verify, [dir], { BLAMEGATE_SIGNING_KEY: "test-key-123" })).code).toBe(0);
    const wrong = await cli(verify, [keyed, "--json", "--key-file", keyFile("k2", "not-the-key")]);
    expect(wrong.code).toBe(1);
    expect(json(wrong.out).traces.every((t) => t.verdict === "wrong-key")).toBe(true);
  });

  it("tampered/: exit 1, each localised as approximately's verify does", async () => {
    const r = await cli(verify, [dataPath("tampered"), "--json"]);
    expect(r.code).toBe(1);
    const by = Object.fromEntries(json(r.out).traces.map((t) => [t.id, [t.verdict, t.step]]));
    expect(by).toEqual({
      add_step_meta_verify: ["tampered", 5],
      drop_last_step: ["tampered", 6],
      edit_final_output: ["intact", null],
      edit_step3_result: ["tampered", 3],
      edit_task: ["tampered", 0],
      flip_success_true: ["intact", null],
    });
  });

  it("mixed results: broken outranks keyed outranks unsigned", async () => {
    const unsigned = path.join(tmp, "unsigned.json");
    const doc = JSON.parse(readFileSync(dataPath("store/518cc4f9150d.json"), "utf8")) as { meta: Record<string, unknown> };
    delete doc.meta.integrity;
    writeFileSync(unsigned, JSON.stringify(doc));
    expect((await cli(verify, [unsigned])).code).toBe(2);
    expect((await cli(verify, [unsigned, keyed])).code).toBe(3);
    expect((await cli(verify, [unsigned, keyed, dataPath("tampered")])).code).toBe(1);
  });

  it("input errors: exit 4 with the reason, never a crash", async () => {
    const missing = await cli(verify, [store, "--key-file", path.join(tmp, "nope.key")]);
    expect(missing.code).toBe(4);
    expect(missing.err).toMatch(/nope\.key: no such file/);
    const huge = await cli(verify, [store, "--key-file", keyFile("huge.key", "x".repeat(100_000))]);
    expect(huge.code).toBe(4);
    expect(huge.err).toMatch(/over the \d+-byte cap/);
    const big = await cli(verify, [store, "--key-file", keyFile("big.key", "x".repeat(5000))]);
    expect(big.code).toBe(4);
    expect(big.err).toMatch(/at most 1024 are accepted/);
    expect((await cli(verify, [])).code).toBe(4);
    expect((await cli(verify, [path.join(tmp, "no-such-dir")])).code).toBe(4);
  });
});

describe("blamegate verify on other layouts", () => {
  it("a JSON array of signed native traces, with a Python float in one: each verified from its own element", async () => {
    const a = readFileSync(dataPath("store/518cc4f9150d.json"), "utf8").replace('"latency_ms": 480,', '"latency_ms": 480.0,');
    const signedA = signNativeText(parseSource(a));
    const b = readFileSync(dataPath("store/7984e15ea923.json"), "utf8");
    const f = path.join(tmp, "array.json");
    writeFileSync(f, `[${signedA},\n${b}]`);
    const r = await cli(verify, [f, "--json"]);
    expect(json(r.out).traces.map((t) => t.verdict)).toEqual(["intact", "intact"]);
    expect(r.code).toBe(0);
    writeFileSync(f, `[${signedA.replace('"latency_ms": 480.0,', '"latency_ms": 480,')},\n${b}]`);
    const edited = json((await cli(verify, [f, "--json"])).out).traces;
    expect(edited.map((t) => [t.verdict, t.step])).toEqual([
      ["tampered", 1],
      ["intact", null],
    ]);
  });
});

describe("blamegate sign", () => {
  it("re-signs a native trace in place; ours then catches flip_success_true and edit_final_output", async () => {
    const f = copy("store/518cc4f9150d.json", "booking.json");
    const s = await cli(sign, [f]);
    expect(s.code).toBe(0);
    expect(s.out).toMatch(/SIGNED .* in-place/);
    expect((await cli(verify, [f])).code).toBe(0);
    const signed = readFileSync(f, "utf8");
    writeFileSync(f, signed.replace('"success": false', '"success": true'));
    const flipped = json((await cli(verify, [f, "--json"])).out).traces[0];
    expect(flipped).toMatchObject({ verdict: "tampered", step: 0, algorithm: "blamegate-sha256-chain-v2" });
    writeFileSync(f, signed.replace(/"final_output": "[^"]*"/, '"final_output": "all good"'));
    expect(json((await cli(verify, [f, "--json"])).out).traces[0]).toMatchObject({ verdict: "tampered", step: 0 });
  });

  it("refuses to sign over a broken chain unless --force", async () => {
    const f = copy("tampered/edit_step3_result.json", "edited.json");
    const r = await cli(sign, [f]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/REFUSED .*tampered/);
    expect((await cli(sign, [f, "--force"])).code).toBe(0);
    expect((await cli(verify, [f])).code).toBe(0);
  });

  it("rotation: verify with the old key, re-sign with the new", async () => {
    const f = copy("store-keyed/23e0a63a89d4.json", "rotate.json");
    const oldKey = keyFile("old.key", "test-key-123");
    const newKey = keyFile("new.key", "00112233445566778899aabbccddeeff");
    const refused = await cli(sign, [f, "--key-file", newKey]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/wrong-key: signed with key 11e2c7ab/);
    expect((await cli(sign, [f, "--key-file", newKey, "--old-key-file", oldKey])).code).toBe(0);
    const integ = (JSON.parse(readFileSync(f, "utf8")) as { meta: { integrity: Record<string, unknown> } }).meta.integrity;
    expect(integ).toMatchObject({ rotations: 1, resign_count: 2, keyed: true });
    expect(integ.key_id).not.toBe("11e2c7ab");
    expect((await cli(verify, [f, "--key-file", newKey])).code).toBe(0);
    expect(json((await cli(verify, [f, "--json", "--key-file", oldKey])).out).traces[0]?.verdict).toBe("wrong-key");
  });

  it("other formats get a sidecar: Who&When and agent-blame SQLite", async () => {
    const ww = copy("../../who-and-when/algorithm-generated/1.json", "ww.json");
    const db = copy("../agent-blame/examples.db", "examples.db");
    const s = await cli(sign, [ww, db, "--json"]);
    expect(s.code).toBe(0);
    const rows = (JSON.parse(s.out) as { traces: { where: string }[] }).traces;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.where === "sidecar")).toBe(true);
    const v = await cli(verify, [ww, db, "--json"]);
    expect(v.code).toBe(0);
    expect(json(v.out).summary).toMatchObject({ intact: rows.length });
    // Edit one message of the Who&When record: the sidecar chain names that step.
    const doc = JSON.parse(readFileSync(ww, "utf8")) as { history: { content: string }[] };
    const at = Math.min(2, doc.history.length - 1);
    (doc.history[at] as { content: string }).content += " (edited)";
    writeFileSync(ww, JSON.stringify(doc));
    const t = json((await cli(verify, [ww, "--json"])).out).traces[0];
    expect(t?.verdict).toBe("tampered");
    expect(t?.algorithm).toBe("blamegate-sha256-chain-v2");
    expect(typeof t?.step).toBe("number");
  });

  it("the ledger catches a rollback, a deletion and an edited ledger line", async () => {
    const dir = path.join(tmp, "ledgered");
    mkdirSync(dir);
    const f = copy("store/7984e15ea923.json", "ledgered/v.json");
    const ledger = path.join(tmp, "ledger.jsonl");
    expect((await cli(sign, [f, "--ledger", ledger])).code).toBe(0);
    const v1 = readFileSync(f, "utf8");
    // A legitimate new version: edited and re-signed (forced), recorded in the ledger.
    writeFileSync(f, v1.replace('"success": ', '"success_note": "reviewed", "success": '));
    expect((await cli(sign, [f, "--force", "--ledger", ledger])).code).toBe(0);
    expect((await cli(verify, [f, "--ledger", ledger])).code).toBe(0);
    // Roll back to the old, validly signed version.
    writeFileSync(f, v1);
    expect((await cli(verify, [f])).code).toBe(0);
    const rolled = await cli(verify, [f, "--ledger", ledger, "--json"]);
    expect(rolled.code).toBe(1);
    expect(json(rolled.out).traces[0]).toMatchObject({ verdict: "rolled-back" });
    // Delete it: the ledger still knows it.
    unlinkSync(f);
    writeFileSync(path.join(dir, "other.json"), readFileSync(dataPath("store/82d5c0492967.json")));
    const gone = await cli(verify, [dir, "--ledger", ledger, "--json"]);
    expect(gone.code).toBe(1);
    expect(json(gone.out).missing).toHaveLength(1);
    // Edit line 1 of the ledger: line 2 no longer follows it, and that is reported.
    const lines = readFileSync(ledger, "utf8").split("\n");
    lines[0] = (lines[0] as string).replace(/"time":"[^"]*"/, '"time":"2020-01-01T00:00:00.000Z"');
    writeFileSync(ledger, lines.join("\n"));
    const broken = await cli(verify, [path.join(dir, "other.json"), "--ledger", ledger]);
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(/line 2: does not follow line 1/);
  });
});
