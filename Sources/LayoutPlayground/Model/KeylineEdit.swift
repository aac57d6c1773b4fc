import CollectionLayout

/// A keyline dragged on the canvas while the keyline guides show: its
/// position (the line) or its masked size (an end of its bracket, the size
/// growing or shrinking about the keyline's centre). The result is the
/// keylines on screen when the drag began, in the custom strategy's terms
/// (`offset:maskedSize,…` from the leading edge, anchors left out), with
/// the one dragged changed.
struct KeylineEdit: Equatable {
    /// What of the keyline the drag changes.
    enum Part: Equatable {
        /// Its offset: the line.
        case position
        /// Its masked size, from the bracket's end on the side `end`
        /// (−1 the left or top end, +1 the right or bottom one).
        case size(end: Double)
    }

    /// The history key that makes one drag one step of undo, whatever its pauses.
    static let historyKey = "keylines.canvas"
    /// How near a line or a bracket's end a press takes it, in points.
    static let reach = 6.0

    /// The dragged keyline's index in `start`.
    let index: Int
    let part: Part
    /// The keylines on screen when the drag began, logical (from the leading edge), anchors left out.
    let start: [Keyline]
    /// Whether the carousel runs right to left (screen x against the logical offsets).
    let isMirrored: Bool
    /// The viewport's size along the axis.
    let container: Double

    /// The keyline part under the pointer, `along` and `across` the axis in
    /// the viewport, among `displayed` (the keylines at the current offset,
    /// as `KeylineLayout.keylines(at:)` gives them); `band` is the items'
    /// extent across the axis and `bracket` where the brackets are drawn
    /// across it. The bracket ends come before the lines.
    static func grab(displayed: [Keyline], along: Double, across: Double, band: ClosedRange<Double>,
                     bracket: Double, isMirrored: Bool, container: Double) -> KeylineEdit? {
        let shown = displayed.filter { !$0.isAnchor }
        guard !shown.isEmpty else { return nil }
        var logical = shown.map { k in
            var m = k
            if isMirrored { m.offset = container - k.offset }
            return m
        }
        logical.sort { $0.offset < $1.offset }
        func index(of k: Keyline) -> Int {
            let offset = isMirrored ? container - k.offset : k.offset
            return logical.firstIndex { abs($0.offset - offset) < 1e-9 } ?? 0
        }
        if abs(across - bracket) <= reach + 2 {
            // Where two brackets meet, the one the press is inside.
            var best: (k: Keyline, end: Double, inside: Bool, distance: Double)?
            for k in shown {
                for end in [-1.0, 1.0] {
                    let distance = abs(along - (k.offset + end * k.maskedSize / 2))
                    guard distance <= reach else { continue }
                    let inside = abs(along - k.offset) <= k.maskedSize / 2
                    if best == nil || (inside && !best!.inside) || (inside == best!.inside && distance < best!.distance) {
                        best = (k, end, inside, distance)
                    }
                }
            }
            if let best {
                return KeylineEdit(index: index(of: best.k), part: .size(end: best.end), start: logical,
                                   isMirrored: isMirrored, container: container)
            }
        }
        guard band.contains(across) else { return nil }
        guard let nearest = shown.min(by: { abs($0.offset - along) < abs($1.offset - along) }),
              abs(nearest.offset - along) <= reach else { return nil }
        return KeylineEdit(index: index(of: nearest), part: .position, start: logical,
                           isMirrored: isMirrored, container: container)
    }

    /// The keylines after the pointer moved `delta` points along the axis
    /// (on screen): a line stays between its neighbours and in the
    /// viewport; a size stays within 1…the viewport.
    func keylines(moved delta: Double) -> [Keyline] {
        var result = start
        var k = result[index]
        switch part {
        case .position:
            let low = index > 0 ? start[index - 1].offset + 1 : 0
            let high = index + 1 < start.count ? start[index + 1].offset - 1 : container
            let moved = k.offset + (isMirrored ? -delta : delta)
            k.offset = Self.tidy(min(max(moved, low), max(low, high)))
        case .size(let end):
            k.maskedSize = Self.tidy(min(max(k.maskedSize + 2 * end * delta, 1), max(container, 1)))
        }
        result[index] = k
        return result
    }

    /// The custom strategy's text for `keylines`: `offset:maskedSize,…`.
    static func text(_ keylines: [Keyline]) -> String {
        keylines.map { "\(formatNumber(tidy($0.offset))):\(formatNumber(tidy($0.maskedSize)))" }.joined(separator: ",")
    }

    /// `value` to a tenth of a point: what a drag can mean, and what reads back.
    private static func tidy(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
