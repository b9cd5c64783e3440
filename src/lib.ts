// The library entry: what receivers and recording code import from "blamegate".
export * from "./trace/model.js";
export * from "./attribution/model.js";
