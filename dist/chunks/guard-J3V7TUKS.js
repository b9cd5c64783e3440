import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  GUARDS_PATH,
  GuardSchema,
  addGuard,
  parseGuards
} from "./chunk-AXQRGQGE.js";
import {
  EXIT
} from "./chunk-IHXED3BK.js";
import {
  parseFlags
} from "./chunk-5VAHE2I4.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-VJQPCMMQ.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/commands/guard.ts
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
var USAGE = `Usage: blamegate guard add SIGNATURE [--note TEXT] [--file PATH]
       blamegate guard list [--file PATH]

Pins a failure signature (sig-xxxxxxxxxxxx, from the PR comparison) as a regression guard: when a
guarded failure comes back, the gate fails and names the guard, whatever fail-on says.

Options:
  --note TEXT    why it is guarded (shown when it trips)
  --file PATH    the guards file (default: ${GUARDS_PATH})
  --help         show this help

Exit codes: 0 done, 2 bad usage or an unreadable guards file.
`;
async function load(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { version: 1, guards: [] };
    throw err;
  }
  return parseGuards(text, file);
}
async function run(args, io) {
  let parsed;
  try {
    parsed = parseFlags(args, { note: { type: "string" }, file: { type: "string" }, help: { type: "boolean", short: "h" } });
  } catch (e) {
    io.stderr(`blamegate guard: ${e.message}

${USAGE}`);
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
    if (action === "list" && id === void 0) {
      const guards = (await load(file)).guards;
      for (const g of guards) io.stdout(`${g.id}${g.note ? `  ${g.note}` : ""}
`);
      io.stdout(`${guards.length === 1 ? "1 guard" : `${guards.length} guards`} in ${path.relative(io.cwd, file) || file}
`);
      return EXIT.ok;
    }
    if (action === "add" && id !== void 0 && rest.length === 0) {
      const guard = GuardSchema.safeParse({ id, ...values.note ? { note: values.note } : {}, added: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10) });
      if (!guard.success) {
        io.stderr(`blamegate guard: '${id}' is not a signature (sig- and 12 hex digits, as the comparison prints it)
`);
        return EXIT.usage;
      }
      const { file: next, added } = addGuard(await load(file), guard.data);
      if (added) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(next, null, 2)}
`);
      }
      io.stdout(added ? `guarded ${id} in ${path.relative(io.cwd, file)}: commit it
` : `${id} is already guarded
`);
      return EXIT.ok;
    }
  } catch (err) {
    io.stderr(`blamegate guard: ${errorMessage(err)}
`);
    return EXIT.usage;
  }
  io.stderr(`blamegate guard: expected 'add SIGNATURE' or 'list'

${USAGE}`);
  return EXIT.usage;
}
export {
  run
};
