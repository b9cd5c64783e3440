export declare const WORKER_FILE = "pipeline-worker.js";
export declare const LAYOUT_WORKER_FILE = "json-layout-worker.js";
export declare function findWorkerUrl(from?: string, file?: string): URL | null;
