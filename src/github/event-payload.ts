// The parts of a webhook event payload the run reads (github/context.ts), as zod schemas and as
// plain readers that give the same answer. The payload comes from outside and every action run
// reads it at start; building the schemas loaded and compiled zod on every run, a large part of
// a one-trace run's own work (docs/performance.md, "The event payload"). The readers check
// what the schemas check (a field's type, an integer's safe range, null where allowed, an
// absent optional field, a list's default) and return what `safeParse(...).data` returns, with
// only the schema's keys, or null where it fails. The schemas stay the types' source and the
// readers' reference: test/github/event-payload.test.ts holds each reader to its schema over
// every payload of @octokit/webhooks-examples and mutations of each field the schemas name.
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import { isRecord } from "../json/record.js";

export const RepoSchema = lazySchema((z) => z.object({ id: z.number().optional(), full_name: z.string(), owner: z.object({ login: z.string() }).optional() }));
const PrRepoSchema = lazySchema((z) => z.object({ id: z.number() }).nullable().optional());
export const PullRequestEventSchema = lazySchema((z) =>
  z.object({
    number: z.number().int().optional(),
    pull_request: z.object({
      number: z.number().int(),
      head: z.object({ sha: z.string(), ref: z.string(), repo: RepoSchema.nullable() }),
      base: z.object({ sha: z.string(), ref: z.string(), repo: RepoSchema }),
    }),
  }),
);
export const PushEventSchema = lazySchema((z) => z.object({ ref: z.string(), after: z.string(), before: z.string().optional() }));
export const WorkflowRunEventSchema = lazySchema((z) =>
  z.object({
    workflow_run: z.object({
      id: z.number().int(),
      head_sha: z.string(),
      head_branch: z.string().nullable(),
      event: z.string(),
      pull_requests: z
        .array(
          z.object({
            number: z.number().int(),
            head: z.object({ sha: z.string(), repo: PrRepoSchema }),
            base: z.object({ sha: z.string(), repo: PrRepoSchema }),
          }),
        )
        .default([]),
      head_repository: RepoSchema.nullable().optional(),
      repository: RepoSchema,
    }),
  }),
);
export const DefaultBranchSchema = lazySchema((z) => z.object({ repository: z.object({ default_branch: z.string() }) }));

export type RepoRef = z.infer<typeof RepoSchema>;
type PrRepo = z.infer<typeof PrRepoSchema>;
export type PullRequestEvent = z.infer<typeof PullRequestEventSchema>;
export type PushEvent = z.infer<typeof PushEventSchema>;
export type WorkflowRunEvent = z.infer<typeof WorkflowRunEventSchema>;
export type DefaultBranch = z.infer<typeof DefaultBranchSchema>;

/** A value the schema refuses. */
const BAD: unique symbol = Symbol("bad");
type Read<T> = T | typeof BAD;

// z.object takes an object that is not an array (JSON gives no other kind): isRecord.
type Fields = Record<string, unknown>;
const isString = (v: unknown): v is string => typeof v === "string";
// z.number() refuses NaN and the infinities; .int() keeps to the safe integers.
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

/**
 * An optional field: absent stays absent, present and undefined stays so (as zod keeps it),
 * anything else is read by `read`.
 */
function optional<T>(o: Fields, key: string, read: (v: unknown) => Read<T>): Read<{ [k: string]: T | undefined }> {
  if (!(key in o)) return {};
  const v = o[key];
  if (v === undefined) return { [key]: undefined };
  const r = read(v);
  return r === BAD ? BAD : { [key]: r };
}

const readNumber = (v: unknown): Read<number> => (isNumber(v) ? v : BAD);
const readInt = (v: unknown): Read<number> => (isInt(v) ? v : BAD);
const readString = (v: unknown): Read<string> => (isString(v) ? v : BAD);
const readLogin = (v: unknown): Read<{ login: string }> => (isRecord(v) && isString(v.login) ? { login: v.login } : BAD);

function readRepo(v: unknown): Read<RepoRef> {
  if (!isRecord(v) || !isString(v.full_name)) return BAD;
  const id = optional(v, "id", readNumber);
  const owner = optional(v, "owner", readLogin);
  if (id === BAD || owner === BAD) return BAD;
  return { ...id, full_name: v.full_name, ...owner } as RepoRef;
}

const readRepoOrNull = (v: unknown): Read<RepoRef | null> => (v === null ? null : readRepo(v));

function readPrRepo(v: unknown): Read<PrRepo> {
  if (v === undefined || v === null) return v;
  return isRecord(v) && isNumber(v.id) ? { id: v.id } : BAD;
}

function readPullRequestSide(v: unknown): Read<{ sha: string; ref: string; repo: RepoRef | null }> {
  if (!isRecord(v) || !isString(v.sha) || !isString(v.ref)) return BAD;
  const repo = readRepoOrNull(v.repo);
  return repo === BAD ? BAD : { sha: v.sha, ref: v.ref, repo };
}

function readRunPullRequest(v: unknown): Read<WorkflowRunEvent["workflow_run"]["pull_requests"][number]> {
  if (!isRecord(v) || !isInt(v.number)) return BAD;
  const side = (s: unknown): Read<{ sha: string; repo: PrRepo }> => {
    if (!isRecord(s) || !isString(s.sha)) return BAD;
    const repo = readPrRepo(s.repo);
    return repo === BAD ? BAD : { sha: s.sha, repo };
  };
  const head = side(v.head);
  const base = side(v.base);
  return head === BAD || base === BAD ? BAD : { number: v.number, head, base };
}

/** PullRequestEventSchema.safeParse(payload).data, or null. */
export function readPullRequestEvent(payload: unknown): PullRequestEvent | null {
  if (!isRecord(payload) || !isRecord(payload.pull_request)) return null;
  const number = optional(payload, "number", readInt);
  const pr = payload.pull_request;
  if (number === BAD || !isInt(pr.number)) return null;
  const head = readPullRequestSide(pr.head);
  const base = readPullRequestSide(pr.base);
  if (head === BAD || base === BAD || base.repo === null) return null;
  return { ...number, pull_request: { number: pr.number, head, base: { ...base, repo: base.repo } } };
}

/** PushEventSchema.safeParse(payload).data, or null. */
export function readPushEvent(payload: unknown): PushEvent | null {
  if (!isRecord(payload) || !isString(payload.ref) || !isString(payload.after)) return null;
  const before = optional(payload, "before", readString);
  return before === BAD ? null : { ref: payload.ref, after: payload.after, ...before };
}

/** WorkflowRunEventSchema.safeParse(payload).data, or null. */
export function readWorkflowRunEvent(payload: unknown): WorkflowRunEvent | null {
  if (!isRecord(payload) || !isRecord(payload.workflow_run)) return null;
  const run = payload.workflow_run;
  if (!isInt(run.id) || !isString(run.head_sha) || !(run.head_branch === null || isString(run.head_branch)) || !isString(run.event)) return null;
  // .default([]): an absent or undefined list is an empty one.
  const listed = run.pull_requests === undefined ? [] : run.pull_requests;
  if (!Array.isArray(listed)) return null;
  const pullRequests: WorkflowRunEvent["workflow_run"]["pull_requests"] = [];
  for (const item of listed) {
    const pr = readRunPullRequest(item);
    if (pr === BAD) return null;
    pullRequests.push(pr);
  }
  const headRepository = optional(run, "head_repository", readRepoOrNull);
  const repository = readRepo(run.repository);
  if (headRepository === BAD || repository === BAD) return null;
  return {
    workflow_run: { id: run.id, head_sha: run.head_sha, head_branch: run.head_branch, event: run.event, pull_requests: pullRequests, ...headRepository, repository },
  };
}

/** DefaultBranchSchema.safeParse(payload).data, or null. */
export function readDefaultBranch(payload: unknown): DefaultBranch | null {
  if (!isRecord(payload) || !isRecord(payload.repository) || !isString(payload.repository.default_branch)) return null;
  return { repository: { default_branch: payload.repository.default_branch } };
}
