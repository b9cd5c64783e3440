// `blamegate guard add SIGNATURE [--note TEXT]` and `blamegate guard list`: the regression guards
// in .blamegate/guards.json (commit it). A signature comes from a PR comparison (`attribute
// --base … --json`: comparison.tasks[].signature.id, also shown in the comment).
import { errorMessage } from "../error-message.js";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { addGuard, GUARDS_PATH, GuardSchema, parseGuards, type GuardsFile } from "../compare/guards.js";
import type { CliIO } from "./types.js";
import { parseFlags } from "./args.js";
import { EXIT } from "./exit-codes.js";

const USAGE = `Usage: blamegate guard add SIGNATURE [--note TEXT] [--file PATH]
       blamegate guard list [--file PATH]

Pins a failure signature (sig-xxxxxxxxxxxx, from the PR comparison) as a regression guard: when a
guarded failure comes back, the gate fails and names the guard, whatever fail-on says.

Options:
  --note TEXT    why it is guarded (shown when it trips)
  --file PATH    the guards file (default: ${GUARDS_PATH})
  --help         show this help

Exit codes: 0 done, 2 bad usage or an unreadable guards file.
`;

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

export async function run(args: string[], io: CliIO): Promise<number> {
  let parsed;
  try {
    parsed = parseFlags(args, { note: { type: "string" }, file: { type: "string" }, help: { type: "boolean", short: "h" } });
  } catch (e) {
    io.stderr(`blamegate guard: ${(e as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
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
  io.stderr(`blamegate guard: expected 'add SIGNATURE' or 'list'\n\n${USAGE}`);
  return EXIT.usage;
}
