// GitHub API failures turned into one warning line that says what to do. Publishing (comment,
// code scanning, review) never fails the run: the gate decides that, and the report files are
// written whatever happens here.

export interface ApiFailure {
  status: number | null;
  message: string;
}

export function apiFailure(error: unknown): ApiFailure {
  const e = error as { status?: unknown; message?: unknown; response?: { data?: { message?: unknown } } };
  const status = typeof e?.status === "number" ? e.status : null;
  const apiMessage = typeof e?.response?.data?.message === "string" ? e.response.data.message : null;
  const message = apiMessage ?? (typeof e?.message === "string" ? e.message : String(error));
  return { status, message };
}

/** What a 403/404 usually means for a write from a workflow, and the way out. */
export function permissionHint(surface: "comment" | "code-scanning" | "review", status: number | null): string {
  const permission = surface === "code-scanning" ? "security-events: write" : "pull-requests: write";
  const base = `give the job \`permissions: ${permission}\``;
  const fork = "on a pull request from a fork the token is read-only whatever the workflow asks: run blamegate from a `workflow_run` workflow (see docs/github.md, section Pull requests from forks)";
  if (surface === "code-scanning") {
    return status === 404
      ? `${base}; check the repository exists and the token can see it; ${fork}`
      : `${base}; ${fork}; on a private repository code scanning needs GitHub Code Security (Advanced Security) enabled. The SARIF file is written either way: you can upload it with github/codeql-action/upload-sarif`;
  }
  return `${base}; ${fork}`;
}
