// Writes schemas/trace.schema.json, the JSON Schema of the native trace format, from its zod
// schema (src/trace/native-format.ts). A test checks the committed file is this output.
import { writeFileSync } from "node:fs";
import { nativeTraceJsonSchema } from "../src/trace/native-format.js";

writeFileSync("schemas/trace.schema.json", `${JSON.stringify(nativeTraceJsonSchema(), null, 2)}\n`);
console.log("wrote schemas/trace.schema.json");
