// The trend's public surface, for pipeline.ts and the CLI.
export * from "./theil-sen.js";
export * from "./mann-kendall.js";
export * from "./sparkline.js";
export * from "./fisher.js";
export * from "./trend.js";
export * from "./compare.js";
export * from "./markdown.js";
export * from "./history-file.js";
export * from "./gate-inputs.js";
export * from "./analyze.js";
