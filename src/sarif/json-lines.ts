// Real line numbers inside a trace's JSON text: where each element of each array starts. Used
// to point a SARIF result at the line of a committed trace file where the failing step sits.
// A small scanner rather than JSON.parse, because a parse tree forgets offsets.

export interface JsonArraySite {
  /** Key of the array in its parent object, or null (top level, or inside an array). */
  key: string | null;
  depth: number;
  /** 1-based line of the array's `[`. */
  line: number;
  /** 1-based line where each element starts. */
  elements: number[];
}

/** What `/\s/` matches, by code unit: a regular expression a character cost most of the scan. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}

/** Every array in the text with its elements' lines. Stops quietly at malformed JSON. */
export function scanJsonArrays(text: string): JsonArraySite[] {
  const arrays: JsonArraySite[] = [];
  // Stack of open containers; for arrays, the site being filled.
  const stack: ({ kind: "object"; lastKey: string | null } | { kind: "array"; site: JsonArraySite; expectValue: boolean })[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  const valueStarts = () => {
    const top = stack[stack.length - 1];
    if (top?.kind === "array" && top.expectValue) {
      top.site.elements.push(line);
      top.expectValue = false;
    }
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) {
      i++;
      continue;
    }
    if (c === 34) {
      // a string: a key when the next non-space character is ':'
      const start = i + 1;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 92) i += 2;
        else if (d === 34) break;
        else {
          if (d === 10) line++;
          i++;
        }
      }
      const str = text.slice(start, i);
      i++;
      let j = i;
      while (j < n && isSpace(text.charCodeAt(j))) j++;
      const top = stack[stack.length - 1];
      if (text[j] === ":" && top?.kind === "object") {
        top.lastKey = str;
      } else {
        valueStarts();
      }
      continue;
    }
    if (c === 123) {
      valueStarts();
      stack.push({ kind: "object", lastKey: null });
      i++;
      continue;
    }
    if (c === 91) {
      valueStarts();
      const parent = stack[stack.length - 1];
      const site: JsonArraySite = { key: parent?.kind === "object" ? parent.lastKey : null, depth: stack.length, line, elements: [] };
      arrays.push(site);
      stack.push({ kind: "array", site, expectValue: true });
      i++;
      continue;
    }
    if (c === 125 || c === 93) {
      stack.pop();
      i++;
      continue;
    }
    if (c === 44) {
      const top = stack[stack.length - 1];
      if (top?.kind === "array") top.expectValue = true;
      i++;
      continue;
    }
    if (c === 58) {
      i++;
      continue;
    }
    // number, true, false, null
    valueStarts();
    // Its first character is taken whatever it is: a character JSON does not allow here (a
    // space only /\s/ knows, in a file edited since it was read) would otherwise never be passed.
    i++;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d === 44 || d === 93 || d === 125 || isSpace(d)) break;
      i++;
    }
  }
  return arrays;
}

export interface StepInText {
  /** Position of the step among the trace's steps (0-based). */
  position: number;
  /** Number of steps the trace has. */
  stepCount: number;
  /** Step index in the source's numbering. */
  index: number;
  /** OpenTelemetry span id, when the step is a span. */
  spanId?: string;
  /** 1-based line where the trace starts (JSONL): the step is on that line. */
  traceLine?: number;
}

const STEP_KEYS = ["steps", "history", "messages", "traj", "trajectory", "spans", "events"];

/**
 * The 1-based line of a step in its trace file's text, or null when it cannot be placed.
 * JSONL traces sit on one line; spans are found by their id; otherwise the step is the
 * element at its position in the array that holds the steps (the one named like a step list
 * whose length matches best). `arraysOf` lets a caller that places several steps of one file scan
 * its text once.
 */
export function stepLine(text: string, step: StepInText, arraysOf: (text: string) => JsonArraySite[] = scanJsonArrays): number | null {
  if (step.traceLine) return step.traceLine;
  if (step.spanId) {
    const at = text.indexOf(`"${step.spanId}"`);
    if (at >= 0) return text.slice(0, at).split("\n").length;
  }
  const arrays = arraysOf(text).filter((a) => a.elements.length > 0);
  const named = arrays.filter((a) => a.key !== null && STEP_KEYS.includes(a.key));
  const pool = named.length > 0 ? named : arrays;
  const exact = pool.find((a) => a.elements.length === step.stepCount);
  const site = exact ?? pool.sort((a, b) => Math.abs(a.elements.length - step.stepCount) - Math.abs(b.elements.length - step.stepCount))[0];
  if (!site) return null;
  const byIndex = site.elements[step.index];
  const byPosition = site.elements[step.position];
  // A source numbered from its own array (native, Who&When, chat) puts index and position together.
  return (exact ? byPosition : (byIndex ?? byPosition)) ?? site.line;
}
