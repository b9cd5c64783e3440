// `node scripts/run-ts.mjs bench/integrity-steps.ts [DIR] [rounds]`: hash-chain verification cost
// a step (issue 17's target: at most 5 µs), in-process on one thread, CPU time by
// process.cpuUsage(). Imports every trace of DIR first (not timed), then times verifyTrace over
// all of them, and its parts: the number check, the canonical form (header and steps), the hashing.
import { collectFiles } from "../src/collect/files.js";
import { readTraces, type ReadItem } from "../src/trace/read.js";
import { verifyTrace } from "../src/integrity/verify.js";
import { hasIntegralFloats, isPlainText } from "../src/json/python.js";
import { plainView } from "../src/integrity/view.js";
import { makeDigest } from "../src/integrity/chain.js";
import type { Trace } from "../src/trace/model.js";

const [target, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 5);
const { files } = await collectFiles([target ?? ".bench/corpus-approx5k"], process.cwd());
const traces: Trace[] = [];
for (const file of files) for await (const item of readTraces(file) as AsyncIterable<ReadItem>) if ("trace" in item) traces.push(item.trace);
const steps = traces.reduce((n, t) => n + t.steps.length, 0);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const perStep = (ms: number) => Number(((ms * 1000) / steps).toFixed(2));
const digest = makeDigest();
let sink = 0;
for (let r = 0; r < rounds; r++) {
  let t = cpu();
  const verdicts = new Map<string, number>();
  for (const tr of traces) {
    const v = verifyTrace(tr).verdict;
    verdicts.set(v, (verdicts.get(v) ?? 0) + 1);
  }
  const verifyMs = cpu() - t;
  t = cpu();
  for (const tr of traces) if (tr.sourceText !== undefined && hasIntegralFloats(tr.sourceText)) sink++;
  const numbersMs = cpu() - t;
  // Each view is let go at once, as verification does: keeping all of them alive while timing
  // would time their promotion out of the young generation too.
  t = cpu();
  for (const tr of traces) sink += plainView(tr.raw as Record<string, unknown>, tr.sourceText !== undefined && isPlainText(tr.sourceText)).steps.length;
  const canonicalMs = cpu() - t;
  // The hashing is timed as verification meets it, over canonical steps just built (cons
  // strings, flattened by the hash call), so it is what that walk costs beyond the canonical form.
  t = cpu();
  for (const tr of traces) {
    const v = plainView(tr.raw as Record<string, unknown>, tr.sourceText !== undefined && isPlainText(tr.sourceText));
    let prev = "0".repeat(64);
    for (const s of v.steps) prev = digest(prev + s);
    sink += prev.length;
  }
  const hashMs = cpu() - t - canonicalMs;
  console.log(
    JSON.stringify({
      round: r,
      traces: traces.length,
      steps,
      verdicts: Object.fromEntries(verdicts),
      usPerStep: { verify: perStep(verifyMs), numberCheck: perStep(numbersMs), canonical: perStep(canonicalMs), hash: perStep(hashMs) },
    }),
  );
}
if (sink < 0) console.log(sink);
