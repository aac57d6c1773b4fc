/// The states a keyline carousel passes through at its ends, so that the
/// first item is focal at the start and the last item at the end (Material's
/// `KeylineStateList`).
///
/// From the resting state, each start step moves the first keyline before
/// the focal range to the trailing side (where sizes fall toward the end),
/// and each end step moves the last keyline after it to the leading side,
/// packing the keylines end to end again. Scrolling through an end region
/// interpolates between the steps, each step taking a share of the region
/// proportional to the distance its keylines shifted.
public struct KeylineSteps: Hashable, Sendable {
    /// The state between the end regions.
    public let resting: KeylineState
    /// The resting state, then each start step; the last is the start state.
    public let startSteps: [KeylineState]
    /// The resting state, then each end step; the last is the end state.
    public let endSteps: [KeylineState]
    /// Where each start step falls in the start region, 0 (resting) to 1.
    let startPoints: [Double]
    /// Where each end step falls in the end region, 0 (resting) to 1.
    let endPoints: [Double]
    /// How far the content scrolls through the start region.
    public let startShift: Double
    /// How far the content scrolls through the end region.
    public let endShift: Double

    /// The steps of `resting` in a container of `containerSize`.
    ///
    /// - Complexity: O(k²) for k keylines.
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

    /// The start state.
    public var startState: KeylineState { startSteps.last! }
    /// The end state.
    public var endState: KeylineState { endSteps.last! }

    /// The state `s` points into a travel of `travel`: the start steps
    /// over `0…startShift`, the resting state, the end steps over the last
    /// `endShift`.
    ///
    /// - Complexity: O(k) for k keylines.
    public func state(at s: Double, travel: Double) -> KeylineState {
        if startShift > 0, s < startShift {
            return Self.interpolate(startSteps, startPoints, progress: 1 - max(0, s) / startShift)
        }
        if endShift > 0, s > travel - endShift {
            return Self.interpolate(endSteps, endPoints, progress: min(1, (s - (travel - endShift)) / endShift))
        }
        return resting
    }

    private static func interpolate(_ steps: [KeylineState], _ points: [Double], progress: Double) -> KeylineState {
        guard steps.count > 1 else { return steps[0] }
        let p = min(1, max(0, progress))
        for i in 1..<steps.count where p <= points[i] || i == steps.count - 1 {
            let span = points[i] - points[i - 1]
            let t = span > 0 ? min(1, max(0, (p - points[i - 1]) / span)) : 1
            return KeylineState.interpolate(steps[i - 1], steps[i], progress: t)
        }
        return steps.last!
    }

    /// Each step's share of its region, by how far the first (start) or
    /// last (end) keyline's location moved.
    private static func points(_ steps: [KeylineState], range: Double, leading: Bool) -> [Double] {
        var points = [0.0]
        for i in 1..<max(1, steps.count) {
            let moved = leading ? steps[i].firstLocation - steps[i - 1].firstLocation
                : steps[i - 1].firstLocation - steps[i].firstLocation
            points.append(i == steps.count - 1 ? 1 : min(1, points[i - 1] + (range > 0 ? moved / range : 0)))
        }
        return points
    }

    /// How far keyline `k` reaches past either edge of the container.
    private static func cutoff(_ k: Keyline, containerSize: Double) -> Double {
        max(0, -k.start) + max(0, k.end - containerSize)
    }

    private static func startSteps(_ state: KeylineState, containerSize: Double) -> [KeylineState] {
        var steps = [state]
        guard let firstNonAnchor = state.firstNonAnchor, let origin = state.keylines.first?.start else { return steps }
        let ff = state.firstFocal, lf = state.lastFocal
        if ff <= firstNonAnchor {
            // The first focal keyline is first already: only move it clear of the edge.
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

    private static func endSteps(_ state: KeylineState, containerSize: Double) -> [KeylineState] {
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
            steps.append(previous.packed(from: origin - cut, keylines: list,
                                         focal: (ff + step + 1)...(lf + step + 1)))
        }
        return steps
    }
}
