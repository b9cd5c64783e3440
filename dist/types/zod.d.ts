import * as linked from "./zod-api.js";
export type Zod = typeof linked;
/** zod: the bundle's own copy, required the first time it is asked for; the package from the sources. */
export declare function zod(): Zod;
