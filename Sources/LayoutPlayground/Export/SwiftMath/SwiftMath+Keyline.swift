import CollectionLayout

/// The keyline carousel's export (Material 3's keyline carousels): the
/// configuration, and the layout's math, ported from the library's
/// `KeylineLayout` and `KeylineLayout+Placement` — items laid out end to end
/// at one large size, each drawn through a mask (`LayoutElement.mask`) sized
/// and placed between the keylines on either side of it, resting with an
/// item at the first focal keyline. The keylines, the strategies and the
/// multi-aspect run are in the files beside this one.
extension SwiftMathGenerator {
    func keylinePart(_ layout: KeylineLayout) -> LayoutPart {
        typealias K = KeylineLayout.Key
        let p = layout.parameters
        let weights = (try? KeylineSyntax.weights(p.text(K.weights.rawValue))) ?? [1, 3, 1]
        let keylines = (try? KeylineSyntax.keylines(p.text(K.keylines.rawValue))) ?? []
        let context = view.dataset.context(viewport: view.viewport)
        let sizes = context.sections.flatMap { $0 }.map { m in
            m.size.map { "LayoutSize(\(Self.literal($0.width)), \(Self.literal($0.height)))" } ?? "nil"
        }
        let multiAspect = layout.strategy == .multiAspect
        return LayoutPart(configuration: [
            "static let itemCount = \(view.dataset.itemCount)",
            "/// multiBrowse, hero, centeredHero, uncontained, fullScreen, weighted, multiAspect or custom.",
            "static let strategy = \(SwiftCodeGenerator.stringLiteral(layout.strategy.rawValue))",
            "/// The large item's target width (vertical: the target while itemHeight is nil).",
            "static let itemWidth: Double = \(Self.literal(p.number(K.itemWidth.rawValue)))",
            "/// The items' height; nil: the viewport's (vertical: the large item's target, nil: itemWidth).",
            "static let itemHeight: Double? = \(Self.optional(p.numberOrAuto(K.itemHeight.rawValue)))",
            "static let smallMin: Double = \(Self.literal(p.number(K.smallMin.rawValue)))",
            "static let smallMax: Double = \(Self.literal(p.number(K.smallMax.rawValue)))",
            "/// The gap between neighbouring items' visible parts.",
            "static let spacing: Double = \(Self.literal(p.number(K.spacing.rawValue)))",
            "/// The focal items rest in the middle rather than at the leading edge.",
            "static let centered = \(layout.alignment == .center)",
            "/// The weighted strategy's slots across the viewport, in proportion.",
            "static let weights: [Double] = [\(weights.map(Self.literal).joined(separator: ", "))]",
            "/// The custom strategy's keylines: offset (the slot's centre from the leading edge) and masked size.",
            "static let keylines: [(offset: Double, maskedSize: Double)] = ["
                + keylines.map { "(\(Self.literal($0.offset)), \(Self.literal($0.maskedSize)))" }.joined(separator: ", ") + "]",
            "/// The radius of the mask's corners.",
            "static let cornerRadius: Double = \(Self.literal(layout.cornerRadius))",
            "/// 1 keeps a narrowed item's picture centred in its window (Material); 0 moves it with the window.",
            "static let parallax: Double = \(Self.literal(layout.parallax))",
            "static let vertical = \(layout.isVertical)",
            "/// Right to left (horizontal only): item 0 and the focal keylines at the right.",
            "static let rightToLeft = \(view.layoutDirection.isRightToLeft)",
            multiAspect ? "/// The multi-aspect strategy's item sizes (their aspect ratios), in order; nil: the large target."
                : "/// The item sizes the multi-aspect strategy reads (this strategy reads none).",
            "static let sizes: [LayoutSize?] = [" + (multiAspect ? sizes.joined(separator: ", ") : "") + "]",
        ], math: Self.keylineStateMath + Self.keylineStrategiesMath + Self.keylineMultiAspectMath + Self.keylineMath)
    }

    static let keylineMath = #"""
/// The keyline carousel. Along the axis an item's unmasked centre sits at its
/// location `i·L + c₀ − s` (L the large slot, c₀ the start state's first focal
/// location, s the logical offset), and `KeylineState.place` turns that into
/// the slot it is drawn in: the item keeps the large size and its `mask`, the
/// slot less the spacing, is the part shown. Right to left, a horizontal
/// carousel is the same mirrored within the content.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    /// Section 0's items (the layout places one section).
    public private(set) var itemCount = 0
    public let scrollsVertically = C.vertical
    public let wrapping: LayoutWrapping? = nil
    public private(set) var steps = KeylineSteps(resting: KeylineState(itemSize: 1, keylines: [
        Keyline(offset: 0.5, maskedSize: 1, isFocal: true)]), containerSize: 1)
    /// How far the content scrolls along the axis.
    public private(set) var travel = 0.0
    /// The spacing in effect (at most half the large slot).
    public private(set) var spacing = 0.0
    public private(set) var isMirrored = false
    var run = MultiAspectRun.empty
    var startLocation = 0.0
    var isMultiAspect: Bool { C.strategy == "multiAspect" }

    public init() {}

    /// The large item's target along the axis.
    var targetSize: Double { C.vertical ? C.itemHeight ?? C.itemWidth : C.itemWidth }
    /// The items' size across the axis.
    var crossSize: Double { C.vertical ? viewport.width : C.itemHeight ?? viewport.height }
    func along(_ s: LayoutSize) -> Double { C.vertical ? s.height : s.width }
    func across(_ s: LayoutSize) -> Double { C.vertical ? s.width : s.height }

    /// Arranges the keylines for the viewport and the item count (dropping the
    /// smallest where a short list cannot travel through both end regions).
    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        self.viewport = viewport
        itemCount = data.itemCount(inSection: 0)
        isMirrored = C.rightToLeft && !C.vertical
        let container = max(along(viewport), 1)
        let metrics = KeylineMetrics(containerSize: container, targetSize: targetSize, crossSize: crossSize,
                                     smallMin: C.smallMin, smallMax: C.smallMax, spacing: C.spacing,
                                     centered: C.centered, itemCount: itemCount)
        if isMultiAspect {
            prepareMultiAspect(data: data, metrics: metrics)
            return
        }
        run = .empty
        let custom = C.keylines.map { Keyline(offset: $0.offset, maskedSize: $0.maskedSize) }
        var resting = KeylineStrategy.resting(C.strategy, metrics: metrics, weights: C.weights, custom: custom)
        var candidate = KeylineSteps(resting: resting, containerSize: container)
        while itemCount > 0, naturalTravel(candidate) < candidate.startShift + candidate.endShift,
              let smallest = resting.smallestUnfocused {
            var list = resting.keylines
            list.remove(at: smallest)
            resting = resting.packed(from: resting.keylines[0].start, keylines: list)
            candidate = KeylineSteps(resting: resting, containerSize: container)
        }
        steps = candidate
        spacing = min(C.spacing, steps.resting.itemSize / 2)
        startLocation = steps.startState.location(of: steps.startState.firstFocal)
        let natural = naturalTravel(steps)
        travel = itemCount == 0 || natural < steps.startShift + steps.endShift ? 0 : natural
    }

    /// The travel that brings the last item to the end state's last focal keyline.
    func naturalTravel(_ steps: KeylineSteps) -> Double {
        let end = steps.endState, start = steps.startState
        return Double(max(0, itemCount - 1)) * start.itemSize
            - (end.location(of: end.lastFocal) - start.location(of: start.firstFocal))
    }

    /// Multi-aspect: each item's length from its size's aspect at the cross
    /// size (the large target for an item without a size), end to end.
    func prepareMultiAspect(data: LayoutData, metrics: KeylineMetrics) {
        let cross = crossSize
        var lengths: [Double] = []
        lengths.reserveCapacity(itemCount)
        for i in 0..<itemCount {
            let given = data.size(0, i) ?? (data.fallback([C.sizes], section: 0, item: i) ?? nil)
            guard let size = given, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                lengths.append(targetSize)
                continue
            }
            lengths.append(cross * (C.vertical ? size.height / size.width : size.width / size.height))
        }
        run = MultiAspectRun(lengths: lengths, container: metrics.containerSize, crossSize: cross,
                             spacing: C.spacing, centered: C.centered)
        steps = KeylineSteps(resting: KeylineStrategy.fullScreen(metrics), containerSize: metrics.containerSize)
        spacing = C.spacing
        startLocation = 0
        travel = run.travel
    }

    public var contentSize: LayoutSize {
        C.vertical ? LayoutSize(viewport.width, viewport.height + travel) : LayoutSize(viewport.width + travel, viewport.height)
    }

    /// The offset along the axis as if the carousel ran left to right.
    func logical(_ offset: LayoutPoint) -> Double {
        isMirrored ? travel - offset.x : (C.vertical ? offset.y : offset.x)
    }

    /// The content offset along the axis of the logical offset `s`.
    func physical(_ s: Double) -> Double { isMirrored ? travel - s : s }

    func point(along a: Double) -> LayoutPoint { C.vertical ? LayoutPoint(0, a) : LayoutPoint(a, 0) }

    public var initialContentOffset: LayoutPoint { point(along: physical(0)) }

    /// The keylines at `offset`, from the viewport's left or top edge (right to
    /// left, the first is the rightmost); none for the multi-aspect strategy.
    public func keylines(at offset: LayoutPoint) -> [Keyline] {
        guard !isMultiAspect else { return [] }
        let keylines = steps.state(at: logical(offset), travel: travel).keylines
        guard isMirrored else { return keylines }
        return keylines.map { k in var m = k; m.offset = viewport.width - k.offset; return m }
    }

    /// Where item `i` is drawn at logical offset `s` in `state`: its slot's centre and size.
    func slot(ofItem i: Int, at s: Double, in state: KeylineState) -> (center: Double, size: Double) {
        state.place(location: Double(i) * state.itemSize + startLocation - s)
    }

    /// Item `i`, `whole` long along the axis and `crossSize` across, its
    /// centre `middle` along the axis (logical content coordinates), its mask
    /// showing `visible` from `window` in; mirrored right to left.
    func element(_ i: Int, middle: Double, length whole: Double, window: Double, visible: Double) -> LayoutElement {
        let size = C.vertical ? LayoutSize(crossSize, whole) : LayoutSize(whole, crossSize)
        var c = C.vertical ? LayoutPoint(viewport.width / 2, middle) : LayoutPoint(middle, viewport.height / 2)
        var mask = C.vertical ? LayoutRect(0, window, size.width, visible) : LayoutRect(window, 0, visible, size.height)
        if isMirrored {
            c.x = contentSize.width - c.x
            mask.x = size.width - mask.maxX
        }
        var e = LayoutElement(item: i, center: c, size: size)
        e.mask = mask
        return e
    }

    /// Item `i` at `offset` in `state`: the whole item (the large slot less
    /// the spacing) placed so that its mask, the slot less the spacing, falls
    /// on the slot, the window centred in the item as far as `parallax` says;
    /// hidden when nothing of it shows. Multi-aspect: the item's picture and
    /// the window the run gives it.
    func attributes(ofItem i: Int, offset: LayoutPoint, state: KeylineState) -> LayoutElement {
        let s = logical(offset)
        if isMultiAspect {
            let (picture, window, visible) = run.placement(ofItem: i, at: s, parallax: C.parallax)
            let length = run.lengths[i]
            return element(i, middle: s + picture + length / 2, length: length, window: window, visible: visible)
        }
        let (center, slotSize) = slot(ofItem: i, at: s, in: state)
        let whole = max(0, state.itemSize - spacing)
        let visible = min(whole, max(0, slotSize - spacing))
        let lead = (whole - visible) / 2 * C.parallax
        // The window's centre, lead + visible/2 into the item, is the slot's centre.
        var e = element(i, middle: s + center - (lead + visible / 2) + whole / 2, length: whole, window: lead, visible: visible)
        e.isHidden = visible <= 0
        return e
    }

    public func attributesForItem(_ item: Int, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        return attributes(ofItem: item, offset: offset, state: steps.state(at: logical(offset), travel: travel))
    }

    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        guard itemCount > 0 else { return [] }
        let state = steps.state(at: logical(offset), travel: travel)
        return (0..<itemCount).map { attributes(ofItem: $0, offset: offset, state: state) }
    }

    /// The items whose frames meet `rect`: a binary search for the first
    /// whose slot could reach it (slots are in item order), then the items
    /// up to its far edge.
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        guard itemCount > 0, !rect.isEmpty else { return [] }
        let crossRange = C.vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let top = (across(viewport) - crossSize) / 2
        guard crossRange.0 < top + crossSize, top < crossRange.1 else { return [] }
        let range = isMirrored ? (contentSize.width - rect.maxX, contentSize.width - rect.minX)
            : (C.vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX))
        if isMultiAspect {
            return run.items(from: range.0, to: range.1).compactMap { i in
                let e = attributes(ofItem: i, offset: offset, state: steps.resting)
                return e.frame.intersects(rect) ? e : nil
            }
        }
        let s = logical(offset)
        let state = steps.state(at: s, travel: travel)
        let reach = state.itemSize
        let low = range.0 - s - reach, high = range.1 - s + reach
        var lo = 0, hi = itemCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if slot(ofItem: mid, at: s, in: state).center < low { lo = mid + 1 } else { hi = mid }
        }
        var result: [LayoutElement] = []
        var i = lo
        while i < itemCount, slot(ofItem: i, at: s, in: state).center <= high {
            let e = attributes(ofItem: i, offset: offset, state: state)
            if e.frame.intersects(rect) { result.append(e) }
            i += 1
        }
        return result
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? { nil }

    // MARK: Rest offsets: an item at the first focal keyline

    /// The content offset along the axis at which item `i` is the first focal item.
    public func restOffset(ofItem i: Int) -> Double { physical(logicalRestOffset(ofItem: i)) }

    /// In the start region at the step that makes item `i` first focal,
    /// between the regions one large slot per item, in the end region at its
    /// step; within the travel.
    func logicalRestOffset(ofItem i: Int) -> Double {
        guard !isMultiAspect else { return run.restOffset(ofItem: i) }
        let resting = steps.resting
        let startFocal = steps.startState.firstFocal
        let restingFocal = resting.firstFocal
        let startStep = restingFocal - startFocal - i
        if startStep > 0, startStep < steps.startSteps.count, steps.startShift > 0 {
            return steps.startShift * (1 - steps.startPoints[startStep])
        }
        if i == 0 { return 0 }
        let between = Double(i) * resting.itemSize + startLocation - resting.location(of: restingFocal)
        let endRegion = travel - steps.endShift
        if between <= endRegion || steps.endShift <= 0 { return min(max(0, between), travel) }
        let end = steps.endState
        let index = end.lastFocal - (itemCount - 1 - i)
        let endStep = index - restingFocal
        guard endStep > 0, endStep < steps.endSteps.count else { return min(max(0, between), travel) }
        return min(travel, endRegion + steps.endShift * steps.endPoints[endStep])
    }

    /// The item whose rest offset is nearest `offset`.
    public func currentIndex(at offset: LayoutPoint) -> Int? {
        guard itemCount > 0 else { return nil }
        let s = logical(offset)
        guard s.isFinite else { return 0 }
        guard !isMultiAspect else { return run.nearestItem(to: s) }
        return candidates(near: s).min { abs(logicalRestOffset(ofItem: $0) - s) < abs(logicalRestOffset(ofItem: $1) - s) }
    }

    /// The items whose rest offsets could be nearest `s`: those of the end
    /// regions and the neighbours of the estimate between them.
    func candidates(near s: Double) -> [Int] {
        let resting = steps.resting
        let ends = steps.startSteps.count + steps.endSteps.count + 1
        let guess = ((s - startLocation + resting.location(of: resting.firstFocal)) / max(resting.itemSize, 1e-9)).rounded()
        let estimate = Int(min(max(guess, -1e9), 1e9))
        var set = Array(0..<min(itemCount, ends))
        set += Array(max(0, itemCount - ends)..<itemCount)
        set += [estimate - 1, estimate, estimate + 1].filter { $0 >= 0 && $0 < itemCount }
        return set
    }

    /// The rest offset nearest the proposed end (one item per swipe, as Material snaps).
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint {
        point(along: currentIndex(at: proposed).map(restOffset(ofItem:)) ?? 0)
    }

    /// Tap-to-focus: the rest offset of `item`.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard section == 0, item >= 0, item < itemCount else { return nil }
        return point(along: restOffset(ofItem: item))
    }

    /// Every scroll moves the masks: any bounds change invalidates.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool { true }
}

"""#
}
