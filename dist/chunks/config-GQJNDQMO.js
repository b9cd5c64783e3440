import {
  MissingInputPolicySchema,
  PARSED_DEFAULTS,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
} from "./chunk-5OLRVRF6.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-ULB7UOMR.js";
import "./chunk-3CUQTMF5.js";
import "./chunk-YZTJ33OI.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-N2X3B6NU.js";
export {
  MissingInputPolicySchema,
  PARSED_DEFAULTS,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
};
