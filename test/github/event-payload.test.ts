// The event payload's readers answer as its zod schemas do (src/github/event-payload.ts): on every
// real payload of @octokit/webhooks-examples, of every event (each reader meets other events'
// shapes too), and on its own event's payloads with one field the schemas name deleted or replaced
// by a value of another type, an unsafe integer, null, an empty list or object. A reader's answer
// is compared with `safeParse(...).data ?? null`.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { DefaultBranchSchema, PullRequestEventSchema, PushEventSchema, readDefaultBranch, readPullRequestEvent, readPushEvent, readWorkflowRunEvent, WorkflowRunEventSchema } from "../../src/github/event-payload.js";

const require = createRequire(import.meta.url);
const groups = require("@octokit/webhooks-examples") as { name: string; examples: Record<string, unknown>[] }[];

const repoPaths = (at: string) => [at, `${at}.id`, `${at}.full_name`, `${at}.owner`, `${at}.owner.login`];
const runPrPaths = (at: string) => [at, `${at}.number`, `${at}.head`, `${at}.head.sha`, `${at}.head.repo`, `${at}.head.repo.id`, `${at}.base`, `${at}.base.sha`, `${at}.base.repo`, `${at}.base.repo.id`];

const READERS = [
  {
    name: "pull_request",
    events: ["pull_request"],
    read: readPullRequestEvent,
    schema: PullRequestEventSchema,
    paths: ["number", "pull_request", "pull_request.number", ...["head", "base"].flatMap((s) => [`pull_request.${s}`, `pull_request.${s}.sha`, `pull_request.${s}.ref`, ...repoPaths(`pull_request.${s}.repo`)])],
  },
  { name: "push", events: ["push"], read: readPushEvent, schema: PushEventSchema, paths: ["ref", "after", "before"] },
  {
    name: "workflow_run",
    events: ["workflow_run"],
    read: readWorkflowRunEvent,
    schema: WorkflowRunEventSchema,
    paths: [
      "workflow_run",
      ...["id", "head_sha", "head_branch", "event", "pull_requests"].map((k) => `workflow_run.${k}`),
      ...runPrPaths("workflow_run.pull_requests.0"),
      ...repoPaths("workflow_run.head_repository"),
      ...repoPaths("workflow_run.repository"),
    ],
  },
  // Every run reads the default branch, whatever its event: one example of each is mutated.
  { name: "default branch", events: groups.map((g) => g.name), read: readDefaultBranch, schema: DefaultBranchSchema, paths: ["repository", "repository.default_branch"] },
];

const DELETE = Symbol("delete");
const VALUES: unknown[] = [DELETE, undefined, null, "", "x", 0, -0, 7, 1.5, -3, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, true, [], [{}], {}, { id: 1, full_name: "o/r" }];

/** `payload` with the value at `path` set to `value` (or deleted); null when the path's parent is not there. */
function mutate(payload: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> | null {
  const copy = structuredClone(payload);
  const keys = path.split(".");
  let at: unknown = copy;
  for (const k of keys.slice(0, -1)) {
    if (typeof at !== "object" || at === null) return null;
    at = (at as Record<string, unknown>)[k];
  }
  if (typeof at !== "object" || at === null) return null;
  const last = keys[keys.length - 1]!;
  if (value === DELETE) delete (at as Record<string, unknown>)[last];
  else (at as Record<string, unknown>)[last] = value;
  return copy;
}

const payloads = groups.flatMap((g) => g.examples.map((p, i) => ({ event: g.name, label: `${g.name}[${i}]`, p, first: i === 0 })));

describe("the event payload's readers", () => {
  it("have real payloads to read: each event's own examples pass their schema", () => {
    const own = (name: string) => groups.find((g) => g.name === name)!.examples;
    expect(own("pull_request").filter((p) => readPullRequestEvent(p) !== null).length).toBeGreaterThan(20);
    expect(own("push").every((p) => readPushEvent(p) !== null)).toBe(true);
    expect(own("workflow_run").some((p) => (readWorkflowRunEvent(p)?.workflow_run.pull_requests.length ?? 0) > 0)).toBe(true);
  });

  for (const r of READERS) {
    it(`read ${r.name} payloads as the schema parses them, every example and every mutation`, () => {
      let compared = 0;
      let accepted = 0;
      for (const { event, label, p, first } of payloads) {
        const cases: [string, unknown][] = [[label, p]];
        // Each example of the reader's own event is mutated (the default branch's: one of each event).
        const mutated = r.events.includes(event) && (r.events.length === 1 || first);
        if (mutated)
          for (const path of r.paths)
            for (const v of VALUES) {
              const m = mutate(p, path, v);
              if (m) cases.push([`${label} ${path}=${v === DELETE ? "(deleted)" : (JSON.stringify(v) ?? String(v))}`, m]);
            }
        for (const [what, payload] of cases) {
          const expected = r.schema.safeParse(payload).data ?? null;
          expect(r.read(payload), what).toEqual(expected);
          compared++;
          if (expected !== null) accepted++;
        }
      }
      // Enough of both answers that a reader refusing or accepting everything would fail.
      expect(compared).toBeGreaterThan(500);
      expect(accepted).toBeGreaterThan(20);
      expect(compared - accepted).toBeGreaterThan(20);
    });
  }

  it("give the schema's keys only, and the list's default", () => {
    const pr = groups.find((g) => g.name === "pull_request")!.examples[0]!;
    const read = readPullRequestEvent(pr)!;
    expect(Object.keys(read.pull_request.head).sort()).toEqual(["ref", "repo", "sha"]);
    const run = structuredClone(groups.find((g) => g.name === "workflow_run")!.examples[0]!) as { workflow_run: Record<string, unknown> };
    delete run.workflow_run.pull_requests;
    expect(readWorkflowRunEvent(run)?.workflow_run.pull_requests).toEqual([]);
  });
});
