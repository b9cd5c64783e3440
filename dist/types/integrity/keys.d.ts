/** HMAC keys longer than SHA-256's block are hashed down anyway; a cap stops abuse. */
export declare const MAX_KEY_BYTES = 1024;
/** A key file larger than this is refused before it is read. */
export declare const MAX_KEY_FILE_BYTES = 8192;
export declare class KeyError extends Error {
    name: string;
}
/** Key text → key bytes. `source` names where it came from, for the error message only. */
export declare function parseKey(text: string, source?: string): Uint8Array;
/** First 8 hex of SHA-256("key-id:" ‖ key): names a key without revealing it. */
export declare function keyId(key: Uint8Array): string;
