// The action's and CLI's one call: decide, build, sign and deliver, never throwing.
import { randomUUID } from "node:crypto";
import type { Digest } from "../results/digest-model.js";
import type { Comparison } from "../trend/compare.js";
import type { TrendResult } from "../trend/trend.js";
import type { Alert } from "./alert-model.js";
import { buildAlert } from "./build-alert.js";
import { deliverWebhook, type DeliveryDeps, type DeliveryResult, type RetryPolicy } from "./deliver.js";
import { decideAlert, stateOf, type AlertDecision, type AlertOn } from "./quiet.js";

export interface AlertRun {
  url: string;
  secret?: string;
  alertOn?: AlertOn;
  /** This run's digest, with its gate (withGate) and trend (withTrend) recorded. */
  digest: Digest;
  /** The previous run's digest on the default branch (history's newest), if any. */
  previous: Digest | null;
  trend: TrendResult | null;
  comparison?: Comparison | null;
  runUrl?: string;
  retry?: Partial<RetryPolicy>;
  userAgent?: string;
  /** Message id (default a random UUID, prefixed msg_). */
  id?: string;
}

export interface AlertOutcome {
  decision: AlertDecision;
  alert: Alert | null;
  delivery: DeliveryResult | null;
}

export async function runAlert(run: AlertRun, deps: DeliveryDeps = {}): Promise<AlertOutcome> {
  const previous = stateOf(run.previous);
  const current = stateOf(run.digest)!;
  const decision = decideAlert(previous, current, run.alertOn ?? "change");
  if (!decision.send || !decision.type) return { decision, alert: null, delivery: null };
  const alert = buildAlert({
    type: decision.type,
    reason: decision.reason,
    digest: run.digest,
    previous,
    current,
    trend: run.trend,
    comparison: run.comparison ?? null,
    ...(run.runUrl ? { runUrl: run.runUrl } : {}),
    time: new Date((deps.now ?? Date.now)()),
  });
  const delivery = await deliverWebhook(
    {
      url: run.url,
      id: run.id ?? `msg_${randomUUID()}`,
      body: JSON.stringify(alert),
      ...(run.secret ? { secret: run.secret } : {}),
      ...(run.retry ? { retry: run.retry } : {}),
      ...(run.userAgent ? { userAgent: run.userAgent } : {}),
    },
    deps,
  );
  if (!delivery.delivered) deps.logger?.warning(`webhook alert not delivered: ${delivery.message}`);
  else deps.logger?.info(`webhook alert ${alert.type} ${delivery.message}`);
  return { decision, alert, delivery };
}
