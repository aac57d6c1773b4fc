/// The flat index of each section's first item, read like an array of
/// them: a view of a dataset's sections (`Dataset.sectionStarts`), which
/// keep their running item counts in chunks so that nothing is written out
/// per section when a batch changes the data, or an array given outright
/// (`UpdateMapping` between data cut into sections elsewhere).
public struct SectionStarts: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible {
    @usableFromInline
    enum Storage: Sendable {
        case sections(SectionList)
        case array([Int])
    }

    @usableFromInline let storage: Storage

    /// The starts of `sections`' sections.
    ///
    /// - Complexity: O(1).
    public init(_ sections: SectionList) { storage = .sections(sections) }

    /// The starts given in `starts` (ascending, the first 0).
    ///
    /// - Complexity: O(1).
    public init(_ starts: [Int]) { storage = .array(starts) }

    /// The starts in the literal.
    public init(arrayLiteral starts: Int...) { storage = .array(starts) }

    /// The position of the first section, 0.
    @inlinable public var startIndex: Int { 0 }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable public var endIndex: Int {
        switch storage {
        case .sections(let list): list.count
        case .array(let starts): starts.count
        }
    }

    /// The flat index of section `s`'s first item.
    ///
    /// - Complexity: O(1) for data as built, else O(log s).
    @inlinable public subscript(s: Int) -> Int {
        switch storage {
        case .sections(let list):
            precondition(s >= 0 && s < list.count, "SectionStarts index out of range")
            return list.firstItem(ofSection: s)
        case .array(let starts): return starts[s]
        }
    }

    /// The index path of flat index `i` (0 ≤ i): the last section starting
    /// at or before it (empty sections are passed over); past the items,
    /// the last section. Section 0 when there are no sections.
    ///
    /// - Complexity: O(log s).
    public func indexPath(ofFlat i: Int) -> IndexPath {
        switch storage {
        case .sections(let list):
            return list.indexPath(ofFlat: i)
        case .array(let starts):
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= i { lo = mid } else { hi = mid - 1 }
            }
            return IndexPath(item: i - (starts.isEmpty ? 0 : starts[lo]), section: lo)
        }
    }

    /// Whether both hold the same starts. Two views of the same sections
    /// compare without reading them.
    ///
    /// - Complexity: O(s) at most.
    public static func == (a: SectionStarts, b: SectionStarts) -> Bool {
        if case .sections(let x) = a.storage, case .sections(let y) = b.storage, x.entries.count == y.entries.count,
           zip(x.entries, y.entries).allSatisfy({ $0.chunk === $1.chunk && $0.end == $1.end && $0.itemEnd == $1.itemEnd }) {
            return true
        }
        return a.elementsEqual(b)
    }

    /// Hashes the starts, as an array of them does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for start in self { hasher.combine(start) }
    }

    /// The starts as an array prints them.
    public var description: String { Array(self).description }
}
