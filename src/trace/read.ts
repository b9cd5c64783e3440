// Reads trace files of every supported format, streaming where the format allows it.
//
// - SQLite files (agent-blame) are recognised by their magic bytes.
// - JSONL/NDJSON is read line by line in bounded memory: a broken line becomes a `skipped`
//   with its 1-based line number and the other lines still come through. A file is JSONL when
//   its name ends in .jsonl/.ndjson, or when its first line is a complete JSON value and more
//   follows.
// - A single JSON document is read whole, only up to `maxFileBytes`; past that it is skipped
//   with the reason, never loaded.
// - Nothing in a file's content makes readTraces throw: bad content becomes `skipped` items.
//   Traces keep the file's order (`origin.position`, 0-based).
import { errorMessage } from "../error-message.js";
import { open, type FileHandle } from "node:fs/promises";
import type { Format, Skipped, Trace } from "./model.js";
import { describeUnknown, detectFormat, isLoneMessage, sniffBytes } from "./detect.js";
import { isJsonlName, isJsonlText, isRecordLine, looksLikeJsonl } from "../json/jsonl.js";
import { JsonError, parseJson } from "../json/parse.js";
import { importChat, isMessageArray } from "./import/chat.js";
import { has, isObj, NotATrace, own, type ImportContext } from "./import/common.js";
import { importNative } from "./import/native.js";
import { importOtlp, looksOtlp } from "./import/otlp.js";
import { importWhoWhen } from "./import/whowhen.js";

export interface ReadOptions {
  format?: Format | "auto";
  /** Cap for a single JSON document read whole; default 64 MiB. */
  maxFileBytes?: number;
  /** Cap for one JSONL line; default 32 MiB. */
  maxLineBytes?: number;
  /** Cap for a SQLite file (loaded whole into the WASM reader); default 512 MiB. */
  maxDbBytes?: number;
  /** Name used for origin.file / skipped.file when `file` is not the name to show; default `file`. */
  display?: string;
}

export type ReadItem = { trace: Trace } | { skipped: Skipped };

export const DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_LINE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_MAX_DB_BYTES = 512 * 1024 * 1024;
const HEAD_BYTES = 64 * 1024;
const CHUNK_BYTES = 1024 * 1024;
/** A file this small is read once, whole, and every look at its head works on those bytes. */
const SMALL_FILE_BYTES = 1024 * 1024;
const UTF8 = new TextDecoder("utf-8");

function skipped(file: string, reason: string, line?: number): ReadItem {
  const s: Skipped = { file, reason };
  if (line !== undefined) s.line = line;
  return { skipped: s };
}

function mib(bytes: number): string {
  const m = bytes / (1024 * 1024);
  return m >= 10 ? `${Math.round(m)} MiB` : `${m.toFixed(1)} MiB`;
}

function reasonOf(error: unknown): string {
  if (error instanceof NotATrace || error instanceof JsonError) return error.message;
  if (error instanceof RangeError) return "too deeply nested or too large to import";
  return `could not import: ${errorMessage(error)}`;
}

/**
 * Turns parsed records into trace items for one file: splits arrays and containers, detects
 * (or takes the given) format, numbers traces in file order, keeps ids unique in the file,
 * and gathers records that only make a trace together (OTLP batches on many lines, a
 * transcript written one message a line) until `finish()`.
 */
export class FileImporter {
  private position = 0;
  private readonly ids = new Map<string, number>();
  private otlpParts: { value: unknown; line?: number }[] = [];
  private loneMessages: unknown[] = [];
  private loneLine: number | undefined;

  constructor(
    readonly file: string,
    readonly format: Format | "auto" = "auto",
  ) {}

  /** Numbers a trace in file order and keeps its id unique within the file. */
  emit(trace: Trace): ReadItem {
    trace.origin.position = this.position++;
    const seen = this.ids.get(trace.id);
    if (seen === undefined) this.ids.set(trace.id, 1);
    else {
      // Same id twice in one file (e.g. several trials of one task): keep both, distinguishable.
      // A tau-bench trial number names the copy when it makes the id unique; else a counter.
      const trial = trace.meta.trial;
      let unique = typeof trial === "number" || typeof trial === "string" ? `${trace.id}#trial${trial}` : "";
      if (!unique || this.ids.has(unique)) {
        let n = seen + 1;
        while (this.ids.has(`${trace.id}#${n}`)) n++;
        this.ids.set(trace.id, n);
        unique = `${trace.id}#${n}`;
      }
      this.ids.set(unique, 1);
      trace.id = unique;
    }
    return { trace };
  }

  private one(value: unknown, ctx: ImportContext, format: Format): ReadItem[] {
    try {
      switch (format) {
        case "native":
          return [this.emit(importNative(value, ctx))];
        case "whowhen":
          return [this.emit(importWhoWhen(value, ctx))];
        case "chat":
          return [this.emit(importChat(value, ctx))];
        case "otlp":
          return importOtlp(value, ctx).map((t) => this.emit(t));
        case "agentblame":
          return [skipped(this.file, "not a SQLite database: agent-blame traces are read from its traces.db file", ctx.line)];
      }
    } catch (error) {
      return [skipped(this.file, reasonOf(error), ctx.line)];
    }
  }

  /** One parsed JSON record (a whole document, or one JSONL line). */
  record(value: unknown, ctx: Omit<ImportContext, "file">, streaming = false): ReadItem[] {
    const c: ImportContext = { ...ctx, file: this.file };
    // Records that only make a trace together with others of the same file.
    if (streaming && (this.format === "auto" || this.format === "otlp") && looksOtlp(value)) {
      this.otlpParts.push({ value, line: c.line });
      return [];
    }
    if (streaming && (this.format === "auto" || this.format === "chat") && isLoneMessage(value)) {
      if (this.loneMessages.length === 0) this.loneLine = c.line;
      this.loneMessages.push(value);
      return [];
    }
    if (Array.isArray(value)) return this.array(value, c);
    if (isObj(value) && Array.isArray(own(value, "traces")) && !has(value, "steps") && "reason" in detectFormat(value)) {
      return this.array(own(value, "traces") as unknown[], c);
    }
    if (this.format !== "auto") return this.one(value, c, this.format);
    const d = detectFormat(value);
    if ("reason" in d) return [skipped(this.file, d.reason, c.line)];
    return this.one(value, c, d.format);
  }

  private array(list: unknown[], ctx: ImportContext): ReadItem[] {
    if (this.format === "chat" || (this.format === "auto" && isMessageArray(list))) {
      if (isMessageArray(list) || list.length === 0) return this.one(list, ctx, "chat");
    }
    if (list.length === 0) return [skipped(this.file, "not a trace: empty JSON array", ctx.line)];
    const sourceless = { file: ctx.file, line: ctx.line };
    if (this.format !== "auto") {
      const format = this.format;
      return list.flatMap((v, i) => this.one(v, { ...sourceless, item: i }, format));
    }
    const detections = list.map((v) => detectFormat(v));
    if (detections.every((d) => "reason" in d)) return [skipped(this.file, describeUnknown(list), ctx.line)];
    return list.flatMap((v, i) => {
      const d = detections[i]!;
      if ("reason" in d) return [skipped(this.file, `item ${i}: ${d.reason}`, ctx.line)];
      return this.one(v, { ...sourceless, item: i }, d.format);
    });
  }

  /** Traces gathered across records; call once after the last record. */
  finish(): ReadItem[] {
    const out: ReadItem[] = [];
    if (this.otlpParts.length > 0) {
      const merged = { resourceSpans: this.otlpParts.flatMap((p) => (own(p.value, "resourceSpans") as unknown[]) ?? []) };
      out.push(...this.one(merged, { file: this.file, line: this.otlpParts[0]!.line }, "otlp"));
      this.otlpParts = [];
    }
    if (this.loneMessages.length > 0) {
      out.push(...this.one(this.loneMessages, { file: this.file, line: this.loneLine }, "chat"));
      this.loneMessages = [];
    }
    return out;
  }
}

/** Imports one already-parsed value (a document or a record) from `file`. */
export function importValue(value: unknown, file: string, opts: { format?: Format | "auto"; sourceText?: string; line?: number } = {}): ReadItem[] {
  const importer = new FileImporter(file, opts.format ?? "auto");
  const ctx: Omit<ImportContext, "file"> = {};
  if (opts.sourceText !== undefined) ctx.sourceText = opts.sourceText;
  if (opts.line !== undefined) ctx.line = opts.line;
  return [...importer.record(value, ctx), ...importer.finish()];
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Per-line skips reported one by one for a file; past this, the rest are counted in one item. */
export const MAX_LINE_SKIPS = 100;

/**
 * Folds consecutive JSONL lines skipped for the same "not a trace" reason into one item, so a
 * file of another format gives one reason, not one per line. Broken lines stay one each, up
 * to MAX_LINE_SKIPS a file; the rest are counted in one closing item, so a file of garbage
 * cannot flood the report.
 */
class SkipRuns {
  private run: { first: Skipped; last: number; count: number } | undefined;
  private reported = 0;
  private suppressed: { first: Skipped; count: number } | undefined;

  push(items: ReadItem[]): ReadItem[] {
    const out: ReadItem[] = [];
    for (const item of items) {
      if ("skipped" in item && item.skipped.line !== undefined && item.skipped.reason.startsWith("not a trace:")) {
        if (this.run && this.run.first.reason === item.skipped.reason) {
          this.run.last = item.skipped.line;
          this.run.count++;
          continue;
        }
        out.push(...this.flushRun());
        this.run = { first: item.skipped, last: item.skipped.line, count: 1 };
        continue;
      }
      out.push(...this.flushRun(), ...this.limit(item));
    }
    return out;
  }

  private limit(item: ReadItem): ReadItem[] {
    if (!("skipped" in item) || item.skipped.line === undefined) return [item];
    if (this.reported < MAX_LINE_SKIPS) {
      this.reported++;
      return [item];
    }
    if (this.suppressed) this.suppressed.count++;
    else this.suppressed = { first: item.skipped, count: 1 };
    return [];
  }

  private flushRun(): ReadItem[] {
    const run = this.run;
    this.run = undefined;
    if (!run) return [];
    if (run.count === 1) return this.limit({ skipped: run.first });
    return this.limit({ skipped: { ...run.first, reason: `${run.first.reason} (lines ${run.first.line}–${run.last}, ${run.count} records)` } });
  }

  /** Call once at the end of the file. */
  flush(): ReadItem[] {
    const out = this.flushRun();
    const s = this.suppressed;
    this.suppressed = undefined;
    if (s) {
      out.push({
        skipped: {
          file: s.first.file,
          line: s.first.line,
          reason: `${s.count} more skipped lines not listed one by one, from line ${s.first.line} (first: ${s.first.reason})`,
        },
      });
    }
    return out;
  }
}

function jsonlItems(text: string, importer: FileImporter): ReadItem[] {
  const out: ReadItem[] = [];
  const runs = new SkipRuns();
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) out.push(...runs.push(lineItems(lines[i]!, i + 1, importer)));
  out.push(...runs.push(importer.finish()), ...runs.flush());
  return out;
}

function lineItems(raw: string, line: number, importer: FileImporter): ReadItem[] {
  const lineText = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
  if (lineText.trim() === "") return [];
  let value: unknown;
  try {
    value = parseJson(lineText);
  } catch (error) {
    return [skipped(importer.file, `invalid JSON: ${reasonOf(error)}`, line)];
  }
  return importer.record(value, { line, sourceText: lineText }, true);
}

/**
 * Imports a whole text already in memory: JSONL when `file` ends in .jsonl/.ndjson or the
 * first line is a complete record with more after it, else one JSON document.
 */
export function importText(text: string, file: string, opts: { format?: Format | "auto" } = {}): ReadItem[] {
  const format = opts.format ?? "auto";
  const body = stripBom(text);
  // Not body.trim(): that copies a whole document for its trailing newline.
  if (!/\S/.test(body)) return [skipped(file, "empty file")];
  if (format === "agentblame") return [skipped(file, "not a SQLite database: agent-blame traces are read from its traces.db file")];
  const importer = new FileImporter(file, format);
  if (isJsonlText(file, body)) return jsonlItems(body, importer);
  let value: unknown;
  try {
    value = parseJson(body);
  } catch (error) {
    // A JSONL file whose first line is the broken one: read it line by line after all.
    if (looksLikeJsonl(body)) return jsonlItems(body, importer);
    const lead = body.trimStart();
    if (!lead.startsWith("{") && !lead.startsWith("[")) {
      const excerpt = lead
        .slice(0, 40)
        .replace(/[\u0000-\u001f\u007f]+/g, " ")
        .trim();
      return [skipped(file, `not a trace: text, not JSON (starts "${excerpt}${lead.length > 40 ? "…" : ""}")`)];
    }
    const e = error instanceof JsonError ? error : undefined;
    return [skipped(file, `invalid JSON: ${reasonOf(error)}`, e?.line)];
  }
  return [...importer.record(value, { sourceText: body }), ...importer.finish()];
}

/**
 * Imports a file's bytes already in memory (SQLite included). `transient`: the caller reuses
 * `bytes` once this call returns its promise, so they are read (or copied) before any await.
 */
export async function importBytes(bytes: Uint8Array, file: string, opts: ReadOptions & { transient?: boolean } = {}): Promise<ReadItem[]> {
  const format = opts.format ?? "auto";
  const kind = sniffBytes(bytes.subarray(0, HEAD_BYTES));
  if (kind === "empty") return [skipped(file, "empty file")];
  if (kind === "binary") return [skipped(file, "binary file: not JSON, JSONL or a SQLite database")];
  // The database is read after the reader's module loads, an await away.
  if (kind === "sqlite") return importSqlite(opts.transient ? new Uint8Array(bytes) : bytes, file, format);
  const text = UTF8.decode(bytes);
  return importText(text, file, { format });
}

async function importSqlite(bytes: Uint8Array, file: string, format: Format | "auto"): Promise<ReadItem[]> {
  if (format !== "auto" && format !== "agentblame") {
    return [skipped(file, `a SQLite database, not ${format}: use format agentblame or auto`)];
  }
  try {
    const { importAgentBlame } = await import("./import/agentblame.js");
    const traces = await importAgentBlame(bytes, file);
    const importer = new FileImporter(file, "agentblame");
    return traces.map((t) => importer.emit(t));
  } catch (error) {
    return [skipped(file, reasonOf(error))];
  }
}

/** Reads up to `length` bytes at `position`. */
async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.allocUnsafe(length); // only the bytes read are ever returned
  let got = 0;
  while (got < length) {
    const { bytesRead } = await handle.read(buf, got, length - got, position + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return got === length ? buf : buf.subarray(0, got);
}

/** The file's lines, streamed; a line past `maxLineBytes` comes back as `{tooLong}` without its text. */
async function* streamLines(handle: FileHandle, maxLineBytes: number): AsyncGenerator<{ line: number; text?: string; tooLong?: number }> {
  const decoder = new TextDecoder("utf-8");
  const buf = Buffer.alloc(CHUNK_BYTES);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let overflow = 0; // bytes of the current line dropped after it passed the cap
  let line = 1;
  let position = 0;
  const flush = () => {
    const out = overflow > 0 ? { line, tooLong: pendingBytes + overflow } : { line, text: decoder.decode(Buffer.concat(pending, pendingBytes)) };
    pending = [];
    pendingBytes = 0;
    overflow = 0;
    line++;
    return out;
  };
  for (;;) {
    const { bytesRead } = await handle.read(buf, 0, buf.length, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    let start = 0;
    while (start < bytesRead) {
      const nl = buf.indexOf(10, start);
      const end = nl < 0 || nl >= bytesRead ? bytesRead : nl;
      const piece = end - start;
      if (overflow > 0 || pendingBytes + piece > maxLineBytes) {
        overflow += piece;
        if (overflow === piece) {
          // Just passed the cap: drop what was held.
          overflow += pendingBytes;
          pending = [];
          pendingBytes = 0;
        }
      } else if (piece > 0) {
        pending.push(Buffer.from(buf.subarray(start, end)));
        pendingBytes += piece;
      }
      if (end === bytesRead && (nl < 0 || nl >= bytesRead)) break;
      yield flush();
      start = end + 1;
    }
  }
  if (pendingBytes > 0 || overflow > 0) yield flush();
}

/** The first line of the file, when it ends within `limit` bytes; undefined otherwise. */
async function firstLine(handle: FileHandle, head: Buffer, size: number, limit: number): Promise<{ text: string; nl: number; rest: boolean } | undefined> {
  let data = head;
  let nl = data.indexOf(10);
  let position = data.length;
  while (nl < 0 && position < size && position < limit) {
    const more = await readAt(handle, position, Math.min(CHUNK_BYTES * 4, size - position));
    if (more.length === 0) break;
    const from = data.length;
    data = Buffer.concat([data, more]);
    position += more.length;
    const found = more.indexOf(10);
    nl = found < 0 ? -1 : from + found;
  }
  if (nl < 0) return position >= size ? { text: data.toString("utf8"), nl: -1, rest: false } : undefined;
  return { text: data.subarray(0, nl).toString("utf8"), nl, rest: nl + 1 < size };
}

/**
 * firstLine() for a file held whole in `all` (at most SMALL_FILE_BYTES): the same answer wherever
 * the caller looks at it (`rest` set), without reading again. A file with no newline has no rest.
 */
function firstLineIn(all: Buffer, headLength: number, limit: number): { text: string; nl: number; rest: boolean } | undefined {
  const nl = all.indexOf(10);
  if (nl < 0) return undefined;
  // firstLine() looks past the head only while under `limit`.
  if (nl >= headLength && headLength >= limit) return undefined;
  return { text: all.subarray(0, nl).toString("utf8"), nl, rest: nl + 1 < all.length };
}

/** restHasContent() for a file held whole in `all`. */
function restHasContentIn(all: Buffer, firstNl: number): boolean {
  for (let i = firstNl + 1; i < all.length; i++) {
    const b = all[i]!;
    if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09) return true;
  }
  return false;
}

/** True when more than whitespace follows the first newline (checked on a bounded sample). */
async function restHasContent(handle: FileHandle, firstNl: number, size: number): Promise<boolean> {
  let position = firstNl + 1;
  while (position < size) {
    const chunk = await readAt(handle, position, Math.min(HEAD_BYTES, size - position));
    if (chunk.length === 0) return false;
    for (const b of chunk) if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09) return true;
    position += chunk.length;
    if (position - firstNl > 16 * CHUNK_BYTES) return true; // a long blank tail: let the reader decide
  }
  return false;
}

/**
 * Reads one file and yields its traces, and a `skipped` for anything that is not one.
 * Throws only for programmer errors; unreadable or hostile content becomes `skipped`.
 */
export async function* readTraces(file: string, options: ReadOptions = {}): AsyncIterable<ReadItem> {
  const display = options.display ?? file;
  const format = options.format ?? "auto";
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const maxDbBytes = options.maxDbBytes ?? DEFAULT_MAX_DB_BYTES;

  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    yield skipped(display, `cannot open: ${code ?? (error as Error).message}`);
    return;
  }
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) {
      yield skipped(display, "is a folder, not a file");
      return;
    }
    if (!stat.isFile()) {
      yield skipped(display, "not a regular file");
      return;
    }
    const size = stat.size;
    // A small file is read once; the head, first line and document are all views of it.
    const all = size <= SMALL_FILE_BYTES ? await readAt(handle, 0, size) : undefined;
    const head = all ? all.subarray(0, Math.min(HEAD_BYTES, all.length)) : await readAt(handle, 0, Math.min(HEAD_BYTES, size));
    const kind = sniffBytes(head);
    if (kind === "empty") {
      yield skipped(display, "empty file");
      return;
    }
    if (kind === "binary") {
      yield skipped(display, "binary file: not JSON, JSONL or a SQLite database");
      return;
    }
    if (kind === "sqlite") {
      if (size > maxDbBytes) {
        yield skipped(display, `SQLite file is ${mib(size)}, over the ${mib(maxDbBytes)} cap for databases`);
        return;
      }
      for (const item of await importSqlite(await readAt(handle, 0, size), display, format)) yield item;
      return;
    }
    if (format === "agentblame") {
      yield skipped(display, "not a SQLite database: agent-blame traces are read from its traces.db file");
      return;
    }

    // Text. JSONL by name, or when the first line is a whole record and more follows.
    let jsonl = isJsonlName(display) || isJsonlName(file);
    if (!jsonl) {
      const limit = Math.min(maxLineBytes, maxFileBytes);
      const first = all ? firstLineIn(all, head.length, limit) : await firstLine(handle, head, size, limit);
      // Not a record on its own (a pretty-printed document's "{"): one document.
      if (first?.rest && isRecordLine(stripBom(first.text))) jsonl = all ? restHasContentIn(all, first.nl) : await restHasContent(handle, first.nl, size);
    }

    const importer = new FileImporter(display, format);
    if (jsonl) {
      const runs = new SkipRuns();
      let firstLineSeen = true;
      for await (const l of streamLines(handle, maxLineBytes)) {
        if (l.tooLong !== undefined) {
          const reason = `line is ${mib(l.tooLong)}, over the ${mib(maxLineBytes)} cap for one JSONL line`;
          for (const item of runs.push([skipped(display, reason, l.line)])) yield item;
          continue;
        }
        let t = l.text!;
        if (firstLineSeen) {
          t = stripBom(t);
          firstLineSeen = false;
        }
        for (const item of runs.push(lineItems(t, l.line, importer))) yield item;
      }
      for (const item of [...runs.push(importer.finish()), ...runs.flush()]) yield item;
      return;
    }

    if (size > maxFileBytes) {
      yield skipped(display, `file is ${mib(size)}, over the ${mib(maxFileBytes)} cap for a single JSON document (write JSONL, one trace a line, for large sets)`);
      return;
    }
    const text = UTF8.decode(all ?? (await readAt(handle, 0, size)));
    for (const item of importText(text, display, { format })) yield item;
  } catch (error) {
    // I/O failures mid-read (file removed, permission changed): report, do not throw.
    if ((error as NodeJS.ErrnoException)?.code) {
      yield skipped(display, `read failed: ${(error as NodeJS.ErrnoException).code}`);
      return;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

/** Collects every item of a file; convenient for tests and small callers. */
export async function readAll(file: string, options?: ReadOptions): Promise<ReadItem[]> {
  const out: ReadItem[] = [];
  for await (const item of readTraces(file, options)) out.push(item);
  return out;
}
