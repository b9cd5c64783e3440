import { digestAt } from "../support/builders.js";

/** Three stores: one worsening, one improving, one with too little history; a hostile name. */
export function fleetDigests() {
  const worse = Array.from({ length: 10 }, (_, i) => digestAt(i, 1 + i * 2, 25, { repository: "acme/checkout-agent", modes: { "FM-1.3": 1 + i, "FM-2.6": i } }));
  const better = Array.from({ length: 10 }, (_, i) => digestAt(i, 20 - i * 2, 25, { repository: "acme/support-bot", category: "nightly", modes: { "FM-3.2": 2 } }));
  const young = [0, 1].map((i) => digestAt(i, 3, 25, { repository: '<img src=x onerror="alert(1)">/evil' }));
  return { worse, better, young };
}
