// derailment: calls that share nothing with the task.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-2.3");
const c = (name: string, input: Record<string, unknown>) => ({ kind: "tool_call" as const, name, input, output: "ok" });
const onTask = c("review_invoice", { backlog: "March" });

detectorTable("derailment", {
  fires: [
    ...p.fires,
    { name: "three calls about the weather", trace: mk([onTask, c("get_weather", { city: "Paris" }), c("get_forecast", { city: "Lyon" }), c("play_music", { genre: "jazz" })]), mode: "FM-2.3", step: 1, count: 1 },
  ],
  misses: [
    ...p.misses,
    { name: "an on-task call breaks the run", trace: mk([onTask, c("get_weather", { city: "Paris" }), c("sum_invoice", { field: "amount" }), c("play_music", { genre: "jazz" })]) },
    { name: "fewer than four calls", trace: mk([c("get_weather", { city: "Paris" }), c("get_forecast", { city: "Lyon" }), c("play_music", { genre: "jazz" })]) },
  ],
});
