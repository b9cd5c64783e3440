#!/usr/bin/env node
// Regenerates test/fixtures/github-rest-operations.json: the slice of GitHub's REST description
// (from @octokit/openapi, dereferenced) for the operations blamegate calls. The contract server in
// test/support/github-api checks every request against it. @octokit/openapi holds every GitHub
// description in every form, far too large to be a dependency: install it elsewhere and point
// this script at it.
//
//   mkdir -p /tmp/openapi && (cd /tmp/openapi && npm install @octokit/openapi)
//   node scripts/regen-github-rest-fixture.mjs /tmp/openapi/node_modules/@octokit/openapi
import { readFileSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

/** Operations blamegate (and its tests' helpers) use. Add here, then rerun. */
export const OPERATIONS = [
  "issues/list-comments",
  "issues/create-comment",
  "issues/update-comment",
  "issues/delete-comment",
  "code-scanning/upload-sarif",
  "code-scanning/get-sarif",
  "pulls/get",
  "pulls/list",
  "pulls/list-files",
  "pulls/list-review-comments",
  "pulls/create-review-comment",
  "pulls/create-review",
  "checks/create",
  "checks/update",
  "actions/list-workflow-run-artifacts",
  "actions/list-artifacts-for-repo",
  "actions/get-artifact",
  "actions/download-artifact",
  "actions/list-workflow-runs",
  "actions/list-workflow-runs-for-repo",
  "actions/get-workflow-run",
  "repos/get",
  "users/get-authenticated",
];

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = process.argv[2] ?? "/tmp/openapi/node_modules/@octokit/openapi";
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const spec = JSON.parse(readFileSync(join(pkgDir, "generated", "api.github.com.deref.json"), "utf8"));

// Descriptions and examples are prose for humans; dropping them keeps the fixture small and diffable.
const DROP = new Set(["description", "example", "examples", "externalDocs", "title", "x-github"]);
// Keys of `properties` are field names (an object may have a field called "title"), never dropped.
function strip(value, isPropertyMap = false) {
  if (Array.isArray(value)) return value.map((v) => strip(v));
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      if (!isPropertyMap && DROP.has(k)) continue;
      out[k] = strip(v, !isPropertyMap && k === "properties");
    }
    return out;
  }
  return value;
}

const found = {};
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of ["get", "post", "patch", "put", "delete"]) {
    const op = item[method];
    if (!op || !OPERATIONS.includes(op.operationId)) continue;
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      schema: strip(p.schema ?? {}),
    }));
    const body = op.requestBody?.content?.["application/json"]?.schema;
    const responses = {};
    for (const [status, r] of Object.entries(op.responses ?? {})) {
      const schema = r.content?.["application/json"]?.schema;
      // Only success bodies are kept: the server checks what test handlers answer against them.
      responses[status] = status.startsWith("2") && schema ? strip(schema) : null;
    }
    found[op.operationId] = {
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      parameters: params,
      requestBody: body ? { required: Boolean(op.requestBody.required), schema: strip(body) } : null,
      responses,
    };
  }
}
const missing = OPERATIONS.filter((id) => !found[id]);
if (missing.length) throw new Error(`not in the REST description: ${missing.join(", ")}`);

const fixture = {
  source: `@octokit/openapi ${pkg.version} generated/api.github.com.deref.json (${spec.info.version})`,
  operations: OPERATIONS.map((id) => found[id]),
};
const outFile = join(here, "..", "test", "fixtures", "github-rest-operations.json");
writeFileSync(outFile, JSON.stringify(fixture, null, 1) + "\n");
console.log(`wrote ${outFile}: ${OPERATIONS.length} operations`);
