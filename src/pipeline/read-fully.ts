// Reads until `length` bytes are in or the file ends: one readSync may return less.
import { readSync } from "node:fs";

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
