// Every string of a definition that a model reads, named for messages: the tool's name and
// description, each parameter's name and description, a prompt's text.
import type { Definition, Site } from "../model.js";

export type StringRole = "name" | "description" | "parameter name" | "parameter description" | "prompt";

export interface DefinitionString {
  role: StringRole;
  /** What the string belongs to, for messages: `read_file`, `read_file(path)`. */
  owner: string;
  site: Site;
}

export function definitionStrings(def: Definition): DefinitionString[] {
  const out: DefinitionString[] = [];
  if (def.nameSite) out.push({ role: "name", owner: def.name, site: def.nameSite });
  if (def.description) out.push({ role: def.kind === "prompt" ? "prompt" : "description", owner: def.name, site: def.description });
  for (const p of def.parameters) {
    const owner = `${def.name}(${p.name})`;
    if (p.nameSite) out.push({ role: "parameter name", owner, site: p.nameSite });
    if (p.description) out.push({ role: "parameter description", owner, site: p.description });
  }
  return out;
}

/** A short excerpt for a message: one line, clipped, whitespace folded. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
