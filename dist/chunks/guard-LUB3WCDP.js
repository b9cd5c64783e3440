import {
  defineVerb,
  verbHelp
} from "./chunk-XMZDHVEO.js";
import {
  GuardSchema,
  addGuard,
  parseGuards
} from "./chunk-TCXNFVC2.js";
import {
  GUARDS_PATH
} from "./chunk-OL7NYJUR.js";
import {
  EXIT
} from "./chunk-HICB6UNN.js";
import "./chunk-CWNB6RKT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/guard.ts
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
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
var FLAGS = [
  { name: "note", type: "string", value: "TEXT", description: "why it is guarded (shown when it trips)" },
  { name: "file", type: "string", value: "PATH", description: `the guards file (default: ${GUARDS_PATH})` }
];
var verb = defineVerb({
  name: "guard",
  synopsis: ["add SIGNATURE [--note TEXT] [--file PATH]", "list [--file PATH]"],
  about: `Pins a failure signature (sig-xxxxxxxxxxxx, from the PR comparison) as a regression guard: when a
guarded failure comes back, the gate fails and names the guard, whatever fail-on says.`,
  flags: FLAGS,
  positionals: "any",
  notes: "Exit codes: 0 done, 2 bad usage or an unreadable guards file.",
  run: guard
});
var run = verb.main;
async function guard({ values, positionals }, io) {
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
      const guard2 = GuardSchema.safeParse({ id, ...values.note ? { note: values.note } : {}, added: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10) });
      if (!guard2.success) {
        io.stderr(`blamegate guard: '${id}' is not a signature (sig- and 12 hex digits, as the comparison prints it)
`);
        return EXIT.usage;
      }
      const { file: next, added } = addGuard(await load(file), guard2.data);
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

${verbHelp(verb)}`);
  return EXIT.usage;
}
export {
  run,
  verb
};
