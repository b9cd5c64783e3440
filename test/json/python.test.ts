// Python's json.dumps is the reference: where python3 is installed, random values are
// serialised by it and by us and must agree byte for byte.
import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromPlain, LosslessNumber, parseLossless, toPlain, type LJ } from "../../src/json/lossless.js";
import { compareCodePoints } from "../../src/json/code-points.js";
import { pyCanonical, pyCanonicalPlain, pyFloatRepr, pyIndented, pyStr } from "../../src/json/python.js";

const hasPython = spawnSync("python3", ["-c", "print(1)"], { encoding: "utf8" }).stdout?.trim() === "1";

/** JSON texts with Python-style numbers (ints, floats, exponents), any Unicode, nesting. */
const jsonText = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom("null", "true", "false"),
    fc.integer().map(String),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => (Object.is(d, -0) ? "-0.0" : pyFloatRepr(d))),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => d.toExponential()),
    fc.string({ unit: "binary", maxLength: 12 }).map((s) => JSON.stringify(s)),
    fc.array(tie("value"), { maxLength: 4 }).map((a) => `[${a.join(", ")}]`),
    fc.array(fc.tuple(fc.string({ unit: "binary", maxLength: 6 }), tie("value")), { maxLength: 4 }).map((kv) => `{${kv.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(", ")}}`),
  ),
})).value as fc.Arbitrary<string>;

function python(script: string, input: string): string {
  const r = spawnSync("python3", ["-c", script], { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout;
}

describe("Python canonical JSON", () => {
  it.skipIf(!hasPython)("pyCanonical agrees with json.dumps(sort_keys=True) on 1,000 random values", () => {
    const samples = fc.sample(jsonText, { numRuns: 1000, seed: 7 });
    const ours = samples.map((t) => pyCanonical(parseLossless(t)));
    const theirs = python("import sys, json\nfor line in sys.stdin:\n    print(json.dumps(json.loads(line), sort_keys=True))", samples.map((s) => s.replace(/\n/g, " ")).join("\n") + "\n")
      .split("\n")
      .slice(0, samples.length);
    for (let i = 0; i < samples.length; i++) expect(ours[i], samples[i]).toBe(theirs[i]);
  });

  it.skipIf(!hasPython)("pyIndented agrees with json.dumps(indent=2) for Python-written numbers", () => {
    const samples = fc.sample(jsonText, { numRuns: 300, seed: 11 });
    const script = "import sys, json\nfor line in sys.stdin:\n    print(json.dumps(json.dumps(json.loads(line), indent=2)))";
    const theirs = python(script, samples.map((s) => s.replace(/\n/g, " ")).join("\n") + "\n").split("\n");
    for (let i = 0; i < samples.length; i++) {
      // Numbers keep their source spelling in pyIndented; respell them the way Python would first.
      const canonicalNumbers = parseLossless(pyCanonical(parseLossless(samples[i] as string)));
      const pyOrder = parseLossless(JSON.parse(theirs[i] as string) as string);
      expect(pyIndented(pyOrder)).toBe(JSON.parse(theirs[i] as string));
      expect(pyCanonical(pyOrder)).toBe(pyCanonical(canonicalNumbers));
    }
  });

  it.skipIf(!hasPython)("pyFloatRepr agrees with repr(float) on 2,000 random doubles", () => {
    const xs = fc.sample(fc.double({ noNaN: true }), { numRuns: 2000, seed: 3 });
    const theirs = python("import sys\nfor l in sys.stdin: print(repr(float(l)))", xs.map((x) => (Object.is(x, -0) ? "-0.0" : String(x))).join("\n") + "\n")
      .trim()
      .split("\n")
      .map((s) => s.replace(/^inf$/, "Infinity").replace(/^-inf$/, "-Infinity"));
    expect(xs.map(pyFloatRepr)).toEqual(theirs);
  });

  it.skipIf(!hasPython)("pyFloatRepr agrees with repr(float) where it writes fractions as JS does, [1e-4, 1e16), and at its edges", () => {
    const mags = fc.sample(fc.tuple(fc.integer({ min: -6, max: 17 }), fc.double({ min: 1, max: 10, noNaN: true }), fc.boolean()), { numRuns: 3000, seed: 5 });
    const xs = mags.map(([e, m, neg]) => (neg ? -1 : 1) * m * 10 ** e);
    for (const edge of [1e-4, 1e16, 2 ** 53, 2 ** 52 + 0.5, 1e16 - 2, 9999999999999998, 0.00009999999999999999, 0.000100000000000001, 1795947122.060917, 0.1, 0.3, 1 / 3]) xs.push(edge, -edge);
    for (let i = 0; i < 200; i++) xs.push(1e-4 + i * Number.EPSILON * 1e-4, 1e16 - i * 2, (2 ** 52 + i) / 2);
    const theirs = python("import sys\nfor l in sys.stdin: print(repr(float(l)))", xs.map(String).join("\n") + "\n")
      .trim()
      .split("\n");
    expect(xs.map(pyFloatRepr)).toEqual(theirs);
  });

  it("pyFloatRepr round-trips and always marks a float", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const s = pyFloatRepr(x);
        expect(Number(s)).toBe(x);
        expect(s).toMatch(/[.e]/);
      }),
      { numRuns: 2000 },
    );
  });

  it("follows repr's switch to exponents outside [1e-4, 1e16)", () => {
    expect([1e-5, 1e-4, 1e15, 1e16, 1795947071, 0.5].map(pyFloatRepr)).toEqual(["1e-05", "0.0001", "1000000000000000.0", "1e+16", "1795947071.0", "0.5"]);
  });

  it("escapes as ensure_ascii does, astral characters as surrogate pairs", () => {
    expect(pyCanonical('SFO→NRT 😀\u007f\n"\\')).toBe('"SFO\\u2192NRT \\ud83d\\ude00\\u007f\\n\\"\\\\"');
  });

  it("sorts keys by code point, as Python does", () => {
    const keys = ["\u{1F600}", "\uFFFF", "a", "B"];
    expect([...keys].sort(compareCodePoints)).toEqual(["B", "a", "\uFFFF", "\u{1F600}"]);
  });

  it("pyStr writes scalars as an f-string would", () => {
    expect(pyStr(new LosslessNumber("1795947071.0"))).toBe("1795947071.0");
    expect(pyStr(new LosslessNumber("1795947071"))).toBe("1795947071");
    expect(pyStr(null)).toBe("None");
    expect(pyStr(true)).toBe("True");
  });
});

describe("lossless JSON parser", () => {
  it("agrees with JSON.parse on values, keeping number spelling", () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }), (text) => {
        expect(toPlain(parseLossless(text))).toEqual(JSON.parse(text));
      }),
      { numRuns: 1000 },
    );
    const tree = parseLossless('{"a": 480.0, "b": 1e-05, "c": 480}') as Map<string, LosslessNumber>;
    expect([...tree.values()].map((n) => n.text)).toEqual(["480.0", "1e-05", "480"]);
  });

  it.each([
    ['{"a": 1,}', "expected a string key"],
    ["[1 2]", "expected ',' or ']'"],
    ['"abc', "unterminated string"],
    ['"\\x"', "bad escape"],
    ["01", "unexpected text"],
    ["{} {}", "unexpected text"],
    ['"a\u0001"', "control character"],
  ])("refuses %s with a located reason", (text, reason) => {
    expect(() => parseLossless(text)).toThrow(reason);
  });

  it("refuses nesting past its limit instead of overflowing the stack", () => {
    expect(() => parseLossless("[".repeat(100_000))).toThrow(/nesting deeper than 512/);
  });

  it("keeps __proto__ as an ordinary key", () => {
    const t = parseLossless('{"__proto__": {"x": 1}}') as Map<string, unknown>;
    expect(t.has("__proto__")).toBe(true);
    expect(pyCanonical(fromPlain(toPlain(t as LJ)))).toBe('{"__proto__": {"x": 1}}');
  });
});

describe("pyCanonicalPlain's key orders, kept a shape of keys", () => {
  it("sorts every object by its own keys, whatever objects of another key order or with NUL in a key came before", () => {
    const seq: [unknown, string][] = [
      [{ b: 1, a: 2 }, '{"a": 2, "b": 1}'],
      [{ a: 3, b: 4 }, '{"a": 3, "b": 4}'],
      [{ b: 5, a: 6 }, '{"a": 6, "b": 5}'],
      // Joined with NUL, ["a", "b"] and ["a\u0000b"] would share an id: each must keep its own keys.
      [{ "a\u0000b": 7 }, '{"a\\u0000b": 7}'],
      [{ a: 8, b: 9 }, '{"a": 8, "b": 9}'],
      [{ a: 10, "\u0000b": 11 }, '{"\\u0000b": 11, "a": 10}'],
      [{ "a\u0000": 12, b: 13 }, '{"a\\u0000": 12, "b": 13}'],
      [{ "a\u0000b": 14 }, '{"a\\u0000b": 14}'],
      [{ x: { b: [], a: {} }, "\ud83d\ude00": 1, "\uffff": 2 }, '{"x": {"a": {}, "b": []}, "\\uffff": 2, "\\ud83d\\ude00": 1}'],
    ];
    for (const [value, want] of seq) expect(pyCanonicalPlain(value)).toBe(want);
    for (const [value, want] of [...seq].reverse()) expect(pyCanonicalPlain(value)).toBe(want);
  });

  it("stays right past its bounds: thousands of shapes, dozens sharing a first key, long key lists", () => {
    const objects: Record<string, number>[] = [];
    for (let i = 0; i < 3000; i++) objects.push({ a: 1, [`k${i % 70}`]: 2, [`z${i}`]: 3 });
    objects.push(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`key${299 - i}`, i])));
    objects.push({ a: 0, ["x".repeat(5000)]: 1 });
    for (const round of [0, 1]) {
      for (const o of round ? [...objects].reverse() : objects) expect(pyCanonicalPlain(o)).toBe(pyCanonical(fromPlain(o)));
    }
  });
});
