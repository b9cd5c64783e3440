// Sends this run's webhook alert when the state changed (or always, when asked), for the CLI
// and the action alike. Never throws; says whether a wanted delivery failed.
import type { Settings } from "../config.js";
import type { Logger } from "../log.js";
import { runAlert } from "../webhook/send-alert.js";
import { originAllowed, originOfRef, type AlertOrigin } from "../webhook/alert-on.js";
import type { FinishedRun } from "./finish.js";

/**
 * Returns true when an alert was due and could not be delivered. `origin` says where the run's
 * result belongs (the action knows it from the event); without it, the digest's ref decides.
 */
export async function sendRunAlert(settings: Settings, finished: FinishedRun, logger: Logger, runUrl?: string, origin?: AlertOrigin): Promise<boolean> {
  if (!settings["webhook-url"]) return false;
  const policy = settings["alert-on"];
  const from = originAllowed(policy, origin ?? originOfRef(finished.digest.ref));
  if (!from.allowed) {
    logger.info(`no alert sent: ${from.reason}`);
    return false;
  }
  const outcome = await runAlert(
    {
      url: settings["webhook-url"],
      ...(settings["webhook-secret"] ? { secret: settings["webhook-secret"] } : {}),
      alertOn: policy.when,
      digest: finished.digest,
      previous: finished.trend.previous,
      trend: finished.trend.trend.overall,
      comparison: finished.trend.comparison,
      ...(runUrl ? { runUrl } : {}),
    },
    { logger },
  );
  if (!outcome.decision.send) {
    logger.info(`no alert sent: ${outcome.decision.reason}`);
    return false;
  }
  if (outcome.delivery?.delivered) {
    logger.info(`alert delivered: ${outcome.alert?.type}`);
    return false;
  }
  return true;
}
