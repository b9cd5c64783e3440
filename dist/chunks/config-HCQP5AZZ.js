import {
  MissingInputPolicySchema,
  PARSED_DEFAULTS,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
} from "./chunk-TLT4SCSU.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-ULB7UOMR.js";
import "./chunk-WU76RXR5.js";
import "./chunk-SZMBNIUF.js";
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
