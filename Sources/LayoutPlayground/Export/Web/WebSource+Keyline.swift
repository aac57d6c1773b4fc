import CollectionLayout

/// The web page's keyline carousel (Material 3's carousels): its
/// configuration, and the layout — items end to end at the large size, each
/// drawn through a mask interpolated between the keylines on either side —
/// ported from the library's `KeylineLayout`, `KeylineLayout+Placement` and
/// the multi-aspect strategy's `MultiAspectRun`. The keylines are in
/// `keylineStateScript`; the component clips each item to its `mask` with
/// `clip-path: inset(…)`.
extension WebExporter {
    /// The keyline carousel's `CONFIG` lines: the view, the parameters, and
    /// for the multi-aspect strategy the exported items' sizes (flattened).
    static func keylineConfiguration(_ view: PreparedView, _ layout: KeylineLayout) -> [String] {
        typealias K = KeylineLayout.Key
        let p = layout.parameters
        func number(_ v: Double) -> String { v.isFinite ? "\(v)" : v.isNaN ? "NaN" : v > 0 ? "Infinity" : "-Infinity" }
        let weights = (try? KeylineSyntax.weights(p.text(K.weights.rawValue))) ?? [1, 3, 1]
        let custom = (try? KeylineSyntax.keylines(p.text(K.keylines.rawValue))) ?? []
        let sizes = layout.strategy == .multiAspect
            ? view.dataset.context(viewport: view.viewport).sections.flatMap { $0.map(\.size) } : []
        let physics = ScrollPhysics(parameters: p)
        return [
            "layout: \"keyline\"",
            "viewport: S(\(number(view.viewport.width)), \(number(view.viewport.height)))",
            "contentOffset: P(\(number(view.offset.x)), \(number(view.offset.y)))",
            "decelerationRate: \(physics.decelerationRate.perMillisecond)",
            "itemCount: \(view.dataset.itemCount)",
            "strategy: \"\(layout.strategy.rawValue)\"",
            "itemWidth: \(number(p.number(K.itemWidth.rawValue)))",
            "itemHeight: \(p.numberOrAuto(K.itemHeight.rawValue).map(number) ?? "null")",
            "smallMin: \(number(p.number(K.smallMin.rawValue)))",
            "smallMax: \(number(p.number(K.smallMax.rawValue)))",
            "spacing: \(number(p.number(K.spacing.rawValue)))",
            "alignment: \"\(layout.alignment.rawValue)\"",
            "weights: [\(weights.map(number).joined(separator: ", "))]",
            "keylines: [\(custom.map { "[\(number($0.offset)), \(number($0.maskedSize))]" }.joined(separator: ", "))]",
            "cornerRadius: \(number(layout.cornerRadius))",
            "parallax: \(number(layout.parallax))",
            "vertical: \(layout.isVertical)",
            "rightToLeft: \(layout.isMirrored)",
            "sizes: [\(sizes.map { s in s.map { "S(\(number($0.width)), \(number($0.height)))" } ?? "null" }.joined(separator: ", "))]",
        ]
    }

    static let keylineScript = #"""
// ---- The keyline carousel (Material 3) ----
// Items are laid out end to end at the large slot; item i's unmasked centre sits at its location
// i·L + c0 − s (L the large slot, c0 the start state's first focal location, s the offset along the
// axis), and KeylineState.place turns that into the slot it is drawn in. Each element's `mask` is
// the visible window in the item's own coordinates: the item stays where its frame is and the
// component clips it (clip-path: inset(…)). Right to left, a horizontal carousel is the same mirrored.
Layouts.keyline = (C) => {
  const { KeylineSteps, resting, fullScreen, smin, smax, start } = Keylines;
  const n = C.itemCount, multiAspect = C.strategy === "multiAspect", mirrored = C.rightToLeft && !C.vertical;
  const L = { vertical: C.vertical, paging: true, wrapping: null, initialContentOffset: { x: 0, y: 0 }, maskCornerRadius: C.cornerRadius };
  let vp = { width: 0, height: 0 }, steps = null, travel = 0, spacing = 0, startLocation = 0, run = null;
  const along = (p) => (C.vertical ? p.y : p.x);
  const withAlong = (a) => (C.vertical ? { x: 0, y: a } : { x: a, y: 0 });
  const viewAlong = () => (C.vertical ? vp.height : vp.width), viewAcross = () => (C.vertical ? vp.width : vp.height);
  // The large item's target along the axis, and the items' size across it.
  const targetSize = () => (C.vertical ? C.itemHeight ?? C.itemWidth : C.itemWidth);
  const crossSize = () => (C.vertical ? vp.width : C.itemHeight ?? vp.height);
  // The travel that brings the last item to the end state's last focal keyline.
  const naturalTravel = (st) => Math.max(0, n - 1) * st.startState.itemSize
    - (st.endState.location(st.endState.lastFocal) - st.startState.location(st.startState.firstFocal));
  // Item i's size from the data (the page's own items, else the exported data's): the multi-aspect strategy reads its aspect.
  const items = (C.data || []).flatMap((s) => s.items);
  const sizeOf = (i) => (items[i] && items[i].size) || (C.sizes.length > 0 ? C.sizes[i % C.sizes.length] : null);
  L.prepare = (v) => {
    vp = v;
    const container = smax(viewAlong(), 1);
    const m = { containerSize: container, targetSize: targetSize(), crossSize: crossSize(), smallMin: C.smallMin, smallMax: C.smallMax,
                spacing: C.spacing, centered: C.alignment === "center", itemCount: n };
    if (multiAspect) {
      const cross = crossSize(), lengths = [];
      for (let i = 0; i < n; i++) {
        const s = sizeOf(i);
        const usable = s && s.width > 0 && s.height > 0 && Number.isFinite(s.width) && Number.isFinite(s.height);
        lengths.push(usable ? cross * (C.vertical ? s.height / s.width : s.width / s.height) : targetSize());
      }
      run = new MultiAspectRun(lengths, container, cross, C.spacing, m.centered);
      steps = new KeylineSteps(fullScreen(m), container);
      spacing = C.spacing; startLocation = 0; travel = run.travel;
    } else {
      run = null;
      let state = resting(C.strategy, m, C.weights, C.keylines), candidate = new KeylineSteps(state, container);
      // A short list cannot travel through both end regions: drop the smallest keylines that are not focal until it can.
      while (n > 0 && naturalTravel(candidate) < candidate.startShift + candidate.endShift) {
        const smallest = state.smallestUnfocused();
        if (smallest < 0) break;
        const list = state.keylines.slice();
        list.splice(smallest, 1);
        state = state.packed(start(state.keylines[0]), list);
        candidate = new KeylineSteps(state, container);
      }
      steps = candidate;
      spacing = smin(C.spacing, steps.resting.itemSize / 2);
      startLocation = steps.startState.location(steps.startState.firstFocal);
      const natural = naturalTravel(steps);
      // Fewer items than focal keylines: every item is whole in the start state.
      travel = n === 0 || natural < steps.startShift + steps.endShift ? 0 : natural;
    }
    L.contentSize = C.vertical ? { width: vp.width, height: vp.height + travel } : { width: vp.width + travel, height: vp.height };
    L.initialContentOffset = withAlong(physical(0));
  };
  // The offset along the axis as if the carousel ran left to right, and back.
  const logical = (offset) => (mirrored ? travel - offset.x : along(offset));
  const physical = (s) => (mirrored ? travel - s : s);
  // The keylines at `offset`, from the viewport's left or top edge (right to left the first is the rightmost).
  L.keylines = (offset) => (multiAspect ? [] : steps.state(logical(offset), travel).keylines
    .map((k) => ({ offset: mirrored ? vp.width - k.offset : k.offset, maskedSize: k.maskedSize, focal: k.focal })));
  const slot = (i, s, state) => state.place(i * state.itemSize + startLocation - s);
  // An element `length` long centred at `centre` along the axis, showing `visible` from `window` into it.
  const placed = (i, centre, length, window, visible) => {
    const cross = crossSize(), middle = viewAcross() / 2;
    const size = C.vertical ? { width: cross, height: length } : { width: length, height: cross };
    const c = C.vertical ? { x: middle, y: centre } : { x: centre, y: middle };
    const mask = C.vertical ? rect(0, window, size.width, visible) : rect(window, 0, visible, size.height);
    if (mirrored) { c.x = L.contentSize.width - c.x; mask.x = size.width - (mask.x + mask.width); }
    return element(i, c, size, { mask });
  };
  // Item i: the whole item (the large slot less the spacing), placed so that its mask, the slot less the spacing, falls on the slot.
  const attrs = (i, offset, state) => {
    const s = logical(offset);
    if (run) {
      const [picture, window, visible] = run.placement(i, s, C.parallax), length = run.lengths[i];
      return placed(i, s + picture + length / 2, length, window, visible);
    }
    const [centre, size] = slot(i, s, state);
    const whole = smax(0, state.itemSize - spacing), visible = smin(whole, smax(0, size - spacing));
    const lead = (whole - visible) / 2 * C.parallax;
    // The window's centre, lead + visible/2 into the item, is the slot's centre.
    const e = placed(i, s + centre - (lead + visible / 2) + whole / 2, whole, lead, visible);
    e.hidden = visible <= 0;
    return e;
  };
  L.item = (i, sec, offset) => (sec === 0 && i >= 0 && i < n ? attrs(i, offset, steps.state(logical(offset), travel)) : null);
  L.elements = (r, offset) => {
    if (n <= 0 || rectIsEmpty(r)) return [];
    const [lowAcross, highAcross] = C.vertical ? [r.x, r.x + r.width] : [r.y, r.y + r.height];
    const top = (viewAcross() - crossSize()) / 2;
    if (!(lowAcross < top + crossSize() && top < highAcross)) return [];
    const [from, to] = mirrored ? [L.contentSize.width - (r.x + r.width), L.contentSize.width - r.x]
      : C.vertical ? [r.y, r.y + r.height] : [r.x, r.x + r.width];
    const out = [], s = logical(offset), state = steps.state(s, travel);
    const keep = (i) => { const e = attrs(i, offset, state); if (intersects(frameOf(e), r)) out.push(e); };
    if (run) {
      const [first, last] = run.items(from, to);
      for (let i = first; i < last; i++) keep(i);
      return out;
    }
    // A binary search for the first slot that could reach the rect (a frame lies within one item size of its slot's centre).
    const reach = state.itemSize, low = from - s - reach, high = to - s + reach;
    let lo = 0, hi = n;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (slot(mid, s, state)[0] < low) lo = mid + 1; else hi = mid; }
    for (let i = lo; i < n && slot(i, s, state)[0] <= high; i++) keep(i);
    return out;
  };
  // The logical offset at which item i is the first focal item: in the start region at the step that makes it so,
  // between the regions one large slot per item, in the end region at its step; within the travel.
  const logicalRest = (i) => {
    if (run) return run.restOffset(i);
    const rest = steps.resting, startFocal = steps.startState.firstFocal, restingFocal = rest.firstFocal;
    const startStep = restingFocal - startFocal - i;
    if (startStep > 0 && startStep < steps.startSteps.length && steps.startShift > 0) return steps.startShift * (1 - steps.startPoints[startStep]);
    if (i === 0) return 0;
    const between = i * rest.itemSize + startLocation - rest.location(restingFocal), endRegion = travel - steps.endShift;
    if (between <= endRegion || steps.endShift <= 0) return smin(smax(0, between), travel);
    const endStep = steps.endState.lastFocal - (n - 1 - i) - restingFocal;
    if (!(endStep > 0 && endStep < steps.endSteps.length)) return smin(smax(0, between), travel);
    return smin(travel, endRegion + steps.endShift * steps.endPoints[endStep]);
  };
  L.restOffset = (i) => physical(logicalRest(i));
  // The item whose rest offset is nearest: among the items of the end regions and the neighbours of the estimate.
  L.currentIndex = (offset) => {
    if (n <= 0) return null;
    const s = logical(offset);
    if (!Number.isFinite(s)) return 0;
    if (run) return run.nearestItem(s);
    const rest = steps.resting, ends = steps.startSteps.length + steps.endSteps.length + 1;
    const guess = R((s - startLocation + rest.location(rest.firstFocal)) / smax(rest.itemSize, 1e-9));
    const estimate = Math.trunc(smin(smax(guess, -1e9), 1e9));
    const candidates = [];
    for (let i = 0; i < Math.min(n, ends); i++) candidates.push(i);
    for (let i = Math.max(0, n - ends); i < n; i++) candidates.push(i);
    for (let i = estimate - 1; i <= estimate + 1; i++) if (i >= 0 && i < n) candidates.push(i);
    let best = null;
    for (const i of candidates) if (best === null || Math.abs(logicalRest(i) - s) < Math.abs(logicalRest(best) - s)) best = i;
    return best;
  };
  // Releases rest with the item nearest the projected offset at the first focal keyline.
  L.targetContentOffset = (proposed) => { const i = L.currentIndex(proposed); return withAlong(i === null ? 0 : L.restOffset(i)); };
  L.focusing = (i, sec) => (sec === 0 && i >= 0 && i < n ? withAlong(L.restOffset(i)) : null);
  return L;
};

// The multi-aspect strategy: no keylines; items keep their aspect ratio, end to end with the spacing, and an item
// crossing the viewport's edge is masked and its picture parallaxed, more for wide items than for tall ones
// (Compose's MultiAspectCarouselItemDrawInfo).
class MultiAspectRun {
  constructor(raw, container, crossSize, spacing, centered) {
    container = Math.max(container, 1);
    this.lengths = raw.map((l) => (Number.isFinite(l) ? Keylines.smin(Keylines.smax(l, 1), container) : container));
    const total = this.lengths.reduce((s, l) => s + l, 0) + spacing * Math.max(0, raw.length - 1);
    let edge = centered && total < container ? (container - total) / 2 : 0;
    this.starts = this.lengths.map((l) => { const at = edge; edge += l + spacing; return at; });
    this.longest = this.lengths.length ? Math.max(...this.lengths) : 0;
    this.container = container; this.crossSize = Math.max(crossSize, 1); this.centered = centered;
    this.travel = Math.max(0, total - container);
  }
  // Item i at logical offset s: [its picture's leading edge in the viewport, the window's start in the item, the window's length].
  placement(i, s, parallax) {
    const length = this.lengths[i], x = this.starts[i] - s, strength = MultiAspectRun.intensity(length / this.crossSize);
    if (x < 0) {
      const d = Keylines.smin(-x, length), shift = d * strength * parallax, opening = d * (1 - strength);
      return [x + shift, opening - shift, length - opening];
    }
    if (x > this.container - length) {
      const d = Keylines.smin(x + length - this.container, length), shift = d * strength * parallax;
      return [x - shift, shift, length - d * (1 - strength)];
    }
    return [x, 0, length];
  }
  // Its leading edge at the viewport's (or its centre at the centre), within the travel.
  restOffset(i) {
    const target = this.centered ? this.starts[i] + this.lengths[i] / 2 - this.container / 2 : this.starts[i];
    return Keylines.smin(Keylines.smax(target, 0), this.travel);
  }
  nearestItem(s) {
    const count = this.lengths.length;
    if (count === 0) return null;
    const first = (offset, hi) => { let lo = 0; while (lo < hi) { const mid = (lo + hi) >> 1; if (this.restOffset(mid) < offset) lo = mid + 1; else hi = mid; } return lo; };
    const lo = first(s, count);
    if (lo >= count) return first(this.restOffset(count - 1), count - 1);
    if (lo === 0) return 0;
    const before = this.restOffset(lo - 1);
    return s - before <= this.restOffset(lo) - s ? first(before, lo - 1) : lo;
  }
  // [first, end): the items that could be drawn within low…high (a picture lags its item by at most half its length).
  items(low, high) {
    const reach = this.longest / 2;
    let lo = 0, hi = this.lengths.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (this.starts[mid] + this.lengths[mid] < low - reach) lo = mid + 1; else hi = mid; }
    let end = lo;
    while (end < this.lengths.length && this.starts[end] <= high + reach) end++;
    return [lo, end];
  }
  // ½ from 16:9 up, ⅓ at 1:1, ¼ from 9:16 down, linear between.
  static intensity(ratio) {
    if (ratio >= 16 / 9) return 1 / 2;
    if (ratio >= 1) return 1 / 3 + (1 / 2 - 1 / 3) * (ratio - 1) / (16 / 9 - 1);
    if (ratio >= 9 / 16) return 1 / 4 + (1 / 3 - 1 / 4) * (ratio - 9 / 16) / (1 - 9 / 16);
    return 1 / 4;
  }
}
"""#
}
