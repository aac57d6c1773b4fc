/// The web page's geometry: Core Animation's 3-D matrices and element
/// records in plain JavaScript, the same operations as the library's.
extension WebExporter {
    static let geometryScript = #"""
"use strict";
// Matrices are arrays of 16 numbers, m11…m44 row by row, in Core Animation's
// row-vector convention: a point (x, y, z, 1) relative to an element's centre
// maps to p·M, then divides by w.
const M3 = {
  identity() { return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]; },
  translation(x, y, z) { const t = M3.identity(); t[12] = x; t[13] = y; t[14] = z; return t; },
  scale(x, y, z) { const t = M3.identity(); t[0] = x; t[5] = y; t[10] = z; return t; },
  rotation(angle, x, y, z) {
    const t = M3.identity();
    const length = Math.sqrt(x * x + y * y + z * z);
    // An axis that is no number: a matrix of NaN (the item is hidden); a zero axis: the identity.
    if (!Number.isFinite(length)) return t.map(() => NaN);
    if (!(length > 0)) return t;
    const ux = x / length, uy = y / length, uz = z / length;
    const c = Math.cos(angle), s = Math.sin(angle), k = 1 - c;
    t[0] = k * ux * ux + c; t[1] = k * ux * uy + uz * s; t[2] = k * ux * uz - uy * s;
    t[4] = k * ux * uy - uz * s; t[5] = k * uy * uy + c; t[6] = k * uy * uz + ux * s;
    t[8] = k * ux * uz + uy * s; t[9] = k * uy * uz - ux * s; t[10] = k * uz * uz + c;
    return t;
  },
  // a·b, which applies a first (CATransform3DConcat).
  concat(a, b) {
    const r = new Array(16);
    for (let i = 0; i < 4; i++) {
      const a1 = a[4 * i], a2 = a[4 * i + 1], a3 = a[4 * i + 2], a4 = a[4 * i + 3];
      for (let j = 0; j < 4; j++) r[4 * i + j] = a1 * b[j] + a2 * b[4 + j] + a3 * b[8 + j] + a4 * b[12 + j];
    }
    return r;
  },
  translated(t, x, y, z) { return M3.concat(M3.translation(x, y, z), t); },
  rotated(t, a, x, y, z) { return M3.concat(M3.rotation(a, x, y, z), t); },
  scaled(t, x, y, z) { return M3.concat(M3.scale(x, y, z), t); },
  isIdentity(t) { const i = M3.identity(); return t.every((v, k) => v === i[k]); },
  isFinite(t) { return t.every(Number.isFinite); },
  project(t, x, y) {
    const w = x * t[3] + y * t[7] + t[15];
    if (!(w > 1e-9) || !Number.isFinite(w)) return null;
    return { x: (x * t[0] + y * t[4] + t[12]) / w, y: (x * t[1] + y * t[5] + t[13]) / w };
  },
};

function rect(x, y, width, height) { return { x, y, width, height }; }
function rectIsEmpty(r) { return !(r.width > 0 && r.height > 0); }
function intersects(a, b) {
  if (rectIsEmpty(a) || rectIsEmpty(b)) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
function positiveModulo(a, n) { const r = a % n; return r < 0 ? r + n : r; }
// Swift's rounded() (half away from zero) and rounded(.down)/(.up).
function roundHalfAway(v) { const r = Math.round(v); return v < 0 && r - v === 0.5 ? r - 1 : r; }
function trunc(v) { return Math.trunc(v); }
// Swift's truncatingRemainder(dividingBy:) is C's fmod: JavaScript's %.
function fmod(a, b) { return a % b; }

function element(item, center, size, extra) {
  const e = { category: "cell", section: 0, item, center, size, alpha: 1, zIndex: 0, hidden: false,
              transform: [1, 0, 0, 1, 0, 0], transform3D: M3.identity() };
  return Object.assign(e, extra || {});
}
function elementWithFrame(category, section, item, f) {
  return element(item, { x: f.x + f.width / 2, y: f.y + f.height / 2 }, { width: f.width, height: f.height },
                 { category, section });
}
function frameOf(e) {
  return rect(e.center.x - e.size.width / 2, e.center.y - e.size.height / 2, e.size.width, e.size.height);
}
// The bounding box of the element's corners on screen, or null when one is behind the eye.
function screenBounds(e) {
  const w = e.size.width / 2, h = e.size.height / 2, t = e.transform, m = e.transform3D;
  const identity = M3.isIdentity(m);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of [[-w, -h], [w, -h], [w, h], [-w, h]]) {
    const p = identity ? { x, y } : M3.project(m, x, y);
    if (!p) return null;
    const sx = t[0] * p.x + t[2] * p.y + t[4] + e.center.x, sy = t[1] * p.x + t[3] * p.y + t[5] + e.center.y;
    x0 = Math.min(x0, sx); y0 = Math.min(y0, sy); x1 = Math.max(x1, sx); y1 = Math.max(y1, sy);
  }
  return rect(x0, y0, x1 - x0, y1 - y0);
}
function wrapOffset(w, offset) {
  if (!(w.period > 0) || !Number.isFinite(offset)) return offset;
  let v = offset;
  if (v < w.lower) v += w.period * Math.ceil((w.lower - v) / w.period);
  if (v > w.upper) v -= w.period * Math.ceil((v - w.upper) / w.period);
  return v;
}
// Expression helpers: C's MIN/MAX/clamp, left to right.
function exprMin(...xs) { return xs.slice(1).reduce((a, b) => (a < b ? a : b), xs[0]); }
function exprMax(...xs) { return xs.slice(1).reduce((a, b) => (a > b ? a : b), xs[0]); }
function exprClamp(x, lo, hi) { const u = x < hi ? x : hi; return lo > u ? lo : u; }
function exprSign(x) { return Number.isNaN(x) ? NaN : x > 0 ? 1 : x < 0 ? -1 : 0; }
function exprBool(b) { return b ? 1 : 0; }
function exprRound(x) { return roundHalfAway(x); }
// extrapolate(x, x0, y0, x1, y1, …): curve, carried on beyond the end points
// along the line through the two points at that end.
function exprExtrapolate(x, ...v) {
  const held = exprCurve(x, ...v), n = Math.floor(v.length / 2);
  if (Number.isNaN(held)) return held;
  if (x < v[0]) return v[1] + (x - v[0]) * ((v[3] - v[1]) / (v[2] - v[0]));
  if (x > v[2 * n - 2]) return v[2 * n - 1] + (x - v[2 * n - 2]) * ((v[2 * n - 1] - v[2 * n - 3]) / (v[2 * n - 2] - v[2 * n - 4]));
  return held;
}
// curve(x, x0, y0, x1, y1, …): the monotone cubic through the points (Fritsch–Carlson).
function exprCurve(x, ...v) {
  const n = Math.floor(v.length / 2);
  if (n < 2 || v.length % 2 !== 0) return NaN;
  const xs = [], ys = [];
  for (let k = 0; k < n; k++) { xs.push(v[2 * k]); ys.push(v[2 * k + 1]); }
  for (let k = 0; k < n; k++) if (!Number.isFinite(xs[k]) || !Number.isFinite(ys[k])) return NaN;
  for (let k = 1; k < n; k++) if (!(xs[k] > xs[k - 1])) return NaN;
  if (Number.isNaN(x)) return NaN;
  if (x <= xs[0]) return ys[0];
  if (x >= xs[n - 1]) return ys[n - 1];
  const d = [], m = new Array(n).fill(0);
  for (let k = 0; k < n - 1; k++) d.push((ys[k + 1] - ys[k]) / (xs[k + 1] - xs[k]));
  m[0] = d[0]; m[n - 1] = d[n - 2];
  for (let k = 1; k < n - 1; k++) m[k] = d[k - 1] * d[k] > 0 ? (d[k - 1] + d[k]) / 2 : 0;
  for (let k = 0; k < n - 1; k++) {
    if (d[k] === 0) { m[k] = 0; m[k + 1] = 0; continue; }
    const a = m[k] / d[k], b = m[k + 1] / d[k], s = a * a + b * b;
    if (s > 9) { const tau = 3 / Math.sqrt(s); m[k] = tau * a * d[k]; m[k + 1] = tau * b * d[k]; }
  }
  let k = 0;
  while (xs[k + 1] < x) k++;
  const h = xs[k + 1] - xs[k], t = (x - xs[k]) / h, t2 = t * t, t3 = t2 * t;
  const start = (2 * t3 - 3 * t2 + 1) * ys[k] + (t3 - 2 * t2 + t) * h * m[k];
  return start + (3 * t2 - 2 * t3) * ys[k + 1] + (t3 - t2) * h * m[k + 1];
}
"""#
}
