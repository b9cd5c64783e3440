import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  BlamegateBlockSchema
} from "./chunk-DXKBQS7S.js";
import {
  external_exports
} from "./chunk-GFPEUUW6.js";

// src/integrity/sidecar.ts
var SIDECAR_SUFFIX = ".integrity";
var MAX_SIDECAR_BYTES = 64 * 1024 * 1024;
var SidecarEntrySchema = external_exports.strictObject({
  position: external_exports.number().int().nonnegative(),
  id: external_exports.string(),
  integrity: BlamegateBlockSchema
});
var SidecarSchema = external_exports.strictObject({
  blamegate_sidecar: external_exports.literal(1),
  /** The trace file's name (not its path), so a sidecar copied next to another file is noticed. */
  file: external_exports.string(),
  traces: external_exports.array(SidecarEntrySchema).max(1e6)
});
function sidecarPath(traceFile) {
  return `${traceFile}${SIDECAR_SUFFIX}`;
}
function buildSidecar(fileName, entries) {
  const doc = { blamegate_sidecar: 1, file: fileName, traces: [...entries].sort((a, b) => a.position - b.position) };
  return `${JSON.stringify(doc, null, 2)}
`;
}
var SidecarError = class extends Error {
  name = "SidecarError";
};
function parseSidecar(text, name) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SidecarError(`${name}: not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const parsed = SidecarSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new SidecarError(`${name}: not a blamegate sidecar (${first ? `${first.path.map(String).join(".") || "file"}: ${first.message}` : "bad shape"})`);
  }
  return parsed.data;
}
function sidecarBlockFor(sidecar, position, id) {
  const entry = sidecar.traces.find((e) => e.position === position);
  if (!entry) return void 0;
  if (entry.id !== id) return { error: `the sidecar signed trace ${JSON.stringify(entry.id)} at position ${position}, but ${JSON.stringify(id)} is there now` };
  return { block: entry.integrity };
}
function unmatchedEntries(sidecar, seenPositions) {
  return sidecar.traces.filter((e) => !seenPositions.has(e.position));
}

export {
  MAX_SIDECAR_BYTES,
  sidecarPath,
  buildSidecar,
  SidecarError,
  parseSidecar,
  sidecarBlockFor,
  unmatchedEntries
};
