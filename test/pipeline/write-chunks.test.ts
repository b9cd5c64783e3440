// writeChunks encodes text chunks into one reused buffer: the file must hold exactly the chunks'
// UTF-8, whatever their sizes and order (a short chunk after a long one must not carry the long
// one's leftover bytes) and whatever their characters (multi-byte, astral, lone surrogates).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { Chunk } from "../../src/json/stream-writer.js";
import { writeChunks } from "../../src/pipeline/write-chunks.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "write-chunks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the file must hold: each chunk's own UTF-8, as Buffer.from makes it, one after another. */
const expected = (chunks: readonly Chunk[]): Buffer => Buffer.concat(chunks.map((c) => (typeof c === "string" ? Buffer.from(c, "utf8") : c)));

describe("writeChunks", () => {
  it("writes each chunk's UTF-8 in order, long and short, text and bytes, past the reused buffer's size", async () => {
    const chunks: Chunk[] = ["→ ".repeat(200_000), "ok", "\uD83D\uDE00 and a lone \uD800 surrogate", new Uint8Array([1, 2, 3]), "é".repeat(1024 * 1024 + 5), "tail", "", "x".repeat(300 * 1024), "y"];
    const file = path.join(dir, "mixed.bin");
    await writeChunks(file, chunks);
    expect(readFileSync(file).equals(expected(chunks))).toBe(true);
  });

  it("writes what Buffer.from would, for any text chunks", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.string({ unit: "binary", maxLength: 3000 }), fc.string({ unit: "grapheme", maxLength: 50 })), { maxLength: 12 }), async (chunks) => {
        const file = path.join(dir, `prop-${n++}.bin`);
        await writeChunks(file, chunks);
        expect(readFileSync(file).equals(expected(chunks))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
