import CollectionLayout

/// The web page's indicator for the paging layouts, as the app's canvas
/// draws it: the "n / N" pill clear of the cells, and the page marks
/// (libadwaita's dots or lines, `PageIndicator`) under horizontal content or
/// down the trailing edge beside vertical content, from the right right to
/// left; a click on a mark goes to its page.
extension WebExporter {
    /// `"dots"`, `"lines"` or `null`: the marks the app shows for the layout.
    static func indicatorStyle(_ kind: LayoutKind) -> String {
        guard case .pageCount(let style) = LayoutDescription.of(kind).indicator else { return "null" }
        return "\"\(style.rawValue)\""
    }

    static let indicatorScript = #"""
// The app's page marks (PageIndicator: libadwaita's dots and lines, a window of 15 marks at most).
const Marks = { dotRadius: 3, dotRadiusSelected: 4, dotSpacing: 7, dotOpacity: 0.3, dotOpacitySelected: 0.9,
  lineWidth: 3, lineLength: 35, lineSpacing: 5, lineOpacity: 0.3, lineOpacityActive: 0.9, maximumMarks: 15, inset: 16 };
// Every mark of `count` pages at the fractional `position`, centred on `center`, running along `axis` ("x" or "y").
function pageMarks(style, count, position, center, axis, reversed) {
  const M = Marks;
  let first = 0, end = Math.max(0, count);
  if (count > M.maximumMarks) {
    const nearest = Number.isFinite(position) ? roundHalfAway(position) : 0;
    first = Math.min(Math.max(0, nearest - Math.trunc(M.maximumMarks / 2)), count - M.maximumMarks); end = first + M.maximumMarks;
  }
  const pitch = style === "dots" ? 2 * M.dotRadiusSelected + M.dotSpacing : M.lineLength + M.lineSpacing;
  const middle = (first + end - 1) / 2;
  const along = (page) => center[axis] + (page - middle) * pitch * (reversed ? -1 : 1);
  const box = (at, length, thickness) => (axis === "x" ? rect(at - length / 2, center.y - thickness / 2, length, thickness)
    : rect(center.x - thickness / 2, at - length / 2, thickness, length));
  const marks = [];
  for (let page = first; page < end; page++) {
    const selected = Math.max(0, 1 - Math.abs(position - page));
    if (style === "dots") {
      const r = M.dotRadius + (M.dotRadiusSelected - M.dotRadius) * selected;
      marks.push({ page, rect: box(along(page), 2 * r, 2 * r), opacity: M.dotOpacity + (M.dotOpacitySelected - M.dotOpacity) * selected });
    } else marks.push({ page, rect: box(along(page), M.lineLength, M.lineWidth), opacity: M.lineOpacity });
  }
  let active = null;
  if (style === "lines" && count > 0 && Number.isFinite(position)) active = box(along(Math.min(Math.max(position, first), end - 1)), M.lineLength, M.lineWidth);
  const lo = Math.min(...marks.map((m) => (axis === "x" ? m.rect.x : m.rect.y)));
  const hi = Math.max(...marks.map((m) => (axis === "x" ? m.rect.x + m.rect.width : m.rect.y + m.rect.height)));
  return { marks, active, bounds: box((lo + hi) / 2, hi - lo + 16, 20) };
}
// The page showing at `offset`, fractional between two rest offsets (the canvas's fractionalPage).
function fractionalPage(L, offset, count) {
  const along = (p) => (L.vertical ? p.y : p.x);
  const i = L.currentIndex(offset);
  if (i === null || i === undefined) return null;
  const here = L.focusing(i, 0, offset);
  if (!here) return null;
  const x = along(offset) - along(here);
  if (x === 0) return i;
  for (const step of [1, -1]) {
    let j = i + step;
    if (L.wrapping) j = ((j % count) + count) % count;
    if (j < 0 || j >= count || j === i) continue;
    const there = L.focusing(j, 0, offset);
    if (!there) continue;
    const span = along(there) - along(here);
    if (span === 0 || !(x / span > 0)) continue;
    return i + step * Math.min(1, x / span);
  }
  return i;
}
"""#

    /// The mount's part: draws the pill and the marks over the stage after
    /// each frame (`indicate(visible)`), hidden with the `text: false`
    /// option as `render` draws neither.
    static let indicatorPageScript = #"""
  // The paging layouts' "n / N" pill and page marks, where the app's canvas puts them.
  const pill = doc.createElement("div"), marksBox = doc.createElement("div");
  pill.className = "lp-pill"; marksBox.className = "lp-marks";
  overlay.append(marksBox, pill);
  let shownMarks = null;
  function indicate(visible) {
    const index = C.indicator ? layout.currentIndex(scroller.offset) : null;
    if (index === null || index === undefined || count <= 0) { overlay.style.display = "none"; handle.indicator = null; return; }
    overlay.style.display = ""; overlay.style.width = viewport.width + "px"; overlay.style.height = viewport.height + "px";
    const offset = scroller.offset, vertical = layout.vertical, inset = Marks.inset;
    const position = count > 1 ? fractionalPage(layout, offset, count) : null;
    shownMarks = position === null ? null : pageMarks(C.indicator, count, position,
      vertical ? { x: viewport.width - inset, y: viewport.height / 2 } : { x: viewport.width / 2, y: viewport.height - inset },
      vertical ? "y" : "x", !vertical && !!C.rightToLeft);
    marksBox.textContent = "";
    marksBox.style.display = shownMarks ? "" : "none";
    if (shownMarks) {
      const b = shownMarks.bounds;
      Object.assign(marksBox.style, { left: b.x + "px", top: b.y + "px", width: b.width + "px", height: b.height + "px",
        borderRadius: Math.min(b.width, b.height) / 2 + "px" });
      const put = (r, opacity, round) => {
        const d = doc.createElement("div"); d.className = "lp-mark";
        Object.assign(d.style, { left: r.x - b.x + "px", top: r.y - b.y + "px", width: r.width + "px", height: r.height + "px",
          opacity, borderRadius: round ? "50%" : Marks.lineWidth / 2 + "px" });
        marksBox.appendChild(d);
      };
      for (const m of shownMarks.marks) put(m.rect, m.opacity, C.indicator === "dots");
      if (shownMarks.active) put(shownMarks.active, Marks.lineOpacityActive, false);
    }
    // The pill: below the cells when there is room, else above them, else over the bottom;
    // beside vertical content at the trailing edge, left of the marks.
    pill.textContent = `${index + 1} / ${count}`;
    if (vertical) {
      const edge = viewport.width - (shownMarks ? inset + 18 : 12);
      Object.assign(pill.style, { left: "", right: viewport.width - edge + "px", top: viewport.height / 2 + "px", transform: "translateY(-50%)" });
    } else {
      const boxes = visible.filter((e) => e.category === "cell").map(screenBounds).filter((b) => b);
      const bottom = viewport.height - (shownMarks ? 28 + inset : 28);
      let y = bottom;
      if (boxes.length) {
        const top = Math.min(...boxes.map((b) => b.y)) - offset.y, low = Math.max(...boxes.map((b) => b.y + b.height)) - offset.y;
        y = low + 24 <= bottom ? bottom : top - 24 >= 20 ? top - 24 : bottom;
      }
      Object.assign(pill.style, { left: viewport.width / 2 + "px", right: "", top: y + "px", transform: "translate(-50%, -50%)" });
    }
    handle.indicator = { text: pill.textContent, position, marks: shownMarks };
  }
  // A click on a mark goes to its page.
  on(marksBox, "pointerdown", (ev) => {
    if (!shownMarks) return;
    const axis = layout.vertical ? "y" : "x", p = local(ev);
    const nearest = shownMarks.marks.reduce((a, m) => {
      const c = axis === "x" ? m.rect.x + m.rect.width / 2 : m.rect.y + m.rect.height / 2;
      return !a || Math.abs(c - p[axis]) < a.d ? { page: m.page, d: Math.abs(c - p[axis]) } : a;
    }, null);
    const target = nearest && layout.focusing(nearest.page, 0, scroller.offset);
    if (target) { noteInput(); scroller.scrollTo(target, win.performance.now() / 1000); draw(); }
    ev.stopPropagation();
  });
"""#
}
