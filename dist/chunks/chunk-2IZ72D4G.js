
// src/render/comment-marker.ts
var COMMENT_LIMIT = 65536;
function commentMarker(category) {
  const safe = category.replace(/[^A-Za-z0-9_./:-]/g, "_").slice(0, 100) || "blamegate";
  return `<!-- blamegate:category=${safe} -->`;
}

export {
  COMMENT_LIMIT,
  commentMarker
};
