import {
  GuardSchema,
  GuardsFileSchema,
  addGuard,
  parseGuards,
  trippedGuards
} from "./chunk-5PWYDON5.js";
import {
  GUARDS_PATH
} from "./chunk-OL7NYJUR.js";
import "./chunk-5TGD2BJC.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";
export {
  GUARDS_PATH,
  GuardSchema,
  GuardsFileSchema,
  addGuard,
  parseGuards,
  trippedGuards
};
