// Entry point of a pool worker (bundled as dist/pipeline-worker.js): analyses the batches of
// files it is sent, one file at a time, and posts each batch's results back.
import { parentPort, workerData } from "node:worker_threads";
import { analyzeFile, type FileResult } from "./one-file.js";
import type { PartMessage, ResultMessage, TaskMessage, WorkerSetup } from "./protocol.js";
import { SidecarListing } from "./sidecar-listing.js";
import { SpillWriter, type SpillSpans } from "./spill.js";

const port = parentPort;
if (port) {
  const { options, spill } = workerData as WorkerSetup;
  // With a spill file, results go there and only where they lie crosses to the main thread.
  const writer = spill ? new SpillWriter(spill) : null;
  const listing = new SidecarListing();
  const spilled = (text: string): SpillSpans => {
    const spans: SpillSpans = { starts: [], ends: [] };
    writer!.append(text, spans);
    return spans;
  };
  port.on("message", (task: TaskMessage) => {
    void (async () => {
      const results: FileResult[] = [];
      for (let index = 0; index < task.files.length; index++) {
        const onPart = (part: string) => {
          const message: PartMessage = { id: task.id, index, part: writer ? spilled(part) : part };
          port.postMessage(message);
        };
        results.push(await analyzeFile(task.files[index]!, options, onPart, listing));
      }
      if (writer) {
        // The ends of a batch's files are spilled together, in one write.
        const spans = writer.appendEach(results.map((r) => r.traces));
        results.forEach((r, k) => {
          r.traces = "";
          r.spans = spans[k]!;
        });
      }
      const reply: ResultMessage = { id: task.id, results };
      port.postMessage(reply);
    })();
  });
}
