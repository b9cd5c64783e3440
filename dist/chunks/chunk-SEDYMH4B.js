
// src/webhook/seen-ids.ts
function memorySeenIds() {
  const seen = /* @__PURE__ */ new Map();
  return {
    size: () => seen.size,
    checkAndAdd(id, expiresAtMs, nowMs) {
      for (const [k, exp] of seen) if (exp <= nowMs) seen.delete(k);
      if (seen.has(id)) return true;
      seen.set(id, expiresAtMs);
      return false;
    }
  };
}

export {
  memorySeenIds
};
