// Real zip archives for tests, made with yazl. Hostile names (`../../x`, `/etc/x`) are ones yazl
// itself refuses to write, so they are written under a same-length stand-in and patched in the
// bytes afterwards (local header and central directory both), as an attacker's tool would.
import yazl from "yazl";

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Unix mode with file type bits, e.g. 0o120777 for a symbolic link. */
  mode?: number;
  /** Store uncompressed (default: deflate). */
  store?: boolean;
}

export async function makeZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const patches: [Buffer, Buffer][] = [];
  entries.forEach((e, i) => {
    let name = e.name;
    const hostile = name.startsWith("/") || name.split("/").includes("..") || name.includes("\\");
    if (hostile) {
      const stand = `Q${i}`.padEnd(name.length, "Z");
      if (Buffer.byteLength(stand) !== Buffer.byteLength(name)) throw new Error("stand-in length mismatch");
      patches.push([Buffer.from(stand), Buffer.from(name)]);
      name = stand;
    }
    const data = typeof e.data === "string" ? Buffer.from(e.data) : e.data;
    zip.addBuffer(data, name, { mode: e.mode, compress: !e.store });
  });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  for (const [from, to] of patches) {
    let at = bytes.indexOf(from);
    while (at !== -1) {
      to.copy(bytes, at);
      at = bytes.indexOf(from, at + 1);
    }
  }
  return bytes;
}

/** Rewrites every header's uncompressed size of the first entry to `size` (a lying header). */
export function lieAboutSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i < out.length - 4; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50) out.writeUInt32LE(size, i + 22); // local file header
    if (sig === 0x02014b50) out.writeUInt32LE(size, i + 24); // central directory header
  }
  return out;
}
