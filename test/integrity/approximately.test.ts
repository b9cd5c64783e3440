// approximately's own files, verified byte for byte as its verifier does.
import { describe, expect, it } from "vitest";
import { keyId, parseKey } from "../../src/integrity/keys.js";
import { parseLossless } from "../../src/json/lossless.js";
import { pyIndented } from "../../src/json/python.js";
import { signNativeText } from "../../src/integrity/sign.js";
import { parseSource } from "../../src/integrity/view.js";
import { verifyTrace } from "../../src/integrity/verify.js";
import { listJson, loadTrace, nativeTrace } from "./helpers.js";

const KEY = parseKey("test-key-123");
const OTHER = parseKey("another-key");
const unkeyed = listJson("store");
const keyed = listJson("store-keyed");

describe("approximately's store", () => {
  it("has the files the README describes", () => {
    expect(unkeyed).toHaveLength(4);
    expect(keyed).toHaveLength(4);
  });

  it.each(unkeyed)("%s: unkeyed chain intact", (f) => {
    const r = verifyTrace(loadTrace(f).trace);
    expect(r).toMatchObject({ verdict: "intact", step: null, algorithm: "sha256-chain-v1" });
  });

  it.each(keyed)("%s: its chain holds under test-key-123, and reads `keyed` (it leaves success and final_output out)", (f) => {
    const { trace, text } = loadTrace(f);
    const r = verifyTrace(trace, { key: KEY });
    expect(r).toMatchObject({ verdict: "keyed", step: null, algorithm: "hmac-sha256-chain-v1" });
    expect(r.reason).toMatch(/does not cover success/);
    // Every step was checked with the key: an edited step is caught where it is.
    const edited = text.replace(/"tokens": (\d+)/g, (m, n: string, at: number) => (at === text.lastIndexOf('"tokens": ') ? `"tokens": ${Number(n) + 1}` : m));
    expect(edited).not.toBe(text);
    expect(verifyTrace(nativeTrace(edited), { key: KEY }).verdict).toBe("tampered");
    // Re-signed by blamegate with the key, the whole trace is authenticated.
    expect(verifyTrace(nativeTrace(signNativeText(parseSource(text), { key: KEY })), { key: KEY })).toMatchObject({ verdict: "intact" });
  });

  it.each(keyed)("%s: keyed without a key, wrong-key with another", (f) => {
    const { trace } = loadTrace(f);
    expect(verifyTrace(trace).verdict).toBe("keyed");
    const wrong = verifyTrace(trace, { key: OTHER });
    expect(wrong.verdict).toBe("wrong-key");
    expect(wrong.reason).toContain("11e2c7ab");
  });

  it.each([...unkeyed, ...keyed])("%s: the scanner path (no parsed object) agrees", (f) => {
    const { trace } = loadTrace(f);
    const { raw: _raw, ...textOnly } = trace;
    expect(verifyTrace(textOnly, { key: KEY })).toEqual(verifyTrace(trace, { key: KEY }));
    expect(verifyTrace(textOnly)).toEqual(verifyTrace(trace));
    expect(verifyTrace(textOnly).verdict).toBe(f.startsWith("store/") ? "intact" : "keyed");
  });

  it("key_id of test-key-123 is 11e2c7ab, as the README says", () => {
    expect(keyId(KEY)).toBe("11e2c7ab");
  });

  it.each([...unkeyed, ...keyed])("%s: re-serialises to the identical bytes Python wrote", (f) => {
    const { text } = loadTrace(f);
    expect(pyIndented(parseLossless(text))).toBe(text);
  });

  it("a chain over Python floats breaks if numbers go through JSON.parse (why the lossless parser exists)", () => {
    // approximately writes float latencies as 480.0; give a real trace one and sign it as it would.
    const { text } = loadTrace(unkeyed[0] as string);
    const withFloat = text.replace('"latency_ms": 480,', '"latency_ms": 480.0,');
    expect(withFloat).not.toBe(text);
    const signed = signNativeText(parseSource(withFloat));
    expect(signed).toContain('"latency_ms": 480.0,');
    expect(verifyTrace(nativeTrace(signed))).toMatchObject({ verdict: "intact" });
    const lossy = JSON.stringify(JSON.parse(signed), null, 2);
    expect(verifyTrace(nativeTrace(lossy))).toMatchObject({ verdict: "tampered", step: 1 });
  });
});

describe("approximately's tampered copies", () => {
  // What its own verify said, from the README.
  const expected: Record<string, { verdict: string; step: number | null }> = {
    edit_step3_result: { verdict: "tampered", step: 3 },
    edit_task: { verdict: "tampered", step: 0 },
    add_step_meta_verify: { verdict: "tampered", step: 5 },
    drop_last_step: { verdict: "tampered", step: 6 },
    flip_success_true: { verdict: "intact", step: null },
    edit_final_output: { verdict: "intact", step: null },
  };
  const files = listJson("tampered");

  it("covers every file in tampered/", () => {
    expect(files.map((f) => f.replace(/^tampered\/|\.json$/g, "")).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(files)("%s: judged as approximately judges it", (f) => {
    const name = f.replace(/^tampered\/|\.json$/g, "");
    const r = verifyTrace(loadTrace(f).trace);
    expect({ verdict: r.verdict, step: r.step }).toEqual(expected[name]);
    if (r.verdict === "tampered") expect(r.reason).toBeTruthy();
  });

  it.each(["flip_success_true", "edit_final_output"])("%s: the v1 chain cannot see it, ours catches it on a re-signed copy", (name) => {
    // Re-sign the original with our chain, then make the same edit to the signed copy.
    const original = loadTrace("store/518cc4f9150d.json").text;
    for (const key of [undefined, KEY]) {
      const signed = signNativeText(parseSource(original), key ? { key } : {});
      const opts = key ? { key } : {};
      expect(verifyTrace(nativeTrace(signed), opts)).toMatchObject({ verdict: "intact", step: null });
      const edited = name === "flip_success_true" ? signed.replace('"success": false', '"success": true') : signed.replace(/"final_output": "[^"]*"/, '"final_output": "all good"');
      expect(edited).not.toBe(signed);
      const r = verifyTrace(nativeTrace(edited), opts);
      expect(r.verdict).toBe("tampered");
      expect(r.step).toBe(0);
      expect(r.algorithm).toMatch(/^blamegate-/);
      expect(r.reason).toContain("trace fields changed");
    }
  });

  it("a copy we re-signed still verifies under approximately's rules (its fields are kept)", () => {
    const original = loadTrace("store/518cc4f9150d.json").text;
    const signed = parseSource(signNativeText(parseSource(original)));
    const block = signed.get("meta") as Map<string, unknown>;
    const integ = block.get("integrity") as Map<string, unknown>;
    const before = (parseSource(original).get("meta") as Map<string, unknown>).get("integrity") as Map<string, unknown>;
    // Same seed and step hashes as approximately computed: our v1 signer is its signer.
    expect(integ.get("seed")).toBe(before.get("seed"));
    expect(integ.get("step_hashes")).toEqual(before.get("step_hashes"));
    expect(integ.get("final")).toBe(before.get("final"));
  });
});
