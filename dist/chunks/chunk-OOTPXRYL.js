
// src/sha256.ts
import * as nodeCrypto from "node:crypto";
var hasOneShot = typeof nodeCrypto.hash === "function";
var sha256Hex = (data) => hasOneShot ? nodeCrypto.hash("sha256", data, "hex") : nodeCrypto.createHash("sha256").update(data).digest("hex");
var sha256Bytes = (data) => hasOneShot ? nodeCrypto.hash("sha256", data, "buffer") : nodeCrypto.createHash("sha256").update(data).digest();

export {
  sha256Hex,
  sha256Bytes
};
