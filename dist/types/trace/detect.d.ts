import type { Format } from "./model.js";
export declare const SQLITE_MAGIC: Buffer<ArrayBuffer>;
export type FileKind = "empty" | "sqlite" | "binary" | "text";
/** Classifies a file by its first bytes (pass at least the first 4 KiB when the file has them). */
export declare function sniffBytes(head: Uint8Array): FileKind;
export type Detection = {
    format: Format;
} | {
    reason: string;
};
/** Describes a value that matched nothing, for the `skipped` reason. */
export declare function describeUnknown(value: unknown): string;
/**
 * Which importer reads this one record. Arrays and containers (`{traces: [...]}`) are split by
 * the reader before it asks; a bare array of chat messages is one chat transcript.
 */
export declare function detectFormat(value: unknown): Detection;
/** A lone chat message (one line of a transcript written one message per line). */
export declare function isLoneMessage(value: unknown): boolean;
