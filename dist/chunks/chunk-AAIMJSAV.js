import {
  NEVER,
  string
} from "./chunk-5TGD2BJC.js";

// src/webhook/alert-on.ts
var ALERT_ON_VALUES = ["change", "always", "pull-requests", "branches"];
var AlertOnSchema = string().transform((value, ctx) => {
  const items = value.split(/[\n,]/).map((s) => s.trim().toLowerCase()).filter((s) => s !== "" && !s.startsWith("#"));
  const bad = items.filter((i) => !ALERT_ON_VALUES.includes(i));
  if (bad.length) {
    ctx.addIssue({ code: "custom", message: `unknown value '${bad[0]}' (expected ${ALERT_ON_VALUES.join(", ")})` });
    return NEVER;
  }
  if (items.includes("change") && items.includes("always")) {
    ctx.addIssue({ code: "custom", message: "change and always exclude each other" });
    return NEVER;
  }
  return { when: items.includes("always") ? "always" : "change", pullRequests: items.includes("pull-requests"), branches: items.includes("branches") };
});
function originOfRef(ref, defaultBranch = null) {
  if (ref.startsWith("refs/pull/")) return "pull-request";
  if (defaultBranch && ref.startsWith("refs/heads/") && ref !== `refs/heads/${defaultBranch}`) return "branch";
  return "default-branch";
}
function originAllowed(policy, origin) {
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

export {
  AlertOnSchema,
  originOfRef,
  originAllowed
};
