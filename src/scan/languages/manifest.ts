// Tool definitions in JSON and YAML files: a saved `tools/list` result, an MCP manifest, a
// function-calling tool list. The `yaml` package parses both (JSON is YAML) and keeps each
// node's range in the source, so a description's characters keep their columns.
import { isMap, isScalar, isSeq, parseDocument, Scalar, type Node } from "yaml";
import type { Definition, Site } from "../model.js";
import { LineIndex } from "../positions.js";
import { recogniseSystemMessage, recogniseTool } from "../shapes.js";
import { decodeContent } from "../sites.js";
import { MAX_DEPTH, type Entry, type Value } from "../values.js";

class ManifestReader {
  readonly lines: LineIndex;
  constructor(readonly source: string) {
    this.lines = new LineIndex(source);
  }

  site(node: Scalar): Site | undefined {
    if (typeof node.value !== "string" || !node.range) return undefined;
    const [start, end] = node.range;
    const span = this.lines.span(start, end);
    if (node.type === Scalar.QUOTE_DOUBLE) {
      const decoded = decodeContent(this.source.slice(start + 1, end - 1), start + 1, "js");
      if (decoded.text === node.value) return { ...span, text: node.value, contentOffset: start + 1, ...(decoded.map ? { map: decoded.map } : {}) };
    }
    const quoted = node.type === Scalar.QUOTE_SINGLE ? 1 : 0;
    if (this.source.slice(start + quoted, end - quoted) === node.value) return { ...span, text: node.value, contentOffset: start + quoted };
    // Folded or escaped: characters cannot be placed one by one, so findings take the scalar.
    return { ...span, text: node.value, contentOffset: start, map: [] };
  }

  value(node: unknown, depth = 0): Value {
    const n = node as Node | null;
    const range = n && "range" in n && n.range ? n.range : undefined;
    const span = this.lines.span(range?.[0] ?? 0, range?.[1] ?? 0);
    if (isScalar(n)) {
      const site = this.site(n);
      return site ? { kind: "string", site } : { kind: "other", span, text: String(n.value) };
    }
    if (depth < MAX_DEPTH && isMap(n)) {
      const entries = new Map<string, Entry>();
      for (const item of n.items) {
        if (!isScalar(item.key)) continue;
        const keySite = this.site(item.key);
        entries.set(String(item.key.value), { value: this.value(item.value, depth + 1), ...(keySite ? { keySite } : {}) });
      }
      return { kind: "object", entries, span };
    }
    if (depth < MAX_DEPTH && isSeq(n)) return { kind: "array", items: n.items.map((i) => this.value(i, depth + 1)), span };
    return { kind: "other", span, text: "" };
  }
}

export function definitionsInManifest(file: string, source: string): Definition[] {
  const doc = parseDocument(source, { uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0) return [];
  const reader = new ManifestReader(source);
  const found: Definition[] = [];
  const stack: Value[] = [reader.value(doc.contents)];
  while (stack.length > 0) {
    const v = stack.pop()!;
    const def = recogniseTool(v, file) ?? recogniseSystemMessage(v, file);
    if (def) found.push(def);
    if (v.kind === "object") for (const e of [...v.entries.values()].reverse()) stack.push(e.value);
    else if (v.kind === "array") for (const item of [...v.items].reverse()) stack.push(item);
  }
  return found;
}
