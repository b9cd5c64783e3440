// Finds the user's own code in a stack trace: the innermost frame that is not in an installed
// library, the interpreter, or a tracer's wrapper. Python tracebacks and JS/Node stacks.
import type { CodeLocation } from "../model.js";

/** Paths that are never the user's code. */
const LIBRARY =
  /(site-packages|dist-packages|[\\/]lib[\\/]python\d|[\\/]lib64[\\/]python|<frozen|<string>|<stdin>|node_modules|^node:|^internal[\\/]|[\\/]tracebackai[\\/]|[\\/]opentelemetry[\\/]|[\\/]openinference[\\/])/;
const SOURCE = /\.(py|pyw|js|mjs|cjs|ts|mts|cts|jsx|tsx|rb|go|java|kt|rs|cs)$/i;

interface Frame extends CodeLocation {}

function pythonFrames(text: string): Frame[] {
  const out: Frame[] = [];
  const re = /^\s*File "([^"\n]+)", line (\d+)(?:, in ([^\n]+))?/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const line = Number(m[2]);
    if (line < 1) continue;
    const f: Frame = { file: m[1]!, line };
    if (m[3]) f.function = m[3].trim();
    out.push(f);
  }
  return out; // outermost first, as Python prints them
}

function jsFrames(text: string): Frame[] {
  const out: Frame[] = [];
  const re = /^\s*at (?:(.+?) \()?((?:file:\/\/)?[^()\s][^()]*?):(\d+):\d+\)?\s*$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const line = Number(m[3]);
    if (line < 1) continue;
    const f: Frame = { file: m[2]!.replace(/^file:\/\//, ""), line };
    if (m[1]) f.function = m[1].replace(/^async /, "");
    out.push(f);
  }
  return out.reverse(); // JS prints innermost first; keep outermost first like Python
}

/** The innermost frame in the user's own source file, when one is clearly identifiable. */
export function userFrame(stack: string | undefined): CodeLocation | undefined {
  if (!stack) return undefined;
  const frames = /Traceback \(most recent call last\)|^\s*File "/m.test(stack) ? pythonFrames(stack) : jsFrames(stack);
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i]!;
    if (LIBRARY.test(f.file) || !SOURCE.test(f.file)) continue;
    return f;
  }
  return undefined;
}
