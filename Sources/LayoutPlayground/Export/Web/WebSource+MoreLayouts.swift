/// The web page's stack, flow and carousel layouts, ported from the
/// library like the others.
extension WebExporter {
    static let moreLayoutsScript = #"""
Layouts.stack = (C) => {
  const vertical = C.swipeDirection === "up" || C.swipeDirection === "down";
  const reversed = C.swipeDirection === "right" || C.swipeDirection === "down";
  const unit = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } }[C.swipeDirection];
  const L = { vertical, paging: true };
  let vp = { width: 0, height: 0 };
  const n = C.itemCount;
  const page = () => (vertical ? vp.height : vp.width);
  const along = (p) => (vertical ? p.y : p.x);
  const withAlong = (p, a) => (vertical ? { x: p.x, y: a } : { x: a, y: p.y });
  const progress = (pg) => (reversed ? (C.loops ? 0 : Math.max(0, n - 1) * page()) - pg * page() : pg * page());
  const deck = (offset) => (reversed ? (C.loops ? 0 : Math.max(0, n - 1) * page()) - along(offset) : along(offset));
  L.prepare = (v) => {
    vp = v;
    const length = page() * n;
    L.contentSize = vertical ? { width: v.width, height: length } : { width: length, height: v.height };
    L.wrapping = C.loops && n > 0 && page() > 0 ? { lower: 0, upper: page() * n, period: page() * n } : null;
    L.initialContentOffset = withAlong({ x: 0, y: 0 }, progress(0));
    L.pitch = page();
  };
  const visible = (x) => {
    const w = page();
    if (n <= 0 || !(w > 0) || !Number.isFinite(x)) return [0, 0];
    const pg = Math.floor(x / w);
    if (C.loops) { if (!(Math.abs(pg) < 1e15)) return [0, 0]; return [pg, pg + Math.min(n, C.maximumVisibleItems)]; }
    if (!(pg < n)) return [n, n];
    const minV = pg < 0 ? 0 : Math.trunc(pg);
    return [minV, Math.min(n, minV + C.maximumVisibleItems)];
  };
  const slot = (i, minV, offset) => {
    const w = page(), k = i - minV, delta = deck(offset) - minV * w, pct = delta / w, sp = C.spacing;
    // Right to left, the deck steps left and down.
    const side = C.rightToLeft ? -1 : 1;
    const center = { x: offset.x + vp.width / 2 + side * sp * k, y: offset.y + vp.height / 2 + sp * k };
    let alpha = 1, transform = [1, 0, 0, 1, 0, 0];
    if (k === 0) {
      center.x += unit.x * delta; center.y += unit.y * delta;
      const angle = C.maximumRotation * pct * unit.x;
      if (angle !== 0) { const h = C.itemHeight, c = Math.cos(angle), s = Math.sin(angle); transform = [c, s, -s, c, h * s, h * (1 - c)]; }
    } else {
      center.x -= side * sp * pct; center.y -= sp * pct;
      if (k === C.maximumVisibleItems - 1) alpha = Math.min(1, Math.max(0, pct));
      if (C.backgroundScale !== 1) { const s = Math.pow(C.backgroundScale, k - pct); transform = [s, 0, 0, s, 0, 0]; }
    }
    return element(C.loops ? positiveModulo(i, n) : i, center, { width: C.itemWidth, height: C.itemHeight },
                   { alpha, zIndex: C.maximumVisibleItems - k, transform });
  };
  L.elements = (r, offset) => { const [a, b] = visible(deck(offset)); const out = []; for (let i = a; i < b; i++) out.push(slot(i, a, offset)); return out; };
  L.item = (item, s, offset) => {
    if (s !== 0) return null;
    const [a, b] = visible(deck(offset));
    for (let i = a; i < b; i++) if ((C.loops ? positiveModulo(i, n) : i) === item) return slot(i, a, offset);
    return null;
  };
  L.currentIndex = (offset) => {
    if (n <= 0) return null;
    const x = deck(offset);
    if (!(page() > 0) || !Number.isFinite(x)) return 0;
    const pg = R(x / page());
    return C.loops ? positiveModulo(Math.trunc(fmod(pg, n)), n) : Math.trunc(Math.min(n - 1, Math.max(0, pg)));
  };
  L.targetContentOffset = (proposed, velocity, current) => {
    const w = page();
    if (n <= 0 || !(w > 0) || !Number.isFinite(along(current))) return withAlong(current, progress(0));
    const at = deck(current) / w, v = along(velocity) * (reversed ? -1 : 1);
    const lower = Math.floor(at), upper = Math.ceil(at);
    let pg;
    if (v > C.flickVelocity) pg = lower + 1;
    else if (v < -C.flickVelocity) pg = upper - 1;
    else {
      // Slow: the top card thrown from throwDistance out, the previous one back from as near; both: the way it moves.
      const p = deck(proposed), q = Number.isFinite(p) ? p / w : at;
      const t = (C.swipeThreshold * (vertical ? C.itemHeight : C.itemWidth)) / w, out = at - lower, back = upper - at;
      const throwsTop = out > 0 && out >= t, bringsBack = back > 0 && back >= t;
      if (throwsTop && bringsBack) pg = (v !== 0 ? v : q - at) < 0 ? lower : upper;
      else if (throwsTop) pg = upper;
      else if (bringsBack) pg = lower;
      else pg = Math.min(lower + 1, Math.max(upper - 1, R(q)));
    }
    if (!C.loops) pg = Math.min(n - 1, Math.max(0, pg));
    return withAlong(current, progress(pg));
  };
  L.focusing = (item, s, offset) => {
    if (s !== 0 || item < 0 || item >= n) return null;
    let a = progress(item);
    if (C.loops && L.wrapping) a += R((along(offset) - a) / L.wrapping.period) * L.wrapping.period;
    return withAlong(offset, a);
  };
  return L;
};

Layouts.flow = (C) => {
  const L = { vertical: true, paging: false, wrapping: null, initialContentOffset: { x: 0, y: 0 } };
  let vp = { width: 0, height: 0 }, frames = [], lines = [], supplementaries = [], tops = [], bottoms = [];
  L.prepare = (v) => {
    const width = Number.isFinite(v.width) ? Math.max(0, v.width) : 0;
    vp = { width, height: Number.isFinite(v.height) ? Math.max(0, v.height) : 0 };
    frames = []; lines = []; supplementaries = []; tops = []; bottoms = [];
    // Right to left, lines are placed as if left to right with the sides exchanged, then mirrored within the width.
    const mirrored = C.rightToLeft;
    const left = mirrored ? C.insets.right : C.insets.left, right = width - (mirrored ? C.insets.left : C.insets.right);
    const t = C.insets.top, b = C.insets.bottom;
    const lineWidth = Math.max(0, right - left);
    const alignment = C.alignment === "leading" ? "left" : C.alignment === "trailing" ? "right"
      : mirrored && C.alignment === "left" ? "right" : mirrored && C.alignment === "right" ? "left" : C.alignment;
    const add = (category, s, f) => {
      if (mirrored) f = rect(width - (f.x + f.width), f.y, f.width, f.height);
      const e = elementWithFrame(category, s, 0, f); if (category === "decoration") e.zIndex = -1; supplementaries.push(e); };
    let sectionTop = 0;
    C.sections.forEach((section, s) => {
      tops.push(sectionTop);
      if (C.headerHeight > 0) add("header", s, rect(0, sectionTop, width, C.headerHeight));
      const sizes = section.map((raw) => ({ width: Math.min(Number.isFinite(raw.width) ? Math.max(0, raw.width) : 0, lineWidth),
                                            height: Number.isFinite(raw.height) ? Math.max(0, raw.height) : 0 }));
      const placed = new Array(sizes.length);
      const firstLineTop = sectionTop + C.headerHeight + t;
      let lineTop = firstLineTop, lastLineBottom = firstLineTop, i = 0;
      while (i < sizes.length) {
        const start = i;
        let cursor = left + sizes[i].width; i += 1;
        while (i < sizes.length && cursor + C.interitemSpacing + sizes[i].width <= right) { cursor = cursor + C.interitemSpacing + sizes[i].width; i += 1; }
        let height = 0; for (let j = start; j < i; j++) height = Math.max(height, sizes[j].height);
        const free = Math.max(0, right - cursor);
        let shift = 0, extra = 0;
        if (alignment === "center") shift = free / 2;
        else if (alignment === "right") shift = free;
        else if (alignment === "justified" && i - start > 1 && i !== sizes.length) extra = free / (i - start - 1);
        const gap = C.interitemSpacing + extra;
        let x = Math.min(left + shift, width);
        for (let j = start; j < i; j++) {
          const h = sizes[j].height;
          const y = C.verticalAlignment === "top" ? lineTop : C.verticalAlignment === "bottom" ? lineTop + height - h : lineTop + (height - h) / 2;
          placed[j] = rect(mirrored ? width - x - sizes[j].width : x, y, sizes[j].width, h);
          x = x + sizes[j].width + gap;
        }
        const ends = [placed[start].x, placed[start].x + placed[start].width, placed[i - 1].x, placed[i - 1].x + placed[i - 1].width];
        lines.push({ section: s, start, end: i, frame: rect(Math.min(...ends), lineTop, Math.max(...ends) - Math.min(...ends), height) });
        lastLineBottom = lineTop + height;
        lineTop = lastLineBottom + C.lineSpacing;
      }
      frames.push(placed);
      if (C.sectionBackground && sizes.length > 0) { const top = firstLineTop - t; add("decoration", s, rect(0, top, width, lastLineBottom + b - top)); }
      sectionTop = lastLineBottom + b;
      bottoms.push(sectionTop);
      if (C.footerHeight > 0) { add("footer", s, rect(0, sectionTop, width, C.footerHeight)); sectionTop += C.footerHeight; }
    });
    tops.push(sectionTop);
    L.contentSize = { width, height: sectionTop };
  };
  L.item = (i, s) => (frames[s] && frames[s][i] ? elementWithFrame("cell", s, i, frames[s][i]) : null);
  const sectionContaining = (y, includingTop) => {
    if (tops.length < 2) return null;
    let low = 0, high = tops.length - 1;
    while (low < high) { const mid = (low + high) >> 1; if (includingTop ? tops[mid] <= y : tops[mid] < y) low = mid + 1; else high = mid; }
    return low === 0 ? null : low - 1;
  };
  const pinned = (offset) => {
    const out = [];
    if (C.pinsHeaders && C.headerHeight > 0) {
      const s = sectionContaining(offset.y, true), a = s === null ? null : supplementaries.find((e) => e.category === "header" && e.section === s);
      if (a) out.push(Object.assign({}, a, { center: { x: a.center.x, y: Math.min(Math.max(offset.y, tops[s]), bottoms[s] - C.headerHeight) + C.headerHeight / 2 }, zIndex: 1024 }));
    }
    if (C.pinsFooters && C.footerHeight > 0) {
      const bottom = offset.y + vp.height;
      const s = sectionContaining(bottom, false), a = s === null ? null : supplementaries.find((e) => e.category === "footer" && e.section === s);
      if (a) out.push(Object.assign({}, a, { center: { x: a.center.x, y: Math.max(Math.min(bottom - C.footerHeight, bottoms[s]), tops[s] + C.headerHeight) + C.footerHeight / 2 }, zIndex: 1024 }));
    }
    return out;
  };
  L.elements = (r, offset) => {
    if (rectIsEmpty(r)) return [];
    let out = [];
    let low = 0, high = lines.length;
    while (low < high) { const mid = (low + high) >> 1; if (lines[mid].frame.y + lines[mid].frame.height > r.y) high = mid; else low = mid + 1; }
    for (; low < lines.length && lines[low].frame.y < r.y + r.height; low++) {
      const line = lines[low];
      if (!intersects(line.frame, r)) continue;
      for (let i = line.start; i < line.end; i++) if (intersects(frames[line.section][i], r)) out.push(elementWithFrame("cell", line.section, i, frames[line.section][i]));
    }
    out = out.concat(supplementaries.filter((e) => intersects(frameOf(e), r)));
    for (const p of pinned(offset)) {
      out = out.filter((e) => !(e.category === p.category && e.section === p.section));
      if (intersects(frameOf(p), r)) out.push(p);
    }
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
"""#
}
