/// The identity of a dataset item, which follows it through batch updates
/// (docs/REFERENCE.md): the item's `"id"` string when the data gives one, else its
/// position in the dataset when it was loaded, written as a decimal string.
///
/// Positional identities are stored as a number, so numbering a million
/// items allocates nothing; the string is made only when asked for. A name
/// and a position never compare equal, even when they print alike.
public struct ItemID: Hashable, Sendable, Comparable, CustomStringConvertible {
    private enum Storage: Hashable, Sendable, Comparable {
        case position(Int)
        case name(String)
    }

    private let storage: Storage

    /// The identity given by the dataset's `"id"`.
    public init(_ name: String) { storage = .name(name) }

    /// The identity of an item without `"id"`: its position at load.
    public init(position: Int) { storage = .position(position) }

    /// The position for a positional identity, nil for a named one.
    ///
    /// - Complexity: O(1).
    public var position: Int? {
        if case .position(let p) = storage { return p }
        return nil
    }

    /// Positions first, in order, then names in string order.
    public static func < (a: ItemID, b: ItemID) -> Bool { a.storage < b.storage }

    /// The id as the command line prints it: the name, or the position in decimal.
    public var description: String {
        switch storage {
        case .position(let p): return String(p)
        case .name(let s): return s
        }
    }
}
