// Test helpers: real approximately files as Trace values, built the way an importer keeps them
// (sourceText = the whole file, integrity = meta.integrity), without depending on the importers.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Trace } from "../../src/trace/model.js";
import { trace } from "../support/builders.js";

export const DATA = new URL("../fixtures/data/peers/approximately/", import.meta.url);
export const dataPath = (rel: string): string => fileURLToPath(new URL(rel, DATA));

export function listJson(dir: string): string[] {
  return readdirSync(dataPath(dir))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/** A native trace as the importer produces it, reduced to what integrity reads. */
export function nativeTrace(text: string, file = "mem.json"): Trace {
  const raw = JSON.parse(text) as Record<string, unknown>;
  const meta = (raw.meta ?? {}) as Record<string, unknown>;
  return trace([], {
    id: String(raw.id),
    task: String(raw.task ?? ""),
    success: typeof raw.success === "boolean" ? raw.success : null,
    meta,
    origin: { file, format: "native" },
    integrity: meta.integrity,
    raw,
    sourceText: text,
  });
}

export function loadTrace(rel: string): { trace: Trace; text: string } {
  const text = readFileSync(dataPath(rel), "utf8");
  return { trace: nativeTrace(text, rel), text };
}
