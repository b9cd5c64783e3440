// Where tools and agents are defined in source text, by the shapes agent code takes: Python
// def/async def (with @tool-style decorators that may rename the tool), TS/JS functions and
// consts, `name: tool(...)` objects, MCP `server.tool("name")` registrations, OpenAI function
// schemas (`"name": "..."` next to `"parameters"`), and agents constructed with a name.
// Regular expressions over lines, not parsers: good enough to land on the right line, cheap
// enough to run over a whole repository.

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
const NAME_KWARG = /\bname\s*[=:]\s*["'`]([^"'`]+)["'`]/;

function decoratorName(args: string | undefined): string | null {
  if (!args) return null;
  const kw = /\bname\s*=\s*["']([^"']+)["']/.exec(args);
  if (kw) return kw[1]!;
  const first = /^\s*["']([^"']+)["']/.exec(args);
  return first ? first[1]! : null;
}

/** Definitions in one source file. `path` picks the language by extension. */
export function findDefinitions(text: string, path: string): Definition[] {
  const lines = text.split("\n");
  const out: Definition[] = [];
  const isPython = /\.pyi?$/.test(path);
  const isJson = /\.json$/.test(path);
  let pendingDecorators: { name: string; args?: string; line: number }[] = [];

  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.length > 2000 ? raw.slice(0, 2000) : raw;
    if (isPython) {
      const dec = PY_DECORATOR.exec(line);
      if (dec) {
        pendingDecorators.push({ name: dec[1]!, ...(dec[2] !== undefined ? { args: dec[2] } : {}), line: lineNo });
        return;
      }
      const def = PY_DEF.exec(line);
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
      if (line.trim() !== "" && !line.trim().startsWith("#")) pendingDecorators = [];
    } else if (!isJson) {
      const fn = TS_FUNCTION.exec(line) ?? TS_CONST.exec(line);
      if (fn) out.push({ name: fn[1]!, line: lineNo, kind: "function" });
      const prop = TS_TOOL_PROPERTY.exec(line);
      if (prop) out.push({ name: prop[1]!, line: lineNo, kind: "tool-registration" });
    }
    const mcp = MCP_REGISTRATION.exec(line);
    if (mcp) out.push({ name: mcp[1]!, line: lineNo, kind: "tool-registration" });
    const agent = AGENT_CTOR.exec(line);
    if (agent) out.push({ name: agent[1]!, line: lineNo, kind: "agent" });
    else if (/\b(?:[A-Z]\w*Agent|Agent)\s*\(\s*$/.test(line) || /\b(?:[A-Z]\w*Agent|Agent)\s*\($/.test(line.trimEnd())) {
      // Agent( on one line, name="x" on one of the next few.
      for (let k = i + 1; k < Math.min(lines.length, i + 6); k++) {
        const kw = NAME_KWARG.exec(lines[k]!);
        if (kw) {
          out.push({ name: kw[1]!, line: lineNo, kind: "agent" });
          break;
        }
      }
    }
    const schema = SCHEMA_NAME.exec(line);
    if (schema) {
      // Only a "name" beside a function's parameters is a tool name (package.json has a "name" too).
      const window = lines.slice(Math.max(0, i - 4), Math.min(lines.length, i + 12)).join("\n");
      if (SCHEMA_CONTEXT.test(window)) out.push({ name: schema[1]!, line: lineNo, kind: "function-schema" });
    }
  });
  return out;
}
