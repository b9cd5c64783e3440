import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  DIGEST_ARTIFACT,
  DIGEST_FILE,
  digestArtifactName,
  fetchHistory
} from "./chunk-AGE3AVPV.js";
import "./chunk-IEFL3BTH.js";
import "./chunk-CYUWFNKO.js";
import "./chunk-65OZHXNV.js";
import "./chunk-JBZSUEN2.js";
import "./chunk-GFPEUUW6.js";
import "./chunk-N2X3B6NU.js";
export {
  DIGEST_ARTIFACT,
  DIGEST_FILE,
  digestArtifactName,
  fetchHistory
};
