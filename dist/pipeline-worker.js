import {
  SidecarListing,
  analyzeFile
} from "./chunks/chunk-3OBJDPIH.js";
import {
  SpillWriter
} from "./chunks/chunk-NJG3VEAZ.js";
import "./chunks/chunk-2PRAQEPB.js";
import "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-WVFJ2GPP.js";

// src/pipeline/worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (port) {
  const { options, spill } = workerData;
  const writer = spill ? new SpillWriter(spill) : null;
  const listing = new SidecarListing();
  const spilled = (text) => {
    const spans = { starts: [], ends: [] };
    writer.append(text, spans);
    return spans;
  };
  port.on("message", (task) => {
    void (async () => {
      const results = [];
      for (let index = 0; index < task.files.length; index++) {
        const onPart = (part) => {
          const message = { id: task.id, index, part: writer ? spilled(part) : part };
          port.postMessage(message);
        };
        results.push(await analyzeFile(task.files[index], options, onPart, listing));
      }
      if (writer) {
        const spans = writer.appendEach(results.map((r) => r.traces));
        results.forEach((r, k) => {
          r.traces = "";
          r.spans = spans[k];
        });
      }
      const reply = { id: task.id, results };
      port.postMessage(reply);
    })();
  });
}
