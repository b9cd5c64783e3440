// Issue 14, High #2: with a key given, edits made without the key must never read `intact`.
// Each case is an attack on a real approximately trace signed with the key `test-key-123`:
// stripping blamegate's block (approximately's chain does not cover success / final_output),
// re-signing without a key, mixing a keyed and an unkeyed chain, and editing the block's own
// fields (switching `view` let new top-level fields through).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run as verify } from "../../src/cli/verify.js";
import { run as attribute } from "../../src/cli/attribute.js";
import { parseKey } from "../../src/integrity/keys.js";
import { signNativeText } from "../../src/integrity/sign.js";
import { parseSource } from "../../src/integrity/view.js";
import { LosslessNumber, type LJObject } from "../../src/json/lossless.js";
import { pyIndented } from "../../src/json/python.js";
import { dataPath } from "./helpers.js";
import { runVerb } from "../support/cli-io.js";

const tmp = mkdtempSync(path.join(tmpdir(), "bg-downgrade-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const KEY = "test-key-123";
const key = parseKey(KEY);
writeFileSync(path.join(tmp, "k.key"), `${KEY}\n`);

const cli = (verb: typeof verify, args: string[], env: Record<string, string> = {}) => runVerb(verb, args, tmp, env);
type V = { verdict: string; step: number | null; algorithm: string | null; reason?: string };
async function verdictOf(text: string, withKey = true): Promise<V & { code: number }> {
  const f = path.join(tmp, `t${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(f, text);
  const r = await cli(verify, [f, "--json", ...(withKey ? ["--key-file", "k.key"] : [])]);
  return { ...(JSON.parse(r.out) as { traces: V[] }).traces[0]!, code: r.code };
}
/** Edits a trace losslessly (Python's number spellings kept), as an attacker with a text editor would. */
function edit(text: string, change: (doc: LJObject, integrity: LJObject) => void): string {
  const doc = parseSource(text);
  const meta = new Map(doc.get("meta") as LJObject);
  const integrity = new Map(meta.get("integrity") as LJObject);
  const ours = integrity.get("blamegate");
  if (ours instanceof Map) integrity.set("blamegate", new Map(ours));
  meta.set("integrity", integrity);
  doc.set("meta", meta);
  change(doc, integrity);
  return pyIndented(doc);
}
const ours = (integrity: LJObject): LJObject => integrity.get("blamegate") as LJObject;
const unsign = (text: string): string => edit(text, (doc) => (doc.get("meta") as LJObject).delete("integrity"));

// approximately's own keyed trace, and the same signed by blamegate with the same key.
const approxKeyed = readFileSync(dataPath("store-keyed/23e0a63a89d4.json"), "utf8");
const bgKeyed = signNativeText(parseSource(approxKeyed), { key });

describe("with a key given, a keyed trace edited without the key is never intact", () => {
  it("the untouched blamegate-signed trace is intact (the baseline)", async () => {
    expect(await verdictOf(bgKeyed)).toMatchObject({ verdict: "intact", code: 0 });
  });

  it("(a) blamegate's block deleted and success flipped: not intact (approximately's chain does not cover success)", async () => {
    const v = await verdictOf(
      edit(bgKeyed, (doc, integrity) => {
        integrity.delete("blamegate");
        doc.set("success", !doc.get("success"));
      }),
    );
    expect(v.verdict).not.toBe("intact");
    expect(v.verdict).toBe("keyed");
    expect(v.reason).toMatch(/does not cover success/);
    expect(v.code).not.toBe(0);
  });

  it("(a) blamegate's block deleted and final_output edited: not intact", async () => {
    const forged = edit(bgKeyed, (doc, integrity) => {
      integrity.delete("blamegate");
      doc.set("final_output", "Booked. All good.");
    });
    expect((await verdictOf(forged)).verdict).toBe("keyed");
  });

  it("(a) approximately's own keyed trace reads `keyed`, not intact, with the key: it cannot be told from a stripped one", async () => {
    expect(await verdictOf(approxKeyed)).toMatchObject({ verdict: "keyed", algorithm: "hmac-sha256-chain-v1" });
    // Its steps are still checked with the key: an edited step is tampered.
    const edited = approxKeyed.replace('"tokens": 0,', '"tokens": 1,');
    expect(edited).not.toBe(approxKeyed);
    expect((await verdictOf(edited)).verdict).toBe("tampered");
  });

  it("(b) success flipped, the block dropped, re-signed with no key: `unsigned` with a key given, not intact", async () => {
    const flipped = unsign(edit(bgKeyed, (doc) => doc.set("success", !doc.get("success"))));
    const forged = signNativeText(parseSource(flipped));
    const v = await verdictOf(forged);
    expect(v.verdict).toBe("unsigned");
    expect(v.reason).toMatch(/unkeyed/);
    // Without a key nothing is promised against a forger: the unkeyed chain holds.
    expect((await verdictOf(forged, false)).verdict).toBe("intact");
  });

  it("a keyed approximately chain next to an unkeyed blamegate chain (never written by sign): tampered", async () => {
    const flipped = edit(bgKeyed, (doc) => doc.set("success", !doc.get("success")));
    const unkeyedOurs = ours((parseSource(signNativeText(parseSource(flipped))).get("meta") as LJObject).get("integrity") as LJObject);
    const v = await verdictOf(edit(flipped, (_doc, integrity) => integrity.set("blamegate", unkeyedOurs)));
    expect(v.verdict).toBe("tampered");
    expect(v.reason).toMatch(/downgrade/);
  });

  it("integrity: require in attribute fails the gate on each downgrade", async () => {
    const dir = mkdtempSync(path.join(tmp, "gate-"));
    const stripped = edit(bgKeyed, (doc, integrity) => {
      integrity.delete("blamegate");
      doc.set("success", true);
    });
    writeFileSync(path.join(dir, "stripped.json"), stripped);
    const r = await cli(attribute, [dir, "--json", "--fail-on", "none", "--integrity", "require"], { BLAMEGATE_SIGNING_KEY: KEY });
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { gate: { reasons: string[] } }).gate.reasons.join("\n")).toMatch(/not intact/);
  });
});

describe("the block's own fields are authenticated", () => {
  const edits: [string, (b: LJObject) => void][] = [
    ["view switched to model", (b) => b.set("view", "model")],
    ["key_id changed", (b) => b.set("key_id", "00000000")],
    ["signed_at changed", (b) => b.set("signed_at", "2001-01-01T00:00:00.000Z")],
    ["resign_count changed", (b) => b.set("resign_count", new LosslessNumber("7"))],
    ["rotations changed", (b) => b.set("rotations", new LosslessNumber("3"))],
  ];
  const signedAt = signNativeText(parseSource(approxKeyed), { key, now: new Date("2026-01-01T00:00:00Z") });
  it.each(edits)("%s: not intact", async (_name, change) => {
    const v = await verdictOf(edit(signedAt, (_doc, integrity) => change(ours(integrity))));
    expect(v.verdict).not.toBe("intact");
  });

  it("switching view to model does not let a new top-level field through (unkeyed and keyed)", async () => {
    for (const text of [signNativeText(parseSource(readFileSync(dataPath("store/518cc4f9150d.json"), "utf8"))), signedAt]) {
      const injected = edit(text, (doc, integrity) => {
        ours(integrity).set("view", "model");
        doc.set("approved_by", "security-team");
      });
      const v = await verdictOf(injected);
      expect(v.verdict).toBe("tampered");
    }
  });
});
