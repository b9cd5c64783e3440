// Quiet alerting: alert when the state changes, not on every run. The state is the gate's
// status and the trend verdict; a "problem" is a failing gate or a worsening trend.
//   no problem → problem            triggered
//   problem → more or other problems changed
//   problem → no problem            recovered
//   anything else                   nothing (or `status` with alert-on: always)
// The previous state comes from the previous run's digest (its `gate` and `trend`); with no
// previous digest, a run that has a problem triggers and a healthy one stays quiet.
import type { Digest } from "../results/digest-model.js";
import type { AlertState, AlertType } from "./alert-model.js";

export type AlertOn = "change" | "always";

export interface AlertDecision {
  send: boolean;
  type: AlertType | null;
  reason: string;
}

export function stateOf(digest: Pick<Digest, "gate" | "trend"> | null | undefined): AlertState | null {
  if (!digest) return null;
  return { gate: digest.gate?.status ?? "unknown", trend: digest.trend?.verdict ?? "unknown" };
}

function problems(s: AlertState | null): Set<string> {
  const p = new Set<string>();
  if (s?.gate === "fail") p.add("gate failing");
  if (s?.trend === "worsening") p.add("trend worsening");
  return p;
}

export function decideAlert(previous: AlertState | null, current: AlertState, alertOn: AlertOn = "change"): AlertDecision {
  const before = problems(previous);
  const now = problems(current);
  const added = [...now].filter((p) => !before.has(p));
  const gone = [...before].filter((p) => !now.has(p));
  const describe = (s: AlertState | null) => (s ? `gate ${s.gate}, trend ${s.trend}` : "no earlier state");
  const change = `${describe(previous)} → ${describe(current)}`;
  if (now.size > 0 && added.length > 0) {
    return { send: true, type: before.size === 0 ? "blamegate.alert.triggered" : "blamegate.alert.changed", reason: `${added.join(" and ")} (${change})` };
  }
  if (now.size === 0 && before.size > 0) {
    return { send: true, type: "blamegate.alert.recovered", reason: `recovered: no longer ${gone.join(" or ")} (${change})` };
  }
  if (now.size > 0 && gone.length > 0) {
    return { send: true, type: "blamegate.alert.changed", reason: `no longer ${gone.join(" or ")}, still ${[...now].join(" and ")} (${change})` };
  }
  if (alertOn === "always") return { send: true, type: "blamegate.alert.status", reason: `no change (${describe(current)})` };
  return { send: false, type: null, reason: `no change (${describe(current)})` };
}
