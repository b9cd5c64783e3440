// The gate's settings read from the run's settings. Its own module so that read-and-gate.ts and
// scan.ts (which read-and-gate.ts feeds) both take it from below instead of from each other.
import type { Settings } from "../config.js";
import type { GateSettings } from "../gate/gate.js";

export function gateSettings(settings: Settings): GateSettings {
  return {
    failOn: settings["fail-on"],
    failOnBlame: settings["fail-on-blame"],
    maxFailureRate: settings["max-failure-rate"],
    maxFailureRateIncrease: settings["max-failure-rate-increase"],
    failOnWorsening: settings["fail-on-worsening"],
    integrity: settings.integrity,
    inputs: { ifNoTraces: settings["if-no-traces"], ifUnreadable: settings["if-unreadable"] },
  };
}
