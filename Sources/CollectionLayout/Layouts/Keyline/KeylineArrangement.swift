/// How many small, medium and large items fill a carousel, and at what
/// sizes: the search behind Material's multi-browse and hero carousels
/// (`Arrangement.findLowestCostArrangement` in material-components-android).
///
/// Each candidate starts from target sizes, lets the small items grow or
/// shrink within their range, then sizes the large items to fill what is
/// left (the medium item halfway between large and small, flexing by up to
/// 10 % to bring the large items back toward their target). A candidate
/// whose sizes do not decrease large → medium → small is invalid; of the
/// rest the one whose large size moved least, weighted by its priority (its
/// place in the candidate order), wins.
public struct KeylineArrangement: Hashable, Sendable {
    /// How much a medium item may grow or shrink to keep the large size on target.
    static let mediumFlex = 0.1

    /// The candidate's place in the search order, from 1.
    public var priority: Int
    /// The small items' size.
    public var smallSize: Double
    /// How many small items.
    public var smallCount: Int
    /// The medium items' size.
    public var mediumSize: Double
    /// How many medium items.
    public var mediumCount: Int
    /// The large items' size.
    public var largeSize: Double
    /// How many large items.
    public var largeCount: Int
    /// How far the large size ended from its target, times the priority;
    /// infinite for an invalid arrangement.
    public var cost: Double

    /// The candidate with these counts, fitted into `availableSpace`.
    public init(priority: Int, targetSmall: Double, smallRange: ClosedRange<Double>, smallCount: Int,
                targetMedium: Double, mediumCount: Int, targetLarge: Double, largeCount: Int,
                availableSpace: Double) {
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

    /// How many items the arrangement shows.
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

    private mutating func fit(_ space: Double, smallRange: ClosedRange<Double>, targetLarge: Double) {
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

    /// The cheapest candidate over every combination of the counts, in
    /// priority order (large counts outermost, small counts innermost); the
    /// first of cost 0 ends the search. Nil when no counts are given.
    ///
    /// - Complexity: O(l·m·s) for the numbers of counts.
    public static func cheapest(availableSpace: Double, targetSmall: Double, smallRange: ClosedRange<Double>,
                                smallCounts: [Int], targetMedium: Double, mediumCounts: [Int],
                                targetLarge: Double, largeCounts: [Int]) -> KeylineArrangement? {
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
