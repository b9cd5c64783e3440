// Stack frames out of an error text, innermost first. agent-blame and most tracers store a
// step's error as the runtime printed it: a Python traceback (outermost first) or a JS stack
// (innermost first). The locator then takes the innermost frame that is the user's own code.
import type { CodeLocation } from "./model.js";

// File "/app/agent/tools.py", line 42, in book_flight
const PY_FRAME = /File "([^"]+)", line (\d+)(?:, in ([^\s]+))?/g;
// at bookFlight (/app/src/tools.ts:42:7)   |   at /app/src/tools.ts:42:7   |   at async fn (file:///app/x.mjs:3:1)
const JS_FRAME = /\bat (?:(?:async )?([^\s()]+) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::\d+)?\)?(?=\s|$)/gm;

/** Frames in the text, innermost first; empty when it holds no stack. */
export function parseStackFrames(text: string): CodeLocation[] {
  const py: CodeLocation[] = [];
  for (const m of text.matchAll(PY_FRAME)) {
    py.push({ file: m[1]!, line: Number(m[2]), ...(m[3] ? { function: m[3] } : {}) });
  }
  if (py.length > 0) return py.reverse();
  const js: CodeLocation[] = [];
  for (const m of text.matchAll(JS_FRAME)) {
    const file = m[2]!.replace(/^file:\/\//, "");
    if (!/[/\\]|\.[cm]?[jt]sx?$/.test(file)) continue;
    js.push({ file, line: Number(m[3]), ...(m[1] ? { function: m[1] } : {}) });
  }
  return js;
}

/** Frames that are never the user's code: the runtime, installed packages, generated shims. */
export function isLibraryFrame(file: string): boolean {
  return /(^|[/\\])(node_modules|site-packages|dist-packages|\.venv|venv|__pypackages__)([/\\]|$)/.test(file) || /^(node:|internal[/\\]|<)/.test(file) || /[/\\]lib[/\\]python\d/.test(file);
}
