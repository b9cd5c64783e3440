import {
  require_dist
} from "./chunk-CFEKYUNO.js";
import "./chunk-N2X3B6NU.js";
export default require_dist();
