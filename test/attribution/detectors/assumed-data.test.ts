// assumed-data: data invented or assumed instead of asked for or looked up.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-2.2");

detectorTable("assumed-data", {
  fires: [...p.fires, { name: "an assumption in a prose conversation", trace: mk([{ agent: "Expert", output: "The file is missing, so let's assume the population is 737,015 and continue." }]), mode: "FM-2.2" }],
  misses: [...p.misses, { name: "a negated use", trace: mk([{ agent: "Expert", output: "We must not assume anything; I will search the census site." }]) }],
});
