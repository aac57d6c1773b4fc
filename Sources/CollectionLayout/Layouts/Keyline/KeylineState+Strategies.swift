/// Each strategy's resting keylines.
extension KeylineState {
    /// Material's multi-browse arrangement: large = min(target, container),
    /// small = target/3 within `smallMin…smallMax`, medium between; one
    /// small item and one or no medium (doubled when centred), as many
    /// large ones as fit; fewer small and medium items than there are
    /// items; never large items alone while two small ones would fit.
    static func multiBrowse(_ m: KeylineMetrics) -> KeylineState? {
        let c = m.containerSize, sp = m.spacing
        let smallMin = m.smallMin + sp, smallMax = max(m.smallMax + sp, smallMin)
        let large = min(m.targetSize + sp, c)
        let small = min(max(m.targetSize / 3 + sp, smallMin), smallMax)
        let medium = (large + small) / 2
        guard large > 0, c > 0 else { return nil }
        let centered = m.alignment == .center
        var smallCounts = c <= 2 * smallMin ? [0] : [1]
        var mediumCounts = [1, 0]
        if centered {
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
            // Items smaller than the small size: large items alone.
            guard let plain = solve([0], [0], Array((largeMin...largeMax).reversed())), plain.isValid else { return nil }
            arrangement = plain
        }
        return arranged(arrangement, container: c, centered: centered)
    }

    /// Material's hero arrangement: the large item twice the item's cross
    /// size (within the container) and one small item, a medium one only if
    /// it fits better; centred between two small items for `centered`,
    /// unless there are fewer items than keylines.
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

    /// The keylines of an arrangement: large, medium, small from the
    /// leading edge, or small, medium, large, medium, small when centred
    /// (halves of the small and medium counts on each side), between anchors.
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

    /// Material's uncontained arrangement: as many large items at their own
    /// size as fit, then one medium item the edge cuts (centred: a medium
    /// item cut on each side). A medium larger than the large item drops
    /// the medium items.
    static func uncontained(_ m: KeylineMetrics) -> KeylineState? {
        let c = m.containerSize, sp = m.spacing
        let large = min(m.targetSize + sp, c)
        let extraSmall = min(extraSmallSize + sp, large)
        guard large > 0, c > 0 else { return nil }
        let count = max(1, Int((c / large).rounded(.down)))
        guard count <= 1000 else { return nil }
        var remaining = c - Double(count) * large
        var keylines: [Keyline] = []
        if m.alignment == .center {
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
                return KeylineState(itemSize: large, keylines: keylines.map { k in
                    var t = k; t.offset = tidy(k.offset); return t
                })
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
        return KeylineState(itemSize: large, keylines: keylines.map { k in
            var t = k; t.offset = tidy(k.offset); return t
        })
    }

    /// Slots across the container in proportion to `weights`, the heaviest
    /// (the first run of them) focal, between anchors.
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

    /// Keylines as given, the largest focal, between anchors.
    static func customState(_ given: [Keyline]) -> KeylineState? {
        guard let first = given.first, let last = given.last,
              let large = given.map(\.maskedSize).max(), large > 0 else { return nil }
        let smallest = given.map(\.maskedSize).min()!
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
