import { type Zod } from "./zod.js";
/** `build(zod)`'s schema, built on first use; the same object is handed out every time. */
export declare function lazySchema<T extends object>(build: (z: Zod) => T): T;
