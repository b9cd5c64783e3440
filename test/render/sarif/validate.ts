// The two outside judges of our SARIF: Microsoft's SARIF multitool (`validate --rule-kind Gh`,
// the rules GitHub code scanning applies) and the OASIS SARIF 2.1.0 JSON schema (draft-04, via
// ajv-draft-04).
import { execFile } from "node:child_process";
import { accessSync, chmodSync, constants, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Ajv04 from "ajv-draft-04";
import addFormatsModule from "ajv-formats";

const require = createRequire(import.meta.url);

/** The multitool's native binary; npm 11 may hold back its postinstall `chmod u+x`. */
export function multitoolBinary(): string {
  const bin = require("@microsoft/sarif-multitool-linux") as string;
  try {
    accessSync(bin, constants.X_OK);
  } catch {
    chmodSync(bin, 0o755);
  }
  return bin;
}

export interface MultitoolReport {
  errors: string[];
  warnings: string[];
  notes: string[];
}

export async function multitoolValidate(log: unknown): Promise<MultitoolReport> {
  const dir = await mkdtemp(path.join(tmpdir(), "bg-sarif-"));
  try {
    const input = path.join(dir, "in.sarif");
    const output = path.join(dir, "validation.sarif");
    // Minified: the multitool parses it a quarter faster, and the 5,000-result test is its slowest.
    await writeFile(input, JSON.stringify(log));
    await promisify(execFile)(multitoolBinary(), ["validate", "--rule-kind", "Gh", "-o", output, input], {
      maxBuffer: 16 * 1024 * 1024,
      // The .NET single-file binary needs a writable home for its extraction cache.
      env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: "1" },
    }).catch((e: { stdout?: string; stderr?: string }) => {
      throw new Error(`sarif-multitool failed: ${e.stdout ?? ""}${e.stderr ?? ""}`);
    });
    const report = JSON.parse(await readFile(output, "utf8")) as {
      runs: { results?: { ruleId: string; level?: string; message: { text?: string; arguments?: string[] } }[]; invocations?: { toolExecutionNotifications?: { level?: string; message: { text?: string } }[] }[] }[];
    };
    const out: MultitoolReport = { errors: [], warnings: [], notes: [] };
    for (const run of report.runs) {
      for (const r of run.results ?? []) {
        const text = `${r.ruleId}: ${r.message.text ?? (r.message.arguments ?? []).join(" | ")}`;
        const level = r.level ?? "warning";
        (level === "error" ? out.errors : level === "warning" ? out.warnings : out.notes).push(text);
      }
      for (const inv of run.invocations ?? []) {
        for (const n of inv.toolExecutionNotifications ?? []) {
          if ((n.level ?? "warning") === "error") out.errors.push(`tool: ${n.message.text ?? ""}`);
        }
      }
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let schemaValidator: (((data: unknown) => boolean) & { errors?: unknown }) | undefined;

/** Errors from the OASIS schema (empty when it accepts the log). */
export function schemaErrors(log: unknown): string[] {
  if (!schemaValidator) {
    const schemaPath = new URL("../../../sarif/sarif-schema-2.1.0.json", import.meta.url);
    const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;
    // CommonJS default export; under NodeNext the import is the module object.
    type Compiler = { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } };
    const Ctor = ((Ajv04 as unknown as { default?: unknown }).default ?? Ajv04) as new (options: object) => Compiler;
    const ajv = new Ctor({ allErrors: true, strict: false });
    const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: unknown) => void;
    addFormats(ajv);
    schemaValidator = ajv.compile(schema);
  }
  const ok = schemaValidator!(log);
  if (ok) return [];
  return ((schemaValidator!.errors ?? []) as { instancePath: string; message?: string }[]).slice(0, 20).map((e) => `${e.instancePath} ${e.message ?? ""}`);
}
