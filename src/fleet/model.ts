// The fleet view's data: digests from several stores (repositories, or categories within one),
// grouped into series, each with its trend. Worsening stores come first: they need a look.
import type { ModeId } from "../attribution/model.js";
import type { Digest } from "../results/digest-model.js";
import { analyzeTrend, orderDigests, type TrendOptions, type TrendResult } from "../trend/trend.js";
import { compareCodePoints } from "../json/code-points.js";

export interface FleetStore {
  /** repository, plus " · category" when the category is not the default. */
  name: string;
  repository: string;
  category: string;
  runs: number;
  latest: Digest;
  /** Failure rate of the latest run with a known outcome. */
  failureRate: number | null;
  trend: TrendResult;
  /** Failed traces by mode across the store's window, largest first (at most 3). */
  topModes: { mode: ModeId; count: number }[];
}

export function storeName(d: Pick<Digest, "repository" | "category">): string {
  return d.category && d.category !== "blamegate" ? `${d.repository} · ${d.category}` : d.repository;
}

const ORDER: Record<TrendResult["verdict"], number> = { worsening: 0, stable: 1, "not-enough-data": 2, improving: 3 };

export function buildFleet(digests: readonly Digest[], options: TrendOptions = {}): FleetStore[] {
  const groups = new Map<string, Digest[]>();
  for (const d of digests) {
    const key = storeName(d);
    const list = groups.get(key) ?? [];
    list.push(d);
    groups.set(key, list);
  }
  const stores: FleetStore[] = [];
  for (const [name, list] of groups) {
    const ordered = orderDigests(list);
    const latest = ordered[ordered.length - 1]!;
    const rates = ordered.flatMap((d) => (d.failureRate === null ? [] : [d.failureRate]));
    const modes = new Map<ModeId, number>();
    for (const d of ordered) for (const [m, n] of Object.entries(d.modes) as [ModeId, number][]) modes.set(m, (modes.get(m) ?? 0) + n);
    stores.push({
      name,
      repository: latest.repository,
      category: latest.category,
      runs: ordered.length,
      latest,
      failureRate: rates[rates.length - 1] ?? null,
      trend: analyzeTrend(rates, options),
      topModes: [...modes]
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0]))
        .slice(0, 3)
        .map(([mode, count]) => ({ mode, count })),
    });
  }
  return stores.sort((a, b) => ORDER[a.trend.verdict] - ORDER[b.trend.verdict] || (b.failureRate ?? -1) - (a.failureRate ?? -1) || compareCodePoints(a.name, b.name));
}
