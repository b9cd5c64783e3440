import {
  MissingInputPolicySchema,
  PARSED_DEFAULTS,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
} from "./chunk-TWEUVTLR.js";
import "./chunk-QUZJKDA2.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-ULB7UOMR.js";
import "./chunk-5GI6NXAZ.js";
import "./chunk-RCUAI2NL.js";
import "./chunk-NOE4PLQR.js";
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
