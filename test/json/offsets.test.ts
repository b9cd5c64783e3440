// Positions in a JSON text (src/json/offsets.ts): the line of an offset, and where each array's
// elements start, with strings holding brackets, escaped quotes and newlines stepped over.
import { describe, expect, it } from "vitest";
import { lineOf, scanJsonArrays } from "../../src/json/offsets.js";

describe("lineOf", () => {
  it("is 1-based and counts the newlines before the offset", () => {
    const text = "a\nb\n\nc";
    expect([0, 1, 2, 4, 5, 99].map((o) => lineOf(text, o))).toEqual([1, 1, 2, 3, 4, 4]);
  });
});

describe("scanJsonArrays", () => {
  it("finds every array with its key, depth and the lines its elements start on", () => {
    const text = JSON.stringify({ steps: [{ a: 1 }, { b: [1, 2] }], tags: [] }, null, 2);
    expect(scanJsonArrays(text)).toEqual([
      { key: "steps", depth: 1, line: 2, elements: [3, 6] },
      { key: "b", depth: 3, line: 7, elements: [8, 9] },
      { key: "tags", depth: 1, line: 13, elements: [] },
    ]);
  });

  it("steps over strings that hold brackets, escaped quotes and escaped newlines", () => {
    const text = '[\n"a [ \\" ] { b",\n"c\\nd",\n3\n]';
    expect(scanJsonArrays(text)).toEqual([{ key: null, depth: 0, line: 1, elements: [2, 3, 4] }]);
  });

  it("stops quietly at malformed JSON", () => {
    expect(() => scanJsonArrays('{"steps": [1, 2')).not.toThrow();
    expect(scanJsonArrays('{"steps": [1, 2')[0]!.elements).toEqual([1, 1]);
  });
});
