import {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
} from "./chunk-4OLHKN7W.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-N2X3B6NU.js";
export {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
};
