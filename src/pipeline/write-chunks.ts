// A streamed JSON text (json/stream-writer.ts) written to a file as it is made.
import { closeSync, openSync } from "node:fs";
import type { Chunk } from "../json/stream-writer.js";
import { writeFully } from "./fully.js";

/**
 * Writes chunks to `file`, each as soon as it is made. Synchronously on purpose: a chunk queued
 * in a write stream lives through garbage collections and is moved to the old generation, so a
 * report passed through a stream leaves its whole size in old garbage behind, and the process's
 * memory grows by that much before V8 collects it. Written at once, a chunk dies young. Nothing
 * else runs while reports are written, so blocking costs nothing.
 */
export async function writeChunks(file: string, chunks: Iterable<Chunk>): Promise<void> {
  const fd = openSync(file, "w");
  try {
    for (const chunk of chunks) {
      writeFully(fd, typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
    }
  } finally {
    closeSync(fd);
  }
}
