
// src/json/code-points.ts
function compareCodePoints(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 55296 && y >= 55296) {
      x = x >= 57344 ? x - 2048 : x + 8192;
      y = y >= 57344 ? y - 2048 : y + 8192;
    }
    return x - y;
  }
  return a.length - b.length;
}

export {
  compareCodePoints
};
