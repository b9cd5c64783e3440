// Which literal shapes define a tool the model will be shown, whatever language wrote them:
//  - OpenAI function calling: { type: "function", function: { name, description, parameters } }
//    (and the Responses API's flat { type: "function", name, description, parameters });
//  - Anthropic tool use: { name, description, input_schema };
//  - MCP tools/list entries and manifests: { name, description, inputSchema }.
// A mapping with a name and a description but no schema is not taken: too many things
// (packages, jobs, fixtures) have both.
import type { Definition, Parameter, Span } from "./model.js";
import { get, obj, str, type Entry, type Value } from "./values.js";

/** Parameters from a JSON Schema object's `properties`, with their descriptions. */
export function schemaParameters(schema: Value | undefined): Parameter[] {
  const props = obj(get(obj(schema), "properties"));
  if (!props) return [];
  const out: Parameter[] = [];
  for (const [name, entry] of props) {
    const description = str(get(obj(entry.value), "description"));
    out.push({ name, ...(entry.keySite ? { nameSite: entry.keySite } : {}), ...(description ? { description } : {}) });
  }
  return out;
}

function toolFrom(o: Map<string, Entry>, via: Definition["via"], schemaKey: string, file: string, span: Span): Definition | null {
  const nameSite = str(get(o, "name"));
  if (!nameSite || nameSite.text.length === 0) return null;
  const description = str(get(o, "description"));
  return {
    kind: "tool",
    via,
    file,
    name: nameSite.text,
    nameSite,
    ...(description ? { description } : {}),
    parameters: schemaParameters(get(o, schemaKey)),
    span,
  };
}

/** The tool a literal mapping defines, if it has one of the shapes above. */
export function recogniseTool(value: Value, file: string): Definition | null {
  if (value.kind !== "object") return null;
  const o = value.entries;
  const type = str(get(o, "type"))?.text;
  if (type === "function") {
    const fn = obj(get(o, "function"));
    if (fn) return toolFrom(fn, "function-schema", "parameters", file, value.span);
    if (o.has("name") && o.has("parameters")) return toolFrom(o, "function-schema", "parameters", file, value.span);
    return null;
  }
  if (o.has("input_schema") && o.has("name")) return toolFrom(o, "anthropic-schema", "input_schema", file, value.span);
  if (o.has("inputSchema") && o.has("name")) return toolFrom(o, "mcp-list-entry", "inputSchema", file, value.span);
  return null;
}

/** `{ role: "system", content: "…" }`: a system message, whose content is a prompt. */
export function recogniseSystemMessage(value: Value, file: string): Definition | null {
  if (value.kind !== "object") return null;
  if (str(get(value.entries, "role"))?.text !== "system") return null;
  const content = str(get(value.entries, "content"));
  if (!content) return null;
  return { kind: "prompt", via: "system-prompt", file, name: "system message", description: content, parameters: [], span: value.span };
}

/** Names that hold an agent's instructions when a string is assigned or passed to them. */
export const PROMPT_NAME = /^(?:system_?prompt|system_?message|system|instructions|system_?instructions|agent_?instructions|prompt_?template)$/i;
/** Variables that hold a prompt (SYSTEM_PROMPT, planner_instructions). */
export const PROMPT_VARIABLE = /(?:^|_)(?:system_?prompt|system_?message|instructions)$/i;
