import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  glob,
  isDynamicPattern
} from "./chunk-CG52NOZG.js";

// src/collect/files.ts
import { stat } from "node:fs/promises";
import path from "node:path";
var TRACE_EXTENSIONS = [".json", ".jsonl", ".ndjson", ".db", ".sqlite", ".sqlite3"];
function toDisplay(cwd, abs) {
  const rel = path.relative(cwd, abs);
  return rel === "" || rel.startsWith("..") ? abs : rel.split(path.sep).join("/");
}
async function collectFiles(patterns, cwd) {
  const found = /* @__PURE__ */ new Set();
  const missing = [];
  for (const pattern of patterns) {
    if (isDynamicPattern(pattern)) {
      const hits = await glob(pattern, { cwd, absolute: true, onlyFiles: true, dot: false });
      const traceHits = hits.filter((h) => !h.includes(`${path.sep}node_modules${path.sep}`));
      if (traceHits.length === 0) missing.push({ file: pattern, reason: "no file matches this pattern" });
      for (const h of traceHits) found.add(path.resolve(h));
      continue;
    }
    const abs = path.resolve(cwd, pattern);
    const info = await stat(abs).catch(() => null);
    if (!info) {
      missing.push({ file: pattern, reason: "no such file or folder" });
    } else if (info.isDirectory()) {
      const hits = await glob(TRACE_EXTENSIONS.map((e) => `**/*${e}`), { cwd: abs, absolute: true, onlyFiles: true });
      if (hits.length === 0) missing.push({ file: pattern, reason: `folder holds no ${TRACE_EXTENSIONS.join(", ")} files` });
      for (const h of hits) found.add(path.resolve(h));
    } else {
      found.add(abs);
    }
  }
  const files = [...found].map((f) => toDisplay(cwd, f)).sort();
  return { files, missing };
}

export {
  collectFiles
};
