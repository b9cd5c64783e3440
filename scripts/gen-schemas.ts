// Writes the JSON Schemas in schemas/ from their zod schemas: the native trace format
// (src/trace/native-format.ts), the run digest and the webhook alert (src/webhook/json-schema.ts).
// Tests check each committed file is this output.
import { writeFileSync } from "node:fs";
import { nativeTraceJsonSchema } from "../src/trace/native-format.js";
import { alertJsonSchema, digestJsonSchema } from "../src/webhook/json-schema.js";

const write = (file: string, schema: unknown) => {
  writeFileSync(`schemas/${file}`, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote schemas/${file}`);
};
write("trace.schema.json", nativeTraceJsonSchema());
write("digest.schema.json", digestJsonSchema());
write("webhook-alert.schema.json", alertJsonSchema());
