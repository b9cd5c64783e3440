// The one-pass scanner (verification's fast path) must give exactly what the tree path gives
// (signing's path): same header, steps and seed input for any JSON a trace file might hold.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scanTrace } from "../../src/json/python-scan.js";
import { AmbiguousNumber, hasIntegralFloats, isPlainText, pyFloatRepr, pyIndented } from "../../src/json/python.js";
import { parseSource, plainView, sourceStepsOf, sourceView, sourceViewOf } from "../../src/integrity/view.js";
import { listJson, loadTrace, nativeTrace } from "../integrity/helpers.js";

// JSON text with every spelling a writer might use: \/ and upper-case \u escapes, raw
// non-ASCII, astral characters, escaped printable ASCII, exponents, -0, duplicate keys.
const str = fc.oneof(
  fc.string({ unit: "binary", maxLength: 8 }).map((s) => JSON.stringify(s)),
  fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)),
  fc.string({ unit: "binary", maxLength: 6 }).map((s) => `"${[...s].map((ch) => (ch.length === 1 ? `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : ch)).join("")}"`),
  fc.constantFrom('"a\\/b"', '"\\u0041"', '"\\n\\t"', '"\\ud83d\\ude00"', '"\\u00e9"', '"é"', '"😀"', '"\\uffff"', '"\\ud800"'),
);
const num = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => (Object.is(d, -0) ? "-0.0" : pyFloatRepr(d))),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => d.toExponential().toUpperCase()),
  fc.constantFrom("-0", "1E400", "NaN", "Infinity", "-Infinity", "0.10", "480.0"),
);
const json = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    str,
    num,
    fc.constantFrom("true", "false", "null"),
    fc.array(tie("v"), { maxLength: 3 }).map((a) => `[ ${a.join(" ,\n")} ]`),
    fc.array(fc.tuple(fc.oneof(str, fc.constantFrom('"a"', '"b"', '"\\u0061"')), tie("v")), { maxLength: 4 }).map((kv) => `{${kv.map(([k, v]) => `${k}:${v}`).join(",")}}`),
  ),
})).v as fc.Arbitrary<string>;

const traceText = fc
  .record({
    members: fc.array(fc.tuple(fc.constantFrom('"task"', '"model"', '"created_at"', '"id"', '"x"', '"\\u00e9"', '"success"'), json), { maxLength: 6 }),
    meta: fc.array(fc.tuple(fc.constantFrom('"integrity"', '"k"', '"step_limit"'), json), { maxLength: 3 }),
    steps: fc.array(json, { maxLength: 4 }),
  })
  .map(({ members, meta, steps }) => {
    const parts = members.map(([k, v]) => `${k}: ${v}`);
    parts.push(`"meta": {${meta.map(([k, v]) => `${k}: ${v}`).join(", ")}}`);
    parts.push(`"steps": [${steps.join(", ")}]`);
    return `{${parts.join(",\n ")}}`;
  });

describe("canonical scanner", () => {
  it("agrees with the tree path on 2,000 random trace texts", () => {
    fc.assert(
      fc.property(traceText, (text) => {
        const scanned = scanTrace(text);
        const tree = sourceView(parseSource(text));
        expect(scanned.header).toBe(tree.header);
        expect(scanned.steps).toEqual(tree.steps);
        expect(scanned.seedInput).toBe(tree.seedInput);
      }),
      { numRuns: 2000 },
    );
  });

  it("the JSON.parse fast path agrees with the tree path whenever it accepts a text (2,000 runs)", () => {
    let used = 0;
    let plain = 0;
    fc.assert(
      fc.property(traceText, (text) => {
        let raw: unknown;
        try {
          raw = JSON.parse(text);
        } catch {
          return; // NaN / Infinity: Python accepts them, JSON.parse does not; the scanner handles them
        }
        if (hasIntegralFloats(text)) return;
        let fast;
        try {
          fast = plainView(raw as Record<string, unknown>);
        } catch (e) {
          expect(e).toBeInstanceOf(AmbiguousNumber);
          return;
        }
        used++;
        const exact = sourceView(parseSource(text));
        expect(fast).toEqual(exact);
        // Strings copied as they are, when the text says none needs escaping.
        if (isPlainText(text)) {
          plain++;
          expect(plainView(raw as Record<string, unknown>, true)).toEqual(exact);
        }
      }),
      { numRuns: 2000 },
    );
    // The fast path must actually be exercised, not skipped every time.
    expect(used).toBeGreaterThan(200);
    expect(plain).toBeGreaterThan(50);
  });

  it("the source view and its steps-only form agree with the scanner on 2,000 random trace texts", () => {
    fc.assert(
      fc.property(traceText, (text) => {
        let trace;
        try {
          trace = nativeTrace(text);
        } catch {
          return; // not JSON.parse's JSON (NaN, Infinity)
        }
        const exact = scanTrace(text);
        const view = sourceViewOf(trace);
        expect({ header: view.header, steps: view.steps, seedInput: view.seedInput }).toEqual({ header: exact.header, steps: exact.steps, seedInput: exact.seedInput });
        const steps = sourceStepsOf(trace);
        expect({ steps: steps.steps, seedInput: steps.seedInput }).toEqual({ steps: exact.steps, seedInput: exact.seedInput });
      }),
      { numRuns: 2000 },
    );
  });

  // Each of these, left to JSON.parse's number, would hash as an int where Python has a float
  // (or lose digits): the fast path must refuse it, by the text check or by pyCanonicalPlain.
  const refused = (text: string): boolean => {
    if (hasIntegralFloats(text)) return true;
    try {
      plainView(JSON.parse(text) as Record<string, unknown>);
      return false;
    } catch (e) {
      return e instanceof AmbiguousNumber;
    }
  };

  it.each(["480.0", "1e3", "1.5E2", "-1.0e0", "2E+2", "-0", "-0.0", "4503599627370497.5", "12345678901234567890"])("refuses %s, however it is placed", (n) => {
    expect(refused(`{"a": "1.0 in a string", "b": [${n}]}`)).toBe(true);
    expect(refused(`{"a": "x", "steps": [{"b":${n}}]}`)).toBe(true);
    expect(refused(`{"task": ${n}, "steps": []}`)).toBe(true);
    expect(refused(`{"a": [1,\n\t ${n}]}`)).toBe(true);
    expect(hasIntegralFloats(n)).toBe(/[.eE]/.test(n) && Number.isInteger(Number(n)));
  });

  it.each(["480", "0.5", "1795947071.5390143", "-12", "1e-05", "1234567890123456"])("lets %s through", (n) => {
    expect(refused(`{"a": "480.0 in a string", "b": [${n}], "h": "3e5a", "v": "v1.0 or 2e3"}`)).toBe(false);
  });

  it.each([
    ['{"a": "plain text: 1.0, [x]"}', true],
    ['{"a": "\\u0041"}', false],
    ['{"a": "\\n"}', false],
    ['{"a": "é"}', false],
    ['{"a": "\u007f"}', false],
    ['{"a": "\ud83d"}', false],
    ['{"é": 1}', false],
  ])("isPlainText(%s) is %s", (text, want) => {
    expect(isPlainText(text)).toBe(want);
  });

  const realFiles = [...listJson("store"), ...listJson("store-keyed"), ...listJson("tampered"), ...listJson("scale-sample")];
  it.each(realFiles)("the fast source view (and its steps-only form) of %s equals the scanner's", (f) => {
    const { text, trace } = loadTrace(f);
    const exact = scanTrace(text);
    const view = sourceViewOf(trace);
    expect({ header: view.header, steps: view.steps, seedInput: view.seedInput }).toEqual({ header: exact.header, steps: exact.steps, seedInput: exact.seedInput });
    const steps = sourceStepsOf(trace);
    expect({ steps: steps.steps, seedInput: steps.seedInput }).toEqual({ steps: exact.steps, seedInput: exact.seedInput });
  });
  it("takes the fast path, strings as they are, on most real traces", () => {
    const fast = realFiles.filter((f) => {
      const { text } = loadTrace(f);
      return !hasIntegralFloats(text) && isPlainText(text);
    });
    expect(fast.length).toBeGreaterThan(realFiles.length / 2);
  });

  it.each([...listJson("store"), ...listJson("store-keyed"), ...listJson("tampered")])("agrees on %s", (f) => {
    const { text } = loadTrace(f);
    const scanned = scanTrace(text);
    const tree = parseSource(text);
    expect({ header: scanned.header, steps: scanned.steps, seedInput: scanned.seedInput }).toEqual(sourceView(tree));
    expect(JSON.parse(scanned.integrityText as string)).toEqual(JSON.parse(pyIndented((tree.get("meta") as Map<string, never>).get("integrity") as never)));
  });

  it.each(['{"steps": {}}', '{"a": }', '{"a": "x', "[]", '{"a": 1} x', '{"steps": [1,]}', `{"a": ${"[".repeat(2000)}}`])("refuses %s", (text) => {
    expect(() => scanTrace(text)).toThrow();
  });
});
