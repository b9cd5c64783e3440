
// src/results/summary.ts
function emptyTally() {
  return { traces: 0, failed: 0, passed: 0, unknown: 0, modes: {} };
}
function countTrace(tally, t) {
  tally.traces++;
  if (t.success === false) tally.failed++;
  else if (t.success === true) tally.passed++;
  else tally.unknown++;
  const mode = t.success === false ? t.verdict?.mode : void 0;
  if (mode) tally.modes[mode] = (tally.modes[mode] ?? 0) + 1;
}
function addTally(into, from) {
  into.traces += from.traces;
  into.failed += from.failed;
  into.passed += from.passed;
  into.unknown += from.unknown;
  for (const [mode, n] of Object.entries(from.modes)) into.modes[mode] = (into.modes[mode] ?? 0) + n;
}
function summaryOf(tally, files, skipped) {
  const known = tally.failed + tally.passed;
  return {
    files,
    traces: tally.traces,
    failed: tally.failed,
    skipped,
    passed: tally.passed,
    unknown: tally.unknown,
    failureRate: known === 0 ? null : tally.failed / known,
    modes: tally.modes
  };
}
function summarize(traces, files, skipped) {
  const tally = emptyTally();
  for (const t of traces) countTrace(tally, t);
  return summaryOf(tally, files, skipped);
}

export {
  emptyTally,
  countTrace,
  addTally,
  summaryOf,
  summarize
};
