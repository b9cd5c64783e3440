import { describe, expect, it } from "vitest";
import { TextLines, traceLine } from "../../src/render/text.js";
import { traceResult } from "../support/builders.js";
import { LARGE_OBJECT_BYTES, largestTwoByte } from "../support/v8-limits.js";

describe("TextLines", () => {
  it("prints every line once, in order, in chunks below V8's large-object size when the text takes two bytes a character", () => {
    // "…" is past Latin-1: a chunk holding one is two bytes a character.
    const results = Array.from({ length: 3000 }, (_, i) => traceResult({ id: `run…${i}`, file: `traces/${"d".repeat(60)}/${i}.json` }));
    const written: string[] = [];
    const lines = new TextLines((text) => written.push(text));
    for (const r of results) lines.add(r);
    lines.flush();
    expect(written.length).toBeGreaterThan(5);
    expect(largestTwoByte(written)).toBeLessThan(LARGE_OBJECT_BYTES);
    expect(written.join("")).toBe(results.map(traceLine).join(""));
  });
});
