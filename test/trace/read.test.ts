// How files and records become traces: containers, arrays, JSONL forms, ids, order, BOM.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { importText, importValue, type ReadItem } from "../../src/trace/read.js";
import { detectFormat, sniffBytes } from "../../src/trace/detect.js";
import { assertValid } from "./helpers.js";

const traces = (items: ReadItem[]) => items.flatMap((i) => ("trace" in i ? [i.trace] : []));
const skips = (items: ReadItem[]) => items.flatMap((i) => ("skipped" in i ? [i.skipped] : []));
const nat = (id: string) => ({ id, task: "t", success: false, meta: {}, steps: [{ kind: "tool_call", tool: "x", args: {}, result: "r", index: 0, meta: {} }] });

describe("detection by content", () => {
  it("names each format from its shape, and says what an unknown object holds", () => {
    expect(detectFormat(nat("a"))).toEqual({ format: "native" });
    expect(detectFormat({ resourceSpans: [] })).toEqual({ format: "otlp" });
    expect(detectFormat({ question: "q", history: [] })).toEqual({ format: "whowhen" });
    expect(detectFormat({ messages: [{ role: "user", content: "hi" }] })).toEqual({ format: "chat" });
    expect(detectFormat({ task_id: 1, reward: 1, traj: [{ role: "user", content: "hi" }] })).toEqual({ format: "chat" });
    expect(detectFormat([{ role: "user", content: "hi" }])).toEqual({ format: "chat" });
    expect(detectFormat({ a: 1, b: 2, c: 3 })).toEqual({ reason: "not a trace: JSON object with keys a, b, c matches no known format" });
  });

  it("classifies bytes: SQLite magic, binary, empty, text", () => {
    expect(sniffBytes(Buffer.from("SQLite format 3\0rest"))).toBe("sqlite");
    expect(sniffBytes(Buffer.from([0x7b, 0x00, 0x7d]))).toBe("binary");
    expect(sniffBytes(Buffer.from([0xef, 0xbb, 0xbf, 0x20, 0x0a]))).toBe("empty");
    expect(sniffBytes(Buffer.from('{"a": "é"}'))).toBe("text");
    expect(sniffBytes(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]))).toBe("binary"); // invalid UTF-8
    expect(sniffBytes(Buffer.from("é", "utf8").subarray(0, 1))).toBe("text"); // a sequence cut by the sample end
  });

  it("counts control bytes exactly as a byte-by-byte walk does (its native precheck skips none)", () => {
    // The walk sniffBytes had before the precheck, kept here as the reference.
    const controlsBinary = (head: Uint8Array): boolean => {
      let start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
      while (start < head.length && [0x20, 0x0a, 0x0d, 0x09].includes(head[start]!)) start++;
      const from = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
      const sample = Math.min(head.length, from + 8 * 1024);
      let control = 0;
      for (let i = start; i < sample; i++) {
        const b = head[i]!;
        if (b < 0x20 ? ![0x0a, 0x0d, 0x09].includes(b) : b === 0x7f) control++;
      }
      return control > 8 && control * 20 > sample - from;
    };
    const ascii = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.constantFrom(0x09, 0x0a, 0x0d));
    // One control byte a case, so a byte the precheck missed would show alone.
    const control = fc.oneof(fc.integer({ min: 1, max: 0x1f }), fc.constant(0x7f));
    const body = control.chain((c) => fc.array(fc.oneof({ weight: 8, arbitrary: ascii }, { weight: 1, arbitrary: fc.constant(c) }), { minLength: 1, maxLength: 400, size: "max" }));
    fc.assert(
      fc.property(body, fc.constantFrom("none", "bom", "padding"), fc.nat(9000), (body, lead, pad) => {
        // Padding moves the bytes across the 8 KB sample's end, where counting stops.
        const head = Buffer.from([...(lead === "bom" ? [0xef, 0xbb, 0xbf] : []), ...Array(lead === "padding" ? pad : 0).fill(0x61), ...body]);
        const kind = sniffBytes(head);
        if (kind === "empty") return;
        expect(kind === "binary").toBe(controlsBinary(head));
      }),
      { numRuns: 3000 },
    );
    expect(sniffBytes(Buffer.from('{"a": "\x01\x02\x03\x04\x05\x06\x07\x08\x7f"}'))).toBe("binary");
    expect(sniffBytes(Buffer.from('{"a": "\x01\x02\x03\x04\x05\x06\x07\x08"}'))).toBe("text");
  });
});

describe("containers and arrays", () => {
  it("an array of traces keeps its order; {traces: [...]} too", () => {
    const arr = traces(importText(JSON.stringify([nat("a"), nat("b"), nat("c")]), "arr.json"));
    expect(arr.map((t) => [t.id, t.origin.position])).toEqual([
      ["a", 0],
      ["b", 1],
      ["c", 2],
    ]);
    const box = traces(importText(JSON.stringify({ traces: [nat("x"), nat("y")] }), "box.json"));
    expect(box.map((t) => t.id)).toEqual(["x", "y"]);
  });

  it("an array mixing traces and other things skips the others by item", () => {
    const items = importText(JSON.stringify([nat("a"), { foo: 1 }, nat("c")]), "mix.json");
    expect(traces(items).map((t) => t.id)).toEqual(["a", "c"]);
    expect(skips(items)).toEqual([{ file: "mix.json", reason: "item 1: not a trace: JSON object with keys foo matches no known format" }]);
  });

  it("ids repeated within a file are made unique, the first kept as is", () => {
    const ids = traces(importText([nat("a"), nat("a"), nat("a")].map((t) => JSON.stringify(t)).join("\n"), "dup.jsonl")).map((t) => t.id);
    expect(ids).toEqual(["a", "a#2", "a#3"]);
  });

  it("records without an id get one from the file name and line or item", () => {
    const { id: _drop, ...noId } = nat("z");
    expect(traces(importText(JSON.stringify(noId), "dir/run.json"))[0]!.id).toBe("run.json");
    expect(traces(importText(`${JSON.stringify(noId)}\n${JSON.stringify(noId)}\n`, "runs.jsonl")).map((t) => t.id)).toEqual(["runs.jsonl:1", "runs.jsonl:2"]);
  });
});

describe("JSONL forms", () => {
  it("a chat transcript written one message a line is one trace", () => {
    const lines = [
      { role: "system", content: "be brief" },
      { role: "user", content: "book a table" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "book", arguments: '{"n": 2}' } }] },
      { role: "tool", tool_call_id: "c1", name: "book", content: "Error: no tables left" },
      { role: "assistant", content: "Sorry, it is full." },
    ];
    const items = importText(lines.map((l) => JSON.stringify(l)).join("\n"), "chat.jsonl");
    const [t] = traces(items);
    expect(items).toHaveLength(1);
    assertValid(t!);
    expect(t!.origin).toEqual({ file: "chat.jsonl", format: "chat", line: 1, position: 0 });
    expect(t!.steps.map((s) => s.kind)).toEqual(["prompt", "message", "tool_call", "observation", "response"]);
    expect(t!.steps[2]).toMatchObject({ name: "book", input: { n: 2 }, toolCalls: [{ id: "c1", name: "book", arguments: { n: 2 } }] });
    expect(t!.steps[3]).toMatchObject({ name: "book", error: "Error: no tables left" });
    expect(t!.task).toBe("book a table");
    expect(t!.finalOutput).toBe("Sorry, it is full.");
    expect(t!.success).toBeNull();
  });

  it("a labelled native dataset keeps labels and each line's text when it is signed", () => {
    const signed = { ...nat("s"), meta: { integrity: { algorithm: "sha256-chain-v1", final: "x" } }, created_at: 1795947071.0, labels: { mode: "FM-1.3", step: 0 } };
    const line = JSON.stringify(signed).replace('"created_at":1795947071', '"created_at": 1795947071.0');
    const items = importText(`${JSON.stringify(nat("u"))}\n${line}\n`, "set.jsonl");
    const [u, s] = traces(items);
    expect(u!.sourceText).toBeUndefined();
    expect(s!.labels).toEqual({ mode: "FM-1.3", step: 0 });
    expect(s!.sourceText).toBe(line); // the Python float spelling survives for the chain check
    expect(s!.origin.line).toBe(2);
  });

  it("a UTF-8 BOM is ignored", () => {
    expect(traces(importText("\ufeff" + JSON.stringify(nat("b")), "bom.json")).map((t) => t.id)).toEqual(["b"]);
  });
});

describe("tau-bench ids", () => {
  it("several trials of one task stay distinct and the task id stays recoverable", () => {
    const run = (trial: number, reward: number) => ({ task_id: 7, trial, reward, info: { task: { instruction: "do it" } }, traj: [{ role: "user", content: "hi" }] });
    const ts = traces(importValue([run(0, 1), run(1, 0)], "tau.json"));
    expect(ts.map((t) => [t.id, t.meta.task_id, t.meta.trial, t.success])).toEqual([
      ["7", 7, 0, true],
      ["7#trial1", 7, 1, false],
    ]);
    expect(ts[0]!.task).toBe("do it");
  });
});
