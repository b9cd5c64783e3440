// Signing keys, read as approximately reads APPROXIMATELY_SIGNING_KEY: hex-decoded when the
// text is valid hex, else its UTF-8 bytes. Pure: callers read files and the environment.
import { createHash } from "node:crypto";

/** HMAC keys longer than SHA-256's block are hashed down anyway; a cap stops abuse. */
export const MAX_KEY_BYTES = 1024;
/** A key file larger than this is refused before it is read. */
export const MAX_KEY_FILE_BYTES = 8192;

export class KeyError extends Error {
  override name = "KeyError";
}

const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** Key text → key bytes. `source` names where it came from, for the error message only. */
export function parseKey(text: string, source = "key"): Uint8Array {
  // Files end with a newline that nobody means as key material.
  const t = text.replace(/\r?\n$/, "");
  if (t.length === 0) throw new KeyError(`${source}: the key is empty`);
  const bytes = HEX.test(t) ? Buffer.from(t, "hex") : Buffer.from(t, "utf8");
  if (bytes.length > MAX_KEY_BYTES) {
    throw new KeyError(`${source}: the key is ${bytes.length} bytes; at most ${MAX_KEY_BYTES} are accepted`);
  }
  return new Uint8Array(bytes);
}

/** First 8 hex of SHA-256("key-id:" ‖ key): names a key without revealing it. */
export function keyId(key: Uint8Array): string {
  return createHash("sha256").update("key-id:").update(key).digest("hex").slice(0, 8);
}
