import {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
} from "./chunk-34QAHGGT.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";
export {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
};
