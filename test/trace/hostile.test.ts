// Bad and hostile input: every case becomes a `skipped` naming the file (and the line where
// known) with a reason; the other traces still come through; nothing throws or pollutes.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, openSync, closeSync, writeSync, writeFileSync, rmSync, mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertValid, DATA, readFile, readItems } from "./helpers.js";
import { readTraces } from "../../src/trace/read.js";

const dir = mkdtempSync(join(tmpdir(), "bg-hostile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Uint8Array): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

const native = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id, task: `task ${id}`, success: true, meta: {}, steps: [{ kind: "response", tool: null, args: {}, result: "ok", index: 0, meta: {} }], ...extra });

describe("bad files", () => {
  it("an empty file, and one of only whitespace", async () => {
    for (const [name, body] of [
      ["empty.json", ""],
      ["blank.jsonl", "\n  \n\t\n"],
    ]) {
      const file = write(name!, body!);
      expect(await readFile(file)).toEqual({ traces: [], skipped: [{ file, reason: "empty file" }] });
    }
  });

  it("truncated JSON names the file, the line and the reason", async () => {
    const text = readFileSync(join(DATA, "peers/approximately/store/518cc4f9150d.json"), "utf8");
    const cut = text.slice(0, Math.floor(text.length / 2));
    const file = write("truncated.json", cut);
    const { traces, skipped } = await readFile(file);
    expect(traces).toEqual([]);
    expect(skipped).toEqual([{ file, line: cut.split("\n").length, reason: "invalid JSON: truncated JSON (unexpected end of input)" }]);
  });

  it("a JSONL file with one broken line among good ones: the line is reported, the rest come through", async () => {
    const lines = [native("a"), native("b"), '{"id": "c", "task": "broken', native("d"), "", native("e")];
    const file = write("mixed.jsonl", lines.join("\n") + "\n");
    const { traces, skipped } = await readFile(file);
    expect(traces.map((t) => t.id)).toEqual(["a", "b", "d", "e"]);
    expect(traces.map((t) => t.origin.line)).toEqual([1, 2, 4, 6]);
    expect(traces.map((t) => t.origin.position)).toEqual([0, 1, 2, 3]);
    expect(skipped).toEqual([{ file, line: 3, reason: "invalid JSON: truncated JSON (unexpected end of input)" }]);
    // The same file under a .json name is still read line by line (its first line is a record).
    const renamed = write("mixed-as.json", lines.join("\n"));
    const again = await readFile(renamed);
    expect(again.traces.map((t) => t.id)).toEqual(["a", "b", "d", "e"]);
    expect(again.skipped.map((s) => s.line)).toEqual([3]);
  });

  it("a JSONL file whose first line is the broken one, with CRLF line ends", async () => {
    const file = write("crlf.jsonl", ["{oops", native("x"), native("y")].join("\r\n") + "\r\n");
    const { traces, skipped } = await readFile(file);
    expect(traces.map((t) => t.id)).toEqual(["x", "y"]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ file, line: 1 });
    expect(skipped[0]!.reason).toMatch(/^invalid JSON: /);
  });

  it("a file of another format: JSON that is no trace, plain text, a JSON scalar", async () => {
    const pkg = write("package.json", JSON.stringify({ name: "x", version: "1.0.0", scripts: {}, dependencies: {} }, null, 2));
    expect((await readFile(pkg)).skipped).toEqual([{ file: pkg, reason: "not a trace: JSON object with keys name, version, scripts, dependencies matches no known format" }]);
    const md = write("notes.md", "# Notes\n\nNothing to see.\n");
    expect((await readFile(md)).skipped[0]!.reason).toBe('not a trace: text, not JSON (starts "# Notes Nothing to see.")');
    const scalar = write("n.json", "42");
    expect((await readFile(scalar)).skipped[0]!.reason).toBe("not a trace: a JSON number, not an object or array");
    const arr = write("arr.json", "[]");
    expect((await readFile(arr)).skipped[0]!.reason).toBe("not a trace: empty JSON array");
  });

  it("binary files: random bytes, a PNG, UTF-16", async () => {
    const png = write("image.png", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));
    const rnd = write("random.bin", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)));
    const utf16 = write("utf16.json", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(native("u"), "utf16le")]));
    for (const file of [png, rnd, utf16]) {
      expect(await readFile(file)).toEqual({
        traces: [],
        skipped: [{ file, reason: "binary file: not JSON, JSONL or a SQLite database" }],
      });
    }
  });

  it("a folder and a missing file", async () => {
    const sub = join(dir, "folder.json");
    mkdirSync(sub);
    expect((await readFile(sub)).skipped).toEqual([{ file: sub, reason: "is a folder, not a file" }]);
    const missing = join(dir, "missing.json");
    expect((await readFile(missing)).skipped).toEqual([{ file: missing, reason: "cannot open: ENOENT" }]);
  });

  it("JSON nested thousands deep is refused before anything recurses into it", async () => {
    const file = write("deep.json", "[".repeat(100_000) + "]".repeat(100_000));
    expect((await readFile(file)).skipped[0]!.reason).toBe("invalid JSON: JSON nested deeper than 512 levels");
  });

  it("an explicit format that does not fit says why", async () => {
    const file = write("native.json", native("n"));
    expect((await readFile(file, { format: "whowhen" })).skipped).toEqual([{ file, reason: "not a Who&When record: no `history` array" }]);
    expect((await readFile(file, { format: "agentblame" })).skipped[0]!.reason).toMatch(/^not a SQLite database/);
    expect((await readFile(join(DATA, "peers/agent-blame/examples.db"), { format: "chat" })).skipped[0]!.reason).toBe("a SQLite database, not chat: use format agentblame or auto");
    // And an explicit format that fits skips detection.
    expect((await readFile(file, { format: "native" })).traces).toHaveLength(1);
  });

  it("the display name is what items carry", async () => {
    const file = write("shown.json", "");
    expect((await readFile(file, { display: "traces/shown.json" })).skipped).toEqual([{ file: "traces/shown.json", reason: "empty file" }]);
  });
});

describe("prototype pollution", () => {
  // Written as text: in a JS object literal `__proto__` would set the prototype, not a key.
  const hostile =
    '{"__proto__": {"polluted": "yes", "success": true}, "constructor": {"prototype": {"polluted": "yes"}},' +
    ' "id": "p", "task": "t", "meta": {"__proto__": {"forbidden_tools": ["rm"]}}, "labels": {"__proto__": {"polluted": "yes"}},' +
    ' "steps": [{"kind": "tool_call", "tool": "x", "index": 0,' +
    ' "args": {"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}},' +
    ' "meta": {"__proto__": {"mutating": true}}}]}';

  it("keys named __proto__ / constructor stay data and reach no prototype", async () => {
    const file = write("proto.json", hostile);
    const line = write("proto.jsonl", hostile + "\n" + hostile.replace('"id": "p"', '"id": "q"') + "\n");
    const ww = write("proto-ww.json", '{"question":"q","history":[{"content":"c","role":"user","name":"A"}],"mistake_agent":"A","mistake_step":"0","labels":{"__proto__":{"polluted":"yes"}}}');
    const chat = write("proto-chat.json", '{"messages":[{"role":"user","content":"hi","__proto__":{"polluted":"yes"}}],"labels":{"__proto__":{"x":1}}}');
    const otlp = write(
      "proto-otlp.json",
      '{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"0af7651916cd43dd8448eb211c80319c","spanId":"b7ad6b7169203331","name":"s","attributes":[{"key":"__proto__","value":{"kvlistValue":{"values":[{"key":"__proto__","value":{"stringValue":"yes"}}]}}},{"key":"input.value","value":{"stringValue":"{\\"__proto__\\":{\\"polluted\\":\\"yes\\"}}"}}]}]}]}]}',
    );
    const all = [...(await readItems(file)), ...(await readItems(line)), ...(await readItems(ww)), ...(await readItems(chat)), ...(await readItems(otlp))];
    const traces = all.flatMap((i) => ("trace" in i ? [i.trace] : []));
    expect(traces).toHaveLength(6);
    for (const t of traces) assertValid(t);

    // Nothing reached Object.prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty("polluted")).toBe(false);

    const p = traces[0]!;
    expect(p.success).toBeNull(); // no success field of its own: the one under __proto__ does not count
    expect(p.meta.forbidden_tools).toBeUndefined();
    expect(p.steps[0]!.mutating).toBeUndefined();
    // The hostile keys are kept as plain data, as stored.
    const args = p.steps[0]!.input as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(args, "__proto__")).toBe(true);
    expect((args as { polluted?: string }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(args)).toBeNull();
    const labels = p.labels as Record<string, unknown>;
    expect(labels.polluted).toBeUndefined();

    const w = traces.find((t) => t.origin.format === "whowhen")!;
    expect((w.labels as Record<string, unknown>).polluted).toBeUndefined();
    expect(w.labels!.mistake_step).toBe(0);
  });
});

describe("size caps", () => {
  it("a 200 MB single JSON document is skipped by its size, without being read", async () => {
    const file = join(dir, "huge.json");
    const fd = openSync(file, "w");
    writeSync(fd, '{\n  "id": "huge",\n  "task": "t",\n  "steps": [\n');
    const chunk = Buffer.from(`    {"kind": "tool_call", "tool": "x", "args": {"q": "${"x".repeat(1000)}"}},\n`.repeat(1000));
    let written = 0;
    while (written < 200 * 1024 * 1024) written += writeSync(fd, chunk);
    writeSync(fd, '    {"kind": "response"}\n  ]\n}\n');
    closeSync(fd);
    const before = process.memoryUsage().rss;
    const t0 = Date.now();
    const { traces, skipped } = await readFile(file);
    expect(traces).toEqual([]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.file).toBe(file);
    expect(skipped[0]!.reason).toMatch(/^file is 2\d\d MiB, over the 64 MiB cap for a single JSON document/);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    rmSync(file);
  });

  it("a document over a lowered cap is skipped; a line over the line cap is skipped by number", async () => {
    const doc = write("doc.json", native("big", { final_output: "y".repeat(3 * 1024 * 1024) }));
    expect((await readFile(doc, { maxFileBytes: 1024 * 1024 })).skipped[0]!.reason).toMatch(/^file is 3\.0 MiB, over the 1\.0 MiB cap/);
    expect((await readFile(doc)).traces).toHaveLength(1);

    const jsonl = write("lines.jsonl", [native("a"), native("huge", { final_output: "z".repeat(2 * 1024 * 1024) }), native("c")].join("\n"));
    const { traces, skipped } = await readFile(jsonl, { maxLineBytes: 1024 * 1024 });
    expect(traces.map((t) => t.id)).toEqual(["a", "c"]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ file: jsonl, line: 2 });
    expect(skipped[0]!.reason).toMatch(/^line is 2\.0 MiB, over the 1\.0 MiB cap for one JSONL line$/);
  });

  it("a large JSONL streams in bounded memory, every trace in order", async () => {
    const file = join(dir, "stream.jsonl");
    const fd = openSync(file, "w");
    const pad = "p".repeat(2000);
    const lines: string[] = [];
    const count = 30_000; // about 65 MB
    for (let i = 0; i < count; i++) {
      lines.push(native(`t${i}`, { final_output: pad }));
      if (lines.length === 1000) {
        writeSync(fd, lines.join("\n") + "\n");
        lines.length = 0;
      }
    }
    closeSync(fd);
    global.gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let n = 0;
    let peak = 0;
    for await (const item of readTraces(file)) {
      if (!("trace" in item)) throw new Error(JSON.stringify(item));
      if (item.trace.origin.position !== n || item.trace.id !== `t${n}`) throw new Error(`out of order at ${n}`);
      n++;
      if (n % 2000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
    }
    expect(n).toBe(count);
    // Holding the file would take ~90 MB of text plus the parsed traces; streaming holds a chunk.
    expect(peak).toBeLessThan(48 * 1024 * 1024);
    rmSync(file);
  });
});

describe("floods", () => {
  it("a JSONL of thousands of broken lines lists the first 100 and counts the rest", async () => {
    const lines = [native("first"), ...Array.from({ length: 5000 }, (_, i) => `{"broken": ${i}`), native("last")];
    const file = write("garbage.jsonl", lines.join("\n"));
    const { traces, skipped } = await readFile(file);
    expect(traces.map((t) => t.id)).toEqual(["first", "last"]);
    expect(skipped).toHaveLength(101);
    expect(skipped.slice(0, 100).map((s) => s.line)).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));
    expect(skipped[100]).toMatchObject({ file, line: 102 });
    expect(skipped[100]!.reason).toMatch(/^4900 more skipped lines not listed one by one, from line 102 \(first: invalid JSON: /);
  });
});
