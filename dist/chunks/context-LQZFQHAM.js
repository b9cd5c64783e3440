import {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
} from "./chunk-RBCMU7U2.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-N2X3B6NU.js";
export {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
};
