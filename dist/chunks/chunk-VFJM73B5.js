import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  summarize
} from "./chunk-7LSMHX6F.js";
import {
  RunResultSchema
} from "./chunk-JRPXLCP6.js";
import {
  glob
} from "./chunk-E3PJKONA.js";

// src/merge/load.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
var MergeInputError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "MergeInputError";
  }
};
var RESULTS_FILE = "results.json";
async function findResultFiles(inputs, cwd) {
  const found = /* @__PURE__ */ new Set();
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    const info = await stat(abs).catch(() => null);
    if (!info) throw new MergeInputError(`${input}: no such file or folder`);
    if (info.isDirectory()) {
      const hits = await glob(`**/${RESULTS_FILE}`, { cwd: abs, absolute: true, onlyFiles: true });
      if (hits.length === 0) throw new MergeInputError(`${input}: holds no ${RESULTS_FILE}`);
      for (const h of hits) found.add(path.resolve(h));
    } else found.add(abs);
  }
  return [...found].sort();
}
async function loadResults(file, display = file) {
  let doc;
  try {
    doc = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new MergeInputError(`${display}: not readable JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = RunResultSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MergeInputError(`${display}: not a blamegate results file (${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"})`);
  }
  return parsed.data;
}
async function loadShards(inputs, cwd) {
  const files = await findResultFiles(inputs, cwd);
  const results = [];
  for (const f of files) results.push(await loadResults(f, path.relative(cwd, f) || f));
  return { files, results };
}

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
  MergeInputError,
  findResultFiles,
  loadResults,
  loadShards,
  mergeWithReport,
  mergeResults
};
