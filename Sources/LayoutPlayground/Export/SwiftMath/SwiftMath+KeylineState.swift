/// The keyline carousel's export, part one: keylines, the states they make
/// and the steps a carousel passes through at its ends (Material's
/// `Keyline`, `KeylineState` and `KeylineStateList`), ported from the
/// library's `KeylineState` and `KeylineSteps` operation for operation.
extension SwiftMathGenerator {
    static let keylineStateMath = #"""
/// A place in the viewport where an item is drawn at a given size, along the
/// scroll axis in points from the viewport's leading edge. The masked size is
/// the item's slot: its visible part plus the spacing between items.
public struct Keyline: Equatable, Sendable {
    /// The centre of the slot, from the viewport's leading edge.
    public var offset: Double
    /// The slot's size along the axis (visible size plus spacing).
    public var maskedSize: Double
    /// Whether an item here is shown whole (the large size).
    public var isFocal = false
    /// Whether this is one of the two keylines just outside the viewport.
    public var isAnchor = false

    public init(offset: Double, maskedSize: Double, isFocal: Bool = false, isAnchor: Bool = false) {
        self.offset = offset; self.maskedSize = maskedSize; self.isFocal = isFocal; self.isAnchor = isAnchor
    }

    var start: Double { offset - maskedSize / 2 }
    var end: Double { offset + maskedSize / 2 }
}

/// An arrangement of keylines across the viewport: the keylines in order (an
/// anchor first and last) and the size every item is laid out at. Keyline
/// `i`'s *location*, where an item's unmasked centre is when it is drawn
/// there, is `firstLocation + i·itemSize`; the first focal keyline's
/// location is its offset, so an item between focal keylines moves exactly
/// with the content.
public struct KeylineState: Equatable, Sendable {
    public var itemSize: Double
    public var keylines: [Keyline]
    public var firstLocation: Double

    /// Keylines for items of `itemSize`, their locations from the first focal
    /// keyline; without a focal keyline the largest become focal.
    public init(itemSize: Double, keylines: [Keyline]) {
        var kept = keylines.filter { $0.maskedSize > 0 && $0.maskedSize.isFinite && $0.offset.isFinite }
        if !kept.contains(where: { $0.isFocal }), let largest = kept.filter({ !$0.isAnchor }).map({ $0.maskedSize }).max() {
            for i in kept.indices where !kept[i].isAnchor && kept[i].maskedSize == largest { kept[i].isFocal = true }
        }
        self.itemSize = itemSize
        self.keylines = kept
        let focal = kept.firstIndex(where: { $0.isFocal }) ?? 0
        firstLocation = kept.isEmpty ? 0 : kept[focal].offset - Double(focal) * itemSize
    }

    init(itemSize: Double, keylines: [Keyline], firstLocation: Double) {
        self.itemSize = itemSize; self.keylines = keylines; self.firstLocation = firstLocation
    }

    public var firstFocal: Int { keylines.firstIndex(where: { $0.isFocal }) ?? 0 }
    public var lastFocal: Int { keylines.lastIndex(where: { $0.isFocal }) ?? 0 }
    var firstNonAnchor: Int? { keylines.firstIndex { !$0.isAnchor } }
    var lastNonAnchor: Int? { keylines.lastIndex { !$0.isAnchor } }
    var nonAnchorCount: Int { keylines.filter { !$0.isAnchor }.count }

    /// Where an item's unmasked centre is when it is drawn at keyline `i`.
    public func location(of i: Int) -> Double { firstLocation + Double(i) * itemSize }

    /// Where an item whose unmasked centre is at `u` is drawn: its slot's
    /// centre and size, interpolated between the keylines on either side
    /// (beyond the outermost the slot keeps their size and moves with the content).
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

    /// The keylines packed end to end from `start` (the focal range may be given anew).
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

    /// The state `t` of the way from `a` to `b`, the focal range the nearer end's.
    static func interpolate(_ a: KeylineState, _ b: KeylineState, progress t: Double) -> KeylineState {
        guard a.keylines.count == b.keylines.count else { return t < 0.5 ? a : b }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let keylines = zip(a.keylines, b.keylines).map { p, q in
            Keyline(offset: mix(p.offset, q.offset), maskedSize: mix(p.maskedSize, q.maskedSize),
                    isFocal: t < 0.5 ? p.isFocal : q.isFocal, isAnchor: p.isAnchor)
        }
        return KeylineState(itemSize: a.itemSize, keylines: keylines, firstLocation: mix(a.firstLocation, b.firstLocation))
    }

    /// The smallest keyline neither focal nor an anchor (the last of equals).
    var smallestUnfocused: Int? {
        var best: Int?
        for (i, k) in keylines.enumerated() where !k.isFocal && !k.isAnchor {
            if best == nil || k.maskedSize <= keylines[best!].maskedSize { best = i }
        }
        return best
    }
}

/// The states at the carousel's ends, so the first item is focal at the start
/// and the last at the end: each start step moves the first keyline before the
/// focal range to the trailing side, each end step the last one after it to
/// the leading side; scrolling through an end region interpolates the steps,
/// each taking a share of the region as far as its keylines shifted.
public struct KeylineSteps: Sendable {
    public let resting: KeylineState
    public let startSteps: [KeylineState]
    public let endSteps: [KeylineState]
    let startPoints: [Double]
    let endPoints: [Double]
    public let startShift: Double
    public let endShift: Double

    public init(resting: KeylineState, containerSize: Double) {
        self.resting = resting
        var start = Self.startSteps(resting, containerSize: containerSize)
        var end = Self.endSteps(resting, containerSize: containerSize)
        var a = start.last!.firstLocation - resting.firstLocation
        var b = resting.firstLocation - end.last!.firstLocation
        if !(a > 1e-9) || !a.isFinite { start = [resting]; a = 0 }
        if !(b > 1e-9) || !b.isFinite { end = [resting]; b = 0 }
        startSteps = start
        endSteps = end
        startShift = a
        endShift = b
        startPoints = Self.points(start, range: a, leading: true)
        endPoints = Self.points(end, range: b, leading: false)
    }

    public var startState: KeylineState { startSteps.last! }
    public var endState: KeylineState { endSteps.last! }

    /// The state `s` points into a travel of `travel`.
    public func state(at s: Double, travel: Double) -> KeylineState {
        if startShift > 0, s < startShift {
            return Self.interpolate(startSteps, startPoints, progress: 1 - max(0, s) / startShift)
        }
        if endShift > 0, s > travel - endShift {
            return Self.interpolate(endSteps, endPoints, progress: min(1, (s - (travel - endShift)) / endShift))
        }
        return resting
    }

    static func interpolate(_ steps: [KeylineState], _ points: [Double], progress: Double) -> KeylineState {
        guard steps.count > 1 else { return steps[0] }
        let p = min(1, max(0, progress))
        for i in 1..<steps.count where p <= points[i] || i == steps.count - 1 {
            let span = points[i] - points[i - 1]
            let t = span > 0 ? min(1, max(0, (p - points[i - 1]) / span)) : 1
            return KeylineState.interpolate(steps[i - 1], steps[i], progress: t)
        }
        return steps.last!
    }

    static func points(_ steps: [KeylineState], range: Double, leading: Bool) -> [Double] {
        var points = [0.0]
        for i in 1..<max(1, steps.count) {
            let moved = leading ? steps[i].firstLocation - steps[i - 1].firstLocation
                : steps[i - 1].firstLocation - steps[i].firstLocation
            points.append(i == steps.count - 1 ? 1 : min(1, points[i - 1] + (range > 0 ? moved / range : 0)))
        }
        return points
    }

    /// How far keyline `k` reaches past either edge of the container.
    static func cutoff(_ k: Keyline, containerSize: Double) -> Double {
        max(0, -k.start) + max(0, k.end - containerSize)
    }

    static func startSteps(_ state: KeylineState, containerSize: Double) -> [KeylineState] {
        var steps = [state]
        guard let firstNonAnchor = state.firstNonAnchor, let origin = state.keylines.first?.start else { return steps }
        let ff = state.firstFocal, lf = state.lastFocal
        if ff <= firstNonAnchor {
            let edge = state.keylines[ff].start
            if edge < 0 { steps.append(state.packed(from: origin - edge)) }
            return steps
        }
        var cut = 0.0
        for step in 0..<(ff - firstNonAnchor) {
            let previous = steps.last!
            var list = previous.keylines
            let moving = list.remove(at: firstNonAnchor)
            cut += cutoff(state.keylines[firstNonAnchor + step], containerSize: containerSize)
            let focal = (ff - step - 1)...(lf - step - 1)
            var at = focal.upperBound + 1
            while at < list.count, !list[at].isAnchor, list[at].maskedSize >= moving.maskedSize { at += 1 }
            list.insert(moving, at: at)
            steps.append(previous.packed(from: origin + cut, keylines: list, focal: focal))
        }
        return steps
    }

    static func endSteps(_ state: KeylineState, containerSize: Double) -> [KeylineState] {
        var steps = [state]
        guard let lastNonAnchor = state.lastNonAnchor, let origin = state.keylines.first?.start else { return steps }
        let ff = state.firstFocal, lf = state.lastFocal
        if lf >= lastNonAnchor {
            let edge = state.keylines[lf].end
            if edge > containerSize { steps.append(state.packed(from: origin - (edge - containerSize))) }
            return steps
        }
        var cut = 0.0
        for step in 0..<(lastNonAnchor - lf) {
            let previous = steps.last!
            var list = previous.keylines
            let moving = list.remove(at: lastNonAnchor)
            cut += cutoff(state.keylines[lastNonAnchor - step], containerSize: containerSize)
            var at = ff + step
            while at > 0, !list[at - 1].isAnchor, list[at - 1].maskedSize >= moving.maskedSize { at -= 1 }
            list.insert(moving, at: at)
            steps.append(previous.packed(from: origin - cut, keylines: list, focal: (ff + step + 1)...(lf + step + 1)))
        }
        return steps
    }
}

"""#
}
