/// The web page's keyline carousel, its keylines: Material's `KeylineState`,
/// the strategies' resting arrangements (`Arrangement`'s lowest-cost
/// search) and the steps at the ends (`KeylineStateList`), ported from the
/// library's `KeylineState`, `KeylineState+Strategies`, `KeylineArrangement`
/// and `KeylineSteps` in the same order of operations.
extension WebExporter {
    static let keylineStateScript = #"""
// ---- Keylines (Material's Keyline, KeylineState, Arrangement and KeylineStateList) ----
const Keylines = (() => {
  // Swift's min and max: min(x, y) = y < x ? y : x, max(x, y) = y >= x ? y : x.
  const smin = (x, y) => (y < x ? y : x), smax = (x, y) => (y >= x ? y : x);
  const mix = (x, y, t) => x + (y - x) * t;
  // A value on a grid of 1e-9 points, so sizes whole in exact arithmetic stay whole.
  const tidy = (v) => (Math.abs(v) < 1e12 ? roundHalfAway(v * 1e9) / 1e9 : v);
  const ANCHOR_SIZE = 1, EXTRA_SMALL_SIZE = 10, MEDIUM_FLEX = 0.1;

  // One keyline: along the scroll axis, `offset` the slot's centre from the viewport's leading edge,
  // `maskedSize` the slot (the item's visible part plus the spacing).
  const keyline = (offset, maskedSize, focal = false, anchor = false) => ({ offset, maskedSize, focal, anchor });
  const start = (k) => k.offset - k.maskedSize / 2, end = (k) => k.offset + k.maskedSize / 2;

  // The keylines across the viewport (an anchor first and last) and the size every item is laid out at.
  // Keyline i's location, firstLocation + i·itemSize, is where an item's unmasked centre is when drawn at it.
  class KeylineState {
    // Keylines without a positive size are left out; without a focal keyline the largest become focal.
    static of(itemSize, given) {
      const kept = given.filter((k) => k.maskedSize > 0 && Number.isFinite(k.maskedSize) && Number.isFinite(k.offset)).map((k) => ({ ...k }));
      const sizes = kept.filter((k) => !k.anchor).map((k) => k.maskedSize);
      if (!kept.some((k) => k.focal) && sizes.length > 0) {
        const largest = Math.max(...sizes);
        for (const k of kept) if (!k.anchor && k.maskedSize === largest) k.focal = true;
      }
      const state = new KeylineState(itemSize, kept, 0);
      const focal = state.firstFocal;
      state.firstLocation = kept.length === 0 ? 0 : kept[focal].offset - focal * itemSize;
      return state;
    }
    constructor(itemSize, keylines, firstLocation) { this.itemSize = itemSize; this.keylines = keylines; this.firstLocation = firstLocation; }
    get firstFocal() { const i = this.keylines.findIndex((k) => k.focal); return i < 0 ? 0 : i; }
    get lastFocal() { const i = this.keylines.findLastIndex((k) => k.focal); return i < 0 ? 0 : i; }
    get firstNonAnchor() { return this.keylines.findIndex((k) => !k.anchor); }
    get lastNonAnchor() { return this.keylines.findLastIndex((k) => !k.anchor); }
    location(i) { return this.firstLocation + i * this.itemSize; }
    // Where an item whose unmasked centre is at u is drawn: [the slot's centre, the slot's size], interpolated
    // between the keylines on either side (beyond the outermost the slot keeps their size and moves with the content).
    place(u) {
      const K = this.keylines, L = this.itemSize;
      if (K.length === 0 || !(L > 0)) return [u, 0];
      const j = Math.floor((u - this.firstLocation) / L);
      if (!(j >= 0)) return [K[0].offset + (u - this.firstLocation), K[0].maskedSize];
      if (!(j < K.length - 1)) return [K[K.length - 1].offset + (u - this.location(K.length - 1)), K[K.length - 1].maskedSize];
      const a = K[j], b = K[j + 1], t = (u - this.location(j)) / L;
      return [a.offset + (b.offset - a.offset) * t, a.maskedSize + (b.maskedSize - a.maskedSize) * t];
    }
    // `list` (null: these keylines) packed end to end from `from`; `focal` [first, last] gives the focal range anew.
    packed(from, list = null, focal = null) {
      let edge = from;
      const result = (list ?? this.keylines).map((k, i) => {
        const placed = { ...k, offset: edge + k.maskedSize / 2 };
        if (focal) placed.focal = i >= focal[0] && i <= focal[1] && !k.anchor;
        edge += k.maskedSize;
        return placed;
      });
      return KeylineState.of(this.itemSize, result);
    }
    // The smallest keyline that is neither focal nor an anchor (the last of equals), or -1.
    smallestUnfocused() {
      let best = -1;
      this.keylines.forEach((k, i) => { if (!k.focal && !k.anchor && (best < 0 || k.maskedSize <= this.keylines[best].maskedSize)) best = i; });
      return best;
    }
    // Whether the keylines can carry a carousel: a focal keyline, positive sizes no larger than the item size, offsets increasing.
    isUsable() {
      const L = this.itemSize, K = this.keylines;
      if (!(L > 0) || !Number.isFinite(L) || !K.some((k) => k.focal) || !K.some((k) => !k.anchor)) return false;
      return K.every((k, i) => k.maskedSize > 0 && k.maskedSize <= L * (1 + 1e-9) && Number.isFinite(k.offset) && !(i > 0 && k.offset <= K[i - 1].offset));
    }
    // The state t of the way from a to b: offsets, sizes and locations interpolated, the focal range of the nearer end.
    static interpolate(a, b, t) {
      if (a.keylines.length !== b.keylines.length) return t < 0.5 ? a : b;
      const keylines = a.keylines.map((p, i) => { const q = b.keylines[i];
        return keyline(mix(p.offset, q.offset, t), mix(p.maskedSize, q.maskedSize, t), t < 0.5 ? p.focal : q.focal, p.anchor); });
      return new KeylineState(a.itemSize, keylines, mix(a.firstLocation, b.firstLocation, t));
    }
  }

  // How many small, medium and large items fill the carousel, and at what sizes (Material's Arrangement).
  function arrangement(priority, targetSmall, smallLow, smallHigh, smallCount, targetMedium, mediumCount, targetLarge, largeCount, space) {
    const a = { priority, smallSize: smin(smax(targetSmall, smallLow), smallHigh), smallCount, mediumSize: targetMedium, mediumCount,
                largeSize: targetLarge, largeCount };
    const used = a.largeSize * largeCount + a.mediumSize * mediumCount + a.smallSize * smallCount, delta = space - used;
    if (smallCount > 0 && delta > 0) a.smallSize += smin(delta / smallCount, smallHigh - a.smallSize);
    else if (smallCount > 0 && delta < 0) a.smallSize += smax(delta / smallCount, smallLow - a.smallSize);
    if (smallCount === 0) a.smallSize = 0;
    a.largeSize = (space - (smallCount + mediumCount / 2) * a.smallSize) / (largeCount + mediumCount / 2);
    a.mediumSize = (a.largeSize + a.smallSize) / 2;
    if (mediumCount > 0 && a.largeSize !== targetLarge) {
      // The medium items flex by up to 10 % to bring the large ones back toward their target.
      const wanted = (targetLarge - a.largeSize) * largeCount, flex = a.mediumSize * MEDIUM_FLEX * mediumCount;
      const moved = smin(Math.abs(wanted), flex);
      if (wanted > 0) { a.mediumSize -= moved / mediumCount; a.largeSize += moved / largeCount; }
      else { a.mediumSize += moved / mediumCount; a.largeSize -= moved / largeCount; }
    }
    a.cost = isValid(a) ? Math.abs(targetLarge - a.largeSize) * priority : Infinity;
    return a;
  }
  const count = (a) => a.smallCount + a.mediumCount + a.largeCount;
  function isValid(a) {
    if (!(a.largeSize > 0) || !Number.isFinite(a.largeSize)) return false;
    if (a.largeCount > 0 && a.smallCount > 0 && a.mediumCount > 0) return a.largeSize > a.mediumSize && a.mediumSize > a.smallSize;
    if (a.largeCount > 0 && a.smallCount > 0) return a.largeSize > a.smallSize;
    return true;
  }
  // The cheapest candidate over the counts (large outermost, small innermost); the first of cost 0 ends the search.
  function cheapest(space, targetSmall, smallLow, smallHigh, smallCounts, targetMedium, mediumCounts, targetLarge, largeCounts) {
    let best = null, priority = 1;
    for (const large of largeCounts) for (const medium of mediumCounts) for (const small of smallCounts) {
      const c = arrangement(priority, targetSmall, smallLow, smallHigh, small, targetMedium, medium, targetLarge, large, space);
      if (best === null || c.cost < best.cost) { best = c; if (c.cost === 0) return c; }
      priority++;
    }
    return best;
  }
  const range = (from, to) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

  // One focal item as large as the viewport, between two anchors (Material's FullScreenCarouselStrategy).
  function fullScreen(m) {
    const c = smax(m.containerSize, ANCHOR_SIZE);
    return KeylineState.of(c, [keyline(-ANCHOR_SIZE / 2, ANCHOR_SIZE, false, true), keyline(c / 2, c, true), keyline(c + ANCHOR_SIZE / 2, ANCHOR_SIZE, false, true)]);
  }

  // Material's MultiBrowseCarouselStrategy: large, medium and small items; fewer small and medium ones than items.
  function multiBrowse(m) {
    const c = m.containerSize, sp = m.spacing;
    const smallMin = m.smallMin + sp, smallMax = smax(m.smallMax + sp, smallMin);
    const large = smin(m.targetSize + sp, c), small = smin(smax(m.targetSize / 3 + sp, smallMin), smallMax), medium = (large + small) / 2;
    if (!(large > 0) || !(c > 0)) return null;
    let smallCounts = [c <= 2 * smallMin ? 0 : 1], mediumCounts = [1, 0];
    if (m.centered) { smallCounts = smallCounts.map((x) => x * 2); mediumCounts = mediumCounts.map((x) => x * 2); }
    const leftForLarge = c - medium * Math.max(...mediumCounts) - smallMax * Math.max(...smallCounts);
    const largeMin = Math.max(1, Math.floor(leftForLarge / large)), largeMax = Math.ceil(c / large);
    if (!(largeMax >= largeMin) || largeMax > 1000) return null;
    const solve = (s, md, l) => cheapest(c, small, smallMin, smallMax, s, medium, md, large, l);
    let a = solve(smallCounts, mediumCounts, range(largeMin, largeMax).reverse());
    if (!a) return null;
    let surplus = count(a) - m.itemCount;
    let refit = surplus > 0 && (a.smallCount > 0 || a.mediumCount > 1);
    for (; surplus > 0; surplus--) { if (a.smallCount > 0) a.smallCount--; else if (a.mediumCount > 1) a.mediumCount--; }
    if (a.mediumCount === 0 && a.smallCount === 0 && c > 2 * smallMin) { a.smallCount = 1; refit = true; }
    if (refit) { a = solve([a.smallCount], [a.mediumCount], [a.largeCount]); if (!a) return null; }
    if (!isValid(a)) {
      // Items smaller than the small size: large items alone.
      a = solve([0], [0], range(largeMin, largeMax).reverse());
      if (!a || !isValid(a)) return null;
    }
    return arranged(a, c, m.centered);
  }

  // Material's HeroCarouselStrategy: the large item twice the items' cross size and one small item (centred between two).
  function hero(m, centered) {
    const c = m.containerSize, sp = m.spacing;
    const smallMin = m.smallMin + sp, smallMax = smax(m.smallMax + sp, smallMin), measured = 2 * m.crossSize;
    const large = smin(measured + sp, c), small = smin(smax(measured / 3 + sp, smallMin), smallMax), medium = (large + small) / 2;
    if (!(large > 0) || !(c > 0)) return null;
    const smallCounts = [c < 2 * smallMin ? 0 : 1], mediumCounts = [0, 1];
    const largeMin = Math.max(1, Math.floor((c - smallMax) / large)), largeMax = Math.ceil(c / large);
    if (!(largeMax >= largeMin) || largeMax > 1000) return null;
    const solve = (twice) => cheapest(c, small, smallMin, smallMax, smallCounts.map((x) => (twice ? x * 2 : x)), medium,
                                      mediumCounts.map((x) => (twice ? x * 2 : x)), large, range(largeMin, largeMax));
    let isCentered = centered, a = solve(centered);
    if (!a) return null;
    if ((count(a) > m.itemCount || !isValid(a)) && centered) { isCentered = false; a = solve(false); if (!a) return null; }
    if (!isValid(a)) return null;
    return arranged(a, c, isCentered);
  }

  // An arrangement's keylines: large, medium, small from the leading edge, or small, medium, large, medium, small when centred.
  function arranged(a, c, centered) {
    const large = tidy(a.largeSize), medium = tidy(a.mediumSize), small = tidy(a.smallSize), anchor = smin(ANCHOR_SIZE, large);
    const slots = [];
    const add = (size, n, focal = false) => { if (!(size > 0)) return; for (let i = 0; i < n; i++) slots.push([size, focal]); };
    if (centered) {
      const halfSmall = Math.floor(a.smallCount / 2), halfMedium = Math.floor(a.mediumCount / 2);
      add(small, halfSmall); add(medium, halfMedium); add(large, a.largeCount, true);
      add(medium, a.mediumCount - halfMedium); add(small, a.smallCount - halfSmall);
    } else {
      add(large, a.largeCount, true); add(medium, a.mediumCount); add(small, a.smallCount);
    }
    const keylines = [keyline(-anchor / 2, anchor, false, true)];
    let edge = 0;
    for (const [size, focal] of slots) { keylines.push(keyline(tidy(edge + size / 2), size, focal)); edge += size; }
    keylines.push(keyline(c + anchor / 2, anchor, false, true));
    return KeylineState.of(large, keylines);
  }

  // Material's UncontainedCarouselStrategy: large items at their own size, then one medium item the edge cuts.
  function uncontained(m) {
    const c = m.containerSize, sp = m.spacing, large = smin(m.targetSize + sp, c), extraSmall = smin(EXTRA_SMALL_SIZE + sp, large);
    if (!(large > 0) || !(c > 0)) return null;
    const n = Math.max(1, Math.floor(c / large));
    if (n > 1000) return null;
    let remaining = c - n * large;
    const keylines = [];
    const tidied = () => KeylineState.of(large, keylines.map((k) => ({ ...k, offset: tidy(k.offset) })));
    if (m.centered) {
      remaining /= 2;
      const medium = smax(smin(3 * remaining, large), m.smallMin + sp);
      if (medium <= large && remaining > 0) {
        const first = remaining - medium / 2;
        keylines.push(keyline(first - medium / 2 - extraSmall / 2, extraSmall, false, true), keyline(first, medium));
        for (let i = 0; i < n; i++) keylines.push(keyline(remaining + (i + 0.5) * large, large, true));
        const last = remaining + n * large;
        keylines.push(keyline(last + medium / 2, medium), keyline(last + medium + extraSmall / 2, extraSmall, false, true));
        return tidied();
      }
      remaining *= 2;
    }
    let medium = smax(remaining * 1.5, extraSmall);
    if (medium > large * 0.85) medium = smax(large * 0.85, remaining * 1.2);
    medium = smin(large, medium);
    const leading = smax(extraSmall, medium / 2);
    keylines.push(keyline(-leading / 2, leading, false, true));
    for (let i = 0; i < n; i++) keylines.push(keyline((i + 0.5) * large, large, true));
    let edge = n * large;
    if (remaining > 0) { keylines.push(keyline(edge + medium / 2, tidy(medium))); edge += medium; }
    keylines.push(keyline(edge + extraSmall / 2, extraSmall, false, true));
    return tidied();
  }

  // Slots across the viewport in proportion to the weights (Flutter's CarouselView.weighted), the heaviest (first run) focal.
  function weighted(weights, m) {
    const c = m.containerSize, total = weights.reduce((s, w) => s + w, 0);
    if (weights.length === 0 || !(total > 0) || !(c > 0) || !weights.every((w) => w > 0 && Number.isFinite(w))) return null;
    const sizes = weights.map((w) => tidy(w / total * c)), heaviest = Math.max(...weights), first = weights.indexOf(heaviest);
    let last = first;
    while (last + 1 < weights.length && weights[last + 1] === heaviest) last++;
    const anchor = smin(ANCHOR_SIZE, Math.min(...sizes));
    const keylines = [keyline(-anchor / 2, anchor, false, true)];
    let edge = 0;
    sizes.forEach((size, i) => { keylines.push(keyline(tidy(edge + size / 2), size, i >= first && i <= last)); edge += size; });
    keylines.push(keyline(edge + anchor / 2, anchor, false, true));
    return KeylineState.of(sizes[first], keylines);
  }

  // Keylines as given, [offset, maskedSize] from the leading edge, the largest (first run of them) focal.
  function custom(given) {
    if (given.length === 0) return null;
    const large = Math.max(...given.map((k) => k[1])), smallest = Math.min(...given.map((k) => k[1]));
    if (!(large > 0)) return null;
    const anchor = smin(ANCHOR_SIZE, smallest), first = given[0], last = given[given.length - 1];
    const keylines = [keyline(first[0] - first[1] / 2 - anchor / 2, anchor, false, true)];
    let reachedFocal = false, leftFocal = false;
    for (const [offset, size] of given) {
      const focal = size === large && !leftFocal;
      if (focal) reachedFocal = true; else if (reachedFocal) leftFocal = true;
      keylines.push(keyline(offset, size, focal));
    }
    keylines.push(keyline(last[0] + last[1] / 2 + anchor / 2, anchor, false, true));
    return KeylineState.of(large, keylines);
  }

  // The strategy's resting keylines; a strategy with no valid arrangement falls back to one item filling the viewport.
  function resting(strategy, m, weights, given) {
    const make = { multiBrowse: () => multiBrowse(m), hero: () => hero(m, false), centeredHero: () => hero(m, true),
                   uncontained: () => uncontained(m), weighted: () => weighted(weights, m), custom: () => custom(given) }[strategy];
    const state = make ? make() : null;
    return state && state.isUsable() ? state : fullScreen(m);
  }

  // The states the carousel passes through at its ends (Material's KeylineStateList): each start step moves the
  // first keyline before the focal range to the trailing side, each end step the last one after it to the leading
  // side; scrolling through an end region interpolates between the steps, each taking a share of it in proportion
  // to how far its keylines shifted.
  class KeylineSteps {
    constructor(resting, containerSize) {
      this.resting = resting;
      let first = startSteps(resting, containerSize), last = endSteps(resting, containerSize);
      let a = first[first.length - 1].firstLocation - resting.firstLocation, b = resting.firstLocation - last[last.length - 1].firstLocation;
      if (!(a > 1e-9) || !Number.isFinite(a)) { first = [resting]; a = 0; }
      if (!(b > 1e-9) || !Number.isFinite(b)) { last = [resting]; b = 0; }
      this.startSteps = first; this.endSteps = last; this.startShift = a; this.endShift = b;
      this.startPoints = points(first, a, true); this.endPoints = points(last, b, false);
    }
    get startState() { return this.startSteps[this.startSteps.length - 1]; }
    get endState() { return this.endSteps[this.endSteps.length - 1]; }
    // The state s points into a travel of `travel`.
    state(s, travel) {
      if (this.startShift > 0 && s < this.startShift) return interpolateSteps(this.startSteps, this.startPoints, 1 - smax(0, s) / this.startShift);
      if (this.endShift > 0 && s > travel - this.endShift)
        return interpolateSteps(this.endSteps, this.endPoints, smin(1, (s - (travel - this.endShift)) / this.endShift));
      return this.resting;
    }
  }
  function interpolateSteps(steps, pts, progress) {
    if (steps.length <= 1) return steps[0];
    const p = smin(1, smax(0, progress));
    for (let i = 1; i < steps.length; i++) {
      if (p <= pts[i] || i === steps.length - 1) {
        const span = pts[i] - pts[i - 1], t = span > 0 ? smin(1, smax(0, (p - pts[i - 1]) / span)) : 1;
        return KeylineState.interpolate(steps[i - 1], steps[i], t);
      }
    }
    return steps[steps.length - 1];
  }
  function points(steps, width, leading) {
    const pts = [0];
    for (let i = 1; i < steps.length; i++) {
      const moved = leading ? steps[i].firstLocation - steps[i - 1].firstLocation : steps[i - 1].firstLocation - steps[i].firstLocation;
      pts.push(i === steps.length - 1 ? 1 : smin(1, pts[i - 1] + (width > 0 ? moved / width : 0)));
    }
    return pts;
  }
  // How far keyline k reaches past either edge of the viewport.
  const cutoff = (k, c) => smax(0, -start(k)) + smax(0, end(k) - c);
  function startSteps(state, c) {
    const steps = [state], fna = state.firstNonAnchor;
    if (fna < 0 || state.keylines.length === 0) return steps;
    const origin = start(state.keylines[0]), ff = state.firstFocal, lf = state.lastFocal;
    if (ff <= fna) {
      // The first focal keyline is first already: only move it clear of the edge.
      const edge = start(state.keylines[ff]);
      if (edge < 0) steps.push(state.packed(origin - edge));
      return steps;
    }
    let cut = 0;
    for (let step = 0; step < ff - fna; step++) {
      const previous = steps[steps.length - 1], list = previous.keylines.slice();
      const [moving] = list.splice(fna, 1);
      cut += cutoff(state.keylines[fna + step], c);
      const focal = [ff - step - 1, lf - step - 1];
      let at = focal[1] + 1;
      while (at < list.length && !list[at].anchor && list[at].maskedSize >= moving.maskedSize) at++;
      list.splice(at, 0, moving);
      steps.push(previous.packed(origin + cut, list, focal));
    }
    return steps;
  }
  function endSteps(state, c) {
    const steps = [state], lna = state.lastNonAnchor;
    if (lna < 0 || state.keylines.length === 0) return steps;
    const origin = start(state.keylines[0]), ff = state.firstFocal, lf = state.lastFocal;
    if (lf >= lna) {
      const edge = end(state.keylines[lf]);
      if (edge > c) steps.push(state.packed(origin - (edge - c)));
      return steps;
    }
    let cut = 0;
    for (let step = 0; step < lna - lf; step++) {
      const previous = steps[steps.length - 1], list = previous.keylines.slice();
      const [moving] = list.splice(lna, 1);
      cut += cutoff(state.keylines[lna - step], c);
      let at = ff + step;
      while (at > 0 && !list[at - 1].anchor && list[at - 1].maskedSize >= moving.maskedSize) at--;
      list.splice(at, 0, moving);
      steps.push(previous.packed(origin - cut, list, [ff + step + 1, lf + step + 1]));
    }
    return steps;
  }

  return { KeylineState, KeylineSteps, resting, fullScreen, smin, smax, start };
})();
"""#
}
