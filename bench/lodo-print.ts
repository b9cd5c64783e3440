// `npm run bench:accuracy` prints this table; kept apart so it can be printed alone.
import { devSets, leaveOneDatasetOut, type Score, type SetReport } from "./lodo.js";

const pc = (x: number | null | undefined) => (x === null || x === undefined ? "-" : (100 * x).toFixed(1));

export function lodoRows(reports: readonly SetReport[]): string[][] {
  const rows: string[][] = [["dev set (n)", "method", "step top-1 %", "step top-3 %", "agent %", "90% set: coverage % / mean size", "ECE (mean p %)"]];
  const row = (set: string, name: string, s: Score) =>
    rows.push([set, name, pc(s.step), pc(s.top3), pc(s.agent), s.coverage === undefined ? "-" : `${pc(s.coverage)} / ${s.setSize!.toFixed(1)}`, s.ece === undefined ? "-" : `${s.ece.toFixed(3)} (${pc(s.meanP)})`]);
  for (const r of reports) {
    row(`${r.set} (${r.n})`, "blamegate", r.ours);
    for (const b of r.baselines) row("", b.name, b.score);
    rows.push(["", "best label-free baseline", pc(r.bestStep.value), "", r.bestAgent ? pc(r.bestAgent.value) : "-", "", ""]);
  }
  return rows;
}

export function table(rows: readonly string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((x) => x[i]!.length)));
  const line = (c: readonly string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(rows[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}

export async function printLodo(dataDir: string): Promise<SetReport[]> {
  const reports = leaveOneDatasetOut(await devSets(dataDir));
  console.log(table(lodoRows(reports)));
  return reports;
}
