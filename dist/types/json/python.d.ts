import { type LJ } from "./lossless.js";
/** Python's repr(float): shortest round-trip digits, always with "." or an exponent. */
export declare function pyFloatRepr(x: number): string;
/** How Python writes a JSON number it read from this text: ints as ints, floats through repr. */
export declare function pyNumberText(text: string): string;
/** A string as json.dumps(ensure_ascii=True) writes it; JS strings are UTF-16, so astral
 * characters come out as surrogate pairs exactly as Python writes them. */
export declare function pyString(s: string): string;
/** Sorts keys in Python's order: plain UTF-16 order unless a key holds a surrogate. */
export declare function sortKeys(keys: string[]): string[];
/** json.dumps(value, sort_keys=True): the canonical text both chains hash. */
export declare function pyCanonical(value: LJ): string;
/**
 * json.dumps(value, indent=2) as approximately writes its files: key order kept, numbers in
 * their source spelling (so a file we re-sign differs from the original only where we changed it).
 */
export declare function pyIndented(value: LJ, indent?: number, level?: number): string;
/** Python's str() of a scalar, as an f-string writes it (approximately's seed uses this). */
export declare function pyStr(value: LJ | undefined): string;
/** A number whose Python spelling cannot be known from its JS value (see pyCanonicalPlain). */
export declare class AmbiguousNumber extends Error {
    name: string;
}
/**
 * json.dumps(sort_keys=True) over JSON.parse output. Valid only when the source text has no
 * float literal with an integral value (`480.0`, `1e3`): hasIntegralFloats checks that, and
 * -0 or integers past 2^53 throw AmbiguousNumber, so a caller can fall back to the scanner.
 * `asciiStrings`: every string in `v` is already in Python's form between quotes (isPlainText
 * said so of the text it was parsed from), so none is looked at.
 */
export declare function pyCanonicalPlain(v: unknown, asciiStrings?: boolean): string;
/** Python's str() of a plain scalar (the seed's fields). */
export declare function pyStrPlain(v: unknown): string;
/**
 * True when every string JSON.parse reads from `text` (keys too) is written by Python's
 * json.dumps(ensure_ascii=True) as itself between quotes: the text has no backslash (so no
 * escape, and no quote inside a string), no DEL and nothing outside ASCII (each of which would
 * take more than one UTF-8 byte). Raw control characters cannot be inside a valid JSON string.
 */
export declare function isPlainText(text: string): boolean;
/**
 * True when the text holds a float literal with an integral value (480.0, 1e3,
 * 4503599627370497.5), whose Python type JSON.parse hides: without one, JSON.parse output
 * hashes as Python's json.loads output does, with pyCanonicalPlain refusing what else it
 * cannot know (-0, integers past 2^53). The text must be valid JSON (what JSON.parse accepted).
 *
 * Every float literal has a digit followed by "." or "e"/"E" in it: dots are found by indexOf
 * (few, and fast to find), exponents by one expression. A candidate counts when it stands where
 * a number can start (after ':', ',' or '[', or at the start, blanks aside); inside strings such
 * text only sends a trace to the exact (slower) path, never lets an ambiguous number through.
 */
export declare function hasIntegralFloats(text: string): boolean;
