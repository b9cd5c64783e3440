
// src/collect/files.ts
import { stat } from "node:fs/promises";
import path from "node:path";
var TRACE_EXTENSIONS = [".json", ".jsonl", ".ndjson", ".db", ".sqlite", ".sqlite3"];
function toDisplay(cwd, abs) {
  const rel = path.relative(cwd, abs);
  return rel === "" || rel.startsWith("..") ? abs : rel.split(path.sep).join("/");
}
function displayAll(cwd, base, hits, out) {
  const baseDisplay = path.relative(cwd, base) === "" ? "" : toDisplay(cwd, base);
  const simple = path.sep === "/" && !path.isAbsolute(baseDisplay);
  for (const hit of hits) {
    if (simple && !hit.startsWith("../") && !path.isAbsolute(hit) && !hit.includes("/./")) {
      out.add(baseDisplay === "" ? hit : `${baseDisplay}/${hit}`);
    } else {
      out.add(toDisplay(cwd, path.resolve(base, hit)));
    }
  }
}
var inNodeModules = (hit) => hit.startsWith("node_modules/") || hit.includes("/node_modules/");
var GLOB_CHARS = /[*?[\]{}()!+@]/;
async function collectFiles(patterns, cwd) {
  const found = /* @__PURE__ */ new Set();
  const missing = [];
  let globber;
  const globs = async () => globber ??= await import("./dist-DCTJTKJL.js");
  for (const pattern of patterns) {
    if (GLOB_CHARS.test(pattern) && (await globs()).isDynamicPattern(pattern)) {
      const { glob } = await globs();
      const hits = await glob(pattern, { cwd, onlyFiles: true, dot: false });
      const traceHits = hits.filter((h) => !inNodeModules(h));
      if (traceHits.length === 0) missing.push({ file: pattern, reason: "no file matches this pattern" });
      displayAll(cwd, cwd, traceHits, found);
      continue;
    }
    const abs = path.resolve(cwd, pattern);
    const info = await stat(abs).catch(() => null);
    if (!info) {
      missing.push({ file: pattern, reason: "no such file or folder" });
    } else if (info.isDirectory()) {
      const { glob } = await globs();
      const hits = await glob(
        TRACE_EXTENSIONS.map((e) => `**/*${e}`),
        { cwd: abs, onlyFiles: true }
      );
      if (hits.length === 0) missing.push({ file: pattern, reason: `folder holds no ${TRACE_EXTENSIONS.join(", ")} files` });
      displayAll(cwd, abs, hits, found);
    } else {
      found.add(toDisplay(cwd, abs));
    }
  }
  const files = [...found].sort();
  return { files, missing };
}

export {
  collectFiles
};
