import {
  KeyError,
  MAX_KEY_FILE_BYTES,
  MAX_SIDECAR_BYTES,
  MAX_SOURCE_CHARS,
  SidecarError,
  goneEntries,
  ledgerLine,
  parseKey,
  parseLedger,
  parseLossless,
  parseSidecar,
  pyIndented,
  sha256Hex,
  sidecarBlockFor,
  sidecarPath,
  verifyTrace
} from "./chunk-YGCNO4FP.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/integrity/io.ts
import { appendFile, open as open2, readFile as readFile2, rename as rename2, stat as stat2, writeFile } from "node:fs/promises";
import path from "node:path";

// src/integrity/ledger-lock.ts
import { randomUUID } from "node:crypto";
import { link, open, readFile, rename, stat, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
var DEFAULT_LOCK_WAIT_MS = 3e4;
var STALE_LOCK_MS = 12e4;
var LedgerLockError = class extends Error {
  name = "LedgerLockError";
};
function parseHolder(text) {
  try {
    const v = JSON.parse(text);
    return typeof v.pid === "number" && typeof v.host === "string" && typeof v.time === "string" ? v : null;
  } catch {
    return null;
  }
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}
async function isStale(lockPath, text) {
  const holder = parseHolder(text);
  const info = await stat(lockPath).catch(() => null);
  if (!info) return false;
  if (Date.now() - info.mtimeMs > STALE_LOCK_MS) return true;
  return holder !== null && holder.host === hostname() && !alive(holder.pid);
}
async function breakStale(lockPath, seen) {
  const moved = `${lockPath}.stale.${process.pid}.${randomUUID()}`;
  try {
    await rename(lockPath, moved);
  } catch {
    return;
  }
  const content = await readFile(moved, "utf8").catch(() => "");
  if (content !== seen) await link(moved, lockPath).catch(() => void 0);
  await unlink(moved).catch(() => void 0);
}
async function withLedgerLock(ledger, waitMs, work) {
  const lockPath = `${ledger}.lock`;
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), time: (/* @__PURE__ */ new Date()).toISOString(), nonce: randomUUID() });
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const h = await open(lockPath, "wx");
      try {
        await h.writeFile(mine);
      } finally {
        await h.close();
      }
      break;
    } catch (e) {
      if (e.code !== "EEXIST") throw new LedgerLockError(`ledger ${ledger}: cannot create ${lockPath}: ${e.code ?? String(e)}`);
    }
    const text = await readFile(lockPath, "utf8").catch(() => "");
    if (await isStale(lockPath, text)) {
      await breakStale(lockPath, text);
      continue;
    }
    if (Date.now() >= deadline) {
      const holder = parseHolder(text);
      const who = holder ? `process ${holder.pid} on ${holder.host} since ${holder.time}` : "another process";
      throw new LedgerLockError(`ledger ${ledger} is locked by ${who} (${lockPath}); not appending. Delete the lock file if that process is gone`);
    }
    await sleep(Math.min(200, 5 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));
  }
  try {
    return await work();
  } finally {
    const now = await readFile(lockPath, "utf8").catch(() => "");
    if (now === mine) await unlink(lockPath).catch(() => void 0);
  }
}

// src/integrity/io.ts
async function readKeyFile(file) {
  const info = await stat2(file).catch((e) => {
    throw new KeyError(`key file ${file}: ${e.code === "ENOENT" ? "no such file" : e.code ?? e.message}`);
  });
  if (!info.isFile()) throw new KeyError(`key file ${file}: not a regular file`);
  if (info.size > MAX_KEY_FILE_BYTES) throw new KeyError(`key file ${file}: ${info.size} bytes, over the ${MAX_KEY_FILE_BYTES}-byte cap for a key file`);
  return parseKey(await readFile2(file, "utf8"), `key file ${file}`);
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
  const info = await stat2(p).catch(() => null);
  if (!info) return null;
  if (info.size > MAX_SIDECAR_BYTES) throw new SidecarError(`${p}: ${info.size} bytes, over the ${MAX_SIDECAR_BYTES}-byte cap`);
  return parseSidecar(await readFile2(p, "utf8"), p);
}
async function writeAtomic(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text);
  await rename2(tmp, file);
}
var MAX_LEDGER_BYTES = 256 * 1024 * 1024;
async function readLedger(file) {
  const info = await stat2(file).catch((e) => {
    if (e.code === "ENOENT") return null;
    throw new Error(`ledger ${file}: ${e.code ?? e.message}`);
  });
  if (!info) return parseLedger("");
  if (info.size > MAX_LEDGER_BYTES) throw new Error(`ledger ${file}: ${info.size} bytes, over the ${MAX_LEDGER_BYTES}-byte cap`);
  return parseLedger(await readFile2(file, "utf8"));
}
async function appendLedger(file, entries, opts = {}) {
  return withLedgerLock(file, opts.waitMs ?? DEFAULT_LOCK_WAIT_MS, () => appendUnlocked(file, entries));
}
async function appendUnlocked(file, entries) {
  const index = await readLedger(file);
  if (index.broken) throw new Error(`ledger ${file} line ${index.broken.line}: ${index.broken.reason}; not appending to a broken ledger`);
  const existing = await stat2(file).catch(() => null);
  let needsNewline = false;
  if (existing && existing.size > 0) {
    const h = await open2(file, "r");
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
  if (entries.length > 0) await appendFile(file, out);
  return { records: index.records.length + entries.length, tip };
}
async function verifyFileTraces(absFile, imported, opts) {
  const texts = new ElementTexts(absFile);
  const traces = await Promise.all(imported.map((t) => texts.attach(t)));
  let sidecar = null;
  let sidecarError;
  try {
    sidecar = await readSidecar(absFile);
  } catch (e) {
    sidecarError = errorMessage(e);
  }
  const results = traces.map((trace, i) => {
    const position = trace.origin.position ?? i;
    const entry = sidecar ? sidecarBlockFor(sidecar, position, trace.id) : void 0;
    if (entry && "error" in entry) return { verdict: "tampered", step: null, algorithm: null, reason: entry.error };
    return verifyTrace(trace, opts, entry?.block);
  });
  const gone = sidecar ? goneEntries(sidecar, new Set(traces.map((t) => t.id))).map((e) => ({ id: e.id, position: e.position, algorithm: e.integrity.algorithm })) : [];
  return { results, gone, ...sidecarError ? { sidecarError } : {} };
}
var needsElementText = (t) => t.integrity !== void 0 && t.integrity !== null && t.sourceText === void 0 && t.origin.format === "native" && t.origin.line === void 0 && t.origin.item !== void 0;
var ElementTexts = class {
  constructor(absFile) {
    this.absFile = absFile;
  }
  absFile;
  list;
  async attach(t) {
    if (!needsElementText(t)) return t;
    this.list ??= readElements(this.absFile);
    const el = (await this.list)?.[t.origin.item];
    return el instanceof Map ? { ...t, sourceText: pyIndented(el) } : t;
  }
};
async function readElements(absFile) {
  const info = await stat2(absFile).catch(() => null);
  if (!info || info.size > MAX_SOURCE_CHARS) return null;
  let doc;
  try {
    doc = parseLossless((await readFile2(absFile, "utf8")).replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
  if (Array.isArray(doc)) return doc;
  const list = doc instanceof Map ? doc.get("traces") : void 0;
  return Array.isArray(list) ? list : null;
}

export {
  loadKeys,
  readSidecar,
  writeAtomic,
  readLedger,
  appendLedger,
  verifyFileTraces,
  ElementTexts
};
