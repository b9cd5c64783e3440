import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  MAX_SIDECAR_BYTES,
  SidecarError,
  parseSidecar,
  sidecarPath
} from "./chunk-EF5P4GFX.js";
import {
  KeyError,
  MAX_KEY_FILE_BYTES,
  ledgerLine,
  parseKey,
  parseLedger,
  sha256Hex
} from "./chunk-DXKBQS7S.js";

// src/integrity/io.ts
import { appendFile, open, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
async function readKeyFile(file) {
  const info = await stat(file).catch((e) => {
    throw new KeyError(`key file ${file}: ${e.code === "ENOENT" ? "no such file" : e.code ?? e.message}`);
  });
  if (!info.isFile()) throw new KeyError(`key file ${file}: not a regular file`);
  if (info.size > MAX_KEY_FILE_BYTES) throw new KeyError(`key file ${file}: ${info.size} bytes, over the ${MAX_KEY_FILE_BYTES}-byte cap for a key file`);
  return parseKey(await readFile(file, "utf8"), `key file ${file}`);
}
async function loadKeys(files, env, envNames, cwd) {
  const keys = [];
  for (const f of files) keys.push(await readKeyFile(path.resolve(cwd, f)));
  for (const name of envNames) {
    const v = env[name];
    if (v !== void 0 && v !== "") keys.push(parseKey(v, `$${name}`));
  }
  return keys;
}
async function readSidecar(traceFile) {
  const p = sidecarPath(traceFile);
  const info = await stat(p).catch(() => null);
  if (!info) return null;
  if (info.size > MAX_SIDECAR_BYTES) throw new SidecarError(`${p}: ${info.size} bytes, over the ${MAX_SIDECAR_BYTES}-byte cap`);
  return parseSidecar(await readFile(p, "utf8"), p);
}
async function writeAtomic(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, file);
}
var MAX_LEDGER_BYTES = 256 * 1024 * 1024;
async function readLedger(file) {
  const info = await stat(file).catch((e) => {
    if (e.code === "ENOENT") return null;
    throw new Error(`ledger ${file}: ${e.code ?? e.message}`);
  });
  if (!info) return parseLedger("");
  if (info.size > MAX_LEDGER_BYTES) throw new Error(`ledger ${file}: ${info.size} bytes, over the ${MAX_LEDGER_BYTES}-byte cap`);
  return parseLedger(await readFile(file, "utf8"));
}
async function appendLedger(file, entries) {
  if (entries.length === 0) return;
  const index = await readLedger(file);
  if (index.broken) throw new Error(`ledger ${file} line ${index.broken.line}: ${index.broken.reason}; not appending to a broken ledger`);
  const existing = await stat(file).catch(() => null);
  let needsNewline = false;
  if (existing && existing.size > 0) {
    const h = await open(file, "r");
    try {
      const b = Buffer.alloc(1);
      await h.read(b, 0, 1, existing.size - 1);
      needsNewline = b[0] !== 10;
    } finally {
      await h.close();
    }
  }
  let tip = index.tip;
  let out = needsNewline ? "\n" : "";
  for (const e of entries) {
    const line = ledgerLine(tip, e);
    out += `${line}
`;
    tip = sha256Hex(line);
  }
  await appendFile(file, out);
}

export {
  loadKeys,
  readSidecar,
  writeAtomic,
  readLedger,
  appendLedger
};
