// Sends this run's webhook alert when the state changed (or always, when asked), for the CLI
// and the action alike. Never throws; says whether a wanted delivery failed.
import type { Settings } from "../config.js";
import type { Logger } from "../log.js";
import { runAlert } from "../webhook/send-alert.js";
import type { FinishedRun } from "./finish.js";

/** Returns true when an alert was due and could not be delivered. */
export async function sendRunAlert(settings: Settings, finished: FinishedRun, logger: Logger, runUrl?: string): Promise<boolean> {
  if (!settings["webhook-url"]) return false;
  const outcome = await runAlert(
    {
      url: settings["webhook-url"],
      ...(settings["webhook-secret"] ? { secret: settings["webhook-secret"] } : {}),
      alertOn: settings["alert-on"],
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
