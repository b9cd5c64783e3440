// The literal values a definition is written with, the same whatever the language: a JS/TS
// object, a Python dict or call's keyword arguments, a JSON/YAML mapping. Shape recognition
// (shapes.ts) reads only these, so every language finds the same kinds of definition.
import type { Site, Span } from "./model.js";

export type Value = { kind: "string"; site: Site } | { kind: "object"; entries: Map<string, Entry>; span: Span } | { kind: "array"; items: Value[]; span: Span } | { kind: "other"; span: Span; text: string };

/** An object's entry: its value, and the key's own site when the key is a literal. */
export interface Entry {
  value: Value;
  keySite?: Site;
}

export function str(v: Value | undefined): Site | undefined {
  return v?.kind === "string" ? v.site : undefined;
}

export function obj(v: Value | undefined): Map<string, Entry> | undefined {
  return v?.kind === "object" ? v.entries : undefined;
}

export function get(o: Map<string, Entry> | undefined, ...keys: string[]): Value | undefined {
  if (!o) return undefined;
  for (const k of keys) {
    const e = o.get(k);
    if (e) return e.value;
  }
  return undefined;
}

/** A bound on how deep a literal is read: schemas nest, but not without end. */
export const MAX_DEPTH = 24;
