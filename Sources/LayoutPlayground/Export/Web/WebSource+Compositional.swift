/// The web page's compositional layout: the library's sections of groups in
/// JavaScript (the same formulas in the same order as the UIKit file's
/// math), each sideways section's own offset, and per section a "shelf" —
/// the geometry and rest rule its own `Scroller` snaps with, as the
/// library's `CompositionalLayout.configure(_:forSection:)` sets one up.
/// Right to left (`C.rightToLeft`) every frame is mirrored within the width
/// as it leaves, the offsets staying in leading-edge terms (`L.screenSign`
/// turns the pointer's and the wheel's x for a shelf's scroller).
extension WebExporter {
    static let compositionalScript = #"""
Layouts.compositional = (C) => {
  const L = { vertical: true, paging: false, wrapping: null, initialContentOffset: { x: 0, y: 0 } };
  // Each section's sideways offset: the page's shelves write it as they move.
  L.sectionOffsets = C.sectionOffsets.slice();
  let vp = { width: 0, height: 0 }, sectionTop = [0], groupWidth = [], groups = [], groupFirstItem = [], items = [];
  const sideways = (s) => s >= 0 && s < C.behaviours.length && C.behaviours[s] !== "none";
  L.scrollsSideways = sideways;
  L.sectionOffset = (s) => (sideways(s) ? L.sectionOffsets[s] || 0 : 0);
  const itemWidth = (s, contentWidth) => {
    const v = C.itemWidths[s];
    if (C.itemWidthKinds[s] !== "fractional") return Math.max(0, v);
    return Math.max(0, v * Math.max(0, contentWidth - (C.groupColumns[s] - 1) * C.interItemSpacing));
  };
  const itemHeight = (s, j, width) => {
    const v = C.itemHeights[s], kind = C.itemHeightKinds[s];
    if (kind === "fractional") return Math.max(0, v * width);
    if (kind === "absolute") return Math.max(0, v);
    const size = C.sections[s][j];
    if (size && size.width > 0 && Number.isFinite(size.height) && Number.isFinite(size.width) && size.height > 0)
      return Math.min(10000, width * size.height / size.width);
    const text = C.textHeights[s][j];
    return text !== null && text !== undefined ? text : Math.max(0, v);
  };
  L.prepare = (v) => {
    vp = v;
    const W = Math.max(0, v.width), l = C.insets.left, si = C.interItemSpacing, sg = C.interGroupSpacing;
    const contentWidth = Math.max(0, W - l - C.insets.right);
    sectionTop = [0]; groupWidth = []; groups = []; groupFirstItem = []; items = [];
    let top = 0;
    C.sections.forEach((section, s) => {
      const columns = C.groupColumns[s], perGroup = columns * C.groupRows[s];
      const width = itemWidth(s, contentWidth), gw = columns * width + (columns - 1) * si;
      groupWidth.push(gw);
      const groupsTop = top + Math.max(0, C.headerHeights[s]) + C.insets.top;
      let y = groupsTop, x = l, bottom = groupsTop;
      const sectionGroups = [], firsts = [], frames = [];
      let i = 0;
      while (i < section.length) {
        const end = Math.min(section.length, i + perGroup);
        firsts.push(frames.length);
        let rowTop = 0, k = i;
        while (k < end) {
          const rowEnd = Math.min(end, k + columns);
          let rowHeight = 0;
          for (let j = k; j < rowEnd; j++) {
            const h = itemHeight(s, j, width);
            frames.push(rect(x + (j - k) * (width + si), y + rowTop, width, h));
            rowHeight = Math.max(rowHeight, h);
          }
          rowTop += rowHeight; k = rowEnd;
          if (k < end) rowTop += si;
        }
        sectionGroups.push(rect(x, y, gw, rowTop));
        bottom = Math.max(bottom, y + rowTop);
        if (sideways(s)) x += gw + sg; else y += rowTop + sg;
        i = end;
      }
      firsts.push(frames.length);
      groups.push(sectionGroups); groupFirstItem.push(firsts); items.push(frames);
      top = bottom + C.insets.bottom;
      sectionTop.push(top);
    });
    L.contentSize = { width: W, height: top };
  };
  // Right to left: mirrored within the width, as the library's `mirrored(_:)`.
  const mirrored = (f) => (C.rightToLeft ? rect(L.contentSize.width - (f.x + f.width), f.y, f.width, f.height) : f);
  L.screenSign = C.rightToLeft ? -1 : 1;
  const shifted = (f, s) => mirrored(rect(f.x - L.sectionOffset(s), f.y, f.width, f.height));
  L.item = (i, s) => (items[s] && items[s][i] ? elementWithFrame("cell", s, i, shifted(items[s][i], s)) : null);
  const header = (s) => {
    if (!(s >= 0 && s + 1 < sectionTop.length) || !(C.headerHeights[s] > 0)) return null;
    return elementWithFrame("header", s, 0, mirrored(rect(C.insets.left, sectionTop[s], Math.max(0, vp.width - C.insets.left - C.insets.right), C.headerHeights[s])));
  };
  const sectionContaining = (y) => {
    if (C.sections.length === 0) return null;
    let s = 0;
    while (s + 1 < C.sections.length && sectionTop[s + 1] <= y) s += 1;
    return s;
  };
  L.pinnedHeader = (offset) => {
    if (!C.pinsHeaders || !Number.isFinite(offset.y)) return null;
    const s = sectionContaining(offset.y), h = s === null ? null : header(s);
    if (!h) return null;
    const height = h.size.height, y = Math.min(Math.max(offset.y, sectionTop[s]), sectionTop[s + 1] - height);
    h.center = { x: h.center.x, y: y + height / 2 }; h.zIndex = 1024;
    return h;
  };
  L.elements = (r, offset) => {
    if (rectIsEmpty(r)) return [];
    const pinned = L.pinnedHeader(offset), out = [];
    for (let s = 0; s < C.sections.length; s++) {
      if (!(sectionTop[s + 1] > r.y && sectionTop[s] < r.y + r.height)) continue;
      const h = pinned && pinned.section === s ? null : header(s);
      if (h && intersects(frameOf(h), r)) out.push(h);
      groups[s].forEach((group, k) => {
        if (!intersects(shifted(group, s), r)) return;
        for (let i = groupFirstItem[s][k]; i < groupFirstItem[s][k + 1]; i++) {
          const f = shifted(items[s][i], s);
          if (intersects(f, r)) out.push(elementWithFrame("cell", s, i, f));
        }
      });
    }
    if (pinned && intersects(frameOf(pinned), r)) out.push(pinned);
    return out;
  };
  L.currentIndex = () => null;
  L.targetContentOffset = (proposed) => proposed;
  L.focusing = (i, s, offset) => {
    if (!items[s] || !items[s][i]) return null;
    const f = items[s][i], limit = Math.max(0, L.contentSize.height - vp.height);
    return { x: offset.x, y: Math.min(limit, Math.max(0, f.y + f.height / 2 - vp.height / 2)) };
  };
  // The sideways section whose row of groups is at content height y, or null.
  L.shelfAt = (y) => {
    const s = sectionContaining(y);
    if (s === null || !sideways(s) || groups[s].length === 0) return null;
    const g = groups[s][0];
    return y >= g.y && y < g.y + g.height ? s : null;
  };
  // Section s's sideways geometry, or null when it does not scroll sideways.
  L.sidewaysGeometry = (s) => {
    if (!sideways(s) || !groups[s]) return null;
    const g = { containerWidth: vp.width, groupWidth: groupWidth[s], interGroupSpacing: C.interGroupSpacing,
                leadingInset: C.insets.left, trailingInset: C.insets.right, groupCount: groups[s].length };
    g.pitch = g.groupWidth + g.interGroupSpacing;
    g.contentWidth = g.groupCount > 0 ? g.leadingInset + g.groupCount * g.groupWidth + (g.groupCount - 1) * g.interGroupSpacing + g.trailingInset
      : g.leadingInset + g.trailingInset;
    g.maximumOffset = Math.max(0, g.contentWidth - g.containerWidth);
    return g;
  };
  // Section s as the layout its own Scroller scrolls: one row, its behaviour's rest rule.
  L.shelf = (s) => {
    const g = L.sidewaysGeometry(s);
    if (!g) return null;
    const behaviour = C.behaviours[s];
    return { vertical: false, paging: behaviour !== "continuous", wrapping: null, section: s, behaviour,
      contentSize: { width: g.contentWidth, height: vp.height },
      targetContentOffset: (proposed, velocity, current) => ({ x: orthogonalRest(behaviour, proposed.x, current.x, velocity.x, g), y: proposed.y }),
      currentIndex: () => null };
  };
  L.firstFullyVisibleItem = (s, x) => {
    if (!items[s]) return null;
    const shift = sideways(s) ? x : 0, W = vp.width;
    for (let k = 0; k < groups[s].length; k++) {
      if (!(groups[s][k].x - shift >= -1e-9)) continue;
      if (!(groups[s][k].x - shift < W)) break;
      for (let i = groupFirstItem[s][k]; i < groupFirstItem[s][k + 1]; i++) {
        const f = items[s][i], minX = f.x - shift, maxX = minX + f.width;
        if (minX >= -1e-9 && maxX <= W + 1e-9 && f.width > 0) return i;
      }
    }
    return null;
  };
  // The shelf the keys move, the rows between content heights top and bottom being in view:
  // `preferred` (the one last pressed or turned) while its row is in view, else the first shelf
  // whose row is wholly in view, else the first partly in view; null when no shelf is in view.
  L.shelfForKeys = (top, bottom, preferred) => {
    const row = (s) => (sideways(s) && groups[s] && groups[s].length > 0 ? groups[s][0] : null);
    const partly = (g) => g !== null && g.y < bottom && g.y + g.height > top;
    if (preferred !== null && partly(row(preferred))) return preferred;
    let first = null;
    for (let s = 0; s < C.sections.length; s++) {
      const g = row(s);
      if (!partly(g)) continue;
      if (g.y >= top && g.y + g.height <= bottom) return s;
      if (first === null) first = s;
    }
    return first;
  };
  // Where shelf s rests with item i in view, as the app's keys scroll a shelf: the item's group
  // centred for groupPagingCentered, the page holding its middle for paging, its group's leading
  // edge otherwise.
  const restShowing = (s, i, g) => {
    const f = items[s][i], behaviour = C.behaviours[s], W = g.containerWidth;
    const k = g.pitch > 0 ? Math.max(0, Math.floor((f.x - g.leadingInset) / g.pitch)) : 0;
    const target = behaviour === "groupPagingCentered" ? centredOffset(g, k)
      : behaviour === "paging" ? (W > 0 ? Math.floor((f.x + f.width / 2) / W) * W : 0) : k * g.pitch;
    return Math.min(Math.max(0, target), g.maximumOffset);
  };
  // Left or Right on shelf s resting at x (step 1 on toward the later items, -1 back): the rest
  // that brings the item after (or before) its current one — the first wholly in view — to where
  // the behaviour rests; items that rest at x are passed over, so a group of several items or a
  // page moves as one. Null at the shelf's end: the key goes nowhere.
  L.shelfStep = (s, x, step) => {
    const g = L.sidewaysGeometry(s);
    if (!g || !items[s] || items[s].length === 0) return null;
    let i = L.firstFullyVisibleItem(s, x);
    if (i === null) i = groupFirstItem[s][g.pitch > 0 ? Math.min(groups[s].length - 1, Math.max(0, Math.round(x / g.pitch))) : 0];
    for (let j = i + step; j >= 0 && j < items[s].length; j += step) {
      const target = restShowing(s, j, g);
      if ((target - x) * step > 0.5) return target;
    }
    return null;
  };
  return L;
};

// The offset that centres group k of a shelf of geometry g in the viewport.
function centredOffset(g, k) { return g.leadingInset + k * g.pitch + g.groupWidth / 2 - g.containerWidth / 2; }

// UICollectionLayoutSectionOrthogonalScrollingBehavior's rest rules (see the library's OrthogonalScrollingBehavior).
function orthogonalRest(behaviour, projected, current, velocity, g) {
  const clamped = (x) => Math.min(Math.max(0, x), g.maximumOffset);
  const group = (v) => (g.groupCount > 0 && Number.isFinite(v) ? Math.min(Math.max(0, Math.trunc(R(v))), g.groupCount - 1) : 0);
  const oneStep = (p, v) => (Math.abs(v) < 200 ? R(p) : v > 0 ? Math.floor(p) + 1 : Math.ceil(p) - 1);
  const centred = (k) => centredOffset(g, k);
  switch (behaviour) {
    case "continuous": return clamped(projected);
    case "continuousGroupLeadingBoundary": return g.pitch > 0 ? clamped(group(projected / g.pitch) * g.pitch) : clamped(projected);
    case "paging": return g.containerWidth > 0 ? clamped(oneStep(current / g.containerWidth, velocity) * g.containerWidth) : clamped(projected);
    case "groupPaging": return g.pitch > 0 ? clamped(group(oneStep(current / g.pitch, velocity)) * g.pitch) : clamped(projected);
    case "groupPagingCentered": return g.pitch > 0 ? clamped(centred(group(oneStep((current - centred(0)) / g.pitch, velocity)))) : clamped(projected);
    default: return 0;
  }
}

// A sideways release in section s of a prepared compositional layout, as `fling --section s` simulates it:
// the section's own scroller (the page's physics without paging) at 120 frames a second.
function simulateSidewaysRelease(L, viewport, physics, s, x, v) {
  const shelf = L.shelf(s);
  if (!shelf) return null;
  const scroller = new Scroller(shelf, viewport, Object.assign({}, physics, { paging: null }));
  scroller.setOffset({ x, y: 0 });
  scroller.fling(v, 0);
  let frame = 0, time = 0;
  while (scroller.isMoving && time < 30) { frame += 1; time = frame / 120; scroller.update(time); }
  const rest = scroller.restOffset.x, first = L.firstFullyVisibleItem(s, rest);
  return { restOffset: { x: rest, y: 0 }, currentIndex: first, duration: time, section: s, behaviour: shelf.behaviour,
           firstFullyVisibleItem: first };
}
"""#
}
