/// The indices on one side of a batch that an operation names (deleted or
/// moved away before the update; inserted or moved to after it), sorted.
/// Every other index is *free*: the items there keep their order, so the
/// r-th free index before the update is the r-th free index after it.
struct ClaimedIndices: Hashable, Sendable {
    /// The claimed indices, ascending.
    let sorted: [Int]
    /// `sorted[k] - k`: how many free indices come before the k-th claimed
    /// one (non-decreasing, as the claimed indices are distinct).
    let freeBefore: [Int]

    init(_ indices: [Int]) {
        let sorted = indices.sorted()
        self.sorted = sorted
        freeBefore = sorted.indices.map { sorted[$0] - $0 }
    }

    /// Whether `i` is claimed.
    ///
    /// - Complexity: O(log b).
    func contains(_ i: Int) -> Bool {
        let k = Self.firstIndex(in: sorted, notBelow: i)
        return k < sorted.count && sorted[k] == i
    }

    /// How many free indices come before the free index `i`.
    ///
    /// - Complexity: O(log b).
    func freeRank(of i: Int) -> Int { i - Self.firstIndex(in: sorted, notBelow: i) }

    /// The free index of rank `r` (the r-th free index, from 0).
    ///
    /// - Complexity: O(log b).
    func freeIndex(rank r: Int) -> Int { r + Self.firstIndex(in: freeBefore, notBelow: r + 1) }

    /// The first position in the ascending `values` whose value is ≥ `x`.
    private static func firstIndex(in values: [Int], notBelow x: Int) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
