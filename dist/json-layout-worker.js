import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  layOut
} from "./chunks/chunk-7SFTSAOZ.js";
import "./chunks/chunk-ZYTIPZV3.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/pipeline/json-layout-worker.ts
import { parentPort, workerData } from "node:worker_threads";
layOut(workerData);
parentPort?.postMessage("done");
