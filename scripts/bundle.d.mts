// Types of scripts/bundle.mjs, for the tests that import it.
import type { BuildOptions, Metafile } from "esbuild";

export interface BundledPackage {
  name: string;
  version: string;
  license: string | undefined;
  text: string;
  textFrom: string;
  dir: string;
  engines: string | undefined;
  outputs: string[];
}
export const ALLOWED_LICENSES: string[];
export function bundleOptions(outdir: string): BuildOptions & { metafile: true };
export function bundleGroups(outdir: string): (BuildOptions & { metafile: true })[];
export function buildAll(build: (options: BuildOptions) => Promise<{ metafile?: Metafile }>, outdir: string, extra?: BuildOptions): Promise<{ metafile: Metafile }>;
export function licenseIds(expression: string): string[];
export function isAllowed(expression: string | undefined): boolean;
export function bundledPackages(metafile: Metafile, root?: string): BundledPackage[];
export function renderLicenses(packages: BundledPackage[]): string;
