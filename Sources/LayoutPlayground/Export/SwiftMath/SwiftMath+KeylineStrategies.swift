/// The keyline carousel's export, part two: each strategy's resting keylines
/// (Material's multi-browse, hero and uncontained strategies, the full-screen
/// one, weights and keylines of one's own) and the arrangement search behind
/// multi-browse and hero (`Arrangement.findLowestCostArrangement`), ported
/// from the library's `KeylineState+Strategies` and `KeylineArrangement`.
extension SwiftMathGenerator {
    static let keylineStrategiesMath = #"""
/// What a strategy needs to know, along the scroll axis in points. Slot sizes
/// include `spacing`: a slot of `s` shows `s − spacing`.
public struct KeylineMetrics: Sendable {
    public var containerSize: Double, targetSize: Double, crossSize: Double
    public var smallMin: Double, smallMax: Double, spacing: Double
    /// The focal items in the middle rather than at the leading edge.
    public var centered: Bool
    public var itemCount: Int
}

/// How many small, medium and large items fill a carousel, and at what sizes.
public struct KeylineArrangement: Sendable {
    static let mediumFlex = 0.1
    public var priority: Int
    public var smallSize: Double, smallCount: Int
    public var mediumSize: Double, mediumCount: Int
    public var largeSize: Double, largeCount: Int
    public var cost: Double

    init(priority: Int, targetSmall: Double, smallRange: ClosedRange<Double>, smallCount: Int,
         targetMedium: Double, mediumCount: Int, targetLarge: Double, largeCount: Int, availableSpace: Double) {
        self.priority = priority
        self.smallSize = min(max(targetSmall, smallRange.lowerBound), smallRange.upperBound)
        self.smallCount = smallCount
        self.mediumSize = targetMedium
        self.mediumCount = mediumCount
        self.largeSize = targetLarge
        self.largeCount = largeCount
        cost = 0
        fit(availableSpace, smallRange: smallRange, targetLarge: targetLarge)
        cost = isValid ? abs(targetLarge - largeSize) * Double(priority) : .infinity
    }

    public var itemCount: Int { smallCount + mediumCount + largeCount }

    /// Whether sizes decrease from large through medium to small.
    public var isValid: Bool {
        guard largeSize > 0, largeSize.isFinite else { return false }
        if largeCount > 0, smallCount > 0, mediumCount > 0 {
            return largeSize > mediumSize && mediumSize > smallSize
        } else if largeCount > 0, smallCount > 0 {
            return largeSize > smallSize
        }
        return true
    }

    mutating func fit(_ space: Double, smallRange: ClosedRange<Double>, targetLarge: Double) {
        let used = largeSize * Double(largeCount) + mediumSize * Double(mediumCount) + smallSize * Double(smallCount)
        let delta = space - used
        if smallCount > 0, delta > 0 {
            smallSize += min(delta / Double(smallCount), smallRange.upperBound - smallSize)
        } else if smallCount > 0, delta < 0 {
            smallSize += max(delta / Double(smallCount), smallRange.lowerBound - smallSize)
        }
        if smallCount == 0 { smallSize = 0 }
        largeSize = (space - (Double(smallCount) + Double(mediumCount) / 2) * smallSize)
            / (Double(largeCount) + Double(mediumCount) / 2)
        mediumSize = (largeSize + smallSize) / 2
        if mediumCount > 0, largeSize != targetLarge {
            let wanted = (targetLarge - largeSize) * Double(largeCount)
            let flex = mediumSize * Self.mediumFlex * Double(mediumCount)
            let moved = min(abs(wanted), flex)
            if wanted > 0 {
                mediumSize -= moved / Double(mediumCount)
                largeSize += moved / Double(largeCount)
            } else {
                mediumSize += moved / Double(mediumCount)
                largeSize -= moved / Double(largeCount)
            }
        }
    }

    /// The cheapest candidate over every combination of the counts (large
    /// outermost, small innermost); the first of cost 0 ends the search.
    static func cheapest(availableSpace: Double, targetSmall: Double, smallRange: ClosedRange<Double>, smallCounts: [Int],
                         targetMedium: Double, mediumCounts: [Int], targetLarge: Double, largeCounts: [Int]) -> KeylineArrangement? {
        var best: KeylineArrangement?
        var priority = 1
        for large in largeCounts {
            for medium in mediumCounts {
                for small in smallCounts {
                    let candidate = KeylineArrangement(
                        priority: priority, targetSmall: targetSmall, smallRange: smallRange, smallCount: small,
                        targetMedium: targetMedium, mediumCount: medium, targetLarge: targetLarge,
                        largeCount: large, availableSpace: availableSpace)
                    if best == nil || candidate.cost < best!.cost {
                        best = candidate
                        if candidate.cost == 0 { return candidate }
                    }
                    priority += 1
                }
            }
        }
        return best
    }
}

/// Each strategy's resting keylines.
public enum KeylineStrategy {
    static let anchorSize = 1.0
    /// The uncontained strategy's smallest item (Material's extra-small size).
    static let extraSmallSize = 10.0

    /// The resting keylines of the configured strategy; one that has no valid
    /// arrangement falls back to one item the container's size.
    static func resting(_ strategy: String, metrics m: KeylineMetrics, weights: [Double], custom: [Keyline]) -> KeylineState {
        let state: KeylineState?
        switch strategy {
        case "multiBrowse": state = multiBrowse(m)
        case "hero": state = hero(m, centered: false)
        case "centeredHero": state = hero(m, centered: true)
        case "uncontained": state = uncontained(m)
        case "weighted": state = weighted(weights, m)
        case "custom": state = customState(custom)
        default: state = nil
        }
        if let state, isUsable(state, containerSize: m.containerSize) { return state }
        return fullScreen(m)
    }

    /// Whether the keylines can carry a carousel: a focal keyline, positive
    /// sizes no larger than the item size, offsets increasing.
    static func isUsable(_ state: KeylineState, containerSize: Double) -> Bool {
        let itemSize = state.itemSize, keylines = state.keylines
        guard itemSize > 0, itemSize.isFinite, keylines.contains(where: { $0.isFocal }), state.nonAnchorCount > 0 else { return false }
        for (i, k) in keylines.enumerated() {
            guard k.maskedSize > 0, k.maskedSize <= itemSize * (1 + 1e-9), k.offset.isFinite else { return false }
            if i > 0, k.offset <= keylines[i - 1].offset { return false }
        }
        return true
    }

    static func fullScreen(_ m: KeylineMetrics) -> KeylineState {
        let c = max(m.containerSize, anchorSize)
        return KeylineState(itemSize: c, keylines: [
            Keyline(offset: -anchorSize / 2, maskedSize: anchorSize, isAnchor: true),
            Keyline(offset: c / 2, maskedSize: c, isFocal: true),
            Keyline(offset: c + anchorSize / 2, maskedSize: anchorSize, isAnchor: true),
        ])
    }

    /// `value` on a grid of 10⁻⁹ pt.
    static func tidy(_ value: Double) -> Double {
        abs(value) < 1e12 ? (value * 1e9).rounded() / 1e9 : value
    }

    /// Material's multi-browse: large, medium and small items.
    static func multiBrowse(_ m: KeylineMetrics) -> KeylineState? {
        let c = m.containerSize, sp = m.spacing
        let smallMin = m.smallMin + sp, smallMax = max(m.smallMax + sp, smallMin)
        let large = min(m.targetSize + sp, c)
        let small = min(max(m.targetSize / 3 + sp, smallMin), smallMax)
        let medium = (large + small) / 2
        guard large > 0, c > 0 else { return nil }
        var smallCounts = c <= 2 * smallMin ? [0] : [1]
        var mediumCounts = [1, 0]
        if m.centered {
            smallCounts = smallCounts.map { $0 * 2 }
            mediumCounts = mediumCounts.map { $0 * 2 }
        }
        let leftForLarge = c - medium * Double(mediumCounts.max()!) - smallMax * Double(smallCounts.max()!)
        let largeMin = max(1, Int((leftForLarge / large).rounded(.down)))
        let largeMax = Int((c / large).rounded(.up))
        guard largeMax >= largeMin, largeMax <= 1000 else { return nil }
        let solve = { (s: [Int], md: [Int], l: [Int]) in
            KeylineArrangement.cheapest(availableSpace: c, targetSmall: small, smallRange: smallMin...smallMax,
                                        smallCounts: s, targetMedium: medium, mediumCounts: md,
                                        targetLarge: large, largeCounts: l)
        }
        guard var arrangement = solve(smallCounts, mediumCounts, Array((largeMin...largeMax).reversed())) else { return nil }
        // Fewer small (then medium, keeping one) keylines than items.
        var surplus = arrangement.itemCount - m.itemCount
        var refit = surplus > 0 && (arrangement.smallCount > 0 || arrangement.mediumCount > 1)
        while surplus > 0 {
            if arrangement.smallCount > 0 { arrangement.smallCount -= 1 }
            else if arrangement.mediumCount > 1 { arrangement.mediumCount -= 1 }
            surplus -= 1
        }
        if arrangement.mediumCount == 0, arrangement.smallCount == 0, c > 2 * smallMin {
            arrangement.smallCount = 1
            refit = true
        }
        if refit {
            guard let again = solve([arrangement.smallCount], [arrangement.mediumCount], [arrangement.largeCount])
            else { return nil }
            arrangement = again
        }
        if !arrangement.isValid {
            guard let plain = solve([0], [0], Array((largeMin...largeMax).reversed())), plain.isValid else { return nil }
            arrangement = plain
        }
        return arranged(arrangement, container: c, centered: m.centered)
    }

    /// Material's hero: the large item twice the cross size and one small item.
    static func hero(_ m: KeylineMetrics, centered: Bool) -> KeylineState? {
        let c = m.containerSize, sp = m.spacing
        let smallMin = m.smallMin + sp, smallMax = max(m.smallMax + sp, smallMin)
        let measured = 2 * m.crossSize
        let large = min(measured + sp, c)
        let small = min(max(measured / 3 + sp, smallMin), smallMax)
        let medium = (large + small) / 2
        guard large > 0, c > 0 else { return nil }
        let smallCounts = c < 2 * smallMin ? [0] : [1]
        let mediumCounts = [0, 1]
        let largeMin = max(1, Int(((c - smallMax) / large).rounded(.down)))
        let largeMax = Int((c / large).rounded(.up))
        guard largeMax >= largeMin, largeMax <= 1000 else { return nil }
        let solve = { (twice: Bool) in
            KeylineArrangement.cheapest(availableSpace: c, targetSmall: small, smallRange: smallMin...smallMax,
                                        smallCounts: smallCounts.map { twice ? $0 * 2 : $0 }, targetMedium: medium,
                                        mediumCounts: mediumCounts.map { twice ? $0 * 2 : $0 },
                                        targetLarge: large, largeCounts: Array(largeMin...largeMax))
        }
        var isCentered = centered
        guard var arrangement = solve(centered) else { return nil }
        if arrangement.itemCount > m.itemCount || !arrangement.isValid, centered {
            isCentered = false
            guard let start = solve(false) else { return nil }
            arrangement = start
        }
        guard arrangement.isValid else { return nil }
        return arranged(arrangement, container: c, centered: isCentered)
    }

    /// An arrangement's keylines: large, medium, small (centred: small,
    /// medium, large, medium, small), between anchors.
    static func arranged(_ a: KeylineArrangement, container c: Double, centered: Bool) -> KeylineState {
        let large = tidy(a.largeSize), medium = tidy(a.mediumSize), small = tidy(a.smallSize)
        let anchor = min(anchorSize, large)
        var slots: [(size: Double, focal: Bool)] = []
        func add(_ size: Double, _ count: Int, focal: Bool = false) {
            guard size > 0 else { return }
            for _ in 0..<max(0, count) { slots.append((size, focal)) }
        }
        if centered {
            add(small, a.smallCount / 2)
            add(medium, a.mediumCount / 2)
            add(large, a.largeCount, focal: true)
            add(medium, a.mediumCount - a.mediumCount / 2)
            add(small, a.smallCount - a.smallCount / 2)
        } else {
            add(large, a.largeCount, focal: true)
            add(medium, a.mediumCount)
            add(small, a.smallCount)
        }
        var keylines = [Keyline(offset: -anchor / 2, maskedSize: anchor, isAnchor: true)]
        var edge = 0.0
        for slot in slots {
            keylines.append(Keyline(offset: tidy(edge + slot.size / 2), maskedSize: slot.size, isFocal: slot.focal))
            edge += slot.size
        }
        keylines.append(Keyline(offset: c + anchor / 2, maskedSize: anchor, isAnchor: true))
        return KeylineState(itemSize: large, keylines: keylines)
    }

    /// Material's uncontained: large items at their own size, then one medium
    /// item the edge cuts (centred: one cut on each side).
    static func uncontained(_ m: KeylineMetrics) -> KeylineState? {
        let c = m.containerSize, sp = m.spacing
        let large = min(m.targetSize + sp, c)
        let extraSmall = min(extraSmallSize + sp, large)
        guard large > 0, c > 0 else { return nil }
        let count = max(1, Int((c / large).rounded(.down)))
        guard count <= 1000 else { return nil }
        var remaining = c - Double(count) * large
        var keylines: [Keyline] = []
        func tidied(_ list: [Keyline]) -> KeylineState {
            KeylineState(itemSize: large, keylines: list.map { k in var t = k; t.offset = tidy(k.offset); return t })
        }
        if m.centered {
            remaining /= 2
            let medium = max(min(3 * remaining, large), m.smallMin + sp)
            if medium <= large, remaining > 0 {
                let first = remaining - medium / 2
                keylines.append(Keyline(offset: first - medium / 2 - extraSmall / 2, maskedSize: extraSmall, isAnchor: true))
                keylines.append(Keyline(offset: first, maskedSize: medium))
                for i in 0..<count {
                    keylines.append(Keyline(offset: remaining + (Double(i) + 0.5) * large, maskedSize: large, isFocal: true))
                }
                let end = remaining + Double(count) * large
                keylines.append(Keyline(offset: end + medium / 2, maskedSize: medium))
                keylines.append(Keyline(offset: end + medium + extraSmall / 2, maskedSize: extraSmall, isAnchor: true))
                return tidied(keylines)
            }
            remaining *= 2
        }
        var medium = max(remaining * 1.5, extraSmall)
        if medium > large * 0.85 { medium = max(large * 0.85, remaining * 1.2) }
        medium = min(large, medium)
        let leading = max(extraSmall, medium / 2)
        keylines.append(Keyline(offset: -leading / 2, maskedSize: leading, isAnchor: true))
        for i in 0..<count {
            keylines.append(Keyline(offset: (Double(i) + 0.5) * large, maskedSize: large, isFocal: true))
        }
        var end = Double(count) * large
        if remaining > 0 {
            keylines.append(Keyline(offset: end + medium / 2, maskedSize: tidy(medium)))
            end += medium
        }
        keylines.append(Keyline(offset: end + extraSmall / 2, maskedSize: extraSmall, isAnchor: true))
        return tidied(keylines)
    }

    /// Slots in proportion to `weights`, the heaviest (the first run of them) focal.
    static func weighted(_ weights: [Double], _ m: KeylineMetrics) -> KeylineState? {
        let c = m.containerSize
        let total = weights.reduce(0, +)
        guard !weights.isEmpty, total > 0, c > 0, weights.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        let sizes = weights.map { tidy($0 / total * c) }
        let heaviest = weights.max()!
        let first = weights.firstIndex(of: heaviest)!
        var last = first
        while last + 1 < weights.count, weights[last + 1] == heaviest { last += 1 }
        let large = sizes[first]
        let anchor = min(anchorSize, sizes.min()!)
        var keylines = [Keyline(offset: -anchor / 2, maskedSize: anchor, isAnchor: true)]
        var edge = 0.0
        for (i, size) in sizes.enumerated() {
            keylines.append(Keyline(offset: tidy(edge + size / 2), maskedSize: size, isFocal: (first...last).contains(i)))
            edge += size
        }
        keylines.append(Keyline(offset: edge + anchor / 2, maskedSize: anchor, isAnchor: true))
        return KeylineState(itemSize: large, keylines: keylines)
    }

    /// Keylines as given, the largest (the first run of them) focal, between anchors.
    static func customState(_ given: [Keyline]) -> KeylineState? {
        guard let first = given.first, let last = given.last,
              let large = given.map({ $0.maskedSize }).max(), large > 0 else { return nil }
        let smallest = given.map { $0.maskedSize }.min()!
        let anchor = min(anchorSize, smallest)
        var keylines = [Keyline(offset: first.start - anchor / 2, maskedSize: anchor, isAnchor: true)]
        var reachedFocal = false, leftFocal = false
        for k in given {
            let focal = k.maskedSize == large && !leftFocal
            if focal { reachedFocal = true } else if reachedFocal { leftFocal = true }
            keylines.append(Keyline(offset: k.offset, maskedSize: k.maskedSize, isFocal: focal))
        }
        keylines.append(Keyline(offset: last.end + anchor / 2, maskedSize: anchor, isAnchor: true))
        return KeylineState(itemSize: large, keylines: keylines)
    }
}

"""#
}
