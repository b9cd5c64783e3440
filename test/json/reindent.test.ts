// Laying out compact JSON without parsing it must give exactly what JSON.stringify(value, null, 2)
// gives, nested at any level, whatever the strings hold and wherever a chunk ends.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ByteChunks } from "../../src/json/reindent.js";

function laidOut(value: unknown, level: number, chunkSize: number): { text: string; chunks: Uint8Array[] } {
  const bytes = new ByteChunks(chunkSize);
  bytes.reindent(Buffer.from(JSON.stringify(value), "utf8"), level);
  const chunks = bytes.take(true);
  return { text: Buffer.concat(chunks).toString("utf8"), chunks };
}

const pretty = (value: unknown, level: number) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${"  ".repeat(level)}`);

// Strings full of what a scanner can trip on: quotes, backslashes, brackets, separators, any code point.
const tricky = fc.string({ unit: fc.constantFrom('"', "\\", "{", "}", "[", "]", ",", ":", " ", "\n", "a", "é", "✓", "\u{1F600}", "\ud800") });
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, tricky, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 5 }),
  object: fc.dictionary(tricky, tie("value"), { maxKeys: 5 }),
})).value;

describe("ByteChunks.reindent", () => {
  it("equals JSON.stringify(value, null, 2) at any level, for any value and chunk size", () => {
    fc.assert(
      fc.property(json, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 64 }), (value, level, size) => {
        const { text, chunks } = laidOut(value, level, size);
        expect(text).toBe(pretty(value, level));
        for (const c of chunks) expect(c.length).toBeLessThanOrEqual(Math.max(size, 2 * level + 64));
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps empty containers on their line and spaces only between tokens", () => {
    const value = { a: [], b: {}, c: [{}, [], [1, { d: "x,y:{z}" }]], 'e"f': '\\"' };
    expect(laidOut(value, 2, 1024).text).toBe(pretty(value, 2));
    expect(laidOut([], 0, 8).text).toBe("[]");
  });

  it("refuses text whose string never closes", () => {
    const bytes = new ByteChunks(64);
    expect(() => bytes.reindent(Buffer.from('{"a":"b'), 0)).toThrow(/unclosed string/);
  });
});
