// Synchronous reads and writes carried through to the end: one readSync or writeSync may move
// fewer bytes than asked. Shared by the file readers, the spill and the report writers.
import { readSync, writeSync } from "node:fs";

/** Bytes read into `buf` from `position`: `length` unless the file ended first. */
export function readFully(fd: number, buf: Buffer, length: number, position: number): number {
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}

/** Writes all of `bytes` at the file's current position. */
export function writeFully(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}
