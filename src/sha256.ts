// SHA-256 in one call where Node has it. crypto.hash (no Hash object) came in Node 20.12; the
// engines field allows any 20, so an older one hashes through a Hash object, which gives the same
// digest. A named import of `hash` would fail to link there, hence the namespace import. Used by
// the hash chains (integrity/chain.ts) and the failure signatures (compare/signature.ts).
import * as nodeCrypto from "node:crypto";

const hasOneShot = typeof nodeCrypto.hash === "function";

/** SHA-256 of `data` (a text as UTF-8), lowercase hex. */
export const sha256Hex = (data: string | Buffer): string => (hasOneShot ? nodeCrypto.hash("sha256", data, "hex") : nodeCrypto.createHash("sha256").update(data).digest("hex"));

/** SHA-256 of `data` (a text as UTF-8), as raw bytes. */
export const sha256Bytes = (data: string | Buffer): Buffer => (hasOneShot ? nodeCrypto.hash("sha256", data, "buffer") : nodeCrypto.createHash("sha256").update(data).digest());
