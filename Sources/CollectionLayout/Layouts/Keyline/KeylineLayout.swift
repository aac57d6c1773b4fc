/// Material 3's keyline carousels (docs/REFERENCE.md): items laid out end to
/// end at one large size and drawn through a mask, each item's visible part
/// sized and placed by interpolating between the keylines on either side of
/// it. The focal items show whole and move exactly with the content; the
/// others shrink toward the edges. At the ends the keylines shift
/// (``KeylineSteps``) so that the first and the last item each become focal.
///
/// Coordinate spaces: the content (offset `s` along the scroll axis, `0…travel`),
/// the viewport (keyline offsets, from its leading edge), and each
/// item's own rect, in which `mask` is the visible window. Along the axis an
/// item's unmasked centre sits at its *location* `i·L + c₀ − s` (L the large
/// slot, c₀ the start state's first focal location); ``KeylineState/place(location:)``
/// turns that into the slot it is drawn in. Right to left, a horizontal
/// carousel is the same mirrored: item 0 and the focal keylines at the right,
/// offsets counted from the content's right end (`isMirrored`).
public final class KeylineLayout: CollectionLayout, ParameterKeyed {
    /// The identifier, `keyline`.
    public static let id = "keyline"
    /// The title in the layout switcher, "Keyline carousel".
    public static let title = "Keyline carousel"

    /// The layout's own parameter keys, declared once.
    public enum Key: String, CaseIterable, Sendable {
        /// How the keylines are arranged.
        case strategy
        /// The large item's target width.
        case itemWidth
        /// The items' height (along the axis when vertical).
        case itemHeight
        /// The small items' smallest size.
        case smallMin
        /// The small items' largest size.
        case smallMax
        /// The gap between neighbouring items.
        case spacing
        /// Where the focal items rest.
        case alignment
        /// The weighted strategy's slot weights.
        case weights
        /// The custom strategy's keylines.
        case keylines
        /// The radius of the mask's corners.
        case cornerRadius
        /// How far a narrowed item's picture stays centred in its window.
        case parallax
        /// The items run down instead of across.
        case vertical
    }

    /// The parameters: the strategy and its sizes, the mask's corners, the
    /// axis, the scrolling keys (one item per swipe unless long swipes are
    /// allowed) and autoplay.
    public static let parameterSpecs: [ParameterSpec] = [
        ParameterSpec(key: Key.strategy, title: "Strategy", kind: .choice(KeylineStrategy.allCases.map(\.rawValue)),
                      defaultValue: .choice(KeylineStrategy.multiBrowse.rawValue),
                      help: "How the keylines are arranged: Material's strategies, weights, or your own",
                      choiceTitles: Dictionary(uniqueKeysWithValues: KeylineStrategy.allCases.map { ($0.rawValue, $0.title) })),
        ParameterSpec(key: Key.itemWidth, title: "Item width", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .number(200), help: "The large item's target width").slider(upTo: 1000),
        ParameterSpec(key: Key.itemHeight, title: "Item height", kind: .number(range: 1...4000, step: 1),
                      defaultValue: .auto, allowsAuto: true,
                      help: "The items' height; auto fills the viewport (vertical: the large item's target, auto as the width)")
            .slider(upTo: 1000),
        ParameterSpec(key: Key.smallMin, title: "Small minimum", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(40), help: "The small items' smallest size").slider(upTo: 200),
        ParameterSpec(key: Key.smallMax, title: "Small maximum", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(56), help: "The small items' largest size").slider(upTo: 200),
        ParameterSpec(key: Key.spacing, title: "Spacing", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(8), help: "The gap between neighbouring items' visible parts").slider(upTo: 100),
        ParameterSpec(key: Key.alignment, title: "Alignment", kind: .choice(KeylineAlignment.allCases.map(\.rawValue)),
                      defaultValue: .choice(KeylineAlignment.start.rawValue),
                      help: "Where the large items rest: at the start or in the middle",
                      choiceTitles: ["start": "Start", "center": "Centre"]),
        ParameterSpec(key: Key.weights, title: "Weights", kind: .text(.weights), defaultValue: .text("1,3,1"),
                      help: "The weighted strategy's slots across the viewport, in proportion (1,3,1)"),
        ParameterSpec(key: Key.keylines, title: "Keylines", kind: .text(.keylines),
                      defaultValue: .text("100:200,272:144,372:56"),
                      help: "The custom strategy's keylines, offset:maskedSize from the leading edge"),
        ParameterSpec(key: Key.cornerRadius, title: "Corner radius", kind: .number(range: 0...1000, step: 1),
                      defaultValue: .number(28), help: "The radius of the mask's corners").slider(upTo: 100),
        ParameterSpec(key: Key.parallax, title: "Parallax", kind: .number(range: 0...1, step: 0.01),
                      defaultValue: .number(1),
                      help: "1 keeps a narrowed item's picture centred in its window (Material); 0 moves it with the window"),
        ParameterSpec(key: Key.vertical, title: "Vertical", kind: .bool, defaultValue: .bool(false),
                      help: "The items run down instead of across"),
    ] + ScrollPhysics.parameterSpecs(preset: .uikit).map { spec in
        // One item per swipe unless asked otherwise, as Material's snapping.
        guard spec.key == ScrollPhysics.Key.allowLongSwipes else { return spec }
        var oneItem = spec
        oneItem.defaultValue = .bool(false)
        return oneItem
    } + Autoplay.parameterSpecs

    /// The parameters the layout was made with.
    public let parameters: LayoutParameters
    /// How the keylines are arranged.
    public let strategy: KeylineStrategy
    /// Start or centre.
    public let alignment: KeylineAlignment
    /// Whether the items run down (`vertical`).
    public let isVertical: Bool
    /// The radius of the mask's corners.
    public let cornerRadius: Double
    /// Where a narrowed item's window sits in it: 1 centred, 0 at its leading edge.
    public let parallax: Double
    let itemWidth: Double
    let itemHeight: Double?
    let smallMin: Double
    let smallMax: Double
    let spacingSetting: Double
    let weights: [Double]
    let customKeylines: [Keyline]

    /// The viewport of the last `prepare`.
    public private(set) var viewport: Size = .zero
    /// The number of items of the last `prepare`.
    public private(set) var itemCount = 0
    /// The keyline states of the last `prepare`.
    public internal(set) var steps = KeylineSteps(resting: KeylineState(itemSize: 1, keylines: [
        Keyline(offset: 0.5, maskedSize: 1, isFocal: true)]), containerSize: 1)
    /// How far the content scrolls: the largest offset along the axis.
    public internal(set) var travel = 0.0
    /// The multi-aspect strategy's items (empty for the other strategies).
    var run = MultiAspectRun.empty
    /// The location of the first item at offset 0 (the start state's first focal location).
    var startLocation = 0.0
    /// The gap between items in effect (at most half the large slot).
    public internal(set) var spacing = 0.0
    /// Whether the carousel runs right to left (horizontal, under a
    /// right-to-left layout direction): everything mirrored within the content.
    public private(set) var isMirrored = false

    /// A keyline carousel configured by `parameters` (validated against `parameterSpecs`).
    public init(parameters: LayoutParameters) {
        self.parameters = parameters
        strategy = KeylineStrategy(rawValue: parameters.choice(Key.strategy)) ?? .multiBrowse
        alignment = KeylineAlignment(rawValue: parameters.choice(Key.alignment)) ?? .start
        isVertical = parameters.bool(Key.vertical)
        cornerRadius = parameters.number(Key.cornerRadius)
        parallax = parameters.number(Key.parallax)
        itemWidth = parameters.number(Key.itemWidth)
        itemHeight = parameters.numberOrAuto(Key.itemHeight)
        smallMin = parameters.number(Key.smallMin)
        smallMax = parameters.number(Key.smallMax)
        spacingSetting = parameters.number(Key.spacing)
        weights = (try? KeylineSyntax.weights(parameters.text(Key.weights))) ?? [1, 3, 1]
        customKeylines = (try? KeylineSyntax.keylines(parameters.text(Key.keylines))) ?? []
    }

    /// Horizontal, or vertical with `vertical`.
    public var scrollAxis: Axis { isVertical ? .vertical : .horizontal }
    private var crossAxis: Axis { isVertical ? .horizontal : .vertical }
    /// True: releases rest with an item at the first focal keyline.
    public var isPaging: Bool { true }

    /// The large item's target along the axis.
    var targetSize: Double { isVertical ? itemHeight ?? itemWidth : itemWidth }
    /// The items' size across the axis.
    var crossSize: Double { isVertical ? viewport.width : itemHeight ?? viewport.height }

    /// The large slot every item is laid out at.
    public var itemSize: Double { steps.resting.itemSize }

    /// Arranges the keylines for the viewport and item count, with fewer
    /// keylines than items where the list is short, and works out the end
    /// states and the travel.
    ///
    /// - Complexity: O(k²) for k keylines, independent of the item count.
    public func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        itemCount = max(0, context.itemCount)
        isMirrored = context.layoutDirection.isRightToLeft && !isVertical
        let container = max(viewport[scrollAxis], 1)
        let metrics = KeylineMetrics(containerSize: container, targetSize: targetSize, crossSize: crossSize,
                                     smallMin: smallMin, smallMax: smallMax, spacing: spacingSetting,
                                     alignment: alignment, itemCount: itemCount)
        if strategy == .multiAspect {
            prepareMultiAspect(context, metrics: metrics)
            return
        }
        run = .empty
        var resting = KeylineState.resting(strategy, metrics: metrics, weights: weights, custom: customKeylines)
        var candidate = KeylineSteps(resting: resting, containerSize: container)
        // A short list cannot travel through both end regions: drop the
        // smallest keylines that are not focal until it can.
        while itemCount > 0, naturalTravel(candidate) < candidate.startShift + candidate.endShift,
              let smallest = resting.smallestUnfocused {
            var list = resting.keylines
            list.remove(at: smallest)
            resting = resting.packed(from: resting.keylines[0].start, keylines: list)
            candidate = KeylineSteps(resting: resting, containerSize: container)
        }
        steps = candidate
        spacing = min(spacingSetting, steps.resting.itemSize / 2)
        startLocation = steps.startState.location(of: steps.startState.firstFocal)
        // Fewer items than focal keylines: every item is whole in the start state.
        let natural = naturalTravel(steps)
        travel = itemCount == 0 || natural < steps.startShift + steps.endShift ? 0 : natural
    }

    /// The travel that brings the last item to the end state's last focal
    /// keyline: `(n − 1)·L − (last focal location − first focal location)`.
    private func naturalTravel(_ steps: KeylineSteps) -> Double {
        let end = steps.endState, start = steps.startState
        return Double(max(0, itemCount - 1)) * start.itemSize
            - (end.location(of: end.lastFocal) - start.location(of: start.firstFocal))
    }

    /// `itemHeight` on `auto`: the viewport's height (vertical: the item
    /// width's value, the large item's target); every other key as set.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func effectiveValue(forKey key: String) -> ParameterValue? {
        guard key == Key.itemHeight.rawValue, itemHeight == nil else { return defaultEffectiveValue(forKey: key) }
        guard viewport != .zero else { return nil }
        return .number(min(max(isVertical ? itemWidth : viewport.height, 1), 4000))
    }

    /// The viewport along the cross axis; along the scroll axis the
    /// viewport plus the travel.
    public var contentSize: Size {
        var size = Size.zero
        size[scrollAxis] = viewport[scrollAxis] + travel
        size[crossAxis] = viewport[crossAxis]
        return size
    }

    /// The keylines at `offset`, their offsets from the viewport's left or
    /// top edge (right to left, the first keyline is the rightmost).
    ///
    /// - Complexity: O(k) for k keylines.
    public func keylines(at offset: Point) -> [Keyline] {
        guard strategy != .multiAspect else { return [] }
        let keylines = steps.state(at: logical(offset), travel: travel).keylines
        guard isMirrored else { return keylines }
        return keylines.map { k in
            var m = k
            m.offset = viewport.width - k.offset
            return m
        }
    }

    /// The offset along the axis as if the carousel ran left to right.
    func logical(_ offset: Point) -> Double {
        isMirrored ? travel - offset.x : offset[scrollAxis]
    }

    /// The content offset along the axis of the logical offset `s`.
    func physical(_ s: Double) -> Double {
        isMirrored ? travel - s : s
    }

    /// At item 0: offset 0, or the right end right to left.
    public var initialContentOffset: Point {
        var p = Point.zero
        p[scrollAxis] = physical(0)
        return p
    }
}

extension KeylineState {
    /// The smallest keyline that is neither focal nor an anchor (the last of equals).
    var smallestUnfocused: Int? {
        var best: Int?
        for (i, k) in keylines.enumerated() where !k.isFocal && !k.isAnchor {
            if best == nil || k.maskedSize <= keylines[best!].maskedSize { best = i }
        }
        return best
    }
}
