import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  summarize
} from "./chunk-TU5NGRZ7.js";

// src/merge/merge.ts
var skipKey = (s) => `${s.file}\0${s.line ?? ""}\0${s.reason}`;
function byFile(items) {
  return items.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}
function mergeWithReport(results) {
  const owner = /* @__PURE__ */ new Map();
  const duplicates = /* @__PURE__ */ new Set();
  const claim = (file, shard) => {
    const first = owner.get(file);
    if (first === void 0) {
      owner.set(file, shard);
      return true;
    }
    if (first !== shard) duplicates.add(file);
    return first === shard;
  };
  const seenIn = /* @__PURE__ */ new Map();
  results.forEach((r, shard) => {
    for (const s of r.skipped) {
      const k = skipKey(s);
      if (!seenIn.has(k)) seenIn.set(k, /* @__PURE__ */ new Set());
      seenIn.get(k).add(shard);
    }
  });
  const common = (s) => results.length > 1 && seenIn.get(skipKey(s)).size === results.length;
  const traces = [];
  const fileSkips = [];
  const inputSkips = [];
  const inputSeen = /* @__PURE__ */ new Set();
  results.forEach((r, shard) => {
    for (const t of r.traces) if (claim(t.file, shard)) traces.push(t);
    for (const s of r.skipped) {
      if (common(s)) {
        const k = skipKey(s);
        if (!inputSeen.has(k)) {
          inputSeen.add(k);
          inputSkips.push(s);
        }
      } else if (claim(s.file, shard)) fileSkips.push(s);
    }
  });
  byFile(traces);
  byFile(fileSkips);
  const skipped = [...inputSkips, ...fileSkips];
  const files = results.reduce((n, r) => n + r.summary.files, 0) - duplicates.size;
  return { result: { summary: summarize(traces, files, skipped.length), traces, skipped }, duplicateFiles: [...duplicates].sort() };
}
function mergeResults(results) {
  return mergeWithReport(results).result;
}

export {
  mergeWithReport,
  mergeResults
};
