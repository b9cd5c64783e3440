// What a chain hashes for a trace: the canonical text of its header and of each step.
// "source" view: the stored JSON (lossless, so Python's number spelling survives) — used for
// native traces, in place. "model" view: the imported trace model — used for every other
// format, whose signature lives in a sidecar file.
import type { Trace } from "../trace/model.js";
import { fromPlain, LosslessJsonError, parseLossless, type LJ, type LJObject } from "../json/lossless.js";
import { scanTrace, ScanError } from "../json/python-scan.js";
import { AmbiguousNumber, hasIntegralFloats, isPlainText, pyCanonical, pyCanonicalPlain, pyStr, pyStrPlain } from "../json/python.js";
import { isRecord } from "../json/record.js";

/** A trace bigger than this is refused instead of parsed (a hostile file, not a real run). */
export const MAX_SOURCE_CHARS = 64 * 1024 * 1024;

/** What approximately's chain hashes: the steps and the seed's fields, not the header. */
export interface StepsView {
  /** Canonical text of each step as stored. */
  steps: string[];
  /** approximately's seed input, `task|model|created_at` as Python's f-string writes it. */
  seedInput: string;
}

export interface ChainView extends StepsView {
  /** Canonical text of every trace field but the steps, with meta.integrity left out. */
  header: string;
}

export class ViewError extends Error {
  override name = "ViewError";
}

/** Refuses a hostile-sized text before any parser sees it. */
function checkSize(text: string): void {
  if (text.length > MAX_SOURCE_CHARS) throw new ViewError(`trace text is ${text.length} characters, over the ${MAX_SOURCE_CHARS} limit`);
}

/** A trace text read losslessly, within the size limit; parse errors become ViewErrors. */
function parseChecked(text: string): LJ {
  checkSize(text);
  try {
    return parseLossless(text);
  } catch (e) {
    throw new ViewError(e instanceof LosslessJsonError ? `not JSON: ${e.message}` : String(e));
  }
}

/** Parses a native trace's text; the object form every source-view function takes. */
export function parseSource(text: string): LJObject {
  const tree = parseChecked(text);
  if (!(tree instanceof Map)) throw new ViewError("the trace is not a JSON object");
  return tree;
}

function headerOf(tree: LJObject): LJObject {
  const header: LJObject = new Map();
  for (const [k, v] of tree) {
    if (k === "steps") continue;
    if (k === "meta" && v instanceof Map) {
      const meta: LJObject = new Map(v);
      meta.delete("integrity");
      header.set(k, meta);
    } else header.set(k, v);
  }
  return header;
}

export function sourceView(tree: LJObject): ChainView {
  const steps = tree.get("steps");
  if (steps !== undefined && !Array.isArray(steps)) throw new ViewError("`steps` is not a list");
  return {
    header: pyCanonical(headerOf(tree)),
    steps: (steps ?? []).map(pyCanonical),
    seedInput: `${pyStr(tree.get("task"))}|${pyStr(tree.get("model"))}|${pyStr(tree.get("created_at"))}`,
  };
}

/** The model view: stable trace fields (not origin, not the source text) and each step's raw form. */
export function modelView(trace: Trace): ChainView {
  const meta = { ...trace.meta };
  delete meta.integrity;
  const header = fromPlain({
    id: trace.id,
    task: trace.task,
    success: trace.success,
    final_output: trace.finalOutput,
    model: trace.model,
    created_at: trace.createdAt,
    agents: trace.agents,
    meta,
  });
  const steps = trace.steps.map((s) => {
    if (s.raw !== undefined) return pyCanonical(fromPlain(s.raw));
    const { raw: _raw, ...rest } = s;
    return pyCanonical(fromPlain(rest));
  });
  const seed = fromPlain({ t: trace.task, m: trace.model ?? null, c: trace.createdAt ?? null }) as LJObject;
  return {
    header: pyCanonical(header),
    steps,
    seedInput: `${pyStr(seed.get("t"))}|${pyStr(seed.get("m"))}|${pyStr(seed.get("c"))}`,
  };
}

/**
 * The source view over JSON.parse output; callers make sure no number literal is ambiguous
 * (hasIntegralFloats), and pass `asciiStrings` only when isPlainText held for its text.
 */
export function plainView(raw: Record<string, unknown>, asciiStrings = false): ChainView {
  const obj: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(raw)) {
    if (k === "steps") continue;
    const v = raw[k];
    if (k === "meta" && isRecord(v)) {
      const meta: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const mk of Object.keys(v)) if (mk !== "integrity") meta[mk] = (v as Record<string, unknown>)[mk];
      obj[k] = meta;
    } else obj[k] = v;
  }
  const steps = stepsOf(raw);
  const header = pyCanonicalPlain(obj, asciiStrings);
  return { header, ...plainSteps(raw, steps, asciiStrings) };
}

function stepsOf(raw: Record<string, unknown>): unknown[] {
  const steps = raw.steps;
  if (steps !== undefined && !Array.isArray(steps)) throw new ViewError("`steps` is not a list");
  return steps ?? [];
}

function plainSteps(raw: Record<string, unknown>, steps: unknown[], asciiStrings: boolean): StepsView {
  const out: string[] = new Array<string>(steps.length);
  for (let i = 0; i < steps.length; i++) out[i] = pyCanonicalPlain(steps[i], asciiStrings);
  return { steps: out, seedInput: `${pyStrPlain(raw.task)}|${pyStrPlain(raw.model)}|${pyStrPlain(raw.created_at)}` };
}

/**
 * The source view of a trace. Fast path: the importer's JSON.parse output, when its text has
 * no number whose Python spelling that output hides. Else the text is scanned (exact, slower);
 * else (no text kept) the raw object, whose float spellings are a best guess.
 */
export function sourceViewOf(trace: Trace): ChainView {
  return fromParsed(trace, (raw, ascii) => plainView(raw, ascii)) ?? exactView(trace);
}

/** The steps and seed of the source view, without the header (approximately's chain needs no more). */
export function sourceStepsOf(trace: Trace): StepsView {
  return fromParsed(trace, (raw, ascii) => plainSteps(raw, stepsOf(raw), ascii)) ?? exactView(trace);
}

/** `build` over the importer's JSON.parse output when that is exact, else null. */
function fromParsed<V>(trace: Trace, build: (raw: Record<string, unknown>, asciiStrings: boolean) => V): V | null {
  const text = trace.sourceText;
  if (text === undefined || !isRecord(trace.raw) || hasIntegralFloats(text)) return null;
  try {
    return build(trace.raw, isPlainText(text));
  } catch (e) {
    if (!(e instanceof AmbiguousNumber)) throw e;
    return null;
  }
}

function exactView(trace: Trace): ChainView {
  if (trace.sourceText !== undefined) {
    checkSize(trace.sourceText);
    try {
      return scanTrace(trace.sourceText);
    } catch (e) {
      throw new ViewError(e instanceof ScanError ? `not JSON: ${e.message}` : String(e));
    }
  }
  const tree = sourceTreeOf(trace);
  if (!tree) throw new ViewError("the trace's stored JSON was not kept, so its chain cannot be recomputed");
  return sourceView(tree);
}

/** The source tree of a trace: its kept source text, else its raw object (numbers respelled). */
export function sourceTreeOf(trace: Trace): LJObject | null {
  if (trace.sourceText !== undefined) return parseSource(trace.sourceText);
  if (trace.raw !== undefined && trace.raw !== null && typeof trace.raw === "object" && !Array.isArray(trace.raw)) {
    return fromPlain(trace.raw) as LJObject;
  }
  return null;
}
