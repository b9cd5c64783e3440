import type { Trace } from "../trace/model.js";
import { type LJObject } from "../json/lossless.js";
/** A trace bigger than this is refused instead of parsed (a hostile file, not a real run). */
export declare const MAX_SOURCE_CHARS: number;
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
export declare class ViewError extends Error {
    name: string;
}
/** Parses a native trace's text; the object form every source-view function takes. */
export declare function parseSource(text: string): LJObject;
export declare function sourceView(tree: LJObject): ChainView;
/** The model view: stable trace fields (not origin, not the source text) and each step's raw form. */
export declare function modelView(trace: Trace): ChainView;
/**
 * The source view over JSON.parse output; callers make sure no number literal is ambiguous
 * (hasIntegralFloats), and pass `asciiStrings` only when isPlainText held for its text.
 */
export declare function plainView(raw: Record<string, unknown>, asciiStrings?: boolean): ChainView;
/**
 * The source view of a trace. Fast path: the importer's JSON.parse output, when its text has
 * no number whose Python spelling that output hides. Else the text is scanned (exact, slower);
 * else (no text kept) the raw object, whose float spellings are a best guess.
 */
export declare function sourceViewOf(trace: Trace): ChainView;
/** The steps and seed of the source view, without the header (approximately's chain needs no more). */
export declare function sourceStepsOf(trace: Trace): StepsView;
/** The source tree of a trace: its kept source text, else its raw object (numbers respelled). */
export declare function sourceTreeOf(trace: Trace): LJObject | null;
