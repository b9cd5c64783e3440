import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/trace/stack-frames.ts
var PY_FRAME = /File "([^"]+)", line (\d+)(?:, in ([^\s]+))?/g;
var JS_FRAME = /\bat (?:(?:async )?([^\s()]+) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::\d+)?\)?(?=\s|$)/gm;
function parseStackFrames(text2) {
  const py = [];
  for (const m of text2.matchAll(PY_FRAME)) {
    const line = Number(m[2]);
    if (line >= 1) py.push({ file: m[1], line, ...m[3] ? { function: m[3] } : {} });
  }
  if (py.length > 0) return py.reverse();
  const js = [];
  for (const m of text2.matchAll(JS_FRAME)) {
    const file = m[2].replace(/^file:\/\//, "");
    if (!/[/\\]|\.[cm]?[jt]sx?$/.test(file)) continue;
    const line = Number(m[3]);
    if (line >= 1) js.push({ file, line, ...m[1] ? { function: m[1] } : {} });
  }
  return js;
}
var LIBRARY_DIR = /(^|[/\\])(node_modules|site-packages|dist-packages|\.venv|venv|__pypackages__|tracebackai|opentelemetry|openinference)([/\\]|$)/;
var RUNTIME = /^(node:|internal[/\\]|<)|<frozen|[/\\]lib(64)?[/\\]python\d/;
function isLibraryFrame(file) {
  return LIBRARY_DIR.test(file) || RUNTIME.test(file);
}
var SOURCE = /\.(py|pyw|js|mjs|cjs|ts|mts|cts|jsx|tsx|rb|go|java|kt|rs|cs)$/i;
function userFrame(stack) {
  if (!stack) return void 0;
  return parseStackFrames(stack).find((f) => SOURCE.test(f.file) && !isLibraryFrame(f.file));
}

// src/json/chars.ts
var TAB = 9;
var NEWLINE = 10;
var CR = 13;
var SPACE = 32;
var QUOTE = 34;
var COMMA = 44;
var MINUS = 45;
var SLASH = 47;
var DIGIT_0 = 48;
var DIGIT_9 = 57;
var COLON = 58;
var LBRACKET = 91;
var BACKSLASH = 92;
var RBRACKET = 93;
var LBRACE = 123;
var RBRACE = 125;
function isJsonSpace(c) {
  return c === SPACE || c === NEWLINE || c === CR || c === TAB;
}

// src/json/offsets.ts
function lineOf(text2, offset) {
  let line = 1;
  const end = Math.min(offset, text2.length);
  for (let i = 0; i < end; i++) if (text2.charCodeAt(i) === NEWLINE) line++;
  return line;
}
function isSpace(c) {
  if (c <= 32) return c === 32 || c >= 9 && c <= 13;
  if (c < 160) return false;
  return c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function scanJsonArrays(text2) {
  const arrays = [];
  const stack = [];
  let line = 1;
  let i = 0;
  const n = text2.length;
  const valueStarts = () => {
    const top = stack[stack.length - 1];
    if (top?.kind === "array" && top.expectValue) {
      top.site.elements.push(line);
      top.expectValue = false;
    }
  };
  while (i < n) {
    const c = text2.charCodeAt(i);
    if (c === NEWLINE) {
      line++;
      i++;
      continue;
    }
    if (c === SPACE || c === TAB || c === CR) {
      i++;
      continue;
    }
    if (c === QUOTE) {
      const start = i + 1;
      i++;
      while (i < n) {
        const d = text2.charCodeAt(i);
        if (d === BACKSLASH) i += 2;
        else if (d === QUOTE) break;
        else {
          if (d === NEWLINE) line++;
          i++;
        }
      }
      const str2 = text2.slice(start, i);
      i++;
      let j = i;
      while (j < n && isSpace(text2.charCodeAt(j))) j++;
      const top = stack[stack.length - 1];
      if (text2[j] === ":" && top?.kind === "object") {
        top.lastKey = str2;
      } else {
        valueStarts();
      }
      continue;
    }
    if (c === LBRACE) {
      valueStarts();
      stack.push({ kind: "object", lastKey: null });
      i++;
      continue;
    }
    if (c === LBRACKET) {
      valueStarts();
      const parent = stack[stack.length - 1];
      const site = { key: parent?.kind === "object" ? parent.lastKey : null, depth: stack.length, line, elements: [] };
      arrays.push(site);
      stack.push({ kind: "array", site, expectValue: true });
      i++;
      continue;
    }
    if (c === RBRACE || c === RBRACKET) {
      stack.pop();
      i++;
      continue;
    }
    if (c === COMMA) {
      const top = stack[stack.length - 1];
      if (top?.kind === "array") top.expectValue = true;
      i++;
      continue;
    }
    if (c === COLON) {
      i++;
      continue;
    }
    valueStarts();
    i++;
    while (i < n) {
      const d = text2.charCodeAt(i);
      if (d === 44 || d === 93 || d === 125 || isSpace(d)) break;
      i++;
    }
  }
  return arrays;
}

// src/json/parse.ts
var MAX_DEPTH = 512;
var DANGEROUS = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
var JsonError = class extends Error {
  constructor(message, line) {
    super(message);
    this.line = line;
    this.name = "JsonError";
  }
  line;
};
function harden(value) {
  const out = /* @__PURE__ */ Object.create(null);
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, { value: value[key], enumerable: true, writable: true, configurable: true });
  }
  return out;
}
function reviver(_key, value) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const key of Object.keys(value)) {
      if (DANGEROUS.has(key)) return harden(value);
    }
  }
  return value;
}
function riskyKey(text2, open, close) {
  const length = close - open - 1;
  if (length === 9) return text2.startsWith("__proto__", open + 1) || text2.startsWith("prototype", open + 1);
  if (length === 11) return text2.startsWith("constructor", open + 1);
  if (length < 14 || length > 66 || (length - 9) % 5 !== 0 && (length - 11) % 5 !== 0) return false;
  for (let k = open + 1; k < close; k++) if (text2.charCodeAt(k) === BACKSLASH) return true;
  return false;
}
function scanJson(text2, limit = MAX_DEPTH) {
  let depth = 0;
  let max = 0;
  let riskyKeys = false;
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c === QUOTE) {
      let close = text2.indexOf('"', i + 1);
      for (; ; ) {
        if (close < 0) return { depth: max, riskyKeys };
        if (text2.charCodeAt(close - 1) !== BACKSLASH) break;
        let backslashes = 1;
        while (text2.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
        close = text2.indexOf('"', close + 1);
      }
      if (!riskyKeys) {
        let next = close + 1;
        let n = text2.charCodeAt(next);
        while (isJsonSpace(n)) n = text2.charCodeAt(++next);
        if (n === COLON) riskyKeys = riskyKey(text2, i, close);
      }
      i = close;
    } else if (c === LBRACE || c === LBRACKET) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return { depth: max, riskyKeys };
      }
    } else if (c === RBRACE || c === RBRACKET) depth--;
  }
  return { depth: max, riskyKeys };
}
function syntaxErrorOffset(text2) {
  const stack = [];
  let i = 0;
  const n = text2.length;
  const ws = () => {
    while (i < n) {
      const c = text2.charCodeAt(i);
      if (isJsonSpace(c)) i++;
      else break;
    }
  };
  const string = () => {
    i++;
    while (i < n) {
      const c = text2.charCodeAt(i);
      if (c === QUOTE) {
        i++;
        return true;
      }
      if (c < SPACE) return false;
      if (c === BACKSLASH) {
        const e = text2[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text2.slice(i + 2, i + 6))) return false;
          i += 6;
        } else if (e !== void 0 && '"\\/bfnrt'.includes(e)) i += 2;
        else return false;
      } else i++;
    }
    return false;
  };
  const scalar = () => {
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text2.slice(i, i + 400));
    if (!m) return false;
    i += m[0].length;
    return true;
  };
  let expectValue = true;
  for (; ; ) {
    ws();
    if (i >= n) return stack.length > 0 || expectValue ? n : void 0;
    const c = text2.charCodeAt(i);
    if (expectValue) {
      if (c === LBRACE || c === LBRACKET) {
        stack.push(c);
        i++;
        ws();
        const close = c === LBRACE ? RBRACE : RBRACKET;
        if (text2.charCodeAt(i) === close) {
          stack.pop();
          i++;
          expectValue = false;
          continue;
        }
        if (c === LBRACE) {
          if (text2.charCodeAt(i) !== QUOTE || !string()) return i;
          ws();
          if (text2.charCodeAt(i) !== COLON) return i;
          i++;
        }
        continue;
      }
      if (c === QUOTE ? !string() : !scalar()) return i;
      expectValue = false;
      continue;
    }
    const top = stack[stack.length - 1];
    if (top === void 0) return i;
    if (c === COMMA) {
      i++;
      if (top === LBRACE) {
        ws();
        if (text2.charCodeAt(i) !== QUOTE || !string()) return i;
        ws();
        if (text2.charCodeAt(i) !== COLON) return i;
        i++;
      }
      expectValue = true;
      continue;
    }
    if (top === LBRACE && c === RBRACE || top === LBRACKET && c === RBRACKET) {
      stack.pop();
      i++;
      continue;
    }
    return i;
  }
}
function describe(error, text2) {
  const raw = errorMessage(error);
  const lineCol = /\(line (\d+) column (\d+)\)/.exec(raw);
  const pos = /at position (\d+)/.exec(raw);
  let line;
  if (lineCol) line = Number(lineCol[1]);
  else if (pos) line = lineOf(text2, Number(pos[1]));
  else if (/end of JSON input|Unterminated/i.test(raw)) line = lineOf(text2, text2.length);
  else {
    const at = syntaxErrorOffset(text2);
    if (at !== void 0) line = lineOf(text2, at);
  }
  let message = raw.split(/, "/)[0].replace(/ at position \d+.*$/, "").replace(/ in JSON$/, "").replace(/\s*\(line \d+ column \d+\)/, "");
  if (message.length > 200) message = message.slice(0, 200) + "\u2026";
  if (/end of JSON input|Unterminated string/i.test(raw)) message = "truncated JSON (unexpected end of input)";
  return new JsonError(message, line);
}
var MAY_SPELL_RISKY_KEY = /__proto__|constructor|prototype|\\u00(?:5[fF]|[67][0-9a-fA-F])/;
function fewOpeners(text2, limit) {
  let n = 0;
  for (let i = text2.indexOf("{"); i >= 0; i = text2.indexOf("{", i + 1)) if (++n > limit) return false;
  for (let i = text2.indexOf("["); i >= 0; i = text2.indexOf("[", i + 1)) if (++n > limit) return false;
  return true;
}
function plainJson(text2, limit = MAX_DEPTH) {
  return fewOpeners(text2, limit) && !MAY_SPELL_RISKY_KEY.test(text2);
}
function parseJson(text2) {
  let riskyKeys = false;
  if (!plainJson(text2)) {
    const shape = scanJson(text2);
    if (shape.depth > MAX_DEPTH) throw new JsonError(`JSON nested deeper than ${MAX_DEPTH} levels`);
    riskyKeys = shape.riskyKeys;
  }
  try {
    return riskyKeys ? JSON.parse(text2, reviver) : JSON.parse(text2);
  } catch (error) {
    if (error instanceof RangeError) throw new JsonError("JSON nested too deeply to read");
    throw describe(error, text2);
  }
}

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
  const open = t[0];
  const close = t[t.length - 1];
  if (t.length < 2 || !(open === "{" && close === "}" || open === "[" && close === "]" || open === '"' && close === '"')) return value;
  try {
    return parseJson(t);
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
  if (ctx.item !== void 0) o.item = ctx.item;
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

export {
  TAB,
  NEWLINE,
  CR,
  SPACE,
  QUOTE,
  COMMA,
  MINUS,
  SLASH,
  DIGIT_0,
  DIGIT_9,
  COLON,
  LBRACKET,
  BACKSLASH,
  RBRACKET,
  LBRACE,
  RBRACE,
  isJsonSpace,
  lineOf,
  scanJsonArrays,
  parseStackFrames,
  isLibraryFrame,
  userFrame,
  MAX_DEPTH,
  JsonError,
  parseJson,
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
  keyList
};
