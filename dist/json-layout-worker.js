import {
  layOut
} from "./chunks/chunk-O74EONIM.js";
import "./chunks/chunk-TQPW7NUQ.js";
import "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-FQPP3V4W.js";
import "./chunks/chunk-MT22UFTG.js";
import "./chunks/chunk-KWID7SGT.js";
import "./chunks/chunk-VJQPCMMQ.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/pipeline/json-layout-worker.ts
import { parentPort, workerData } from "node:worker_threads";
layOut(workerData);
parentPort?.postMessage("done");
