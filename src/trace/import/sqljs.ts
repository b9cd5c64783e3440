// Loads sql.js (SQLite compiled to WebAssembly) once, on first use.
// The wasm comes from the bundle when there is one (sqljs-wasm.ts), else from node_modules.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { SqlJsStatic } from "sql.js";

let loading: Promise<SqlJsStatic> | undefined;

async function wasmBinary(): Promise<Uint8Array> {
  try {
    const embedded = (await import("./sqljs-wasm.js")).default as unknown;
    if (embedded instanceof Uint8Array && embedded.length > 0) return embedded;
  } catch {
    /* not bundled (vitest, tsc output): read it from the installed package */
  }
  const path = createRequire(import.meta.url).resolve("sql.js/dist/sql-wasm.wasm");
  return new Uint8Array(await readFile(path));
}

export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= (async () => {
    const [{ default: initSqlJs }, binary] = await Promise.all([import("sql.js"), wasmBinary()]);
    const bytes = binary.buffer.slice(binary.byteOffset, binary.byteOffset + binary.byteLength) as ArrayBuffer;
    // sql.js's Node branch reads `__dirname` (only to locate the wasm file, which we pass in).
    // An ESM bundle has no `__dirname`, so the free name would throw; give it a global one
    // while sql.js starts, and take it away again.
    const g = globalThis as { __dirname?: string };
    const lent = !("__dirname" in g);
    if (lent) g.__dirname = ".";
    try {
      return await initSqlJs({ wasmBinary: bytes });
    } finally {
      if (lent) delete g.__dirname;
    }
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
