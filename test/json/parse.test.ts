// The JSON reader's own guarantees: errors located by line, nesting capped, no prototype reached.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { JsonError, parseJson, plainJson, scanJson, syntaxErrorOffset } from "../../src/json/parse.js";

/** Bracket depth of a value, the way scanJson reads it from the value's text. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  return 1 + items.reduce((m: number, v) => Math.max(m, depthOf(v)), 0);
}

describe("scanJson depth", () => {
  it("reads the nesting of any JSON text, whatever its strings hold", () => {
    // Strings with quotes, runs of backslashes and brackets: the scanner must skip them exactly.
    const tricky = fc.string({ unit: fc.constantFrom('"', "\\", "\\\\", "[", "]", "{", "}", "a", "é") });
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: "small" }, tricky, fc.integer(), fc.constant(null), tie("a"), tie("o")),
      a: fc.array(tie("v"), { maxLength: 4 }),
      o: fc.dictionary(tricky, tie("v"), { maxKeys: 4 }),
    })).v;
    fc.assert(
      fc.property(value, (v) => {
        expect(scanJson(JSON.stringify(v)).depth).toBe(depthOf(v));
        expect(scanJson(JSON.stringify(v, null, 2)).depth).toBe(depthOf(v));
      }),
      { numRuns: 2000 },
    );
  });
});

/** Whether any object in `value` has a key that parseJson must harden. */
function hasDangerousKey(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(hasDangerousKey);
  return Object.keys(value).some((k) => ["__proto__", "constructor", "prototype"].includes(k) || hasDangerousKey((value as Record<string, unknown>)[k]));
}

describe("scanJson", () => {
  // The scan replaces whole-text searches for the key names: missing one would let a
  // dangerous key through unhardened, so every spelling and layout is tried.
  const escape = (name: string, at: number) => name.slice(0, at) + `\\u${name.charCodeAt(at).toString(16).padStart(4, "0")}` + name.slice(at + 1);
  const key = fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "proto", "constructors", "a", "__proto_", 'x"y', "\\"), fc.string({ maxLength: 12 }));
  const value = fc.letrec((tie) => ({
    v: fc.oneof({ depthSize: "small" }, key, fc.integer(), fc.constant(null), tie("a"), tie("o")),
    a: fc.array(tie("v"), { maxLength: 4 }),
    o: fc.dictionary(key, tie("v"), { maxKeys: 4 }),
  })).v;

  it("flags every text with a dangerous key, in any layout, and the depth stays exact", () => {
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2, "\t"), (v, indent) => {
        const text = JSON.stringify(v, null, indent);
        const shape = scanJson(text);
        expect(shape.depth).toBe(depthOf(v));
        if (hasDangerousKey(v)) expect(shape.riskyKeys).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("flags a dangerous key spelled with an escape or spaced from its colon, and not a value", () => {
    for (const name of ["__proto__", "constructor", "prototype"]) {
      // Each character escaped in turn, and then every one of them.
      for (let at = 0; at < name.length; at++) expect(scanJson(`{"a":1,"${escape(name, at)}":{}}`).riskyKeys).toBe(true);
      const all = [...name].map((_, at) => escape(name, at).slice(at, at + 6)).join("");
      expect(JSON.parse(`"${all}"`)).toBe(name);
      expect(scanJson(`{"${all}":1}`).riskyKeys).toBe(true);
      expect(scanJson(`{"x": [1], "${name}" \n\t : 2}`).riskyKeys).toBe(true);
      expect(scanJson(`{"x": "${name}", "y": ["${name}"]}`).riskyKeys).toBe(false);
    }
    expect(scanJson('{"protot\\u0079pe":1}').riskyKeys).toBe(true);
    expect(scanJson('{"constructors": 1, "__proto_": 2, "text": "a\\u00e9"}').riskyKeys).toBe(false);
  });
});

describe("plainJson", () => {
  // parseJson skips scanJson for the texts plainJson passes: each must be one scanJson would
  // have let through unhardened, whatever its layout, keys and escapes.
  const escape = (name: string, at: number, upper: boolean) => {
    const hex = name.charCodeAt(at).toString(16).padStart(4, "0");
    return name.slice(0, at) + `\\u${upper ? hex.toUpperCase() : hex}` + name.slice(at + 1);
  };
  const names = ["__proto__", "constructor", "prototype"];
  const key = fc.oneof(
    fc.constantFrom(...names, "proto", "constructors", "a", "é", '"', "\\", "[", "{"),
    fc.tuple(fc.constantFrom(...names), fc.nat(10), fc.boolean()).map(([n, at, upper]) => JSON.parse(`"${escape(n, at % n.length, upper)}"`) as string),
    fc.string({ maxLength: 8 }),
  );
  const value = fc.letrec((tie) => ({
    v: fc.oneof({ depthSize: "small" }, key, fc.integer(), fc.constant(null), tie("a"), tie("o")),
    a: fc.array(tie("v"), { maxLength: 4 }),
    o: fc.dictionary(key, tie("v"), { maxKeys: 4 }),
  })).v;

  it("passes only texts no deeper than its limit and with no dangerous key, however written", () => {
    // Keys are written as JSON.stringify writes them, or with every letter escaped as \uXXXX.
    const hex = (c: string, upper: boolean) => {
      const h = c.charCodeAt(0).toString(16).padStart(4, "0");
      return `\\u${upper ? h.toUpperCase() : h}`;
    };
    // Inside each string literal, every bare lower-case letter and `_` (escapes left whole).
    const escapeAll = (text: string, upper: boolean) => text.replace(/"(?:[^"\\]|\\.)*"/g, (lit) => lit.replace(/\\u[0-9a-fA-F]{4}|\\.|[a-z_]/g, (t) => (t.length === 1 ? hex(t, upper) : t)));
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2), fc.constantFrom("as is", "escaped", "ESCAPED"), fc.integer({ min: 0, max: 6 }), (v, indent, how, limit) => {
        const plain = JSON.stringify(v, null, indent);
        const text = how === "as is" ? plain : escapeAll(plain, how === "ESCAPED");
        expect(JSON.parse(text)).toEqual(JSON.parse(plain));
        if (plainJson(text, limit)) {
          expect(depthOf(v)).toBeLessThanOrEqual(limit);
          expect(hasDangerousKey(v)).toBe(false);
          expect(scanJson(text, limit).riskyKeys).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("sends every spelling of a dangerous key and every deep text to scanJson", () => {
    for (const name of names) {
      expect(plainJson(`{"${name}": 1}`)).toBe(false);
      for (let at = 0; at < name.length; at++) {
        expect(plainJson(`{"${escape(name, at, false)}": 1}`)).toBe(false);
        expect(plainJson(`{"${escape(name, at, true)}": 1}`)).toBe(false);
      }
    }
    expect(plainJson("[".repeat(513) + "]".repeat(513))).toBe(false);
    expect(plainJson("[".repeat(512) + "]".repeat(512))).toBe(true);
    expect(plainJson(`{"a": "${"{".repeat(600)}"}`)).toBe(false); // brackets in strings count: a bound, not the depth
    expect(plainJson('{"text": "caf\\u00e9", "n": [1, 2]}')).toBe(true);
  });
});

describe("parseJson", () => {
  it("locates the line of a syntax error even where V8 gives no position", () => {
    const text = '{\n  "a": 1,\n  "b": [1, 2,],\n  "c": 3\n}';
    try {
      parseJson(text);
      throw new Error("parsed");
    } catch (error) {
      expect(error).toBeInstanceOf(JsonError);
      expect((error as JsonError).line).toBe(3);
      expect((error as JsonError).message).not.toContain('"a"'); // no quoted input in the reason
    }
  });

  it("the syntax scanner agrees with JSON.parse on what is valid", () => {
    const mutate = (s: string, at: number, ch: string) => s.slice(0, at) + ch + s.slice(at + 1);
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v, null, 1)),
        fc.nat(),
        fc.constantFrom("", ",", "]", "}", ":", '"', "x", "0", "\\", " ", "{", "["),
        (json, pos, ch) => {
          const text = ch === "" ? json : mutate(json, pos % Math.max(json.length, 1), ch);
          let valid = true;
          try {
            JSON.parse(text);
          } catch {
            valid = false;
          }
          expect(syntaxErrorOffset(text) === undefined).toBe(valid);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("keeps __proto__ and constructor keys as data in null-prototype objects", () => {
    const v = parseJson('{"a": {"__proto__": {"x": 1}, "b": 2}, "constructor": {"prototype": {"y": 1}}}') as Record<string, any>;
    expect(Object.getPrototypeOf(v)).toBeNull();
    expect(Object.getPrototypeOf(v.a)).toBeNull();
    expect(Object.keys(v.a)).toEqual(["__proto__", "b"]);
    expect(v.a.x).toBeUndefined();
    expect(({} as any).x).toBeUndefined();
    expect(({} as any).y).toBeUndefined();
    // Escaped spellings of the key are caught too.
    const e = parseJson('{"\\u005f_proto__": {"z": 1}}') as Record<string, any>;
    expect(Object.getPrototypeOf(e)).toBeNull();
    expect(e.z).toBeUndefined();
  });

  it("refuses nesting past 512 levels but reads 500", () => {
    expect(() => parseJson("[".repeat(600) + "]".repeat(600))).toThrow(/nested deeper than 512/);
    expect(parseJson("[".repeat(500) + "]".repeat(500))).toBeInstanceOf(Array);
    // Brackets inside strings do not count.
    expect(parseJson(JSON.stringify({ s: "[".repeat(10_000) }))).toEqual({ s: "[".repeat(10_000) });
  });
});
