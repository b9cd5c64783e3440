// zod itself, loaded when the first schema is built rather than when the program starts. Every
// schema is built on first use (lazy-schema.ts), and most runs build none: a one-trace run of the
// CLI reads its traces with hand-written checks and its own rule files as they are. Yet zod was
// the largest module a start loaded, and loading it cost more than anything the run then did with
// it (issue 17, cold start).
//
// In the bundle, the part of zod blamegate uses (zod-api.ts) is a CommonJS file of its own
// (dist/chunks/zod.cjs, scripts/bundle.mjs), required on first use; the build sets
// BLAMEGATE_ZOD_FILE to its name. From the sources (tests, scripts) the package is imported as
// usual, so that they and the schemas share one zod.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as linked from "./zod-api.js";

export type Zod = typeof linked;

declare const BLAMEGATE_ZOD_FILE: string | undefined;

let required: Zod | undefined;

/** zod: the bundle's own copy, required the first time it is asked for; the package from the sources. */
export function zod(): Zod {
  if (typeof BLAMEGATE_ZOD_FILE !== "string") return linked;
  if (required === undefined) {
    // This module sits in an entry file (dist/cli.js) or in one of its chunks (dist/chunks/).
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = path.basename(here) === "chunks" ? path.join(here, BLAMEGATE_ZOD_FILE) : path.join(here, "chunks", BLAMEGATE_ZOD_FILE);
    required = createRequire(import.meta.url)(file) as Zod;
  }
  return required;
}
