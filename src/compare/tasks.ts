// Which traces of the two runs are the same task: the format's own task id where it has one
// (tau-bench's `task_id`, Who&When's `question_ID`, a native trace's `meta.task_id`), else the
// task text with case and spacing normalised. Several trials of one task form a group.
import type { Trace } from "../trace/model.js";

const ID_KEYS = ["task_id", "taskId", "question_ID", "question_id", "case_id", "eval_id"];

export function taskKey(trace: Trace): string {
  for (const k of ID_KEYS) {
    const v = trace.meta[k];
    if (typeof v === "string" || typeof v === "number") return `id:${v}`;
  }
  return `text:${trace.task.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim()}`;
}

/** A short, readable name for a task in reports. */
export function taskLabel(trace: Trace): string {
  const key = taskKey(trace);
  if (key.startsWith("id:")) return key.slice(3);
  const text = trace.task.replace(/\s+/g, " ").trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || "(no task)";
}

export function groupByTask<T extends Trace>(traces: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of traces) {
    const k = taskKey(t);
    const list = out.get(k) ?? [];
    list.push(t);
    out.set(k, list);
  }
  return out;
}
