
// src/zod.ts
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
var required;
function zod() {
  if (false) return linked;
  if (required === void 0) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = path.basename(here) === "chunks" ? path.join(here, "zod.cjs") : path.join(here, "chunks", "zod.cjs");
    required = createRequire(import.meta.url)(file);
  }
  return required;
}

// src/lazy-schema.ts
function lazySchema(build) {
  let built;
  const schema = () => {
    built ??= build(zod());
    return built;
  };
  return new Proxy({}, {
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
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key)
  });
}

export {
  zod,
  lazySchema
};
