// The part of zod blamegate builds its schemas with, and all that lazySchema hands a builder
// (lazy-schema.ts): the bundle makes dist/chunks/zod.cjs from this file, so that file holds
// these and what they need rather than the whole package. A member missing here is a type
// error where a builder uses it. Types come from zod itself (`import type * as z from "zod"`).
export { array, boolean, coerce, enum, literal, looseObject, NEVER, null, number, object, partialRecord, record, strictObject, string, toJSONSchema, union, unknown } from "zod";
