import {
  SidecarListing,
  analyzeFile
} from "./chunks/chunk-DH34SX42.js";
import "./chunks/chunk-IEH42MN2.js";
import "./chunks/chunk-7R7UQVR2.js";
import "./chunks/chunk-W7QSPTVG.js";
import "./chunks/chunk-OSTJ22LZ.js";
import "./chunks/chunk-427XYTLT.js";
import "./chunks/chunk-FKMTWSB6.js";
import "./chunks/chunk-UVBXXZAU.js";
import "./chunks/chunk-FNUF3IYR.js";
import "./chunks/chunk-OBIDNGEN.js";
import "./chunks/chunk-DN7FSM5J.js";
import "./chunks/chunk-TMOKJ75J.js";
import "./chunks/chunk-XC4LOQ3F.js";
import "./chunks/chunk-RXXNLPXJ.js";
import {
  SpillWriter
} from "./chunks/chunk-TQPW7NUQ.js";
import "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-FQPP3V4W.js";
import "./chunks/chunk-MT22UFTG.js";
import "./chunks/chunk-KWID7SGT.js";
import "./chunks/chunk-VJQPCMMQ.js";
import "./chunks/chunk-N2X3B6NU.js";

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
