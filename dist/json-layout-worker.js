import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  layOut
} from "./chunks/chunk-57L3GTUK.js";
import "./chunks/chunk-3DSNPX3R.js";
import "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-7TO3D65D.js";
import "./chunks/chunk-4U6ZABW2.js";
import "./chunks/chunk-YTQE57AZ.js";
import "./chunks/chunk-VJQPCMMQ.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/pipeline/json-layout-worker.ts
import { parentPort, workerData } from "node:worker_threads";
layOut(workerData);
parentPort?.postMessage("done");
