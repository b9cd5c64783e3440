import {
  sendRunAlert
} from "./chunk-6QQAXKO4.js";
import "./chunk-2DYGH25X.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";
export {
  sendRunAlert
};
