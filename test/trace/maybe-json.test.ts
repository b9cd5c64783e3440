// JSON held in strings (tool arguments, text columns) is parsed with the same guards as whole
// files: anything that is not a JSON value stays the string it was.
import { describe, expect, it } from "vitest";
import { maybeJson } from "../../src/trace/import/common.js";
import { MAX_DEPTH } from "../../src/json/parse.js";

describe("maybeJson", () => {
  it("parses objects, arrays and JSON strings; leaves other text alone", () => {
    expect(maybeJson(' {"city": "Paris", "n": [1, 2]} ')).toEqual({ city: "Paris", n: [1, 2] });
    expect(maybeJson("[1, 2]")).toEqual([1, 2]);
    expect(maybeJson('"quoted"')).toBe("quoted");
    for (const text of ["{'a': 1}", "{not json", "[1, 2", '"a" and "b"', "plain words", "{", "42", ""]) expect(maybeJson(text)).toBe(text);
    expect(maybeJson(7)).toBe(7);
  });

  it("keeps a prototype key as data, written plainly or escaped", () => {
    for (const text of ['{"__proto__": {"polluted": true}}', '{"\\u005f_proto__": {"polluted": true}}']) {
      const value = maybeJson(text) as Record<string, unknown>;
      expect(Object.prototype.hasOwnProperty.call(value, "__proto__")).toBe(true);
      // Hardened: a null-prototype object, so walking it reaches no shared prototype.
      expect(Object.getPrototypeOf(value)).toBeNull();
      Object.assign({}, value);
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    }
  });

  it("leaves text nested past the depth limit as text", () => {
    const deep = `${"[".repeat(MAX_DEPTH + 10)}${"]".repeat(MAX_DEPTH + 10)}`;
    expect(maybeJson(deep)).toBe(deep);
  });
});
