// Safe extraction of a zip archive (a downloaded workflow artifact, which a fork's pull request
// can fill with anything). Refused: entries whose path leaves the target folder (`../x`,
// absolute or drive paths, backslashes), links and other non-regular entries, encrypted entries,
// more entries than the cap, and archives that expand past the size cap or an implausible
// compression ratio. Sizes are checked twice: from the headers before anything is written, and
// by counting the bytes actually inflated (headers can lie). On any refusal, the files this call
// wrote are removed, so a hostile archive leaves nothing behind.
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";

export interface ZipLimits {
  /** Total bytes the archive may expand to. */
  maxBytes: number;
  /** Number of entries (files and folders). */
  maxFiles: number;
  /** Largest uncompressed/compressed ratio of an entry bigger than 1 MiB. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxBytes: 1024 * 1024 * 1024,
  maxFiles: 20_000,
  maxRatio: 1000,
};

/** Below this size a high ratio is harmless (a small file of repeated text). */
const RATIO_FLOOR = 1024 * 1024;

export class UnsafeArchiveError extends Error {
  constructor(
    message: string,
    readonly entry?: string,
  ) {
    super(message);
    this.name = "UnsafeArchiveError";
  }
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** Why an entry name is unsafe, or null. Names are zip paths: `/`-separated, relative. */
export function unsafeEntryName(name: string): string | null {
  if (name.length === 0) return "has an empty name";
  if (name.includes("\0")) return "has a NUL byte in its name";
  if (name.includes("\\")) return "uses a backslash, which would be a path separator on Windows";
  if (name.startsWith("/") || /^[a-zA-Z]:/.test(name)) return "has an absolute path";
  if (name.split("/").includes("..")) return "climbs out of the target folder with ..";
  return null;
}

interface Planned {
  entry: yauzl.Entry;
  name: string;
  dir: boolean;
}

function describeMode(mode: number): string {
  switch (mode & S_IFMT) {
    case S_IFLNK:
      return "is a symbolic link";
    case 0o060000:
      return "is a block device";
    case 0o020000:
      return "is a character device";
    case 0o010000:
      return "is a FIFO";
    case 0o140000:
      return "is a socket";
    default:
      return `has an unsupported file type (mode ${(mode & S_IFMT).toString(8)})`;
  }
}

/** Reads the central directory and checks every header before anything is written. */
async function plan(zip: yauzl.ZipFile, destDir: string, limits: ZipLimits): Promise<Planned[]> {
  const planned: Planned[] = [];
  let declared = 0;
  return new Promise((resolve, reject) => {
    const fail = (e: Error) => {
      zip.close();
      reject(e);
    };
    zip.on("error", (e: Error) => fail(new UnsafeArchiveError(`unreadable zip archive: ${e.message}`)));
    zip.on("end", () => resolve(planned));
    zip.on("entry", (entry: yauzl.Entry) => {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
      const shown = JSON.stringify(name);
      const bad = unsafeEntryName(name);
      if (bad) return fail(new UnsafeArchiveError(`refused: entry ${shown} ${bad}`, name));
      const target = path.resolve(destDir, name);
      if (target !== destDir && !target.startsWith(destDir + path.sep)) {
        return fail(new UnsafeArchiveError(`refused: entry ${shown} would be written outside ${destDir}`, name));
      }
      // Unix modes live in the high 16 bits when the archive was made on Unix (version made by >> 8 === 3).
      const madeOnUnix = entry.versionMadeBy >> 8 === 3;
      const mode = madeOnUnix ? entry.externalFileAttributes >>> 16 : 0;
      const dir = name.endsWith("/") || (mode & S_IFMT) === S_IFDIR;
      // No file-type bits at all (Python's zipfile writes 0o600 << 16) is an ordinary file, or a
      // folder when the name ends in "/": only a type that is neither (links, devices) is refused.
      const type = mode & S_IFMT;
      if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
        return fail(new UnsafeArchiveError(`refused: entry ${shown} ${describeMode(mode)}; links are not followed or created`, name));
      }
      if (entry.isEncrypted()) return fail(new UnsafeArchiveError(`refused: entry ${shown} is encrypted`, name));
      if (planned.length + 1 > limits.maxFiles) {
        return fail(new UnsafeArchiveError(`refused: the archive has more than ${limits.maxFiles} entries`));
      }
      declared += entry.uncompressedSize;
      if (declared > limits.maxBytes) {
        return fail(new UnsafeArchiveError(`refused: the archive would expand to more than ${limits.maxBytes} bytes (zip bomb cap)`, name));
      }
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > RATIO_FLOOR && ratio > limits.maxRatio) {
        return fail(new UnsafeArchiveError(`refused: entry ${shown} expands ${Math.round(ratio)}× (cap ${limits.maxRatio}×), a zip bomb shape`, name));
      }
      planned.push({ entry, name, dir });
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))));
}

/**
 * Extracts `zipBytes` into `destDir` (created if needed). Returns the extracted files as paths
 * relative to `destDir`, `/`-separated, in archive order. Throws UnsafeArchiveError on refusal.
 */
export async function extractZip(zipBytes: Buffer, destDir: string, limits: Partial<ZipLimits> = {}): Promise<string[]> {
  const caps: ZipLimits = { ...DEFAULT_ZIP_LIMITS, ...limits };
  const dest = path.resolve(destDir);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(zipBytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });
  } catch (e) {
    throw new UnsafeArchiveError(`not a readable zip archive: ${(e as Error).message}`);
  }
  const entries = await plan(zip, dest, caps);

  // Second pass: a fresh handle, since the first one read the directory to the end.
  const reader = await yauzl.fromBufferPromise(zipBytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });
  const written: string[] = [];
  const files: string[] = [];
  let total = 0;
  try {
    await mkdir(dest, { recursive: true });
    for (const { entry, name, dir } of entries) {
      const target = path.resolve(dest, name);
      if (dir) {
        await mkdir(target, { recursive: true });
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done: TransformCallback) {
          total += chunk.length;
          if (total > caps.maxBytes) {
            return done(new UnsafeArchiveError(`refused: the archive expanded past ${caps.maxBytes} bytes while extracting ${JSON.stringify(name)} (zip bomb cap)`, name));
          }
          done(null, chunk);
        },
      });
      // "wx": never write through something that already exists there (a planted link, a duplicate
      // name); only a file this call created is ours to remove on failure.
      const handle = await open(target, "wx");
      written.push(target);
      await pipeline(await openStream(reader, entry), counter, handle.createWriteStream());
      files.push(name);
    }
  } catch (e) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    if (e instanceof UnsafeArchiveError) throw e;
    const err = e as NodeJS.ErrnoException;
    if (err.code === "EEXIST") throw new UnsafeArchiveError(`refused: the archive names ${JSON.stringify(path.relative(dest, err.path ?? ""))} twice`);
    // yauzl's own size check ("too many bytes in the stream") means a header lied about a size.
    if (/bytes in the stream|expected \d+ bytes/i.test(err.message)) {
      throw new UnsafeArchiveError(`refused: an entry's real size differs from its header (${err.message})`);
    }
    throw e;
  } finally {
    reader.close();
  }
  return files;
}

/**
 * Reads one named entry from a zip in memory (a small artifact such as a digest), refusing
 * anything over `maxBytes` by the bytes actually inflated; nothing touches the disk.
 */
export async function readZipEntry(zipBytes: Buffer, wanted: (name: string) => boolean, maxBytes: number): Promise<Buffer | null> {
  const zip = await yauzl.fromBufferPromise(zipBytes, { lazyEntries: true, validateEntrySizes: true });
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (err: Error | null, value: Buffer | null = null) => {
      if (done) return;
      done = true;
      zip.close();
      if (err) reject(err);
      else resolve(value);
    };
    zip.on("error", (e: Error) => finish(e));
    zip.on("end", () => finish(null, null));
    zip.on("entry", (entry: yauzl.Entry) => {
      if (!wanted(entry.fileName)) return zip.readEntry();
      if (entry.uncompressedSize > maxBytes) return finish(new Error(`${entry.fileName} is over ${maxBytes} bytes`));
      zip.openReadStream(entry, (err, stream) => {
        if (err) return finish(err);
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            stream.destroy();
            finish(new Error(`${entry.fileName} inflates past ${maxBytes} bytes`));
          } else chunks.push(c);
        });
        stream.on("error", (e) => finish(e));
        stream.on("end", () => finish(null, Buffer.concat(chunks)));
      });
    });
    zip.readEntry();
  });
}
