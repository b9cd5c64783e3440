import {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
} from "./chunk-I7EBPAF5.js";
import "./chunk-ZFJHNQGK.js";
import "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-N2X3B6NU.js";
export {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
};
