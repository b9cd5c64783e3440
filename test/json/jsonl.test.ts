// The one "is this JSONL?" decision (src/json/jsonl.ts), and the readers that ask it: a text in
// memory (importText) and a file read from disk (readTraces) answer the same way.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firstLineIsRecord, isJsonlName, isJsonlText, isRecordLine, looksLikeJsonl } from "../../src/json/jsonl.js";
import { importText, readTraces, type ReadItem } from "../../src/trace/read.js";

const trace = (id: string) => JSON.stringify({ id, task: "t", success: true, steps: [{ index: 0, agent: "a", content: "x" }] });

describe("isJsonlName", () => {
  it("takes .jsonl and .ndjson in any case, nothing else", () => {
    for (const name of ["a.jsonl", "dir/b.NDJSON", "c.JsonL"]) expect(isJsonlName(name), name).toBe(true);
    for (const name of ["a.json", "a.jsonl.gz", "jsonl", "a.ndjson.txt"]) expect(isJsonlName(name), name).toBe(false);
  });
});

describe("isRecordLine", () => {
  it("is a whole object or array on its line that parses", () => {
    expect(isRecordLine('  {"a": 1}  ')).toBe(true);
    expect(isRecordLine("[1, 2]")).toBe(true);
    expect(isRecordLine("[1, 2]", true)).toBe(false);
    for (const line of ["{", "[", '{"a": 1', '{"a": }', "42", '"text"', ""]) expect(isRecordLine(line), line).toBe(false);
  });
});

describe("firstLineIsRecord / isJsonlText", () => {
  it("needs a whole first record and more non-blank text after it", () => {
    expect(firstLineIsRecord(`${trace("a")}\n${trace("b")}\n`)).toBe(true);
    expect(firstLineIsRecord(`\n\n  ${trace("a")}\n${trace("b")}`)).toBe(true);
    expect(firstLineIsRecord(`${trace("a")}\n\n  \n`)).toBe(false);
    expect(firstLineIsRecord(JSON.stringify(JSON.parse(trace("a")), null, 2))).toBe(false);
    expect(isJsonlText("one.jsonl", trace("a"))).toBe(true);
    expect(isJsonlText("one.json", trace("a"))).toBe(false);
  });
});

describe("looksLikeJsonl", () => {
  it("reads a text whose first line is broken as JSONL when a later line is an object", () => {
    expect(looksLikeJsonl(`{"broken\n${trace("b")}`)).toBe(true);
    expect(looksLikeJsonl(`{"broken\n[1, 2]`)).toBe(false);
    expect(looksLikeJsonl(`{"broken`)).toBe(false);
  });
});

describe("text in memory and files on disk decide alike", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "blamegate-jsonl-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const ids = (items: ReadItem[]) => items.map((i) => ("trace" in i ? i.trace.id : `skipped: ${i.skipped.reason}`));

  const cases: [string, string][] = [
    ["lines.json", `${trace("a")}\n${trace("b")}\n`],
    ["one.json", `${trace("a")}\n\n`],
    ["pretty.json", `${JSON.stringify([JSON.parse(trace("a")), JSON.parse(trace("b"))], null, 2)}\n`],
    ["named.ndjson", `${trace("a")}\n`],
    ["array-line.json", `[${trace("a")}]\n${trace("b")}\n`],
    ["blank-first.json", `\n${trace("a")}\n${trace("b")}\n`],
  ];
  for (const [name, text] of cases) {
    it(name, async () => {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      const streamed: ReadItem[] = [];
      for await (const item of readTraces(file)) streamed.push(item);
      expect(ids(streamed)).toEqual(ids(importText(text, file)));
    });
  }
});
