// The floor: what reading the corpus costs with nothing else done. Lists the files the same
// way the CLI does, reads each, and JSON.parses it (JSONL line by line, in bounded memory).
// One thread, as the simplest reader would. Prints one JSON line:
// {files, records, bytes, badLines, seconds}.
// `node .bench/floor.mjs PATH...` (bundled by bench/run.ts so esbuild is not in the timing).
import { open, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { collectFiles } from "../src/collect/files.js";

const CHUNK = 1024 * 1024;

async function parseJsonl(file: string): Promise<{ records: number; bad: number; bytes: number }> {
  const handle = await open(file, "r");
  const buf = Buffer.alloc(CHUNK);
  let carry: Buffer[] = [];
  let records = 0;
  let bad = 0;
  let bytes = 0;
  const line = (text: string) => {
    if (text.trim() === "") return;
    try {
      JSON.parse(text);
      records++;
    } catch {
      bad++;
    }
  };
  try {
    for (let position = 0; ; ) {
      const { bytesRead } = await handle.read(buf, 0, CHUNK, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      bytes += bytesRead;
      let start = 0;
      for (;;) {
        const nl = buf.indexOf(10, start);
        if (nl < 0 || nl >= bytesRead) break;
        carry.push(buf.subarray(start, nl));
        line(Buffer.concat(carry).toString("utf8"));
        carry = [];
        start = nl + 1;
      }
      if (start < bytesRead) carry.push(Buffer.from(buf.subarray(start, bytesRead)));
    }
    if (carry.length > 0) line(Buffer.concat(carry).toString("utf8"));
  } finally {
    await handle.close();
  }
  return { records, bad, bytes };
}

// A SQLite store (agent-blame's): open it with sql.js, read every row of every table, and
// JSON.parse each text column that holds JSON. A record is a row.
async function readSqlite(file: string): Promise<{ records: number; bytes: number }> {
  const initSqlJs = (await import("sql.js")).default;
  const wasm = await readFile(createRequire(import.meta.url).resolve("sql.js/dist/sql-wasm.wasm"));
  const SQL = await initSqlJs({ wasmBinary: new Uint8Array(wasm).buffer });
  const buf = await readFile(file);
  const db = new SQL.Database(buf);
  let records = 0;
  try {
    const tables = db.exec("SELECT name FROM sqlite_master WHERE type = 'table'")[0]?.values ?? [];
    for (const [table] of tables) {
      const stmt = db.prepare(`SELECT * FROM "${String(table)}"`);
      while (stmt.step()) {
        for (const v of stmt.get()) {
          if (typeof v === "string" && (v.startsWith("{") || v.startsWith("[") || v.startsWith('"'))) {
            try {
              JSON.parse(v);
            } catch {
              // truncated JSON text ("... [truncated]") is read as text
            }
          }
        }
        records++;
      }
      stmt.free();
    }
  } finally {
    db.close();
  }
  return { records, bytes: buf.length };
}

const started = performance.now();
const { files } = await collectFiles(process.argv.slice(2), process.cwd());
let records = 0;
let bytes = 0;
let badLines = 0;
for (const file of files) {
  if (/\.(jsonl|ndjson)$/i.test(file)) {
    const r = await parseJsonl(file);
    records += r.records;
    badLines += r.bad;
    bytes += r.bytes;
  } else if (/\.(db|sqlite3?)$/i.test(file)) {
    const r = await readSqlite(file);
    records += r.records;
    bytes += r.bytes;
  } else {
    const buf = await readFile(file);
    bytes += buf.length;
    JSON.parse(buf.toString("utf8"));
    records++;
  }
}
process.stdout.write(`${JSON.stringify({ files: files.length, records, bytes, badLines, seconds: (performance.now() - started) / 1000 })}\n`);
