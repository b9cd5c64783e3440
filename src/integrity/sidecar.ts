// Sidecar files: where signatures of traces that cannot carry one in place live (OTLP, chat,
// Who&When, agent-blame's SQLite, JSONL datasets). `<trace file>.integrity` (no .json suffix, so
// folder scans never take it for a trace) holds our chain over each trace's imported model,
// keyed by the trace's position in the file and its id. Pure: io.ts reads and writes it.
import { errorMessage } from "../error-message.js";
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import { BlamegateBlockSchema, type BlamegateBlock } from "./model.js";

export const SIDECAR_SUFFIX = ".integrity";
export const MAX_SIDECAR_BYTES = 64 * 1024 * 1024;

export const SidecarEntrySchema = lazySchema((z) =>
  z.strictObject({
    position: z.number().int().nonnegative(),
    id: z.string(),
    integrity: BlamegateBlockSchema,
  }),
);
export type SidecarEntry = z.infer<typeof SidecarEntrySchema>;

export const SidecarSchema = lazySchema((z) =>
  z.strictObject({
    blamegate_sidecar: z.literal(1),
    /** The trace file's name (not its path), so a sidecar copied next to another file is noticed. */
    file: z.string(),
    traces: z.array(SidecarEntrySchema).max(1_000_000),
  }),
);
export type Sidecar = z.infer<typeof SidecarSchema>;

export function sidecarPath(traceFile: string): string {
  return `${traceFile}${SIDECAR_SUFFIX}`;
}

export function buildSidecar(fileName: string, entries: { position: number; id: string; integrity: BlamegateBlock }[]): string {
  const doc: Sidecar = { blamegate_sidecar: 1, file: fileName, traces: [...entries].sort((a, b) => a.position - b.position) };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

export class SidecarError extends Error {
  override name = "SidecarError";
}

/** Parses a sidecar's text; `name` is for messages. Throws SidecarError with the reason. */
export function parseSidecar(text: string, name: string): Sidecar {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SidecarError(`${name}: not JSON (${errorMessage(e)})`);
  }
  const parsed = SidecarSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new SidecarError(`${name}: not a blamegate sidecar (${first ? `${first.path.map(String).join(".") || "file"}: ${first.message}` : "bad shape"})`);
  }
  return parsed.data;
}

/**
 * The signature a sidecar holds for a trace, matched by position and checked against the id.
 * Returns undefined when the sidecar has no entry for that position.
 */
export function sidecarBlockFor(sidecar: Sidecar, position: number, id: string): { block: unknown } | { error: string } | undefined {
  const entry = sidecar.traces.find((e) => e.position === position);
  if (!entry) return undefined;
  if (entry.id !== id) return { error: `the sidecar signed trace ${JSON.stringify(entry.id)} at position ${position}, but ${JSON.stringify(id)} is there now` };
  return { block: entry.integrity };
}

/**
 * Sidecar entries whose trace is gone from the file (deleted after signing): no trace of the file
 * has the id signed. A trace that is still there but moved (the lines before it deleted) is not
 * gone: it is reported where it is now, as tampered, because its position no longer matches.
 */
export function goneEntries(sidecar: Sidecar, seenIds: ReadonlySet<string>): SidecarEntry[] {
  return sidecar.traces.filter((e) => !seenIds.has(e.id));
}
