// One call for the action and the CLI after the pipeline: this run's digest plus earlier ones
// → the trend, the comparison with the base, the gate's inputs and the markdown blocks.
import type { GateContext } from "../gate/gate.js";
import { withTrend } from "../render/digest.js";
import type { Digest } from "../results/digest-model.js";
import { compareToBase, type BaseMatch, type Comparison } from "../trend/compare.js";
import { gateContextFrom } from "../trend/gate-inputs.js";
import { renderComparisonMarkdown, renderTrendMarkdown } from "../trend/markdown.js";
import { trendFromDigests, type TrendOptions, type TrendReport } from "../trend/trend.js";

export interface TrendAnalysisInput {
  /** This run's digest (buildDigest), before the gate. */
  digest: Digest;
  /** Earlier runs' digests on the default branch, any order; this run is added to them. */
  history: readonly Digest[];
  /** The base branch's digest for a pull request (pickBaseDigest), if any. */
  base?: { digest: Digest; match: BaseMatch } | null;
  /** Lines for the report, e.g. fetchHistory's note on skipped runs. */
  notes?: readonly string[];
  /** Pull requests are compared with their base; their own result is not part of the default branch's series. */
  includeInSeries?: boolean;
  trendOptions?: TrendOptions;
}

export interface TrendAnalysis {
  trend: TrendReport;
  comparison: Comparison | null;
  /** The digest with the trend recorded (then withGate after the gate ran). */
  digest: Digest;
  gateContext: GateContext;
  markdown: {
    /** Heads the PR comment when a base exists. */
    comparison: string | null;
    trend: string;
  };
  /** The newest earlier digest: quiet alerting compares against its state. */
  previous: Digest | null;
}

export function analyzeTrendAndBase(input: TrendAnalysisInput): TrendAnalysis {
  const series = input.includeInSeries === false ? [...input.history] : [...input.history, input.digest];
  const trend = trendFromDigests(series, input.trendOptions);
  const comparison = input.base ? compareToBase(input.base.digest, input.digest) : null;
  const previous = [...input.history].sort((a, b) => Date.parse(b.time) - Date.parse(a.time))[0] ?? null;
  let comparisonMd: string | null = null;
  if (comparison && input.base) {
    comparisonMd = renderComparisonMarkdown(comparison);
    if (input.base.match !== "exact") {
      const what = input.base.match === "latest" ? "the newest run on the base branch" : "the last run before the base commit";
      comparisonMd += `\n> No digest exists for the base commit itself; compared with ${what} (${input.base.digest.commit.slice(0, 7)}).\n`;
    }
  }
  return {
    trend,
    comparison,
    digest: withTrend(input.digest, trend.overall),
    gateContext: gateContextFrom(trend.overall, comparison),
    markdown: { comparison: comparisonMd, trend: renderTrendMarkdown(trend, input.notes ?? []) },
    previous,
  };
}
