import {
  LISTING_FILE,
  definitionsFromListing,
  listServerTools,
  splitCommand
} from "./chunk-LQOWXYIG.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";
export {
  LISTING_FILE,
  definitionsFromListing,
  listServerTools,
  splitCommand
};
