// The least a JavaScript action on @actions/core does with one trace: read its input, parse the
// file, write an output and a line of job summary. bench/cold-start.ts bundles it with dist/'s
// own esbuild options (the same stand-ins for what @actions/core loads and blamegate never
// uses) and times it beside the action: the difference is blamegate's own start, the rest is
// what any such action pays on top of bare node.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as core from "@actions/core";

const file = path.resolve(process.env.GITHUB_WORKSPACE ?? ".", core.getInput("traces"));
const trace = JSON.parse(readFileSync(file, "utf8")) as { success?: boolean; steps?: unknown[] };
core.setOutput("verdict", trace.success === false ? "fail" : "pass");
await core.summary.addRaw(`one trace, ${trace.steps?.length ?? 0} steps\n`).write();
