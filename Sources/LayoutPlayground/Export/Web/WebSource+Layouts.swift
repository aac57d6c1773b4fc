/// The web page's layouts: each a port of the library's to plain
/// JavaScript, the same formulas in the same order, so the page places
/// every element where `attributes` says.
extension WebExporter {
    static let layoutsScript = #"""
const R = roundHalfAway;
const Layouts = {};
// Every layout answers: prepare(viewport), contentSize, initialContentOffset, vertical, paging,
// wrapping (or null), elements(rect, offset), everyElement(offset), currentIndex(offset),
// targetContentOffset(proposed, velocity, current), focusing(item, section, offset).

Layouts.cards = (C) => {
  const L = { vertical: C.vertical, paging: true, wrapping: null, initialContentOffset: { x: 0, y: 0 } };
  let vp = { width: 0, height: 0 }, ins = { top: 0, left: 0, bottom: 0, right: 0 };
  // Right to left (a horizontal chooser): card 0 at the right, every x and offset mirrored within the content.
  const mirroredX = (x, width = 0) => (C.rightToLeft ? L.contentSize.width - x - width : x);
  const unmirrored = (offset) => (C.rightToLeft ? mirroredX(offset.x, vp.width) : along(offset));
  const rest = (i) => (C.rightToLeft ? mirroredX(i * pitch, vp.width) : i * pitch);
  const n = C.itemCount;
  const itemAlong = C.vertical ? C.itemHeight : C.itemWidth, itemAcross = C.vertical ? C.itemWidth : C.itemHeight;
  const viewAlong = () => (C.vertical ? vp.height : vp.width), viewAcross = () => (C.vertical ? vp.width : vp.height);
  const leading = () => (C.vertical ? ins.top : ins.left), trailing = () => (C.vertical ? ins.bottom : ins.right);
  const crossStart = () => (C.vertical ? ins.left : ins.top), crossEnd = () => (C.vertical ? ins.right : ins.bottom);
  const pitch = itemAlong + C.spacing;
  const along = (p) => (C.vertical ? p.y : p.x);
  const point = (a, c) => (C.vertical ? { x: c, y: a } : { x: a, y: c });
  L.pitch = pitch;
  L.prepare = (v) => {
    vp = v;
    if (C.insets) ins = C.insets;
    else { const side = (viewAlong() - itemAlong) / 2; ins = C.vertical ? { top: side, left: 0, bottom: side, right: 0 } : { top: 0, left: side, bottom: 0, right: side }; }
    const a = leading() + trailing() + n * itemAlong + Math.max(0, n - 1) * C.spacing, c = crossStart() + crossEnd() + viewAcross();
    L.contentSize = C.vertical ? { width: c, height: a } : { width: a, height: c };
    L.initialContentOffset = point(rest(0), 0);
  };
  const center = (i) => {
    const c = point(leading() + i * pitch + itemAlong / 2, (viewAcross() - itemAcross) / 2 + crossStart() + itemAcross / 2);
    if (C.rightToLeft) c.x = L.contentSize.width - c.x;
    return c;
  };
  const scale = (x, off) => {
    const d = Math.abs(x - (off + viewAlong() / 2)), reach = (viewAlong() + itemAlong) / 2 - C.spacing;
    if (!(reach > 0)) return C.scale;
    return Math.max(C.scale, 1 - d * (1 - C.scale) / reach);
  };
  const attrs = (i, offset) => {
    const c = center(i), k = scale(along(c), along(offset));
    return element(i, c, { width: C.itemWidth, height: C.itemHeight }, { transform: [k, 0, 0, k, 0, 0] });
  };
  L.item = (i, s, offset) => (s === 0 && i >= 0 && i < n ? attrs(i, offset) : null);
  L.elements = (r, offset) => {
    if (n <= 0 || rectIsEmpty(r) || !(pitch > 0)) return [];
    const [low, high] = C.vertical ? [r.y, r.y + r.height] : C.rightToLeft ? [mirroredX(r.x + r.width), mirroredX(r.x)] : [r.x, r.x + r.width];
    const first = Math.max(0, Math.trunc(Math.floor((low - leading() - itemAlong) / pitch)));
    const last = Math.min(n - 1, Math.trunc(Math.ceil((high - leading()) / pitch)));
    const out = [];
    for (let i = first; i <= last; i++) { const a = attrs(i, offset); if (intersects(frameOf(a), r)) out.push(a); }
    return out;
  };
  L.currentIndex = (offset) => {
    if (n <= 0) return null;
    if (!(pitch > 0) || !Number.isFinite(along(offset))) return 0;
    return Math.min(n - 1, Math.max(0, Math.trunc(R(unmirrored(offset) / pitch))));
  };
  L.targetContentOffset = (proposed, velocity, current) => {
    const at = rest(L.currentIndex(proposed) ?? 0);
    return C.vertical ? { x: current.x, y: at } : { x: at, y: current.y };
  };
  L.focusing = (i, s, offset) => (s === 0 && i >= 0 && i < n ? (C.vertical ? { x: offset.x, y: rest(i) } : { x: rest(i), y: offset.y }) : null);
  return L;
};

Layouts.waterfall = (C) => {
  const L = { vertical: true, paging: false, wrapping: null, initialContentOffset: { x: 0, y: 0 } };
  let vp = { width: 0, height: 0 }, frames = [], columnItems = [], headers = [], footers = [];
  const columnCount = (v) => Math.max(1, C.columns ?? (v.width > v.height ? C.landscapeColumns : C.portraitColumns));
  const columnWidth = (c) => { const raw = (vp.width - C.insets.left - C.insets.right - C.columnMargin * (c - 1)) / c; return Number.isFinite(raw) ? Math.max(0, raw) : 0; };
  const columnX = (col, w) => Math.min(vp.width, C.insets.left + col * (w + C.columnMargin));
  const itemHeight = (s, w) => {
    if (!s || !(s.width > 0) || !(s.height > 0) || !Number.isFinite(s.width) || !Number.isFinite(s.height)) return w;
    const h = w * s.height / s.width; return Number.isFinite(h) ? h : w;
  };
  L.prepare = (v) => {
    vp = { width: Number.isFinite(v.width) ? Math.max(0, v.width) : 0, height: Number.isFinite(v.height) ? Math.max(0, v.height) : 0 };
    const count = columnCount(vp);
    frames = []; columnItems = []; headers = []; footers = [];
    let top = 0;
    C.sections.forEach((section, s) => {
      const asked = C.sectionMetrics[s];
      const header = rect(0, top, vp.width, asked.headerHeight ?? C.headerHeight);
      headers.push(header);
      const c = Math.min(12, Math.max(1, asked.columns ?? count)), width = columnWidth(c);
      const columnTop = header.y + header.height + C.insets.top;
      const bottoms = new Array(c).fill(columnTop), filled = new Array(c).fill(false);
      const placed = [], columns = Array.from({ length: c }, () => []);
      for (const size of section) {
        let column = 0;
        for (let j = 1; j < c; j++) if (bottoms[j] < bottoms[column]) column = j;
        const y = filled[column] ? bottoms[column] + C.rowMargin : columnTop;
        const h = itemHeight(size, width);
        columns[column].push(placed.length);
        placed.push(rect(columnX(column, width), y, width, h));
        bottoms[column] = y + h; filled[column] = true;
      }
      frames.push(placed); columnItems.push(columns);
      const footer = rect(0, (bottoms.length ? Math.max(...bottoms) : columnTop) + C.insets.bottom, vp.width, asked.footerHeight ?? C.footerHeight);
      footers.push(footer);
      top = footer.y + footer.height;
    });
    L.contentSize = { width: vp.width, height: C.sections.length === 0 ? C.insets.top + C.insets.bottom : top };
  };
  L.item = (i, s) => (frames[s] && frames[s][i] ? elementWithFrame("cell", s, i, frames[s][i]) : null);
  L.elements = (r) => {
    if (rectIsEmpty(r)) return [];
    const out = [];
    frames.forEach((f, s) => {
      // Each column's items are sorted by top and bottom: a binary search finds the first in reach.
      if (!(headers[s].y < r.y + r.height && r.y < footers[s].y + footers[s].height)) return;
      for (const column of columnItems[s]) {
        let low = 0, high = column.length;
        while (low < high) { const mid = (low + high) >> 1; if (f[column[mid]].y + f[column[mid]].height > r.y) high = mid; else low = mid + 1; }
        for (; low < column.length && f[column[low]].y < r.y + r.height; low++) {
          const i = column[low];
          if (intersects(f[i], r)) out.push(elementWithFrame("cell", s, i, f[i]));
        }
      }
      for (const [category, frame] of [["header", headers[s]], ["footer", footers[s]]])
        if (frame.height > 0 && intersects(frame, r)) out.push(elementWithFrame(category, s, 0, frame));
    });
    return out;
  };
  L.currentIndex = () => null;
  L.targetContentOffset = (proposed) => proposed;
  L.focusing = (i, s, offset) => {
    const a = L.item(i, s); if (!a) return null;
    const limit = Math.max(0, L.contentSize.height - vp.height);
    return { x: offset.x, y: Math.min(limit, Math.max(0, a.center.y - vp.height / 2)) };
  };
  return L;
};

Layouts.wheel = (C) => {
  const L = { vertical: true, paging: true };
  let vp = { width: 0, height: 0 }, radius = 0;
  const n = C.itemCount;
  const pitch = () => (!C.drum && C.pitchIsViewport ? (vp.height > 0 ? vp.height : C.itemHeight) : C.itemHeight);
  L.prepare = (v) => {
    vp = v;
    radius = C.drum ? C.diameterRatio * Math.max(1, v.height) / 2 : n > 2 ? (C.itemHeight / 2) / Math.tan(Math.PI / n) : 0;
    L.contentSize = n > 0 ? { width: vp.width, height: pitch() * (C.loops ? n + 1 : n - 1) + vp.height } : { width: vp.width, height: 0 };
    L.initialContentOffset = C.loops && n > 0 ? { x: 0, y: pitch() } : { x: 0, y: 0 };
    L.wrapping = C.loops && n > 0 ? { lower: pitch() / 2, upper: (n + 1) * pitch(), period: n * pitch() } : null;
    L.pitch = pitch();
  };
  const turn = (y) => y / pitch() - (C.loops ? 1 : 0);
  const center = (y) => ({ x: vp.width / 2, y: vp.height / 2 + y });
  const size = { width: C.itemWidth, height: C.itemHeight };
  const seedRow = (i, offset) => {
    const a = n > 0 ? 2 * Math.PI * (i + turn(offset.y)) / n : 0;
    const c = Math.cos(a), s = Math.sin(a), q = -1 / C.perspective, r = radius;
    const t = [1, 0, 0, 0, 0, c, s, s * q, 0, -s, c, c * q, 0, -r * s, r * c, 1 + r * c * q];
    return element(i, center(offset.y), size, { zIndex: Math.trunc(R(c * 1000)), hidden: c < 0 && !C.showsBackFaces, transform3D: t });
  };
  const seedRowLimit = () => {
    const bound = Math.PI / Math.atan(C.itemHeight / (2 * C.perspective));
    let m = Math.trunc(Math.floor(bound)); if (m === bound) m -= 1;
    return Math.max(2, m);
  };
  const drumDistance = (i, y) => {
    let d = i - turn(y);
    if (C.loops && n > 0) d -= n * Math.floor((d + n / 2) / n);
    return d;
  };
  const drumRow = (i, offset) => {
    const d = drumDistance(i, offset.y);
    const angle = -d * C.itemHeight / (Math.max(radius, 1e-9) * C.squeeze);
    if (!Number.isFinite(angle) || !(Math.abs(angle) <= Math.PI / 2)) return null;
    const nearness = Math.max(0, 1 - Math.abs(d)), k = 1 + (C.magnification - 1) * nearness;
    const shift = C.offAxisFraction * vp.width;
    const c = Math.cos(angle), s = Math.sin(angle), q = -1 / C.perspective, z = radius * (c - 1);
    return element(i, center(offset.y), size, {
      alpha: C.offCenterOpacity + (1 - C.offCenterOpacity) * nearness, zIndex: Math.trunc(R(c * 1000)),
      transform: [k, 0, 0, k, -shift, 0],
      transform3D: [1, 0, 0, 0, 0, c, s, s * q, 0, -s, c, c * q, shift, -radius * s, z, 1 + z * q] });
  };
  L.item = (i, s, offset) => {
    if (s !== 0 || i < 0 || i >= n) return null;
    if (!C.drum) return seedRow(i, offset);
    return drumRow(i, offset) ?? element(i, center(offset.y), size, { alpha: 0, zIndex: -4611686018427387904, hidden: true });
  };
  L.elements = (r, offset) => {
    if (n <= 0 || !Number.isFinite(offset.y)) return [];
    if (!C.drum) {
      if (n > seedRowLimit()) return [];
      if (C.showsBackFaces) return Array.from({ length: n }, (_, i) => seedRow(i, offset));
      const s = fmod(turn(offset.y), n), quarter = n / 4;
      const first = Math.trunc(Math.floor(-s - quarter)) - 1, last = Math.trunc(Math.ceil(-s + quarter)) + 1;
      const rows = [];
      if (last - first + 1 >= n) for (let i = 0; i < n; i++) rows.push(i); else for (let j = first; j <= last; j++) rows.push(positiveModulo(j, n));
      return rows.map((i) => seedRow(i, offset)).filter((e) => !e.hidden);
    }
    const s = turn(offset.y), reach = Math.PI / 2 * radius * C.squeeze / C.itemHeight;
    if (!Number.isFinite(reach)) return [];
    let low = Math.ceil(s - reach), high = Math.floor(s + reach);
    if (C.loops) { low = Math.max(low, Math.ceil(s - n / 2)); high = Math.min(high, low + n - 1); }
    else { low = Math.max(low, 0); high = Math.min(high, n - 1); }
    const rows = [];
    for (let k = low; k <= high; k++) {
      const i = C.loops ? positiveModulo(Math.trunc(fmod(k, n)), n) : Math.trunc(k);
      const row = drumRow(i, offset), box = row && screenBounds(row);
      if (box && intersects(box, r)) rows.push(row);
    }
    return rows;
  };
  L.currentIndex = (offset) => {
    if (n <= 0) return null;
    if (!Number.isFinite(offset.y)) return 0;
    const s = turn(offset.y);
    return positiveModulo(Math.trunc(fmod(R(C.drum ? s : -s), n)), n);
  };
  L.targetContentOffset = (proposed, velocity, current) => {
    if (n <= 0 || !Number.isFinite(proposed.y)) return { x: current.x, y: L.initialContentOffset.y };
    let rows = R(proposed.y / pitch());
    if (!C.loops) rows = Math.min(n - 1, Math.max(0, rows));
    return { x: current.x, y: rows * pitch() };
  };
  L.focusing = (item, s, offset) => {
    if (s !== 0 || item < 0 || item >= n) return null;
    const i = C.drum ? item : -item;
    if (C.loops) {
      const from = Number.isFinite(offset.y) ? offset.y : pitch();
      const k = R((from / pitch() - 1 - i) / n);
      return { x: offset.x, y: (1 + i + k * n) * pitch() };
    }
    return { x: offset.x, y: (C.drum ? item : positiveModulo(n - item, n)) * pitch() };
  };
  return L;
};

Layouts.ring = (C) => {
  const L = { vertical: true, paging: true };
  let vp = { width: 0, height: 0 }, radius = 0;
  const n = C.itemCount;
  L.prepare = (v) => {
    vp = v;
    radius = C.radius ?? Math.max(0, (Math.min(v.width - C.itemWidth, v.height - C.itemHeight) - 32) / 2);  // 16 points clear of the edges
    L.contentSize = n > 0 ? { width: v.width, height: C.stepLength * (n + 1) + v.height } : { width: v.width, height: 0 };
    L.initialContentOffset = n > 0 ? { x: 0, y: C.stepLength } : { x: 0, y: 0 };
    L.wrapping = n > 0 ? { lower: C.stepLength / 2, upper: (n + 1) * C.stepLength, period: n * C.stepLength } : null;
  };
  L.pitch = C.stepLength;
  const turn = (y) => y / C.stepLength - 1;
  const angle = (i, y) => (n > 0 ? C.startAngle + 2 * Math.PI * (i - turn(y)) / n : C.startAngle);
  const depth = (a) => (1 + Math.cos(a - C.startAngle)) / 2;
  const attrs = (i, offset) => {
    const th = angle(i, offset.y), k = C.scalesByDepth ? C.minimumScale + (1 - C.minimumScale) * depth(th) : 1;
    return element(i, { x: offset.x + vp.width / 2 + radius * Math.cos(th), y: offset.y + vp.height / 2 + radius * Math.sin(th) },
      { width: C.itemWidth, height: C.itemHeight }, { zIndex: Math.trunc(R(depth(th) * 1000)), transform: k === 1 ? [1, 0, 0, 1, 0, 0] : [k, 0, 0, k, 0, 0] });
  };
  const windowOf = (y) => {
    const m = C.maximumVisibleItems;
    if (!(n > m) || !Number.isFinite(y)) return null;
    const first = Math.trunc(R(fmod(turn(y), n))) - Math.trunc(m / 2);
    return [first, first + m - 1];
  };
  L.item = (i, s, offset) => {
    if (s !== 0 || i < 0 || i >= n) return null;
    const w = windowOf(offset.y);
    if (w && !(positiveModulo(i - positiveModulo(w[0], n), n) < w[1] - w[0] + 1)) return null;
    return attrs(i, offset);
  };
  L.elements = (r, offset) => {
    if (n <= 0 || rectIsEmpty(r)) return [];
    const w = windowOf(offset.y), items = [];
    if (w) for (let j = w[0]; j <= w[1]; j++) items.push(positiveModulo(j, n)); else for (let i = 0; i < n; i++) items.push(i);
    return items.map((i) => attrs(i, offset)).filter((e) => intersects(frameOf(e), r));
  };
  L.currentIndex = (offset) => {
    if (n <= 0) return null;
    if (!Number.isFinite(offset.y)) return 0;
    return positiveModulo(Math.trunc(fmod(R(turn(offset.y)), n)), n);
  };
  L.targetContentOffset = (proposed, velocity, current) => {
    if (n <= 0 || !Number.isFinite(proposed.y)) return { x: current.x, y: L.initialContentOffset.y };
    return { x: current.x, y: R(proposed.y / C.stepLength) * C.stepLength };
  };
  L.focusing = (item, s, offset) => {
    if (s !== 0 || item < 0 || item >= n) return null;
    const from = Number.isFinite(offset.y) ? offset.y : C.stepLength, k = R((from / C.stepLength - 1 - item) / n);
    return { x: offset.x, y: (1 + item + k * n) * C.stepLength };
  };
  return L;
};
"""#
}
