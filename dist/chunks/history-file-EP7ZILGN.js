import {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
} from "./chunk-QLXJ2D7M.js";
import "./chunk-TCDTVYOA.js";
import "./chunk-5GI6NXAZ.js";
import "./chunk-RCUAI2NL.js";
import "./chunk-NOE4PLQR.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";
export {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
};
