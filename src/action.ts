// GitHub Action entry point: everything is in action/run.ts; this only reports a crash as a failure.
import * as core from "@actions/core";
import { runAction } from "./action/run.js";
import { tuneGarbageCollection } from "./gc-tuning.js";

tuneGarbageCollection();

runAction().catch((err: unknown) => {
  core.setFailed(`blamegate: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
});
