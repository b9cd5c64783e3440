import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/trace/import/common.ts
var NotATrace = class extends Error {
  constructor(message) {
    super(message);
    this.name = "NotATrace";
  }
};
function isObj(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function own(obj, key) {
  if (!isObj(obj) || !Object.prototype.hasOwnProperty.call(obj, key)) return void 0;
  return obj[key];
}
function has(obj, key) {
  return isObj(obj) && Object.prototype.hasOwnProperty.call(obj, key);
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}
function idString(value) {
  if (typeof value === "string" && value.length > 0) return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return void 0;
}
function text(value) {
  if (value === void 0 || value === null) return void 0;
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
function bool(value) {
  return typeof value === "boolean" ? value : void 0;
}
function nonNeg(value) {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : void 0;
}
function nonNegInt(value) {
  const n = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : void 0;
}
function stringList(value) {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return void 0;
  const out = value.filter((v) => typeof v === "string");
  return out.length > 0 ? out : void 0;
}
function codeLocation(file, line, fn) {
  const f = str(file);
  const l = nonNegInt(line);
  if (!f || l === void 0 || l < 1) return void 0;
  const out = { file: f, line: l };
  const name = str(fn);
  if (name) out.function = name;
  return out;
}
function maybeJson(value) {
  if (typeof value !== "string") return value;
  const t = value.trim();
  if (!(t.startsWith("{") || t.startsWith("[") || t.startsWith('"'))) return value;
  try {
    return JSON.parse(t, (_k, v) => {
      if (isObj(v) && (has(v, "__proto__") || has(v, "constructor") || has(v, "prototype"))) {
        return Object.assign(/* @__PURE__ */ Object.create(null), v);
      }
      return v;
    });
  } catch {
    return value;
  }
}
function assignOwn(target, source) {
  for (const key of Object.keys(source)) {
    Object.defineProperty(target, key, { value: source[key], enumerable: true, writable: true, configurable: true });
  }
  return target;
}
function compact(value) {
  const source = value;
  const keys = Object.keys(source);
  let i = 0;
  while (i < keys.length && source[keys[i]] !== void 0) i++;
  if (i === keys.length) return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) {
    for (const key of keys) if (source[key] === void 0) delete source[key];
    return value;
  }
  const out = {};
  for (const key of keys) {
    const v = source[key];
    if (v === void 0) continue;
    if (key === "__proto__") Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out;
}
function origin(ctx, format) {
  const o = { file: ctx.file, format };
  if (ctx.line !== void 0) o.line = ctx.line;
  return o;
}
function baseName(file) {
  const parts = file.split(/[\\/]/);
  return parts[parts.length - 1] || file;
}
function fallbackId(ctx) {
  let id = baseName(ctx.file);
  if (ctx.line !== void 0) id += `:${ctx.line}`;
  if (ctx.item !== void 0) id += `#${ctx.item}`;
  return id;
}
function finishTrace(trace) {
  return compact(trace);
}
function keyList(obj, max = 8) {
  const keys = Object.keys(obj);
  const shown = keys.slice(0, max).map((k) => k.length > 40 ? k.slice(0, 40) + "\u2026" : k);
  return shown.join(", ") + (keys.length > max ? `, \u2026 (${keys.length} keys)` : "");
}

// src/trace/import/frames.ts
var LIBRARY = /(site-packages|dist-packages|[\\/]lib[\\/]python\d|[\\/]lib64[\\/]python|<frozen|<string>|<stdin>|node_modules|^node:|^internal[\\/]|[\\/]tracebackai[\\/]|[\\/]opentelemetry[\\/]|[\\/]openinference[\\/])/;
var SOURCE = /\.(py|pyw|js|mjs|cjs|ts|mts|cts|jsx|tsx|rb|go|java|kt|rs|cs)$/i;
function pythonFrames(text2) {
  const out = [];
  const re = /^\s*File "([^"\n]+)", line (\d+)(?:, in ([^\n]+))?/gm;
  for (let m = re.exec(text2); m; m = re.exec(text2)) {
    const line = Number(m[2]);
    if (line < 1) continue;
    const f = { file: m[1], line };
    if (m[3]) f.function = m[3].trim();
    out.push(f);
  }
  return out;
}
function jsFrames(text2) {
  const out = [];
  const re = /^\s*at (?:(.+?) \()?((?:file:\/\/)?[^()\s][^()]*?):(\d+):\d+\)?\s*$/gm;
  for (let m = re.exec(text2); m; m = re.exec(text2)) {
    const line = Number(m[3]);
    if (line < 1) continue;
    const f = { file: m[2].replace(/^file:\/\//, ""), line };
    if (m[1]) f.function = m[1].replace(/^async /, "");
    out.push(f);
  }
  return out.reverse();
}
function userFrame(stack) {
  if (!stack) return void 0;
  const frames = /Traceback \(most recent call last\)|^\s*File "/m.test(stack) ? pythonFrames(stack) : jsFrames(stack);
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i];
    if (LIBRARY.test(f.file) || !SOURCE.test(f.file)) continue;
    return f;
  }
  return void 0;
}

export {
  NotATrace,
  isObj,
  own,
  has,
  str,
  idString,
  text,
  bool,
  nonNeg,
  nonNegInt,
  stringList,
  codeLocation,
  maybeJson,
  assignOwn,
  compact,
  origin,
  fallbackId,
  finishTrace,
  keyList,
  userFrame
};
