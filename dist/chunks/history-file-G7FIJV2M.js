import {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
} from "./chunk-EV7T4HDT.js";
import "./chunk-FX5MTGYL.js";
import "./chunk-WU76RXR5.js";
import "./chunk-SZMBNIUF.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";
export {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
};
