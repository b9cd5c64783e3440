// Tool and prompt definitions in Python, read from tree-sitter's syntax tree: decorated tools
// (`@mcp.tool()`, `@server.tool(description=…)`, `@tool`, `@function_tool`) with their
// docstrings and parameters, `Tool(name=…, description=…, inputSchema=…)` calls, tool schemas
// written as dict literals (shapes.ts), and prompts (`SYSTEM_PROMPT = "…"`,
// `Agent(instructions="…")`, `FastMCP("name", instructions="…")`).
import type { Definition, Parameter, Site } from "../model.js";
import { LineIndex } from "../positions.js";
import { PROMPT_NAME, PROMPT_VARIABLE, recogniseSystemMessage, recogniseTool, schemaParameters } from "../shapes.js";
import { makeSite, subSite } from "../sites.js";
import { get, MAX_DEPTH, str, type Entry, type Value } from "../values.js";
import { walkNamed, withTree, type SyntaxNode } from "./tree-sitter.js";

const TOOL_DECORATORS = new Set(["tool", "function_tool"]);

function named(node: SyntaxNode | null): SyntaxNode[] {
  return (node?.namedChildren ?? []).filter((c): c is SyntaxNode => c !== null && c.type !== "comment");
}

class PyReader {
  readonly lines: LineIndex;
  constructor(
    readonly file: string,
    readonly source: string,
  ) {
    this.lines = new LineIndex(source);
  }

  span(node: SyntaxNode) {
    return this.lines.span(node.startIndex, node.endIndex);
  }

  stringSite(input: SyntaxNode | null): Site | undefined {
    let node = input;
    while (node?.type === "parenthesized_expression") node = named(node)[0] ?? null;
    if (!node) return undefined;
    if (node.type === "string") {
      const start = named(node).find((c) => c.type === "string_start");
      const end = named(node).find((c) => c.type === "string_end");
      if (!start || !end) return undefined;
      const prefix = start.text.replace(/["']+$/, "").toLowerCase();
      if (prefix.includes("b")) return undefined; // bytes are not text a model reads
      return makeSite(this.source, this.lines, node.startIndex, node.endIndex, start.endIndex, end.startIndex, "python", prefix.includes("r"));
    }
    if (node.type === "concatenated_string") {
      const parts = named(node).map((c) => this.stringSite(c));
      if (parts.some((p) => !p)) return undefined;
      const sites = parts as Site[];
      const map = sites.flatMap((s) => s.map ?? Array.from(s.text, (_, i) => s.contentOffset + i));
      return { ...this.span(node), text: sites.map((s) => s.text).join(""), contentOffset: sites[0]!.contentOffset, map };
    }
    return undefined;
  }

  value(node: SyntaxNode | null, depth = 0): Value {
    if (!node) return { kind: "other", span: { line: 1, column: 1, endLine: 1, endColumn: 1 }, text: "" };
    const site = this.stringSite(node);
    if (site) return { kind: "string", site };
    if (depth < MAX_DEPTH && node.type === "dictionary") {
      const entries = new Map<string, Entry>();
      for (const pair of named(node)) {
        if (pair.type !== "pair") continue;
        const key = this.stringSite(pair.childForFieldName("key"));
        if (key) entries.set(key.text, { value: this.value(pair.childForFieldName("value"), depth + 1), keySite: key });
      }
      return { kind: "object", entries, span: this.span(node) };
    }
    if (depth < MAX_DEPTH && node.type === "call") {
      // dict(name=…, …) and model constructors read as mappings of their keyword arguments.
      return { kind: "object", entries: this.keywords(node, depth + 1), span: this.span(node) };
    }
    if (depth < MAX_DEPTH && (node.type === "list" || node.type === "tuple")) {
      return { kind: "array", items: named(node).map((c) => this.value(c, depth + 1)), span: this.span(node) };
    }
    return { kind: "other", span: this.span(node), text: node.type };
  }

  keywords(call: SyntaxNode, depth = 0): Map<string, Entry> {
    const entries = new Map<string, Entry>();
    for (const arg of named(call.childForFieldName("arguments"))) {
      if (arg.type !== "keyword_argument") continue;
      const name = arg.childForFieldName("name")?.text;
      if (name) entries.set(name, { value: this.value(arg.childForFieldName("value"), depth) });
    }
    return entries;
  }

  /** The final name a decorator or callee is called by: `mcp.tool()` → "tool". */
  calleeName(node: SyntaxNode | null): string | undefined {
    let n = node;
    if (n?.type === "call") n = n.childForFieldName("function");
    if (n?.type === "attribute") return n.childForFieldName("attribute")?.text;
    if (n?.type === "identifier") return n.text;
    return undefined;
  }

  docstring(fn: SyntaxNode): Site | undefined {
    const first = named(fn.childForFieldName("body"))[0];
    if (first?.type !== "expression_statement") return undefined;
    return this.stringSite(named(first)[0] ?? null);
  }

  /** `Field(description="…")` in a default or inside `Annotated[…]`. */
  fieldDescription(node: SyntaxNode | null): Site | undefined {
    if (!node) return undefined;
    const stack = [node];
    for (let seen = 0; stack.length > 0 && seen < 256; seen++) {
      const n = stack.pop()!;
      if (n.type === "call" && this.calleeName(n) === "Field") {
        const d = str(get(this.keywords(n), "description"));
        if (d) return d;
      }
      stack.push(...named(n));
    }
    return undefined;
  }

  /** Google-style "Args:" entries of a docstring: `name (type): description`. */
  docArgs(doc: Site | undefined): Map<string, Site> {
    const out = new Map<string, Site>();
    if (!doc) return out;
    const m = /^[ \t]*(?:Args|Arguments|Parameters):[ \t]*$/m.exec(doc.text);
    if (!m) return out;
    const re = /^[ \t]+([A-Za-z_]\w*)(?:[ \t]*\([^)\n]*\))?[ \t]*:[ \t]*(.+)$/gm;
    re.lastIndex = m.index + m[0].length;
    for (let e = re.exec(doc.text); e; e = re.exec(doc.text)) {
      const between = doc.text.slice(re.lastIndex - e[0].length, re.lastIndex);
      if (/^\S/.test(between)) break;
      const start = e.index + e[0].length - e[2]!.length;
      out.set(e[1]!, subSite(doc, start, start + e[2]!.length, this.lines));
    }
    return out;
  }

  parameters(fn: SyntaxNode, doc: Site | undefined): Parameter[] {
    const fromDoc = this.docArgs(doc);
    const out: Parameter[] = [];
    for (const p of named(fn.childForFieldName("parameters"))) {
      const nameNode = p.type === "identifier" ? p : (p.childForFieldName("name") ?? named(p).find((c) => c.type === "identifier") ?? null);
      const name = nameNode?.text;
      if (!name || name === "self" || name === "cls" || name === "ctx" || name === "context") continue;
      const description = this.fieldDescription(p.childForFieldName("type")) ?? this.fieldDescription(p.childForFieldName("value")) ?? fromDoc.get(name);
      out.push({ name, ...(description ? { description } : {}) });
    }
    return out;
  }

  decorated(node: SyntaxNode): Definition | null {
    const fn = node.childForFieldName("definition");
    if (fn?.type !== "function_definition") return null;
    const decorator = named(node)
      .filter((c) => c.type === "decorator")
      .map((d) => named(d)[0] ?? null)
      .find((d) => TOOL_DECORATORS.has(this.calleeName(d) ?? ""));
    if (decorator === undefined) return null;
    const kw = decorator?.type === "call" ? this.keywords(decorator) : new Map<string, Entry>();
    const firstArg = decorator?.type === "call" ? this.stringSite(named(decorator.childForFieldName("arguments"))[0] ?? null) : undefined;
    const nameSite = str(get(kw, "name")) ?? firstArg;
    const doc = this.docstring(fn);
    const description = str(get(kw, "description")) ?? doc;
    const fnName = fn.childForFieldName("name")?.text ?? "(unnamed)";
    return {
      kind: "tool",
      via: "mcp-python-decorator",
      file: this.file,
      name: nameSite?.text ?? fnName,
      ...(nameSite ? { nameSite } : {}),
      ...(description ? { description } : {}),
      parameters: this.parameters(fn, doc),
      span: this.span(node),
      handler: fn.childForFieldName("body")?.text ?? "",
    };
  }

  /** `Tool(name=…, description=…, inputSchema=…)`, as MCP's low-level server lists tools. */
  toolCall(node: SyntaxNode): Definition | null {
    if (this.calleeName(node) !== "Tool") return null;
    const kw = this.keywords(node);
    const nameSite = str(get(kw, "name"));
    if (!nameSite) return null;
    const description = str(get(kw, "description"));
    return {
      kind: "tool",
      via: "mcp-list-entry",
      file: this.file,
      name: nameSite.text,
      nameSite,
      ...(description ? { description } : {}),
      parameters: schemaParameters(get(kw, "inputSchema", "input_schema")),
      span: this.span(node),
    };
  }

  prompt(node: SyntaxNode, name: string, site: Site): Definition {
    return { kind: "prompt", via: "system-prompt", file: this.file, name, description: site, parameters: [], span: this.span(node) };
  }
}

export async function definitionsInPython(file: string, source: string): Promise<Definition[]> {
  const reader = new PyReader(file, source);
  return withTree("python", source, (root) =>
    walkNamed(root, (node): Definition[] | Definition | null => {
      if (node.type === "decorated_definition") return reader.decorated(node);
      if (node.type === "call") {
        const tool = reader.toolCall(node);
        if (tool) return tool;
        // Prompts passed by keyword: Agent(instructions="…"), FastMCP("x", instructions="…").
        return named(node.childForFieldName("arguments")).flatMap((arg) => {
          const name = arg.type === "keyword_argument" ? arg.childForFieldName("name")?.text : undefined;
          const site = name && PROMPT_NAME.test(name) ? reader.stringSite(arg.childForFieldName("value")) : undefined;
          return name && site ? [reader.prompt(arg, name, site)] : [];
        });
      }
      if (node.type === "dictionary") {
        const value = reader.value(node);
        return recogniseTool(value, file) ?? recogniseSystemMessage(value, file);
      }
      if (node.type === "assignment") {
        const name = node.childForFieldName("left")?.text ?? "";
        const site = PROMPT_VARIABLE.test(name) ? reader.stringSite(node.childForFieldName("right")) : undefined;
        return site ? reader.prompt(node, name, site) : null;
      }
      return null;
    }),
  );
}
