// V8's compile cache for the CLI's own code (Node 22.1 and later; Node 20 has no such API and
// this does nothing). A run on one trace spends more of its start compiling the bundle's modules
// than analysing the trace; with the cache, a second run on the same machine reads the compiled
// code back instead. Node keeps it in its own temporary folder (or NODE_COMPILE_CACHE), checks
// it against each module's source, and NODE_DISABLE_COMPILE_CACHE turns it off. It reaches the
// modules loaded after this call: the verb and everything it imports (cli/dispatch.ts
// loads each verb on demand).
import * as nodeModule from "node:module";

type WithCompileCache = { enableCompileCache?: () => unknown };

/** Turns the compile cache on where Node has it; a failure to do so never stops a run. */
export function enableCompileCache(host: WithCompileCache = nodeModule as WithCompileCache): void {
  try {
    host.enableCompileCache?.();
  } catch {
    // a read-only or missing temporary folder: the run goes on uncached
  }
}
