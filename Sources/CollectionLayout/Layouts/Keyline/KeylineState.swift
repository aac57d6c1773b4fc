/// One keyline of a keyline carousel: a place in the viewport where an item
/// is drawn at a given size.
///
/// Items are laid out end to end at the large size; each item's unmasked
/// centre falls between two keylines, and the item is drawn there at a size
/// and place interpolated between theirs. `offset` and `maskedSize` are
/// along the scroll axis, in points, `offset` from the viewport's leading
/// edge. The masked size is the item's slot: its visible part plus the
/// spacing between items.
public struct Keyline: Hashable, Sendable {
    /// The centre of the slot, from the viewport's leading edge.
    public var offset: Double
    /// The slot's size along the axis (visible size plus spacing).
    public var maskedSize: Double
    /// Whether an item here is shown whole (the large size).
    public var isFocal: Bool
    /// Whether this is one of the two keylines just outside the viewport
    /// that items leave and enter through.
    public var isAnchor: Bool

    /// A keyline at `offset` with a slot of `maskedSize`.
    public init(offset: Double, maskedSize: Double, isFocal: Bool = false, isAnchor: Bool = false) {
        self.offset = offset
        self.maskedSize = maskedSize
        self.isFocal = isFocal
        self.isAnchor = isAnchor
    }

    /// The leading edge of the slot.
    var start: Double { offset - maskedSize / 2 }
    /// The trailing edge of the slot.
    var end: Double { offset + maskedSize / 2 }
}

/// An arrangement of keylines across the viewport, as Material's
/// `KeylineState`: the keylines in order (an anchor first and last), the
/// focal range, and the item size every item is laid out at.
///
/// Besides its `offset`, every keyline has a *location*: where an item's
/// unmasked centre is when the item is drawn at that keyline. Locations lie
/// one `itemSize` apart, the first focal keyline's location being its
/// offset, so an item between two focal keylines moves exactly as the
/// content does.
public struct KeylineState: Hashable, Sendable {
    /// The size along the axis every item is laid out at (the large slot).
    public var itemSize: Double
    /// The keylines, leading to trailing.
    public var keylines: [Keyline]
    /// The location of the first keyline; keyline `i` is at
    /// `firstLocation + i·itemSize`.
    public var firstLocation: Double

    /// Keylines for items of `itemSize`; their locations follow from the
    /// first focal keyline. Keylines without a positive size are left out;
    /// without a focal keyline the largest become focal.
    public init(itemSize: Double, keylines: [Keyline]) {
        var kept = keylines.filter { $0.maskedSize > 0 && $0.maskedSize.isFinite && $0.offset.isFinite }
        if !kept.contains(where: \.isFocal), let largest = kept.filter({ !$0.isAnchor }).map(\.maskedSize).max() {
            for i in kept.indices where !kept[i].isAnchor && kept[i].maskedSize == largest { kept[i].isFocal = true }
        }
        self.itemSize = itemSize
        self.keylines = kept
        let focal = kept.firstIndex(where: \.isFocal) ?? 0
        firstLocation = kept.isEmpty ? 0 : kept[focal].offset - Double(focal) * itemSize
    }

    /// Keylines already located (an interpolation of two states).
    init(itemSize: Double, keylines: [Keyline], firstLocation: Double) {
        self.itemSize = itemSize
        self.keylines = keylines
        self.firstLocation = firstLocation
    }

    /// The index of the first focal keyline.
    public var firstFocal: Int { keylines.firstIndex(where: \.isFocal) ?? 0 }
    /// The index of the last focal keyline.
    public var lastFocal: Int { keylines.lastIndex(where: \.isFocal) ?? 0 }
    /// The index of the first keyline that is not an anchor, if any.
    var firstNonAnchor: Int? { keylines.firstIndex { !$0.isAnchor } }
    /// The index of the last keyline that is not an anchor, if any.
    var lastNonAnchor: Int? { keylines.lastIndex { !$0.isAnchor } }
    /// How many keylines are not anchors.
    var nonAnchorCount: Int { keylines.count { !$0.isAnchor } }

    /// Where an item's unmasked centre is when it is drawn at keyline `i`.
    public func location(of i: Int) -> Double {
        firstLocation + Double(i) * itemSize
    }

    /// Where an item whose unmasked centre is at `location` is drawn: the
    /// centre of its slot and the slot's size, interpolated between the
    /// keylines on either side (beyond the outermost keylines the slot keeps
    /// their size and moves with the content).
    ///
    /// - Complexity: O(1): locations are evenly spaced.
    public func place(location u: Double) -> (center: Double, size: Double) {
        guard let first = keylines.first, let last = keylines.last, itemSize > 0 else { return (u, 0) }
        let j = ((u - firstLocation) / itemSize).rounded(.down)
        guard j >= 0 else { return (first.offset + (u - firstLocation), first.maskedSize) }
        guard j < Double(keylines.count - 1) else {
            return (last.offset + (u - location(of: keylines.count - 1)), last.maskedSize)
        }
        let i = Int(j)
        let a = keylines[i], b = keylines[i + 1]
        let t = (u - location(of: i)) / itemSize
        return (a.offset + (b.offset - a.offset) * t, a.maskedSize + (b.maskedSize - a.maskedSize) * t)
    }

    /// The keylines packed end to end from `start`, each keeping its size,
    /// focus and anchoring (the focal range may be given anew).
    func packed(from start: Double, keylines list: [Keyline]? = nil, focal: ClosedRange<Int>? = nil) -> KeylineState {
        var edge = start
        var result: [Keyline] = []
        for (i, k) in (list ?? keylines).enumerated() {
            var placed = k
            placed.offset = edge + k.maskedSize / 2
            if let focal { placed.isFocal = focal.contains(i) && !k.isAnchor }
            edge += k.maskedSize
            result.append(placed)
        }
        return KeylineState(itemSize: itemSize, keylines: result)
    }

    /// The state `t` of the way from `a` to `b` (which have as many
    /// keylines): offsets, sizes and locations interpolated, the focal range
    /// that of the nearer end.
    public static func interpolate(_ a: KeylineState, _ b: KeylineState, progress t: Double) -> KeylineState {
        guard a.keylines.count == b.keylines.count else { return t < 0.5 ? a : b }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let keylines = zip(a.keylines, b.keylines).map { p, q in
            Keyline(offset: mix(p.offset, q.offset), maskedSize: mix(p.maskedSize, q.maskedSize),
                    isFocal: t < 0.5 ? p.isFocal : q.isFocal, isAnchor: p.isAnchor)
        }
        return KeylineState(itemSize: a.itemSize, keylines: keylines,
                            firstLocation: mix(a.firstLocation, b.firstLocation))
    }
}
