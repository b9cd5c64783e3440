// A zod schema built the first time anything touches it. The model files declare dozens of
// schemas at top level, and zod's constructors cost every process start their time although
// most runs parse none of them: the types are what the code uses (issue 17, cold start). The
// schema stays the one source of truth: `typeof X` and `z.infer<typeof X>` are the built
// schema's type, and every use (parse, `.optional()`, `.shape`, a place in another schema)
// reaches the built schema through the stand-in.
//
// The builder is handed zod (zod.ts): no module that declares schemas loads zod itself, so a run
// that builds none never loads it.
//
// The stand-in is a Proxy over an empty object that forwards each operation to the schema
// once built. An empty, extensible target keeps the Proxy's invariants whatever the schema's
// own properties are; a descriptor is reported configurable for the same reason.
import { zod, type Zod } from "./zod.js";

/** `build(zod)`'s schema, built on first use; the same object is handed out every time. */
export function lazySchema<T extends object>(build: (z: Zod) => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build(zod());
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(schema(), key);
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
  });
}
