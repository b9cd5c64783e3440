// `npm run demo`: the action's main job on the bundled example traces, through the CLI, with the
// reports written under out/. The examples include failing runs, so the gate is expected to
// fail; the demo itself fails only when blamegate does (bad input, a crash).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("dist/cli.js")) {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, ["dist/cli.js", "attribute", "examples/traces", "--out", "out", ...process.argv.slice(2)], {
  stdio: "inherit",
});
if (run.status === 0 || run.status === 1) {
  console.log(`\nThe gate ${run.status === 1 ? "failed, as it should on these examples" : "passed"}. Reports: out/results.json, out/report.md (the PR comment), out/blamegate.sarif, out/digest.json.`);
  process.exit(0);
}
process.exit(run.status ?? 1);
