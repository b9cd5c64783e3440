// The streaming pretty-printer must write exactly what JSON.stringify(value, null, 2) writes,
// whatever the value and however deep it opens containers itself.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { prettyJsonChunks } from "../../src/json/stream-writer.js";
import { writeChunks } from "../../src/pipeline/write-chunks.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "json-stream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const whole = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe("prettyJsonChunks", () => {
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
});
