/// Running sums of a list of numbers that change one at a time (a Fenwick
/// tree): changing an entry and summing the entries before an index both
/// take O(log n), so a change early in a long list never costs a pass over
/// what follows it.
public struct PrefixSums: Sendable, Equatable {
    /// The tree: entry `i` (1-based) holds the sum of the `i & -i` values ending at `i`.
    private var tree: [Double]

    /// `count` zeros.
    ///
    /// - Complexity: O(n).
    public init(count: Int) {
        tree = Array(repeating: 0, count: max(0, count) + 1)
    }

    /// The number of entries.
    public var count: Int { tree.count - 1 }

    /// Adds `amount` to entry `index` (0-based).
    ///
    /// - Complexity: O(log n).
    public mutating func add(_ amount: Double, at index: Int) {
        precondition(index >= 0 && index < count, "no entry \(index)")
        var i = index + 1
        while i < tree.count {
            tree[i] += amount
            i += i & -i
        }
    }

    /// The sum of the entries before `index` (0-based; `count` sums them all).
    ///
    /// - Complexity: O(log n).
    public func sum(before index: Int) -> Double {
        var i = min(max(0, index), count)
        var total = 0.0
        while i > 0 {
            total += tree[i]
            i -= i & -i
        }
        return total
    }
}
