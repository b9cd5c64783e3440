// Every detector, in one list, one file each. The order is the order findings are made in, which
// fusion and the verdicts depend on: append new detectors, do not reorder. The detector tests
// check each MAST mode has at least one, and each detector a test file and a docs page.
import type { Detector } from "./types.js";
import { forbiddenTool } from "./forbidden-tool.js";
import { unconfirmedAction } from "./unconfirmed-action.js";
import { roleTools } from "./tool-outside-role.js";
import { repeatCall } from "./repeated-tool-call.js";
import { repeatMessage } from "./repeated-message.js";
import { ungroundedReference } from "./ungrounded-reference.js";
import { stepLimit } from "./step-limit.js";
import { taskRestated } from "./task-restated.js";
import { assumedData } from "./assumed-data.js";
import { derailment } from "./derailment.js";
import { withheld } from "./withheld-result.js";
import { ignoredInput } from "./ignored-input.js";
import { reasoningActionMismatch } from "./reasoning-action-mismatch.js";
import { prematureTermination } from "./premature-termination.js";
import { missingVerification } from "./missing-verification.js";
import { unverifiedClaim } from "./unverified-claim.js";
import { incorrectVerification } from "./incorrect-verification.js";
import { availabilityCount } from "./availability-count.js";
import { statusContradiction } from "./status-contradiction.js";
import { partialScopeAction } from "./partial-scope-action.js";
import { misattributedValue } from "./misattributed-value.js";
import { unansweredRequest } from "./unanswered-request.js";

export type { Detector, DetectorMeta, Serves } from "./types.js";

export const DETECTORS: readonly Detector[] = [
  forbiddenTool,
  unconfirmedAction,
  roleTools,
  repeatCall,
  repeatMessage,
  ungroundedReference,
  stepLimit,
  taskRestated,
  assumedData,
  derailment,
  withheld,
  ignoredInput,
  reasoningActionMismatch,
  prematureTermination,
  missingVerification,
  unverifiedClaim,
  incorrectVerification,
  availabilityCount,
  statusContradiction,
  partialScopeAction,
  misattributedValue,
  unansweredRequest,
];

/**
 * Detectors whose findings say a tool result was misread or overstepped (they read records out
 * of tool results): root causes of what follows. A later failure on a record one of them names is
 * blamed on the finding (attribute.ts): the misreading came first.
 */
export const GROUNDING_DETECTORS: ReadonlySet<string> = new Set([availabilityCount.name, statusContradiction.name, partialScopeAction.name, misattributedValue.name]);
