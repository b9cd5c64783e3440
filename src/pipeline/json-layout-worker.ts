// Entry point of the worker that lays out results.json (bundled as dist/json-layout-worker.js):
// one job, then it says so and ends.
import { parentPort, workerData } from "node:worker_threads";
import { layOut, type LayoutJob } from "./json-layout.js";

layOut(workerData as LayoutJob);
parentPort?.postMessage("done");
