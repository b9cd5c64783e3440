import {
  MissingInputPolicySchema,
  PARSED_DEFAULTS,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
} from "./chunk-AP5FCREH.js";
import "./chunk-AAIMJSAV.js";
import "./chunk-R2TS5FEW.js";
import "./chunk-ULB7UOMR.js";
import "./chunk-GCDLQHIR.js";
import "./chunk-ZDNBUPEF.js";
import "./chunk-5TGD2BJC.js";
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
