import {
  missingFromLedger
} from "./chunk-YGCNO4FP.js";

// src/integrity/missing.ts
import path from "node:path";
import { stat } from "node:fs/promises";
var GLOB_CHARS = /[*?[\]{}()!+@]/;
function rootOf(pattern, cwd) {
  if (!GLOB_CHARS.test(pattern)) return path.resolve(cwd, pattern);
  const segments = pattern.split(/[\\/]/);
  const literal = [];
  for (const s of segments) {
    if (GLOB_CHARS.test(s)) break;
    literal.push(s);
  }
  return path.resolve(cwd, literal.join("/") || ".");
}
async function missingTraces(index, seenIds, patterns, cwd, scanned, inShard = () => true) {
  const roots = patterns.map((p) => rootOf(p, cwd));
  const candidates = missingFromLedger(index, seenIds, (r) => r.file !== void 0);
  const out = [];
  for (const r of candidates) {
    const abs = path.resolve(cwd, r.file);
    if (!inShard(displayOf(cwd, abs))) continue;
    if (scanned.has(abs)) {
      out.push(r);
      continue;
    }
    const under = roots.some((root) => abs === root || abs.startsWith(root + path.sep));
    if (under && !await stat(abs).catch(() => null)) out.push(r);
  }
  return out;
}
function displayOf(cwd, abs) {
  const rel = path.relative(cwd, abs);
  return rel === "" || rel.startsWith("..") ? abs : rel.split(path.sep).join("/");
}
function ledgerGoneReason(r) {
  return `recorded at ledger line ${r.line} (${r.time}) and not found: deleted after signing`;
}

export {
  missingTraces,
  displayOf,
  ledgerGoneReason
};
