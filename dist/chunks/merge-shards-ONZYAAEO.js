import {
  mergeShardReports
} from "./chunk-V5LWOJON.js";
import "./chunk-3JKAPHF3.js";
import "./chunk-N3QCFAHF.js";
import "./chunk-TMOKJ75J.js";
import "./chunk-XC4LOQ3F.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-FQPP3V4W.js";
import "./chunk-MT22UFTG.js";
import "./chunk-KWID7SGT.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";
export {
  mergeShardReports
};
