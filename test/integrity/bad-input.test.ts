// Hostile or broken integrity data: always a clear verdict or error with the reason, never a
// crash, never "intact".
import { describe, expect, it } from "vitest";
import { KeyError, MAX_KEY_BYTES, parseKey } from "../../src/integrity/keys.js";
import { appendToLedger, parseLedger } from "../../src/integrity/ledger.js";
import { verifyTrace } from "../../src/integrity/verify.js";
import type { Trace } from "../../src/trace/model.js";
import { loadTrace, nativeTrace } from "./helpers.js";

const base = loadTrace("store/518cc4f9150d.json");
const block = base.trace.integrity as Record<string, unknown>;
const withBlock = (integrity: unknown): Trace => ({ ...base.trace, integrity });

describe("malformed integrity blocks", () => {
  const hashes = block.step_hashes as string[];
  const cases: [string, unknown, RegExp][] = [
    ["a string", "sha256", /not an object/],
    ["a list", [1, 2], /not an object/],
    ["no algorithm", { ...block, algorithm: undefined }, /names no algorithm/],
    ["an unknown algorithm", { ...block, algorithm: "md5-chain" }, /unknown algorithm/],
    ["keyed disagreeing with algorithm", { ...block, keyed: true }, /keyed/],
    ["non-hex step hashes", { ...block, step_hashes: hashes.map((h) => h.replace(/[0-9]/g, "z")) }, /hex/],
    ["upper-case hex", { ...block, seed: String(block.seed).toUpperCase() }, /hex/],
    ["short hashes", { ...block, final: "abc" }, /hex/],
    ["step_hashes not a list", { ...block, step_hashes: "x" }, /step_hashes/],
    ["a bad key_id", { ...block, key_id: "zz" }, /key id/],
    ["a huge list", { ...block, step_hashes: new Array(100_001).fill(hashes[0]) }, /step_hashes/],
    ["our block of the wrong shape", { ...block, blamegate: { algorithm: "blamegate-sha256-chain-v1", keyed: false } }, /blamegate/],
  ];
  it.each(cases)("%s → invalid with a reason", (_name, b, reason) => {
    const r = verifyTrace(withBlock(b));
    expect(r.verdict).toBe("invalid");
    expect(r.reason).toMatch(reason);
  });

  it("source text that is not JSON → invalid, with where", () => {
    const { raw: _raw, ...textOnly } = base.trace;
    const r = verifyTrace({ ...textOnly, sourceText: base.text.slice(0, 500) });
    expect(r).toMatchObject({ verdict: "invalid" });
    expect(r.reason).toMatch(/offset/);
  });

  it("a signed trace with no stored text or raw object → invalid, not intact", () => {
    const { sourceText: _s, raw: _r, ...bare } = base.trace;
    expect(verifyTrace(bare as Trace)).toMatchObject({ verdict: "invalid" });
  });

  it("a hash list of the wrong length never passes", () => {
    const r = verifyTrace(withBlock({ ...block, step_hashes: hashes.slice(0, 3), final: hashes[2] }));
    expect(r).toMatchObject({ verdict: "tampered", step: 3 });
  });

  it("a forged keyed block on an unkeyed chain is not intact without the key", () => {
    expect(verifyTrace(withBlock({ ...block, algorithm: "hmac-sha256-chain-v1", keyed: true, key_id: "11e2c7ab" })).verdict).toBe("keyed");
  });

  it("keyed chain with an edited task is caught even without the key (the seed is plain SHA-256)", () => {
    const text = loadTrace("store-keyed/23e0a63a89d4.json").text.replace('"task": "Find', '"task": "Do not find');
    expect(verifyTrace(nativeTrace(text))).toMatchObject({ verdict: "tampered", step: 0 });
  });
});

describe("keys", () => {
  it("reads hex as bytes and anything else as UTF-8, like APPROXIMATELY_SIGNING_KEY", () => {
    expect(Buffer.from(parseKey("00ff")).toString("hex")).toBe("00ff");
    expect(Buffer.from(parseKey("test-key-123")).toString("utf8")).toBe("test-key-123");
    expect(Buffer.from(parseKey("abc")).toString("utf8")).toBe("abc"); // odd length: not hex
  });
  it("refuses empty and oversized keys, naming the source", () => {
    expect(() => parseKey("", "$BLAMEGATE_SIGNING_KEY")).toThrow(/\$BLAMEGATE_SIGNING_KEY: the key is empty/);
    expect(() => parseKey("k".repeat(MAX_KEY_BYTES + 1), "key file a.key")).toThrow(KeyError);
    expect(() => parseKey("ab".repeat(MAX_KEY_BYTES))).not.toThrow();
  });
});

describe("ledger", () => {
  const entry = (id: string, root: string) => ({ id, root, algorithm: "blamegate-sha256-chain-v1", steps: 3, time: "2026-01-01T00:00:00Z" });
  const r1 = "a".repeat(64);
  const r2 = "b".repeat(64);
  const text = appendToLedger(appendToLedger("", [entry("t1", r1), entry("t2", r1)]), [entry("t1", r2)]);

  it("links each line to the one before", () => {
    const idx = parseLedger(text);
    expect(idx.broken).toBeNull();
    expect(idx.records.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(idx.byId.get("t1")?.map((r) => r.root)).toEqual([r1, r2]);
  });

  it.each([
    ["a removed line", (l: string[]) => l.filter((_, i) => i !== 1), 2, /does not follow line 1/],
    ["swapped lines", (l: string[]) => [l[1], l[0], l[2]] as string[], 1, /does not start the chain/],
    ["an edited root", (l: string[]) => l.map((x, i) => (i === 1 ? x.replace(r1, r2) : x)), 3, /does not follow line 2/],
    ["garbage", (l: string[]) => l.map((x, i) => (i === 2 ? "{not json" : x)), 3, /not JSON/],
    ["an unknown field", (l: string[]) => l.map((x, i) => (i === 0 ? x.replace("{", '{"extra":1,') : x)), 1, /not a ledger entry/],
    ["a huge line", (l: string[]) => [...l, "x".repeat(10_000)], 4, /over 4096/],
  ])("localises %s", (_name, edit, line, reason) => {
    const lines = text.trimEnd().split("\n");
    const idx = parseLedger(edit(lines).join("\n"));
    expect(idx.broken?.line).toBe(line);
    expect(idx.broken?.reason).toMatch(reason);
    // Records before the break are kept; none after it.
    expect(idx.records.every((r) => r.line < line)).toBe(true);
  });

  it("refuses to append to a broken ledger", () => {
    expect(() => appendToLedger(`${text}{bad\n`, [entry("t3", r1)])).toThrow(/line 4/);
  });
});

describe("gate helpers", () => {
  it("marks only evidence of tampering as untrusted, and require fails on all but intact", async () => {
    const { isUntrusted, failsIntegrityGate } = await import("../../src/integrity/verify.js");
    const { VERDICTS } = await import("../../src/integrity/model.js");
    expect(VERDICTS.filter(isUntrusted).sort()).toEqual(["invalid", "rolled-back", "tampered", "wrong-key"]);
    expect(VERDICTS.filter((v) => failsIntegrityGate(v, "require"))).not.toContain("intact");
    expect(VERDICTS.filter((v) => failsIntegrityGate(v, "require"))).toHaveLength(VERDICTS.length - 1);
    expect(VERDICTS.some((v) => failsIntegrityGate(v, "warn"))).toBe(false);
  });
});

describe("downgrade", () => {
  it("stripping our chain from a signed trace is caught by the ledger", async () => {
    const { signNativeText } = await import("../../src/integrity/sign.js");
    const { parseSource } = await import("../../src/integrity/view.js");
    const signed = JSON.parse(signNativeText(parseSource(base.text))) as { id: string; meta: { integrity: { blamegate: { final: string; algorithm: string } } } };
    const ours = signed.meta.integrity.blamegate;
    const ledger = parseLedger(appendToLedger("", [{ id: signed.id, root: ours.final, algorithm: ours.algorithm, steps: 7, time: "t" }]));
    expect(verifyTrace(nativeTrace(JSON.stringify(signed)), { ledger }).verdict).toBe("intact");
    const stripped = structuredClone(signed) as { meta: { integrity: Record<string, unknown> } };
    delete stripped.meta.integrity.blamegate;
    const r = verifyTrace(nativeTrace(JSON.stringify(stripped)), { ledger });
    expect(r).toMatchObject({ verdict: "tampered", algorithm: "sha256-chain-v1" });
    expect(r.reason).toMatch(/not in the ledger/);
  });
});
