import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  analyzeFile
} from "./chunks/chunk-NHE7WT3W.js";
import "./chunks/chunk-QIP4FSMN.js";
import "./chunks/chunk-65OZHXNV.js";
import "./chunks/chunk-FNKAINWI.js";
import "./chunks/chunk-E3PJKONA.js";
import "./chunks/chunk-JBZSUEN2.js";
import "./chunks/chunk-QRBXIS55.js";
import "./chunks/chunk-GFPEUUW6.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/pipeline/worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (port) {
  const { options } = workerData;
  port.on("message", (task) => {
    void (async () => {
      const results = [];
      for (let index = 0; index < task.files.length; index++) {
        const onPart = (part) => {
          const message = { id: task.id, index, part };
          port.postMessage(message);
        };
        results.push(await analyzeFile(task.files[index], options, onPart));
      }
      const reply = { id: task.id, results };
      port.postMessage(reply);
    })();
  });
}
