import {
  convertPathToPattern,
  escapePath,
  glob,
  globSync,
  isDynamicPattern
} from "./chunk-ZYKU22ZO.js";
import "./chunk-N2X3B6NU.js";
export {
  convertPathToPattern,
  escapePath,
  glob,
  globSync,
  isDynamicPattern
};
