// Stack frames out of an error text, innermost first, and the user's own code among them: the
// one frame parser for the importers (agent-blame, OTLP: a step's code location) and for SARIF
// (where a result points). agent-blame and most tracers store a step's error as the runtime
// printed it: a Python traceback (outermost first) or a JS stack (innermost first).
import type { CodeLocation } from "./model.js";

// File "/app/agent/tools.py", line 42, in book_flight
const PY_FRAME = /File "([^"]+)", line (\d+)(?:, in ([^\s]+))?/g;
// at bookFlight (/app/src/tools.ts:42:7)   |   at /app/src/tools.ts:42:7   |   at async fn (file:///app/x.mjs:3:1)
const JS_FRAME = /\bat (?:(?:async )?([^\s()]+) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::\d+)?\)?(?=\s|$)/gm;

/** Frames in the text, innermost first; empty when it holds no stack. Line 0 is no place: left out. */
export function parseStackFrames(text: string): CodeLocation[] {
  const py: CodeLocation[] = [];
  for (const m of text.matchAll(PY_FRAME)) {
    const line = Number(m[2]);
    if (line >= 1) py.push({ file: m[1]!, line, ...(m[3] ? { function: m[3] } : {}) });
  }
  if (py.length > 0) return py.reverse();
  const js: CodeLocation[] = [];
  for (const m of text.matchAll(JS_FRAME)) {
    const file = m[2]!.replace(/^file:\/\//, "");
    if (!/[/\\]|\.[cm]?[jt]sx?$/.test(file)) continue;
    const line = Number(m[3]);
    if (line >= 1) js.push({ file, line, ...(m[1] ? { function: m[1] } : {}) });
  }
  return js;
}

/**
 * The one list of places that are never the user's code: installed packages and virtual
 * environments, the interpreter and runtime (`node:`, `internal/`, `<frozen …>`, `<string>`),
 * and tracers' own wrappers (tracebackai, OpenTelemetry, OpenInference).
 */
const LIBRARY_DIR = /(^|[/\\])(node_modules|site-packages|dist-packages|\.venv|venv|__pypackages__|tracebackai|opentelemetry|openinference)([/\\]|$)/;
const RUNTIME = /^(node:|internal[/\\]|<)|<frozen|[/\\]lib(64)?[/\\]python\d/;

/** Frames that are never the user's code: the runtime, installed packages, tracers, generated shims. */
export function isLibraryFrame(file: string): boolean {
  return LIBRARY_DIR.test(file) || RUNTIME.test(file);
}

/** Files a user writes code in (a frame in anything else, e.g. a `.so` or `<string>`, is not theirs). */
const SOURCE = /\.(py|pyw|js|mjs|cjs|ts|mts|cts|jsx|tsx|rb|go|java|kt|rs|cs)$/i;

/** The innermost frame in the user's own source file, when one is clearly identifiable. */
export function userFrame(stack: string | undefined): CodeLocation | undefined {
  if (!stack) return undefined;
  return parseStackFrames(stack).find((f) => SOURCE.test(f.file) && !isLibraryFrame(f.file));
}
