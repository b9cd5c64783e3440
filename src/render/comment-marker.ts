// What finds and bounds the sticky PR comment. Its own module so the GitHub surface takes these
// two facts without importing the markdown renderer.

/** GitHub's limit on an issue or PR comment body, in characters. */
export const COMMENT_LIMIT = 65_536;

/** The hidden marker that finds this category's sticky comment again. */
export function commentMarker(category: string): string {
  // The category is user input; keep it to characters that cannot end an HTML comment.
  const safe = category.replace(/[^A-Za-z0-9_./:-]/g, "_").slice(0, 100) || "blamegate";
  return `<!-- blamegate:category=${safe} -->`;
}
