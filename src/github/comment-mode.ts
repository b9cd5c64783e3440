// `comment`: when the sticky comment is posted. `on-failure` keeps quiet pull requests quiet but
// still updates a comment posted by an earlier failing run, so a fixed PR never shows a stale ❌.
import { lazySchema } from "../lazy-schema.js";

export const COMMENT_MODES = ["always", "on-failure", "never"] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

/** A trimmed, lower-cased `comment` value as a mode, or undefined when it names none. */
export function commentModeOf(v: string): CommentMode | undefined {
  if ((COMMENT_MODES as readonly string[]).includes(v)) return v as CommentMode;
  if (["true", "yes", "on", "1"].includes(v)) return "always";
  if (["false", "no", "off", "0"].includes(v)) return "never";
  return undefined;
}

/** always | on-failure | never; true and false (the old boolean) mean always and never. Built when a setting is read (lazy-schema.ts). */
export const CommentModeSchema = lazySchema((z) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .transform((v, ctx): CommentMode => {
      const mode = commentModeOf(v);
      if (mode !== undefined) return mode;
      ctx.addIssue({ code: "custom", message: `expected ${COMMENT_MODES.join(", ")} (or true/false), got '${v}'` });
      return z.NEVER;
    }),
);
