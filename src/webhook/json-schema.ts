// JSON Schemas of the alert and the digest, generated from the zod schemas so they cannot
// drift: schemas/*.schema.json are these, committed, and a test checks they still match.
import { zod } from "../zod.js";
import { DigestSchema } from "../results/digest-model.js";
import { AlertSchema } from "./alert-model.js";

function withId(schema: Record<string, unknown>, id: string, title: string): Record<string, unknown> {
  return { ...schema, $id: id, title };
}

export function alertJsonSchema(): Record<string, unknown> {
  return withId(zod().toJSONSchema(AlertSchema, { io: "output" }) as Record<string, unknown>, "https://blamegate.dev/schemas/webhook-alert.schema.json", "blamegate webhook alert");
}

export function digestJsonSchema(): Record<string, unknown> {
  return withId(zod().toJSONSchema(DigestSchema, { io: "input" }) as Record<string, unknown>, "https://blamegate.dev/schemas/digest.schema.json", "blamegate run digest");
}
