// The fleet as a fixed-width text table for the terminal.
import type { FleetStore } from "./model.js";

const pct = (v: number | null) => (v === null ? "n/a" : `${(v * 100).toFixed(1)}%`);

// Names come from digests; control characters would let a digest rewrite the terminal.
const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");

export function renderFleetTable(stores: readonly FleetStore[]): string {
  const rows = stores.map((s) => [clean(s.name), pct(s.failureRate), s.trend.sparkline, s.trend.verdict, String(s.runs), s.topModes.map((m) => `${m.mode}×${m.count}`).join(" ") || "-"]);
  const header = ["store", "failure", "history", "trend", "runs", "top modes"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]!].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + " ".repeat(widths[i]! - [...c].length))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n") + "\n";
}
