// Picks a stable share of the files for one job of a matrix: the same file always lands in the
// same shard whatever the machine, the order of the list or the other files present.
import { createHash } from "node:crypto";

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

export function shardOf(file: string, count: number): number {
  const digest = createHash("sha256").update(file.split("\\").join("/")).digest();
  return (digest.readUInt32BE(0) % count) + 1;
}

export function takeShard(files: string[], shard: Shard | null): string[] {
  if (!shard || shard.count === 1) return files;
  return files.filter((f) => shardOf(f, shard.count) === shard.index);
}
