import {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
} from "./chunk-5BSGMVGG.js";
import "./chunk-ZPTHFXST.js";
import "./chunk-3CUQTMF5.js";
import "./chunk-YZTJ33OI.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";
export {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
};
