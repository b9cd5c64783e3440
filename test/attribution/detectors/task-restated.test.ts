// task-restated: the task restated mid-run, starting over.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-2.1");
const task = "Reconcile the March vendor invoices against the purchase ledger and report every mismatch";
const turns = (third: string) =>
  mk(
    [
      { agent: "Planner", output: "Plan: load the March invoices, load the ledger, compare them line by line." },
      { agent: "Analyst", output: "Loaded 42 invoices and 40 ledger lines; two invoices have no ledger line." },
      { agent: "Planner", output: third },
    ],
    { task },
  );

detectorTable("task-restated", {
  fires: [
    ...p.fires,
    { name: "the third agent turn is the task again", trace: turns("Task: reconcile the March vendor invoices against the purchase ledger and report every mismatch."), mode: "FM-2.1", step: 2, count: 1 },
  ],
  misses: [
    ...p.misses,
    { name: "the third turn moves the work on", trace: turns("The two invoices without a ledger line are INV-0312 and INV-0318; reporting both as mismatches now.") },
    { name: "the task in the first turn (a system prompt)", trace: mk([{ agent: "Planner", output: `Task: ${task}.` }], { task }) },
  ],
});
