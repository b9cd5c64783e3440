// Where tools and agents are defined in source text, by the shapes agent code takes: Python
// def/async def (with @tool-style decorators that may rename the tool), TS/JS functions and
// consts, `name: tool(...)` objects, MCP `server.tool("name")` registrations, OpenAI function
// schemas (`"name": "..."` next to `"parameters"`), and agents constructed with a name.
// Regular expressions over lines, not parsers: good enough to land on the right line, cheap
// enough to run over a whole repository. A match counts only where the code says it: its first
// character is code (not inside a string literal or a comment, code-mask.ts), and a quoted name
// is a real string literal of that code.

import { classify, CODE, COMMENT, languageOf, STRING } from "./code-mask.js";

export type DefinitionKind = "tool-registration" | "decorated-function" | "function" | "function-schema" | "agent";

export interface Definition {
  name: string;
  line: number;
  kind: DefinitionKind;
}

/** Most specific first: an explicit tool registration beats a same-named helper function. */
export const KIND_RANK: Record<DefinitionKind, number> = {
  "tool-registration": 0,
  "decorated-function": 1,
  agent: 2,
  function: 3,
  "function-schema": 4,
};

const PY_DEF = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/;
const PY_DECORATOR = /^\s*@([\w.]+)\s*(?:\((.*)\))?\s*$/;
const TOOLISH_DECORATOR = /(^|\.)(tool|function_tool|kernel_function|ai_function|register_tool|action)$/i;
const TS_FUNCTION = /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*[(<]/;
const TS_CONST = /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>|tool\s*\(|new\s+\w*(?:Tool|Agent)\b|\w*(?:tool|Tool|agent|Agent)\s*\()/;
const TS_TOOL_PROPERTY = /^\s*["']?([A-Za-z_$][\w$-]*)["']?\s*:\s*(?:tool|createTool|dynamicTool)\s*\(/;
const MCP_REGISTRATION = /\.(?:tool|registerTool|add_tool|addTool)\s*\(\s*["'`]([^"'`]+)["'`]/;
const SCHEMA_NAME = /["']name["']\s*:\s*["']([^"']+)["']/;
const SCHEMA_CONTEXT = /["'](parameters|input_schema|inputSchema|function)["']\s*:|["']type["']\s*:\s*["']function["']/;
const AGENT_CTOR = /\b(?:[A-Z]\w*Agent|Agent|Crew|Swarm)\s*\(\s*(?:name\s*=\s*|\{\s*name\s*:\s*)?["'`]([^"'`]+)["'`]/;
const AGENT_OPEN = /\b(?:[A-Z]\w*Agent|Agent)\s*\(\s*$/;
const NAME_KWARG = /\bname\s*[=:]\s*["'`]([^"'`]+)["'`]/;

function decoratorName(args: string | undefined): string | null {
  if (!args) return null;
  const kw = /\bname\s*=\s*["']([^"']+)["']/.exec(args);
  if (kw) return kw[1]!;
  const first = /^\s*["']([^"']+)["']/.exec(args);
  return first ? first[1]! : null;
}

// Global, with match indices, made once per pattern: codeMatch walks every match in a line.
const globals = new Map<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  let g = globals.get(re);
  if (!g) globals.set(re, (g = new RegExp(re.source, `${re.flags.replace(/[gd]/g, "")}gd`)));
  return g;
}

/** Where in its line a match starts, past leading blanks (a pattern anchored with ^\s*). */
function leadOf(m: RegExpExecArray): number {
  return m.index + (m[0].length - m[0].trimStart().length);
}

/**
 * What every definition a JSON text can hold contains (the patterns JSON is matched with, below:
 * a function schema's context, an MCP registration's opening, an agent constructor's opening).
 * Each line's match is a match in the whole text, so a text with none of these has none: a
 * repository's committed traces, most of its JSON, are passed over with one search each.
 */
const JSON_MAY_DEFINE = new RegExp(`${SCHEMA_CONTEXT.source}|\\.(?:tool|registerTool|add_tool|addTool)\\s*\\(|\\b(?:[A-Z]\\w*Agent|Agent|Crew|Swarm)\\s*\\(`);

/** Definitions in one source file. `path` picks the language by extension. */
export function findDefinitions(text: string, path: string): Definition[] {
  const language = languageOf(path);
  if (language === "json" && !JSON_MAY_DEFINE.test(text)) return [];
  return definitionsIn(text, path, language);
}

/** findDefinitions without the JSON shortcut (exported for the test that holds them equal). */
export function definitionsIn(text: string, path: string, language = languageOf(path)): Definition[] {
  const lines = text.split("\n");
  const out: Definition[] = [];
  const isPython = language === "python";
  const isJson = language === "json";
  const classes = classify(text, language);
  const starts: number[] = [];
  for (let i = 0, at = 0; i < lines.length; i++) {
    starts.push(at);
    at += lines[i]!.length + 1;
  }
  const classAt = (line: number, column: number) => classes[starts[line]! + column] ?? CODE;

  /**
   * The first match of `re` in line `i` that the code makes: starts in code, and its name (group
   * 1), when quoted, is the inside of a string literal. Every unit of JSON is code.
   */
  // Each line as the patterns see it: a trailing comment blanked (`@tool("x")  # why` is still a
  // decorator). Made once per line.
  const seen: (string | undefined)[] = new Array(lines.length);
  const patternLine = (i: number): string => {
    let line = seen[i];
    if (line !== undefined) return line;
    line = lines[i]!.length > 2000 ? lines[i]!.slice(0, 2000) : lines[i]!;
    if (!isJson) {
      let cut = line.length;
      while (cut > 0 && classAt(i, cut - 1) === COMMENT) cut--;
      if (cut < line.length) line = line.slice(0, cut).padEnd(line.length, " ");
    }
    return (seen[i] = line);
  };

  /**
   * The first match of `re` in line `i` that the code makes: starts in code, and its name (group
   * 1), when quoted, is the inside of a string literal. Every unit of JSON is code.
   */
  const codeMatch = (re: RegExp, i: number): RegExpExecArray | null => {
    const line = patternLine(i);
    // Most lines match no pattern: a plain test first, before any per-character check.
    if (!re.test(line)) return null;
    const g = globalOf(re);
    g.lastIndex = 0;
    for (let m = g.exec(line); m; m = g.exec(line)) {
      if (m[0].length === 0) g.lastIndex++;
      if (isJson) return m;
      if (classAt(i, leadOf(m)) !== CODE) continue;
      const name = m.indices?.[1];
      if (name && name[1] > name[0]) {
        const quoted = /["'`]/.test(line[name[0] - 1] ?? "");
        if (classAt(i, name[0]) !== (quoted ? STRING : CODE)) continue;
      }
      return m;
    }
    return null;
  };

  let pendingDecorators: { name: string; args?: string; line: number }[] = [];
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.length > 2000 ? raw.slice(0, 2000) : raw;
    if (isPython) {
      const dec = codeMatch(PY_DECORATOR, i);
      if (dec) {
        pendingDecorators.push({ name: dec[1]!, ...(dec[2] !== undefined ? { args: dec[2] } : {}), line: lineNo });
        return;
      }
      const def = codeMatch(PY_DEF, i);
      if (def) {
        const toolish = pendingDecorators.filter((d) => TOOLISH_DECORATOR.test(d.name));
        for (const d of toolish) {
          const renamed = decoratorName(d.args);
          if (renamed) out.push({ name: renamed, line: d.line, kind: "tool-registration" });
        }
        out.push({ name: def[1]!, line: lineNo, kind: toolish.length > 0 ? "decorated-function" : "function" });
        pendingDecorators = [];
        return;
      }
      const first = line.length - line.trimStart().length;
      if (line.trim() !== "" && classAt(i, first) === CODE && !line.trim().startsWith("#")) pendingDecorators = [];
    } else if (!isJson) {
      const fn = codeMatch(TS_FUNCTION, i) ?? codeMatch(TS_CONST, i);
      if (fn) out.push({ name: fn[1]!, line: lineNo, kind: "function" });
      const prop = codeMatch(TS_TOOL_PROPERTY, i);
      if (prop) out.push({ name: prop[1]!, line: lineNo, kind: "tool-registration" });
    }
    const mcp = codeMatch(MCP_REGISTRATION, i);
    if (mcp) out.push({ name: mcp[1]!, line: lineNo, kind: "tool-registration" });
    const agent = codeMatch(AGENT_CTOR, i);
    if (agent) out.push({ name: agent[1]!, line: lineNo, kind: "agent" });
    else if (codeMatch(AGENT_OPEN, i)) {
      // Agent( on one line, name="x" on one of the next few.
      for (let k = i + 1; k < Math.min(lines.length, i + 6); k++) {
        const kw = codeMatch(NAME_KWARG, k);
        if (kw) {
          out.push({ name: kw[1]!, line: lineNo, kind: "agent" });
          break;
        }
      }
    }
    const schema = codeMatch(SCHEMA_NAME, i);
    if (schema) {
      // Only a "name" beside a function's parameters is a tool name (package.json has a "name" too).
      let beside = false;
      for (let k = Math.max(0, i - 4); k < Math.min(lines.length, i + 12) && !beside; k++) beside = codeMatch(SCHEMA_CONTEXT, k) !== null;
      if (beside) out.push({ name: schema[1]!, line: lineNo, kind: "function-schema" });
    }
  });
  return out;
}
