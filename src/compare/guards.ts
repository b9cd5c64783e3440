// Regression guards: failure signatures a team has pinned in `.blamegate/guards.json` (written
// by `blamegate guard add`). A guarded signature that comes back fails the gate with its guard
// named, whatever `fail-on` says: a failure that was fixed once must not return unnoticed.
import { errorMessage } from "../error-message.js";
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import { GUARDS_PATH } from "./guards-path.js";

export { GUARDS_PATH };

export const GuardSchema = lazySchema((z) =>
  z.object({
    id: z.string().regex(/^sig-[0-9a-f]{12}$/),
    /** What the signature stands for (mode|agent|action), as `guard add` found it. */
    signature: z.string().optional(),
    note: z.string().optional(),
    added: z.string().optional(),
  }),
);
export type Guard = z.infer<typeof GuardSchema>;

export const GuardsFileSchema = lazySchema((z) => z.object({ version: z.literal(1), guards: z.array(GuardSchema) }));
export type GuardsFile = z.infer<typeof GuardsFileSchema>;

export function parseGuards(text: string, file = GUARDS_PATH): GuardsFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not JSON (${errorMessage(err)})`);
  }
  const parsed = GuardsFileSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(top)"}: ${i.message}`).join("; ")}`);
  return parsed.data;
}

export function addGuard(file: GuardsFile, guard: Guard): { file: GuardsFile; added: boolean } {
  if (file.guards.some((g) => g.id === guard.id)) return { file, added: false };
  return { file: { ...file, guards: [...file.guards, guard].sort((a, b) => (a.id < b.id ? -1 : 1)) }, added: true };
}

/** The guards whose signature appears among this run's failures. */
export function trippedGuards(file: GuardsFile, signatures: Iterable<string>): Guard[] {
  const seen = new Set(signatures);
  return file.guards.filter((g) => seen.has(g.id));
}
