// Shared helpers for the trace importer tests.
import { fileURLToPath } from "node:url";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readTraces, type ReadItem, type ReadOptions } from "../../src/trace/read.js";
import { TraceSchema, type Skipped, type Trace } from "../../src/trace/model.js";

/** The real labelled data copied into the repository (test/fixtures/data, see its README). */
export const DATA = fileURLToPath(new URL("../fixtures/data/", import.meta.url));

export async function readItems(file: string, options?: ReadOptions): Promise<ReadItem[]> {
  const out: ReadItem[] = [];
  for await (const item of readTraces(file, options)) out.push(item);
  return out;
}

export function tracesOf(items: ReadItem[]): Trace[] {
  return items.flatMap((i) => ("trace" in i ? [i.trace] : []));
}

export function skippedOf(items: ReadItem[]): Skipped[] {
  return items.flatMap((i) => ("skipped" in i ? [i.skipped] : []));
}

export async function readFile(file: string, options?: ReadOptions): Promise<{ traces: Trace[]; skipped: Skipped[] }> {
  const items = await readItems(file, options);
  return { traces: tracesOf(items), skipped: skippedOf(items) };
}

/** Throws with the zod issues when a trace does not satisfy the shared schema. */
export function assertValid(trace: Trace): void {
  const r = TraceSchema.safeParse(trace);
  if (!r.success) throw new Error(`${trace.origin.file} ${trace.id}: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
}

/** Every file under a folder, recursively. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}
