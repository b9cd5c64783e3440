// Tool and prompt definitions in JavaScript and TypeScript, read from tree-sitter's syntax
// tree: MCP servers (`server.tool(…)`, `server.registerTool(…)`, `server.addTool({…})`), the
// AI SDK's `tool({ description, parameters })`, tool schemas written as object literals
// (shapes.ts), and system prompts. Only code is read: a tool's name inside a comment or an
// unrelated string is never a definition.
import type { Definition, Parameter, Site } from "../model.js";
import { LineIndex } from "../positions.js";
import { PROMPT_NAME, PROMPT_VARIABLE, recogniseSystemMessage, recogniseTool } from "../shapes.js";
import { makeSite } from "../sites.js";
import { MAX_DEPTH, type Entry, type Value } from "../values.js";
import { walkNamed, withTree, type SyntaxNode } from "./tree-sitter.js";

const WRAPPERS = new Set(["parenthesized_expression", "as_expression", "satisfies_expression", "non_null_expression", "type_assertion"]);

function unwrap(node: SyntaxNode | null): SyntaxNode | null {
  let n = node;
  while (n && WRAPPERS.has(n.type)) n = n.namedChildren.find((c) => c !== null && !c.type.includes("type")) ?? null;
  return n;
}

class JsReader {
  readonly lines: LineIndex;
  /** `const NAME = value` declarations of the file, so `description: TEXT` and `inputSchema: Args.shape` resolve. */
  readonly constants = new Map<string, SyntaxNode>();
  constructor(
    readonly file: string,
    readonly source: string,
  ) {
    this.lines = new LineIndex(source);
  }

  /** The value a name or `name.shape` stands for, when the file declares it once with const. */
  resolve(node: SyntaxNode | null, hops = 0): SyntaxNode | null {
    const n = unwrap(node);
    if (!n || hops > 8) return n;
    if (n.type === "identifier") {
      const target = this.constants.get(n.text);
      return target ? this.resolve(target, hops + 1) : n;
    }
    if (n.type === "member_expression" && n.childForFieldName("property")?.text === "shape") {
      const target = this.resolve(n.childForFieldName("object"), hops + 1);
      return target && target !== n.childForFieldName("object") ? target : n;
    }
    return n;
  }

  span(node: SyntaxNode) {
    return this.lines.span(node.startIndex, node.endIndex);
  }

  /** The string a literal evaluates to: quotes, templates without substitutions, and `+` of those. */
  stringSite(input: SyntaxNode | null): Site | undefined {
    const node = input?.type === "identifier" ? this.resolve(input) : unwrap(input);
    if (!node) return undefined;
    if (node.type === "string" || (node.type === "template_string" && !node.namedChildren.some((c) => c?.type === "template_substitution"))) {
      return makeSite(this.source, this.lines, node.startIndex, node.endIndex, node.startIndex + 1, node.endIndex - 1, "js");
    }
    if (node.type === "binary_expression" && node.childForFieldName("operator")?.type === "+") {
      const a = this.stringSite(node.childForFieldName("left"));
      const b = this.stringSite(node.childForFieldName("right"));
      if (!a || !b) return undefined;
      const mapOf = (s: Site) => s.map ?? Array.from(s.text, (_, i) => s.contentOffset + i);
      return { ...this.span(node), text: a.text + b.text, contentOffset: a.contentOffset, map: [...mapOf(a), ...mapOf(b)] };
    }
    return undefined;
  }

  keyName(key: SyntaxNode | null): { name: string; site?: Site } | null {
    if (!key) return null;
    if (key.type === "property_identifier" || key.type === "identifier" || key.type === "number") return { name: key.text };
    const site = this.stringSite(key);
    return site ? { name: site.text, site } : null;
  }

  value(input: SyntaxNode | null, depth = 0): Value {
    const node = unwrap(input);
    if (!node) return { kind: "other", span: { line: 1, column: 1, endLine: 1, endColumn: 1 }, text: "" };
    const site = this.stringSite(node);
    if (site) return { kind: "string", site };
    if (depth < MAX_DEPTH && node.type === "object") {
      const entries = new Map<string, Entry>();
      for (const child of node.namedChildren) {
        if (child?.type !== "pair") continue;
        const key = this.keyName(child.childForFieldName("key"));
        if (key) entries.set(key.name, { value: this.value(child.childForFieldName("value"), depth + 1), ...(key.site ? { keySite: key.site } : {}) });
      }
      return { kind: "object", entries, span: this.span(node) };
    }
    if (depth < MAX_DEPTH && node.type === "array") {
      return { kind: "array", items: node.namedChildren.filter((c): c is SyntaxNode => c !== null).map((c) => this.value(c, depth + 1)), span: this.span(node) };
    }
    return { kind: "other", span: this.span(node), text: node.type };
  }

  /** The description a zod chain gives itself: `z.string().describe("…")`. */
  describeSite(input: SyntaxNode | null): Site | undefined {
    let node = unwrap(input);
    for (let hops = 0; node && node.type === "call_expression" && hops < 32; hops++) {
      const fn = node.childForFieldName("function");
      if (fn?.type === "member_expression") {
        if (fn.childForFieldName("property")?.text === "describe") {
          const arg = node.childForFieldName("arguments")?.namedChildren[0] ?? null;
          const site = this.stringSite(arg);
          if (site) return site;
        }
        node = unwrap(fn.childForFieldName("object"));
      } else break;
    }
    return undefined;
  }

  /** Parameters from a zod shape (`{ city: z.string().describe("…") }`) or `z.object({ … })`. */
  zodParameters(input: SyntaxNode | null): Parameter[] {
    let node = this.resolve(input);
    if (node?.type === "call_expression") {
      const fn = node.childForFieldName("function");
      if (fn?.type === "member_expression" && fn.childForFieldName("property")?.text === "object") node = unwrap(node.childForFieldName("arguments")?.namedChildren[0] ?? null);
    }
    if (node?.type !== "object") return [];
    const out: Parameter[] = [];
    for (const pair of node.namedChildren) {
      if (pair?.type !== "pair") continue;
      const key = this.keyName(pair.childForFieldName("key"));
      if (!key) continue;
      const description = this.describeSite(pair.childForFieldName("value"));
      out.push({ name: key.name, ...(key.site ? { nameSite: key.site } : {}), ...(description ? { description } : {}) });
    }
    return out;
  }

  tool(node: SyntaxNode, name: Site | string, description: Site | undefined, parameters: Parameter[], handler: SyntaxNode | null, via: Definition["via"]): Definition {
    return {
      kind: "tool",
      via,
      file: this.file,
      name: typeof name === "string" ? name : name.text,
      ...(typeof name === "string" ? {} : { nameSite: name }),
      ...(description ? { description } : {}),
      parameters,
      span: this.span(node),
      ...(handler ? { handler: handler.text } : {}),
    };
  }

  /** `server.tool("name", "description"?, shape?, annotations?, handler)` and its relatives. */
  mcpCall(node: SyntaxNode): Definition | null {
    const fn = node.childForFieldName("function");
    if (fn?.type !== "member_expression") return null;
    const method = fn.childForFieldName("property")?.text;
    const args = (node.childForFieldName("arguments")?.namedChildren ?? []).filter((a): a is SyntaxNode => a !== null && a.type !== "comment");
    const last = args.at(-1) ?? null;
    const handler = last && /function|arrow_function/.test(last.type) ? last : null;
    if (method === "tool") {
      const name = this.stringSite(args[0] ?? null);
      if (!name || args.length < 2) return null;
      let rest = args.slice(1);
      const description = this.stringSite(rest[0] ?? null);
      if (description) rest = rest.slice(1);
      const shape = rest.find((a) => unwrap(a)?.type === "object") ?? null;
      if (!description && !shape && !handler) return null;
      return this.tool(node, name, description, this.zodParameters(shape), handler, "mcp-tool-call");
    }
    if (method === "registerTool") {
      const name = this.stringSite(args[0] ?? null);
      const config = unwrap(args[1] ?? null);
      if (!name || config?.type !== "object") return null;
      const pairs = new Map(config.namedChildren.filter((p) => p?.type === "pair").map((p) => [this.keyName(p!.childForFieldName("key"))?.name ?? "", p!.childForFieldName("value")]));
      return this.tool(node, name, this.stringSite(pairs.get("description") ?? null), this.zodParameters(pairs.get("inputSchema") ?? null), handler, "mcp-tool-call");
    }
    if (method === "addTool") {
      const config = unwrap(args[0] ?? null);
      if (config?.type !== "object") return null;
      const pairs = new Map(config.namedChildren.filter((p) => p?.type === "pair").map((p) => [this.keyName(p!.childForFieldName("key"))?.name ?? "", p!.childForFieldName("value")]));
      const name = this.stringSite(pairs.get("name") ?? null);
      if (!name) return null;
      const execute = unwrap(pairs.get("execute") ?? null);
      return this.tool(node, name, this.stringSite(pairs.get("description") ?? null), this.zodParameters(pairs.get("parameters") ?? null), execute, "mcp-tool-call");
    }
    return null;
  }

  /** The AI SDK's `tool({ description, parameters|inputSchema, execute })`, named by where it is put. */
  aiSdkTool(node: SyntaxNode): Definition | null {
    const fn = node.childForFieldName("function");
    if (fn?.type !== "identifier" || fn.text !== "tool") return null;
    const config = unwrap(node.childForFieldName("arguments")?.namedChildren[0] ?? null);
    if (config?.type !== "object") return null;
    const pairs = new Map(config.namedChildren.filter((p) => p?.type === "pair").map((p) => [this.keyName(p!.childForFieldName("key"))?.name ?? "", p!.childForFieldName("value")]));
    const description = this.stringSite(pairs.get("description") ?? null);
    if (!description) return null;
    const holder = node.parent;
    const name = holder?.type === "pair" ? this.keyName(holder.childForFieldName("key"))?.name : holder?.type === "variable_declarator" ? holder.childForFieldName("name")?.text : undefined;
    return this.tool(node, name ?? "(unnamed tool)", description, this.zodParameters(pairs.get("parameters") ?? pairs.get("inputSchema") ?? null), unwrap(pairs.get("execute") ?? null), "mcp-tool-call");
  }

  prompt(node: SyntaxNode, name: string, site: Site): Definition {
    return { kind: "prompt", via: "system-prompt", file: this.file, name, description: site, parameters: [], span: this.span(node) };
  }
}

export async function definitionsInJs(file: string, source: string): Promise<Definition[]> {
  const reader = new JsReader(file, source);
  return withTree("tsx", source, (root) => {
    // First the file's `const` declarations, so a definition can name its description or schema.
    // A name declared twice (two scopes) is not resolved: which one is meant is not known here.
    const declared = new Map<string, number>();
    for (const d of root.descendantsOfType("variable_declarator")) {
      const name = d?.childForFieldName("name");
      const value = d?.childForFieldName("value");
      if (name?.type !== "identifier" || !value || d?.parent?.child(0)?.type !== "const") continue;
      declared.set(name.text, (declared.get(name.text) ?? 0) + 1);
      reader.constants.set(name.text, value);
    }
    for (const [name, n] of declared) if (n > 1) reader.constants.delete(name);
    return walkNamed(root, (node): Definition | null => {
      if (node.type === "call_expression") return reader.mcpCall(node) ?? reader.aiSdkTool(node);
      if (node.type === "object") {
        const value = reader.value(node);
        return recogniseTool(value, file) ?? recogniseSystemMessage(value, file);
      }
      const holder = node.type === "pair" ? reader.keyName(node.childForFieldName("key"))?.name : node.type === "variable_declarator" ? node.childForFieldName("name")?.text : undefined;
      const pattern = node.type === "pair" ? PROMPT_NAME : PROMPT_VARIABLE;
      if (!holder || !pattern.test(holder)) return null;
      const site = reader.stringSite(node.childForFieldName("value"));
      return site ? reader.prompt(node, holder, site) : null;
    });
  });
}
