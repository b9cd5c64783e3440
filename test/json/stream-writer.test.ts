// The streaming pretty-printer must write exactly what JSON.stringify(value, null, 2) writes,
// whatever the value and however deep it opens containers itself.
import { readFileSync } from "node:fs";
import { getHeapSpaceStatistics } from "node:v8";
import os from "node:os";
import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { RawJsonItems } from "../../src/json/raw-items.js";
import { nested, prettyJsonChunks } from "../../src/json/stream-writer.js";
import { writeChunks } from "../../src/pipeline/write-chunks.js";
import { LARGE_OBJECT_BYTES, largestTwoByte } from "../support/v8-limits.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "json-stream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const whole = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe("nested", () => {
  it("is JSON.stringify(value, null, 2) with every line after the first indented by the level, on real traces", () => {
    const data = path.resolve("test/fixtures/data/who-and-when/algorithm-generated");
    const values = ["1.json", "2.json", "3.json"].map((f) => JSON.parse(readFileSync(path.join(data, f), "utf8")) as unknown);
    for (const value of [...values, "a\nb", 0, null, [], {}, [[]], { a: [{}] }]) {
      for (let level = 0; level < 6; level++) expect(nested(value, level)).toBe(JSON.stringify(value, null, 2).replace(/\n/g, `\n${"  ".repeat(level)}`));
    }
  });
});

describe("prettyJsonChunks", () => {
  it("lays out a RawJsonItems from its items' text, as JSON.stringify lays out the parsed items", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 6 }), fc.integer({ min: 1, max: 4 }), (items, depth) => {
        const text = (i: number) => Buffer.from(JSON.stringify(items[i]), "utf8");
        // The writer must lay the text out, never parse it back: here parsing it back throws.
        class TextOnly extends RawJsonItems {
          override toJSON(): never {
            throw new Error("parsed back");
          }
        }
        const raw = new RawJsonItems(items.length, text);
        const expected = whole({ head: 1, traces: items });
        expect([...prettyJsonChunks({ head: 1, traces: new TextOnly(items.length, text) }, depth)].map((c) => (typeof c === "string" ? c : Buffer.from(c).toString("utf8"))).join("")).toBe(expected);
        // A writer that does not know the class still gets the items, through toJSON.
        expect(`${JSON.stringify({ head: 1, traces: raw }, null, 2)}\n`).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("equals JSON.stringify(value, null, 2) for any JSON value at any depth", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, depth) => {
        expect([...prettyJsonChunks(value, depth)].join("")).toBe(whole(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves out and nulls what JSON.stringify does, and honours toJSON", () => {
    const value = {
      a: undefined,
      b: [undefined, () => 1, Symbol("s"), { c: undefined }, [], {}],
      when: new Date(0),
      text: "line\nbreak \u2028 ünï",
      deep: { runs: [{ results: [{ x: [1, { y: [] }] }, { x: [] }] }] },
    };
    for (let depth = 0; depth < 8; depth++) expect([...prettyJsonChunks(value, depth)].join("")).toBe(whole(value));
  });

  it("hands out bounded chunks and writes them to a file", async () => {
    const value = { runs: [{ results: Array.from({ length: 5000 }, (_, i) => ({ i, text: "x".repeat(200) })) }] };
    const chunks = [...prettyJsonChunks(value, 4)];
    expect(chunks.length).toBeGreaterThan(3);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(300 * 1024);
    const file = path.join(dir, "out.json");
    await writeChunks(file, prettyJsonChunks(value, 4));
    expect(readFileSync(file, "utf8")).toBe(whole(value));
  });

  it("is right about V8's large-object size: a flat two-byte string of that many bytes is a large object, one of half that is not", () => {
    const largeUsed = () => getHeapSpaceStatistics().reduce((n, s) => (s.space_name.includes("large_object") ? n + s.space_used_size : n), 0);
    // How much the large-object spaces grow while `text`'s two-byte copy is made: sliced out of a
    // concatenation with "→", it is made flat, two bytes a character. The one-byte text is made
    // first, so that only the copy is made between the two readings.
    const growth = (text: string) => {
      const before = largeUsed();
      const copy = `→${text}`.slice(1);
      return { grew: largeUsed() - before, copy };
    };
    const small = growth("z".repeat(LARGE_OBJECT_BYTES / 4));
    expect(small.grew).toBeLessThan(LARGE_OBJECT_BYTES / 2);
    const large = growth("z".repeat(LARGE_OBJECT_BYTES / 2));
    expect(large.grew).toBeGreaterThanOrEqual(LARGE_OBJECT_BYTES);
    expect(small.copy.length + large.copy.length).toBe((3 * LARGE_OBJECT_BYTES) / 4);
  });

  it("keeps each chunk below V8's large-object size when the text takes two bytes a character", () => {
    const value = { runs: [{ results: Array.from({ length: 5000 }, (_, i) => ({ i, text: `→ ${"y".repeat(200)}` })) }] };
    const chunks = [...prettyJsonChunks(value, 4)];
    expect(chunks.length).toBeGreaterThan(20);
    expect(largestTwoByte(chunks)).toBeLessThan(LARGE_OBJECT_BYTES);
    expect(chunks.join("")).toBe(whole(value));
  });
});
