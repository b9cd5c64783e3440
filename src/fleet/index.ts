export * from "./model.js";
export * from "./table.js";
export * from "./html.js";
export * from "./load.js";
