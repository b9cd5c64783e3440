import {
  GUARDS_PATH
} from "./chunk-OL7NYJUR.js";
import {
  array,
  literal,
  object,
  string
} from "./chunk-5TGD2BJC.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/compare/guards.ts
var GuardSchema = object({
  id: string().regex(/^sig-[0-9a-f]{12}$/),
  /** What the signature stands for (mode|agent|action), as `guard add` found it. */
  signature: string().optional(),
  note: string().optional(),
  added: string().optional()
});
var GuardsFileSchema = object({ version: literal(1), guards: array(GuardSchema) });
function parseGuards(text, file = GUARDS_PATH) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not JSON (${errorMessage(err)})`);
  }
  const parsed = GuardsFileSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(top)"}: ${i.message}`).join("; ")}`);
  return parsed.data;
}
function addGuard(file, guard) {
  if (file.guards.some((g) => g.id === guard.id)) return { file, added: false };
  return { file: { ...file, guards: [...file.guards, guard].sort((a, b) => a.id < b.id ? -1 : 1) }, added: true };
}
function trippedGuards(file, signatures) {
  const seen = new Set(signatures);
  return file.guards.filter((g) => seen.has(g.id));
}

export {
  GuardSchema,
  GuardsFileSchema,
  parseGuards,
  addGuard,
  trippedGuards
};
