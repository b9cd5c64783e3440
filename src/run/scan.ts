// The run's one pass over its results. The digest, the gate's counts, the report's failed list
// and integrity tally, and which traces SARIF must read all come from the same traces; at
// 100,000 traces each result is read back from the spill file and parsed, so every pass of its
// own cost about a second at the end of the run. The pipeline can feed this as it makes results
// (read-and-gate.ts), in the run's order; finishRun makes the pass itself for a result it did not see.
import type { Settings } from "../config.js";
import { gateSettings } from "./gate-settings.js";
import { GateCounts } from "../gate/gate.js";
import { DigestTally } from "../render/digest.js";
import { ReportScan } from "../render/markdown.js";
import type { RunResult, TraceResult } from "../results/model.js";
import { StepLines } from "../results/step-line.js";
import type { Committed } from "./step-line-files.js";
import { citedNames, type SourceIndex } from "../render/sarif/locate.js";

export class RunScan {
  readonly digest = new DigestTally();
  readonly gate: GateCounts;
  readonly report = new ReportScan();
  /** Positions of the traces that did not pass (only those can give SARIF findings). */
  readonly notPassed: number[] = [];
  /** Lines of the steps SARIF cites in trace files, taken while the pipeline read them (run/step-line-files.ts). */
  readonly stepLines = new StepLines();
  /** The repository's committed files, when asked of git before the run (run/step-line-files.ts). */
  committed: Committed | null = null;
  /** The sources' index, when made while the pool worked (run/source-index.ts): what it was made from, and it. */
  sourceIndex: { key: string; index: Promise<SourceIndex> } | null = null;
  /** The names SARIF may look up definitions of (render/sarif/locate.ts citedNames): the sources are searched for these alone. */
  readonly cited = new Set<string>();
  private seen = 0;
  private result: RunResult | null = null;

  constructor(settings: Settings) {
    this.gate = new GateCounts(gateSettings(settings));
  }

  /** The run's next trace, in the run's order. */
  readonly add = (t: TraceResult): void => this.take(t);

  /** add(), with the lines of the trace's cited steps the pipeline took (`[step, line, …]`). */
  take(t: TraceResult, stepLines?: readonly number[]): void {
    const i = this.seen++;
    if (stepLines) this.stepLines.add(i, stepLines);
    this.digest.add(t);
    this.gate.add(t);
    this.report.add(t, i);
    if (t.success !== true) {
      this.notPassed.push(i);
      citedNames(t, this.cited);
    }
  }

  /**
   * Ties the scan to the result whose traces it saw. A scan that did not see exactly the result's
   * traces covers nothing, and finishRun makes its own pass: counts are never taken from a scan
   * that missed a trace.
   */
  of(result: RunResult): this {
    this.result = this.seen === result.traces.length ? result : null;
    return this;
  }

  covers(result: RunResult): boolean {
    return this.result === result;
  }

  /** A pass of its own over a result's traces. */
  static over(result: RunResult, settings: Settings): RunScan {
    const scan = new RunScan(settings);
    for (const t of result.traces) scan.add(t);
    return scan.of(result);
  }
}
