export { array, boolean, coerce, enum, literal, looseObject, NEVER, null, number, object, partialRecord, record, strictObject, string, toJSONSchema, union, unknown } from "zod";
