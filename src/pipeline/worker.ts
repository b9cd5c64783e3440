// Entry point of a pool worker (bundled as dist/pipeline-worker.js): analyses the batches of
// files it is sent, one file at a time, and posts each batch's results back.
import { parentPort, workerData } from "node:worker_threads";
import { analyzeFile, type FileResult } from "./analyze-file.js";
import type { PartMessage, ResultMessage, TaskMessage, WorkerSetup } from "./protocol.js";

const port = parentPort;
if (port) {
  const { options } = workerData as WorkerSetup;
  port.on("message", (task: TaskMessage) => {
    void (async () => {
      const results: FileResult[] = [];
      for (let index = 0; index < task.files.length; index++) {
        const onPart = (part: string) => {
          const message: PartMessage = { id: task.id, index, part };
          port.postMessage(message);
        };
        results.push(await analyzeFile(task.files[index]!, options, onPart));
      }
      const reply: ResultMessage = { id: task.id, results };
      port.postMessage(reply);
    })();
  });
}
