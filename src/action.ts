// GitHub Action entry point: the job is action/job.ts. This hands it the process's environment and
// working folder (the only place the action touches process.env) and reports a crash as a failure.
import * as core from "@actions/core";
import { runAction } from "./action/job.js";
import { tuneGarbageCollection } from "./gc-tuning.js";

tuneGarbageCollection();

runAction(process.env, process.cwd()).catch((err: unknown) => {
  core.setFailed(`blamegate: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
});
