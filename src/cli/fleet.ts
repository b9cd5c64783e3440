// `blamegate fleet DIGESTS...`: compares several stores' digests (repositories, or categories in
// one) in a terminal table and, with --html, one self-contained page. Worsening stores first.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { defineVerb, numberCheck, type VerbArgs, type VerbFlag } from "./verb.js";
import { buildFleet } from "../fleet/model.js";
import { loadDigestFiles } from "../fleet/load.js";
import { renderFleetHtml } from "../fleet/html.js";
import { renderFleetTable } from "../fleet/table.js";
import type { CliIO } from "./types.js";

const FLAGS = [
  { name: "html", type: "string", value: "FILE", description: "also write one self-contained HTML page" },
  { name: "title", type: "string", value: "TEXT", description: 'page title (default "blamegate fleet")' },
  {
    name: "min-points",
    type: "string",
    value: "N",
    description: "points needed for a trend verdict (default 5)",
    check: numberCheck("--min-points takes an integer of at least 2", (n) => Number.isInteger(n) && n >= 2),
  },
  { name: "json", type: "boolean", description: "print the stores as JSON instead of the table" },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "fleet",
  synopsis: "DIGESTS... [--html out.html] [--json]",
  about: `DIGESTS are digest.json files, JSON arrays of digests, or history JSONL files (one digest a
line). Digests are grouped by repository (and category), each store gets its trend.`,
  flags: FLAGS,
  positionals: { required: "no digest files given" },
  run: fleet,
});
export const run = verb.main;

async function fleet({ values, positionals }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const minPoints = values["min-points"] !== undefined ? Number(values["min-points"]) : undefined;
  const { digests, notes } = await loadDigestFiles(positionals.map((p) => path.resolve(io.cwd, p)));
  for (const n of notes) io.stderr(`skipped ${n}\n`);
  if (digests.length === 0) {
    io.stderr("blamegate fleet: no readable digests\n");
    return 1;
  }
  const stores = buildFleet(digests, minPoints !== undefined ? { minPoints } : {});
  if (values.json) {
    io.stdout(
      JSON.stringify(
        stores.map((s) => ({
          name: s.name,
          repository: s.repository,
          category: s.category,
          runs: s.runs,
          failureRate: s.failureRate,
          trend: { verdict: s.trend.verdict, slope: s.trend.slope, change: s.trend.change, p: s.trend.mannKendall?.p ?? null, sparkline: s.trend.sparkline },
          topModes: s.topModes,
          lastRun: s.latest.time,
        })),
        null,
        2,
      ) + "\n",
    );
  } else {
    io.stdout(renderFleetTable(stores));
  }
  if (values.html) {
    const file = path.resolve(io.cwd, values.html);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderFleetHtml(stores, { ...(values.title ? { title: values.title } : {}), generatedAt: new Date() }), "utf8");
    io.stderr(`wrote ${file}\n`);
  }
  return 0;
}
