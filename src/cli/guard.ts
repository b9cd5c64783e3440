// `blamegate guard add SIGNATURE [--note TEXT]` and `blamegate guard list`: the regression guards
// in .blamegate/guards.json (commit it). A signature comes from a PR comparison (`attribute
// --base … --json`: comparison.tasks[].signature.id, also shown in the comment).
import { errorMessage } from "../error-message.js";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { addGuard, GUARDS_PATH, GuardSchema, parseGuards, type GuardsFile } from "../compare/guards.js";
import type { CliIO } from "./types.js";
import { defineVerb, verbHelp, type VerbArgs, type VerbFlag } from "./verb.js";
import { EXIT } from "./exit-codes.js";

async function load(file: string): Promise<GuardsFile> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { version: 1, guards: [] };
    throw err;
  }
  return parseGuards(text, file);
}

const FLAGS = [
  { name: "note", type: "string", value: "TEXT", description: "why it is guarded (shown when it trips)" },
  { name: "file", type: "string", value: "PATH", description: `the guards file (default: ${GUARDS_PATH})` },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "guard",
  synopsis: ["add SIGNATURE [--note TEXT] [--file PATH]", "list [--file PATH]"],
  about: `Pins a failure signature (sig-xxxxxxxxxxxx, from the PR comparison) as a regression guard: when a
guarded failure comes back, the gate fails and names the guard, whatever fail-on says.`,
  flags: FLAGS,
  positionals: "any",
  notes: "Exit codes: 0 done, 2 bad usage or an unreadable guards file.",
  run: guard,
});
export const run = verb.main;

async function guard({ values, positionals }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const [action, id, ...rest] = positionals;
  const file = path.resolve(io.cwd, values.file ?? GUARDS_PATH);
  try {
    if (action === "list" && id === undefined) {
      const guards = (await load(file)).guards;
      for (const g of guards) io.stdout(`${g.id}${g.note ? `  ${g.note}` : ""}\n`);
      io.stdout(`${guards.length === 1 ? "1 guard" : `${guards.length} guards`} in ${path.relative(io.cwd, file) || file}\n`);
      return EXIT.ok;
    }
    if (action === "add" && id !== undefined && rest.length === 0) {
      const guard = GuardSchema.safeParse({ id, ...(values.note ? { note: values.note } : {}), added: new Date().toISOString().slice(0, 10) });
      if (!guard.success) {
        io.stderr(`blamegate guard: '${id}' is not a signature (sig- and 12 hex digits, as the comparison prints it)\n`);
        return EXIT.usage;
      }
      const { file: next, added } = addGuard(await load(file), guard.data);
      if (added) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(next, null, 2)}\n`);
      }
      io.stdout(added ? `guarded ${id} in ${path.relative(io.cwd, file)}: commit it\n` : `${id} is already guarded\n`);
      return EXIT.ok;
    }
  } catch (err) {
    io.stderr(`blamegate guard: ${errorMessage(err)}\n`);
    return EXIT.usage;
  }
  io.stderr(`blamegate guard: expected 'add SIGNATURE' or 'list'\n\n${verbHelp(verb)}`);
  return EXIT.usage;
}
