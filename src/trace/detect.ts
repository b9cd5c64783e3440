// Format detection by content, never by the file extension alone.
// Two levels: the first bytes of a file (SQLite, binary, empty, text), then the parsed JSON
// value (which importer's shape it has). An explicit format skips the second level.
import { isUtf8 } from "node:buffer";
import type { Format } from "./model.js";
import { isMessage, isMessageArray, looksChat } from "./import/chat.js";
import { isObj, keyList, own } from "./import/common.js";
import { looksNative } from "./import/native.js";
import { looksOtlp } from "./import/otlp.js";
import { looksWhoWhen } from "./import/whowhen.js";

export const SQLITE_MAGIC = Buffer.from("SQLite format 3\0", "latin1");

export type FileKind = "empty" | "sqlite" | "binary" | "text";

const CONTROL_SAMPLE = 8 * 1024;

function isBlank(b: number): boolean {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}

/** The bytes counted as control characters: C0 but tab, newline and carriage return (NUL is found before), and DEL. */
const CONTROL_BYTES = [1, 2, 3, 4, 5, 6, 7, 8, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x7f];

function anyControl(bytes: Uint8Array, from: number, to: number): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from);
  for (const b of CONTROL_BYTES) if (view.indexOf(b) !== -1) return true;
  return false;
}

/** Classifies a file by its first bytes (pass at least the first 4 KiB when the file has them). */
export function sniffBytes(head: Uint8Array): FileKind {
  if (head.length >= SQLITE_MAGIC.length && Buffer.from(head.buffer, head.byteOffset, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) {
    return "sqlite";
  }
  let start = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) start = 3; // UTF-8 BOM
  if (head.indexOf(0, start) !== -1) return "binary";
  let i = start;
  while (i < head.length && isBlank(head[i]!)) i++;
  if (i === head.length) return "empty";
  // Control characters are counted over at most the first 8 KB, as git judges binary files:
  // enough to tell text from data without a byte-by-byte walk of every file's head (up to 64 KB).
  const sample = Math.min(head.length, start + CONTROL_SAMPLE);
  let control = 0;
  // Text nearly never holds one: a native search for each control byte rules that out faster
  // than the loop, which then runs only to count them.
  if (!anyControl(head, i, sample)) i = sample;
  for (; i < sample; i++) {
    const b = head[i]!;
    if (b < 0x20 ? !isBlank(b) : b === 0x7f) control++;
  }
  if (control > 8 && control * 20 > sample - start) return "binary";
  // Invalid UTF-8 in the head (allowing a sequence cut at the end of the sample) is binary too.
  let cut = head.length;
  for (let back = 1; back <= 3 && head.length - back >= start; back++) {
    const b = head[head.length - back]!;
    if ((b & 0xc0) === 0xc0) {
      cut = head.length - back;
      break;
    }
    if ((b & 0x80) === 0) break;
  }
  // isUtf8 accepts exactly what a fatal TextDecoder decodes, without building the string.
  return isUtf8(head.subarray(start, cut)) ? "text" : "binary";
}

export type Detection = { format: Format } | { reason: string };

/** Describes a value that matched nothing, for the `skipped` reason. */
export function describeUnknown(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "not a trace: empty JSON array";
    const first = value[0];
    const what = isObj(first) ? `objects with keys ${keyList(first)}` : `${typeof first} values`;
    return `not a trace: JSON array of ${value.length} ${what} matches no known format`;
  }
  if (isObj(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "not a trace: empty JSON object";
    return `not a trace: JSON object with keys ${keyList(value)} matches no known format`;
  }
  return `not a trace: a JSON ${value === null ? "null" : typeof value}, not an object or array`;
}

/**
 * Which importer reads this one record. Arrays and containers (`{traces: [...]}`) are split by
 * the reader before it asks; a bare array of chat messages is one chat transcript.
 */
export function detectFormat(value: unknown): Detection {
  if (looksOtlp(value)) return { format: "otlp" };
  if (looksWhoWhen(value)) return { format: "whowhen" };
  if (looksNative(value)) return { format: "native" };
  if (looksChat(value) || isMessageArray(value)) return { format: "chat" };
  return { reason: describeUnknown(value) };
}

/** A lone chat message (one line of a transcript written one message per line). */
export function isLoneMessage(value: unknown): boolean {
  return isMessage(value) && !isObj(own(value, "messages"));
}
