// `blamegate explain [FM-x.y] [--json]`: a MAST mode's definition, published share, the detectors
// that watch it and the fixes, from rules/mast.json. No argument lists the modes.
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { explainMode, explanationText, modeListText, parseModeId } from "../investigate/explain.js";
import { taxonomy } from "../attribution/taxonomy.js";

const FLAGS = [{ name: "json", type: "boolean", description: "one JSON object" }] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "explain",
  synopsis: "[FM-x.y] [--json]",
  about: `Prints a MAST failure mode's definition, its share of failures in the published dataset, the
detectors that report it and the fixes with their published effects. Without a mode, lists them.`,
  flags: FLAGS,
  positionals: "any",
  run: explain,
});
export const run = verb.main;

async function explain({ values, positionals }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  if (positionals.length === 0) {
    io.stdout(
      values.json
        ? `${JSON.stringify(
            taxonomy().modes.map((m) => explainMode(m.id)),
            null,
            2,
          )}\n`
        : modeListText(),
    );
    return EXIT.ok;
  }
  const out = [];
  for (const arg of positionals) {
    const id = parseModeId(arg);
    if (!id) {
      io.stderr(`blamegate explain: '${arg}' is not a MAST mode (FM-1.1 … FM-1.5, FM-2.1 … FM-2.6, FM-3.1 … FM-3.3)\n`);
      return EXIT.usage;
    }
    out.push(explainMode(id));
  }
  io.stdout(values.json ? `${JSON.stringify(out.length === 1 ? out[0] : out, null, 2)}\n` : out.map(explanationText).join("\n"));
  return EXIT.ok;
}
