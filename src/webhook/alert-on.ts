// `alert-on`: when a run sends its fleet alert (on a change of state, or always) and from where.
// By default only runs that speak for the default branch alert: a pull request's run is a
// proposal, and two runs of one pull request must not each page the fleet. Pull requests and
// other branches alert only when asked for by name.
import { lazySchema } from "../lazy-schema.js";

/** Where a run's result belongs, for alerting. */
export type AlertOrigin =
  | "default-branch"
  | "branch"
  | "pull-request"
  /** A workflow_run whose pull request could not be found (issue 14): it speaks for nothing. */
  | "unattributed";

export interface AlertPolicy {
  when: "change" | "always";
  /** Also alert from pull-request runs. */
  pullRequests: boolean;
  /** Also alert from pushes to branches other than the default one. */
  branches: boolean;
}

export const ALERT_ON_VALUES = ["change", "always", "pull-requests", "branches"] as const;

/** Parses `change`, `always`, optionally with `pull-requests` and/or `branches` (comma or newline separated); built when the setting is read (lazy-schema.ts). */
export const AlertOnSchema = lazySchema((z) =>
  z.string().transform((value, ctx): AlertPolicy => {
    const items = value
      .split(/[\n,]/)
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s !== "" && !s.startsWith("#"));
    const bad = items.filter((i) => !(ALERT_ON_VALUES as readonly string[]).includes(i));
    if (bad.length) {
      ctx.addIssue({ code: "custom", message: `unknown value '${bad[0]}' (expected ${ALERT_ON_VALUES.join(", ")})` });
      return z.NEVER;
    }
    if (items.includes("change") && items.includes("always")) {
      ctx.addIssue({ code: "custom", message: "change and always exclude each other" });
      return z.NEVER;
    }
    return { when: items.includes("always") ? "always" : "change", pullRequests: items.includes("pull-requests"), branches: items.includes("branches") };
  }),
);

/**
 * Where a digest's ref belongs when nothing better is known (the CLI): `refs/pull/…` is a pull
 * request; any other ref, or none (a laptop), is taken as the default branch, since the CLI
 * does not know which branch that is and its user chose to run it.
 */
export function originOfRef(ref: string, defaultBranch: string | null = null): AlertOrigin {
  if (ref.startsWith("refs/pull/")) return "pull-request";
  if (defaultBranch && ref.startsWith("refs/heads/") && ref !== `refs/heads/${defaultBranch}`) return "branch";
  return "default-branch";
}

/** Whether the policy lets a run from `origin` alert at all; the reason is logged when not. */
export function originAllowed(policy: AlertPolicy, origin: AlertOrigin): { allowed: boolean; reason: string } {
  switch (origin) {
    case "default-branch":
      return { allowed: true, reason: "default branch" };
    case "pull-request":
      return policy.pullRequests ? { allowed: true, reason: "pull request (alert-on: pull-requests)" } : { allowed: false, reason: "a pull request's run does not alert unless alert-on includes pull-requests" };
    case "branch":
      return policy.branches ? { allowed: true, reason: "branch (alert-on: branches)" } : { allowed: false, reason: "a run on a branch other than the default one does not alert unless alert-on includes branches" };
    case "unattributed":
      return { allowed: false, reason: "this run could not be tied to its pull request, so it speaks for no branch" };
  }
}
