import {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
} from "./chunk-XNQPRZ4E.js";
import "./chunk-ITOUQPUA.js";
import "./chunk-MT22UFTG.js";
import "./chunk-KWID7SGT.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";
export {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
};
