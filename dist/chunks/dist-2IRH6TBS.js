import {
  require_dist
} from "./chunk-DRO73JU3.js";
import "./chunk-N2X3B6NU.js";
export default require_dist();
