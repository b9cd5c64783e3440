// Safe extraction of real zip archives made with yazl: good ones come out whole; hostile ones
// are refused with a clear message and leave nothing behind, inside or outside the target.
import { lstat, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { extractZip, unsafeEntryName, UnsafeArchiveError } from "../../src/collect/unzip.js";
import { lieAboutSize, makeZip } from "../support/zip.js";

let root: string;
let dest: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "bg-unzip-"));
  // dest sits two levels down so that ../../x would land inside root, where we can look for it.
  dest = path.join(root, "a", "b");
});
afterEach(async () => rm(root, { recursive: true, force: true }));

async function listAll(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() || e.isSymbolicLink()) out.push(path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
  }
  return out.sort();
}

describe("extractZip", () => {
  it("extracts a good archive with nested folders, byte for byte", async () => {
    const trace = JSON.stringify({ id: "t1", steps: [{ kind: "plan" }] });
    const zip = await makeZip([
      { name: "traces/run-1.json", data: trace },
      { name: "traces/deep/run-2.jsonl", data: `${trace}\n${trace}\n` },
      { name: "README.txt", data: "hello", store: true },
    ]);
    const files = await extractZip(zip, dest);
    expect(files).toEqual(["traces/run-1.json", "traces/deep/run-2.jsonl", "README.txt"]);
    expect(await readFile(path.join(dest, "traces/run-1.json"), "utf8")).toBe(trace);
    expect(await readFile(path.join(dest, "README.txt"), "utf8")).toBe("hello");
    expect(await listAll(root)).toEqual(["a/b/README.txt", "a/b/traces/deep/run-2.jsonl", "a/b/traces/run-1.json"]);
  });

  it("refuses ../../x and writes nothing, not even the good entries before it", async () => {
    const zip = await makeZip([
      { name: "ok.json", data: "{}" },
      { name: "../../x", data: "pwned" },
    ]);
    const err = await extractZip(zip, dest).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnsafeArchiveError);
    expect((err as Error).message).toMatch(/"\.\.\/\.\.\/x" climbs out of the target folder/);
    expect(await listAll(root)).toEqual([]);
  });

  it("refuses an absolute path", async () => {
    const zip = await makeZip([{ name: "/tmp/bg-abs-x", data: "pwned" }]);
    await expect(extractZip(zip, dest)).rejects.toThrow(/absolute path/);
    await expect(lstat("/tmp/bg-abs-x")).rejects.toThrow();
  });

  it("refuses a symbolic link entry and creates no link", async () => {
    const zip = await makeZip([
      { name: "good.json", data: "{}" },
      { name: "evil", data: "/etc/passwd", mode: 0o120777 },
    ]);
    await expect(extractZip(zip, dest)).rejects.toThrow(/"evil" is a symbolic link/);
    expect(await listAll(root)).toEqual([]);
  });

  it("extracts entries whose mode has no file-type bits, as Python's zipfile writes them (0o600)", async () => {
    // ZipFile.writestr("run.json", …) on Unix: made on Unix (3), external attributes 0o600 << 16,
    // no S_IFREG bit. These are ordinary files, not "mode 0" of an unknown type.
    const zip = await makeZip([
      { name: "traces/run.json", data: "{}", mode: 0o600 },
      { name: "traces/more.jsonl", data: "{}\n", mode: 0o644 },
    ]);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(zip[central + 5]).toBe(3); // version made by: Unix
    expect(zip.readUInt32LE(central + 38)).toBe(0o600 << 16);
    expect(await extractZip(zip, dest)).toEqual(["traces/run.json", "traces/more.jsonl"]);
    expect(await readFile(path.join(dest, "traces/run.json"), "utf8")).toBe("{}");
  });

  it("refuses a bomb past the size cap from its headers", async () => {
    const zip = await makeZip([{ name: "zeros.json", data: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(zip.length).toBeLessThan(64 * 1024);
    await expect(extractZip(zip, dest, { maxBytes: 4 * 1024 * 1024, maxRatio: 1e9 })).rejects.toThrow(/more than 4194304 bytes \(zip bomb cap\)/);
    expect(await listAll(root)).toEqual([]);
  });

  it("refuses a bomb whose headers lie about its size, while inflating", async () => {
    const zip = lieAboutSize(await makeZip([{ name: "zeros.json", data: Buffer.alloc(8 * 1024 * 1024) }]), 1000);
    const err = await extractZip(zip, dest, { maxBytes: 4 * 1024 * 1024 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnsafeArchiveError);
    expect((err as Error).message).toMatch(/expanded past|real size differs/);
    // Whatever was inflated before the refusal is removed.
    expect(await listAll(root)).toEqual([]);
  });

  it("refuses an implausible compression ratio", async () => {
    const zip = await makeZip([{ name: "zeros.json", data: Buffer.alloc(4 * 1024 * 1024) }]);
    await expect(extractZip(zip, dest, { maxRatio: 100 })).rejects.toThrow(/expands \d+× \(cap 100×\)/);
  });

  it("refuses more entries than the cap", async () => {
    const zip = await makeZip(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.json`, data: "{}" })));
    await expect(extractZip(zip, dest, { maxFiles: 10 })).rejects.toThrow(/more than 10 entries/);
    expect(await extractZip(zip, dest, { maxFiles: 11 })).toHaveLength(11);
  });

  it("never writes through a file already in the target", async () => {
    await extractZip(await makeZip([{ name: "t.json", data: "first" }]), dest);
    await expect(extractZip(await makeZip([{ name: "t.json", data: "second" }]), dest)).rejects.toThrow(/twice/);
    expect(await readFile(path.join(dest, "t.json"), "utf8")).toBe("first");
  });

  it("refuses bytes that are not a zip", async () => {
    await writeFile(path.join(root, "x"), "x");
    await expect(extractZip(Buffer.from("not a zip at all"), dest)).rejects.toThrow(/not a readable zip archive/);
  });
});

describe("unsafeEntryName", () => {
  it.each([
    ["a/../../b", /climbs/],
    ["C:/x", /absolute/],
    ["a\\b", /backslash/],
    ["", /empty/],
  ])("%s", (name, why) => expect(unsafeEntryName(name)).toMatch(why));
  it("accepts ordinary names", () => expect(unsafeEntryName("traces/a..b/c.json")).toBeNull());
});

describe("readZipEntry", () => {
  it("reads one entry in memory and refuses one that inflates past the cap", async () => {
    const { readZipEntry } = await import("../../src/collect/unzip.js");
    const zip = await makeZip([
      { name: "run/digest.json", data: '{"ok":true}' },
      { name: "big.txt", data: Buffer.alloc(200_000, 0x61) },
    ]);
    const got = await readZipEntry(zip, (n) => n.endsWith("digest.json"), 1024);
    expect(got?.toString()).toBe('{"ok":true}');
    expect(await readZipEntry(zip, (n) => n === "absent.json", 1024)).toBeNull();
    await expect(readZipEntry(zip, (n) => n === "big.txt", 1024)).rejects.toThrow(/over 1024 bytes|past 1024 bytes/);
  });
});
