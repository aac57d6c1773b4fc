/// The web page's carousel: iCarousel's types and options, ported like the
/// UIKit export's; the custom type's expressions arrive compiled to
/// JavaScript as `customTransform` and `customAlpha`.
extension WebExporter {
    static let carouselScript = #"""
Layouts.carousel = (C) => {
  const circular = ["rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel"].includes(C.type);
  const nudge = 0.01, cap = 30, n = C.itemCount, type = C.type;
  const itemWidth = C.vertical ? C.itemHeight : C.itemWidth;
  const L = { vertical: C.vertical, paging: true, initialContentOffset: { x: 0, y: 0 } };
  let vp = { width: 0, height: 0 }, o = {};
  const pitch = C.vertical ? C.itemHeight : C.itemWidth;
  L.pitch = pitch;
  const along = (p) => (C.vertical ? p.y : p.x);
  const withAlong = (p, a) => (C.vertical ? { x: p.x, y: a } : { x: a, y: p.y });
  const options = (v) => {
    const r = {};
    r.wrap = C.wrap ?? circular;
    r.spacing = C.spacing ?? (type === "coverFlow" || type === "coverFlow2" ? 0.25 : 1);
    r.arc = C.arc ?? Math.PI * 2;
    const width = C.vertical ? v.height : v.width;
    if (circular) r.count = Math.min(n, Math.trunc(Math.min(cap, Math.max(12, Math.ceil(width / (r.spacing * itemWidth)) * Math.PI))));
    else r.count = n;
    if (C.count !== null) r.count = C.count;
    const c = r.count;
    // Swift's max: a NaN second argument gives the first.
    const smax = (x, y) => (y >= x ? y : x);
    // The custom type's `radius` is the rotary's circle for its count and arc.
    if (type === "rotary" || type === "invertedRotary" || type === "custom") r.radius = smax(itemWidth * r.spacing / 2, itemWidth * r.spacing / 2 / Math.tan(r.arc / 2 / c));
    else if (type === "cylinder" || type === "invertedCylinder") r.radius = smax(nudge, itemWidth * r.spacing / 2 / Math.tan(r.arc / 2 / c));
    else if (type === "wheel" || type === "invertedWheel") r.radius = itemWidth * r.spacing * c / r.arc;
    else r.radius = 0;
    if (C.radius !== null) r.radius = C.radius;
    r.angle = C.angle ?? (type === "wheel" || type === "invertedWheel" || type === "custom" ? r.arc / c : null);
    r.tilt = C.tilt ?? (type === "coverFlow" || type === "coverFlow2" || type === "custom" ? 0.9 : type === "timeMachine" || type === "invertedTimeMachine" ? 0.3 : 0);
    r.fadeMin = C.fadeMin ?? (type === "invertedTimeMachine" ? 0 : -Infinity);
    r.fadeMax = C.fadeMax ?? (type === "timeMachine" ? 0 : Infinity);
    r.fadeRange = C.fadeRange ?? 1;
    r.fadeMinAlpha = C.fadeMinAlpha ?? 0;
    r.showBackfaces = C.showBackfaces ?? (type !== "invertedCylinder");
    const whole = (x) => (Number.isFinite(x) ? Math.trunc(Math.max(-1e9, Math.min(1e9, x))) : x > 0 ? cap : 0);
    let vis = cap;
    if (type === "linear" || type === "coverFlow" || type === "coverFlow2") vis = whole(Math.ceil(width / (itemWidth * r.spacing)) + 2);
    else if (type === "rotary" || type === "cylinder") vis = c;
    else if (type === "invertedRotary" || type === "invertedCylinder") vis = whole(Math.ceil(c / 2));
    else if (type === "wheel" || type === "invertedWheel") vis = r.radius - itemWidth / 2 < Math.min(v.width, v.height) / 2 ? c : whole(Math.ceil(c / 2) + 1);
    r.visibleItems = Math.max(0, Math.min(C.visibleItems ?? Math.min(cap, vis), n));
    return r;
  };
  const base = () => { const t = M3.identity(); t[11] = C.m34; return M3.translated(t, -C.viewpointOffset.x, -C.viewpointOffset.y, 0); };
  const transformFor = (offset) => {
    const t = base(), w = itemWidth, V = C.vertical;
    if (type === "linear") return V ? M3.translated(t, 0, offset * w * o.spacing, 0) : M3.translated(t, offset * w * o.spacing, 0, 0);
    if (type === "rotary" || type === "invertedRotary") {
      let r = o.radius, a = o.angle ?? offset / o.count * o.arc;
      if (type === "invertedRotary") { r = -r; a = -a; }
      return V ? M3.translated(t, 0, r * Math.sin(a), r * Math.cos(a) - r) : M3.translated(t, r * Math.sin(a), 0, r * Math.cos(a) - r);
    }
    if (type === "cylinder" || type === "invertedCylinder") {
      let r = o.radius, a = o.angle ?? offset / o.count * o.arc;
      if (type === "invertedCylinder") { r = -r; a = -a; }
      return M3.translated(M3.rotated(M3.translated(t, 0, 0, -r), a, V ? -1 : 0, V ? 0 : 1, 0), 0, 0, r + nudge);
    }
    if (type === "wheel" || type === "invertedWheel") {
      let r = o.radius, a = o.angle ?? o.arc / o.count;
      if (type === "invertedWheel") { r = -r; a = -a; }
      if (V) return M3.translated(M3.rotated(M3.translated(t, -r, 0, 0), a * offset, 0, 0, 1), r, 0, offset * nudge);
      return M3.translated(M3.rotated(M3.translated(t, 0, r, 0), a * offset, 0, 0, 1), 0, -r, offset * nudge);
    }
    if (type === "coverFlow" || type === "coverFlow2") {
      let c = Math.max(-1, Math.min(1, offset));
      if (type === "coverFlow2") c = offset > 0.5 ? 1 : offset > -0.5 ? -0 : offset > -1.5 ? -1 : c;
      const x = (c * 0.5 * o.tilt + offset * o.spacing) * w, z = Math.abs(c) * -w * 0.5, a = -c * (Math.PI / 2) * o.tilt;
      return V ? M3.rotated(M3.translated(t, 0, x, z), a, -1, 0, 0) : M3.rotated(M3.translated(t, x, 0, z), a, 0, 1, 0);
    }
    if (type === "timeMachine" || type === "invertedTimeMachine") {
      let tl = o.tilt, off = offset;
      if (type === "invertedTimeMachine") { tl = -tl; off = -off; }
      return V ? M3.translated(t, 0, off * w * tl, off * w * o.spacing) : M3.translated(t, off * w * tl, 0, off * w * o.spacing);
    }
    return t;
  };
  const alphaFor = (offset) => {
    let f = 0;
    if (offset > o.fadeMax) f = offset - o.fadeMax; else if (offset < o.fadeMin) f = o.fadeMin - offset;
    return 1 - Math.min(f, o.fadeRange) / o.fadeRange * (1 - o.fadeMinAlpha);
  };
  L.prepare = (v) => {
    vp = v; o = options(v);
    const length = (o.wrap ? n : Math.max(0, n - 1)) * pitch;
    L.contentSize = C.vertical ? { width: v.width, height: v.height + length } : { width: v.width + length, height: v.height };
    L.wrapping = o.wrap && n > 0 ? { lower: -pitch / 2, upper: (n - 0.5) * pitch, period: n * pitch } : null;
    L.initialContentOffset = withAlong({ x: 0, y: 0 }, logical(0));
  };
  // Right to left (horizontal only) the offset is read mirrored: within the content, or about 0 when wrapping.
  const mirrored = C.rightToLeft && !C.vertical;
  const logical = (x) => (!mirrored ? x : o.wrap ? -x : Math.max(0, n - 1) * pitch - x);
  const position = (offset) => {
    const s = logical(along(offset)) / pitch;
    if (!o.wrap || n <= 0 || !Number.isFinite(s)) return s;
    return s - Math.floor(s / n) * n;
  };
  const itemOffset = (i, s) => { let d = i - s; if (o.wrap) { if (d > n / 2) d -= n; else if (d < -n / 2) d += n; } return d; };
  const attrs = (i, s, offset) => {
    const d = itemOffset(i, s);
    let t, a;
    if (type === "custom") {
      const v = { offset: d, index: i, count: o.count, itemWidth: C.itemWidth, itemHeight: C.itemHeight, width: vp.width, height: vp.height,
                  radius: o.radius, spacing: o.spacing, arc: o.arc, angle: o.angle ?? o.arc / o.count, tilt: o.tilt,
                  fadeMin: o.fadeMin, fadeMax: o.fadeMax, fadeRange: o.fadeRange, fadeMinAlpha: o.fadeMinAlpha };
      t = customTransform(base(), v); a = customAlpha(v); if (!Number.isNaN(a)) a = Math.max(0, Math.min(1, a));
    } else { t = transformFor(d); a = alphaFor(d); }
    // Right to left the picture is iCarousel's in a mirror: S·M·S with S = diag(−1, 1, 1, 1).
    if (mirrored) { t = t.slice(); for (const k of [1, 2, 3, 4, 8, 12]) t[k] = -t[k]; }
    const finite = Number.isFinite(a) && M3.isFinite(t);
    return element(i, { x: offset.x + vp.width / 2, y: offset.y + vp.height / 2 }, { width: C.itemWidth, height: C.itemHeight },
                   { alpha: finite ? a : 0, hidden: !finite || !(o.showBackfaces || t[10] > 0), transform3D: t });
  };
  L.currentIndex = (offset) => {
    if (n <= 0) return null;
    const s = position(offset);
    if (!Number.isFinite(s)) return 0;
    const r = R(s);
    return o.wrap ? positiveModulo(Math.trunc(r), n) : Math.trunc(Math.max(0, Math.min(n - 1, r)));
  };
  const loaded = (offset) => {
    const s = position(offset), visible = o.visibleItems;
    if (n <= 0 || visible <= 0 || !Number.isFinite(s)) return [];
    const rounded = R(s);
    const current = o.wrap ? positiveModulo(Math.trunc(rounded), n) : Math.trunc(Math.max(0, Math.min(n - 1, rounded)));
    let start = current - Math.trunc(visible / 2);
    if (!o.wrap) start = Math.max(0, Math.min(n - visible, start));
    let all = [];
    for (let k = 0; k < visible; k++) all.push(attrs(o.wrap ? positiveModulo(start + k, n) : start + k, s, offset));
    all = all.filter((e) => e.alpha !== 0);
    const cur = L.currentIndex(offset);
    const ref = (all.find((e) => e.item === cur) ?? attrs(cur, s, offset)).transform3D;
    const depth = (t) => t[2] + t[6] + t[10] + t[14];
    const al = (t) => (C.vertical ? t[1] + t[5] + t[9] + t[13] : t[0] + t[4] + t[8] + t[12]);
    const r = al(ref);
    const order = all.map((_, k) => k).sort((a, b) => {
      const ta = all[a].transform3D, tb = all[b].transform3D, diff = depth(ta) - depth(tb);
      if (diff !== 0) return diff < 0 ? -1 : 1;
      const d = Math.abs(al(tb) - r) - Math.abs(al(ta) - r);
      return d !== 0 ? (d < 0 ? -1 : 1) : a - b;
    });
    order.forEach((index, rank) => { all[index].zIndex = rank; });
    return all;
  };
  L.elements = (r, offset) => {
    if (n <= 0 || rectIsEmpty(r)) return [];
    return loaded(offset).filter((e) => { const b = screenBounds(e); return b && b.x <= r.x + r.width && r.x <= b.x + b.width && b.y <= r.y + r.height && r.y <= b.y + b.height; });
  };
  L.item = (i, s, offset) => {
    if (s !== 0 || i < 0 || i >= n) return null;
    const e = loaded(offset).find((x) => x.item === i);
    if (e) return e;
    const a = attrs(i, position(offset), offset); a.zIndex = -1; return a;
  };
  L.targetContentOffset = (proposed, velocity, current) => {
    if (n <= 0 || !Number.isFinite(along(proposed))) return withAlong(current, 0);
    let items = R(logical(along(proposed)) / pitch);
    if (!o.wrap) items = Math.max(0, Math.min(n - 1, items));
    return withAlong(current, logical(items * pitch));
  };
  L.focusing = (item, s, offset) => {
    if (s !== 0 || item < 0 || item >= n) return null;
    let items = item;
    if (o.wrap && Number.isFinite(along(offset))) items += R((logical(along(offset)) / pitch - items) / n) * n;
    return withAlong(offset, logical(items * pitch));
  };
  return L;
};

// Every element at `offset`, in the order `attributes --all` lists them.
function everyElement(L, C, offset) {
  // The layouts that keep the data's sections list every element, by section.
  if (Array.isArray(C.sections)) {
    const order = { cell: 0, header: 1, footer: 2, decoration: 3 };
    return L.elements(rect(-1e12, -1e12, 2e12, 2e12), offset).sort((a, b) =>
      a.section - b.section || order[a.category] - order[b.category] || a.item - b.item);
  }
  const out = [];
  for (let i = 0; i < C.itemCount; i++) { const e = L.item(i, 0, offset); if (e) out.push(e); }
  return out;
}
"""#
}
