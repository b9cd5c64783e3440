import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  SpillWriter,
  analyzeFile
} from "./chunks/chunk-FI5MDIC2.js";
import "./chunks/chunk-F2IEWOTT.js";
import "./chunks/chunk-QO6LRS34.js";
import "./chunks/chunk-65OZHXNV.js";
import "./chunks/chunk-FNKAINWI.js";
import "./chunks/chunk-3QPSRFM5.js";
import "./chunks/chunk-JBZSUEN2.js";
import "./chunks/chunk-7CTYPFST.js";
import "./chunks/chunk-GFPEUUW6.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/pipeline/worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (port) {
  const { options, spill } = workerData;
  const writer = spill ? new SpillWriter(spill) : null;
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
        const result = await analyzeFile(task.files[index], options, onPart);
        results.push(writer ? { traces: "", skipped: result.skipped, spans: spilled(result.traces) } : result);
      }
      const reply = { id: task.id, results };
      port.postMessage(reply);
    })();
  });
}
