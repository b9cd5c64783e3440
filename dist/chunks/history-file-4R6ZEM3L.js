import {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
} from "./chunk-66D2PWE7.js";
import "./chunk-VVRBOZKI.js";
import "./chunk-GCDLQHIR.js";
import "./chunk-ZDNBUPEF.js";
import "./chunk-5TGD2BJC.js";
import "./chunk-N2X3B6NU.js";
export {
  appendHistoryFile,
  parseHistory,
  readHistoryFile
};
