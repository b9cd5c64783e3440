import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  mergeShardReports
} from "./chunk-SNUEV6NS.js";
import "./chunk-OVPS3YYI.js";
import "./chunk-S2PWXVWW.js";
import "./chunk-TMOKJ75J.js";
import "./chunk-JWQ4WCDP.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-7TO3D65D.js";
import "./chunk-4U6ZABW2.js";
import "./chunk-YTQE57AZ.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";
export {
  mergeShardReports
};
