export declare function gitTrackedFiles(root: string): Promise<Set<string> | null>;
/**
 * Of `files` (relative to `root`), those .gitattributes marks `linguist-vendored` or
 * `linguist-generated` (set, or `=true`), as git itself reads the attributes (nested files,
 * later lines winning, `-attr` and `=false` undoing). Empty when git or the repository is not
 * there: then only the default skip globs apply.
 */
export declare function linguistExcluded(root: string, files: readonly string[]): Promise<Set<string>>;
