// Compact JSON, as JSON.stringify writes it, laid out the way `JSON.stringify(value, null, 2)`
// lays out the same value nested `level` levels deep: byte for byte, without parsing it. A run's
// spilled results are already that compact text (pipeline/spill.ts), and parsing each result
// only to print it again would cost the run's single-threaded end a parse and a garbage object
// per result, for a file that grows with the run. Strings are copied as they are; only the
// space between tokens changes. Valid only for JSON.stringify's own output: no whitespace
// between tokens, every string closed.

import { BACKSLASH, COLON, COMMA, LBRACE, LBRACKET, NEWLINE, QUOTE, RBRACE, RBRACKET, SPACE } from "./chars.js";

/** Bytes gathered into chunks of about `size`; filled chunks wait in `take()` for the caller to write. */
export class ByteChunks {
  private ready: Uint8Array[] = [];
  private buf: Buffer;
  private pos = 0;

  constructor(private readonly size = 64 * 1024) {
    this.buf = Buffer.allocUnsafe(size);
  }

  private flush(): void {
    if (this.pos === 0) return;
    this.ready.push(this.buf.subarray(0, this.pos));
    this.buf = Buffer.allocUnsafe(this.size);
    this.pos = 0;
  }

  /** Copies `src[start, end)`, across chunks when it is longer than the room left. */
  copy(src: Buffer, start: number, end: number): void {
    while (start < end) {
      if (this.pos === this.buf.length) this.flush();
      // Buffer#copy, not set(subarray()): no view object made a token.
      const n = src.copy(this.buf, this.pos, start, Math.min(end, start + this.buf.length - this.pos));
      this.pos += n;
      start += n;
    }
  }

  /** ASCII text (separators and padding). */
  ascii(text: string): void {
    if (this.pos + text.length > this.buf.length) this.flush();
    if (text.length > this.buf.length) {
      this.copy(Buffer.from(text, "latin1"), 0, text.length);
      return;
    }
    this.pos += this.buf.write(text, this.pos, "latin1");
  }

  /** A newline and `indent` spaces. */
  newline(indent: number): void {
    if (this.pos + 1 + indent > this.buf.length) this.flush();
    if (1 + indent > this.buf.length) this.buf = Buffer.allocUnsafe(1 + indent);
    this.buf[this.pos++] = NEWLINE;
    this.buf.fill(SPACE, this.pos, this.pos + indent);
    this.pos += indent;
  }

  private byte(b: number): void {
    if (this.pos === this.buf.length) this.flush();
    this.buf[this.pos++] = b;
  }

  /** The filled chunks so far (and, with `all`, the partial one), handed over once. */
  take(all = false): Uint8Array[] {
    if (all) this.flush();
    const out = this.ready;
    this.ready = [];
    return out;
  }

  /** `src` (compact JSON) laid out as JSON.stringify(value, null, 2) nested `level` levels deep. */
  reindent(src: Buffer, level: number): void {
    const base = 2 * level;
    const n = src.length;
    let depth = 0;
    // Bytes up to here are written; a run of bytes that stay as they are is copied at once.
    let run = 0;
    let i = 0;
    while (i < n) {
      const c = src[i]!;
      if (c === QUOTE) {
        // To the closing quote: the next one not escaped (after an even run of backslashes).
        let close = src.indexOf(QUOTE, i + 1);
        for (;;) {
          if (close < 0) throw new Error("blamegate: a spilled result holds an unclosed string");
          let backslashes = 0;
          while (src[close - 1 - backslashes] === BACKSLASH) backslashes++;
          if (backslashes % 2 === 0) break;
          close = src.indexOf(QUOTE, close + 1);
        }
        i = close + 1;
      } else if (c === LBRACE || c === LBRACKET) {
        // An empty container stays on its line: "{}", "[]".
        if (src[i + 1] === (c === LBRACE ? RBRACE : RBRACKET)) {
          i += 2;
          continue;
        }
        this.copy(src, run, i + 1);
        depth++;
        this.newline(base + 2 * depth);
        run = ++i;
      } else if (c === RBRACE || c === RBRACKET) {
        this.copy(src, run, i);
        depth--;
        this.newline(base + 2 * depth);
        run = i++;
      } else if (c === COMMA) {
        this.copy(src, run, i + 1);
        this.newline(base + 2 * depth);
        run = ++i;
      } else if (c === COLON) {
        this.copy(src, run, i + 1);
        this.byte(SPACE);
        run = ++i;
      } else i++;
    }
    this.copy(src, run, n);
  }
}

/**
 * The members of an array nested `level` levels deep, from their compact texts: each on its own
 * padded line, laid out, with a comma between, as JSON.stringify(array, null, 2) writes them
 * between "[\n" and the closing bracket. In chunks of about `size` bytes, each handed out once.
 */
export function* laidOutItems(n: number, item: (index: number) => Buffer, level: number, size?: number): Generator<Uint8Array> {
  const bytes = new ByteChunks(size);
  const pad = "  ".repeat(level);
  for (let i = 0; i < n; i++) {
    bytes.ascii(pad);
    bytes.reindent(item(i), level);
    bytes.ascii(i < n - 1 ? ",\n" : "\n");
    yield* bytes.take();
  }
  yield* bytes.take(true);
}
