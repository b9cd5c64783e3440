// A streamed JSON text (json/stream-writer.ts) written to a file as it is made.
import { closeSync, openSync } from "node:fs";
import type { Chunk } from "../json/stream-writer.js";
import { writeFully } from "./fully.js";

/** A chunk longer than this (rare: one huge result) gets a buffer of its own, so the reused one stays small. */
const MAX_SCRATCH_CHARS = 1024 * 1024;
const MIN_SCRATCH_BYTES = 256 * 1024;

/**
 * Writes chunks to `file`, each as soon as it is made. Synchronously on purpose: a chunk queued
 * in a write stream lives through garbage collections and is moved to the old generation, so a
 * report passed through a stream leaves its whole size in old garbage behind, and the process's
 * memory grows by that much before V8 collects it. Written at once, a chunk dies young. Nothing
 * else runs while reports are written, so blocking costs nothing.
 */
export async function writeChunks(file: string, chunks: Iterable<Chunk>): Promise<void> {
  const fd = openSync(file, "w");
  // Text is encoded into one buffer used again for every chunk, not into a new one a chunk: a
  // report's worth of buffers is garbage the collector would have to deal with.
  let scratch: Buffer | null = null;
  try {
    for (const chunk of chunks) {
      if (typeof chunk !== "string") writeFully(fd, chunk);
      else if (chunk.length > MAX_SCRATCH_CHARS) writeFully(fd, Buffer.from(chunk, "utf8"));
      else {
        // UTF-8 takes at most three bytes for each UTF-16 code unit.
        if (!scratch || scratch.length < chunk.length * 3) scratch = Buffer.allocUnsafe(Math.max(MIN_SCRATCH_BYTES, chunk.length * 3));
        writeFully(fd, scratch.subarray(0, scratch.write(chunk, 0, "utf8")));
      }
    }
  } finally {
    closeSync(fd);
  }
}
