// The one predicate readers of parsed JSON check before reading a field (src/json/record.ts).
import { describe, expect, it } from "vitest";
import { asRecord, isRecord } from "../../src/json/record.js";

describe("isRecord and asRecord", () => {
  it("take objects, null-prototype ones too (parseJson makes those), and nothing else", () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.a = 1;
    for (const yes of [{}, { a: 1 }, bare, JSON.parse('{"__proto__": 1}')]) {
      expect(isRecord(yes)).toBe(true);
      expect(asRecord(yes)).toBe(yes);
    }
    for (const no of [null, undefined, [], [{}], "x", 1, true]) {
      expect(isRecord(no)).toBe(false);
      expect(asRecord(no)).toBeUndefined();
    }
  });
});
