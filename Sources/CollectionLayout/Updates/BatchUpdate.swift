/// One batch of changes to a dataset, as `UICollectionView`'s
/// `performBatchUpdates`: deletes, inserts and moves applied together.
///
/// Index rules (UIKit's): deletes and move sources name items by their
/// index *before* the update; inserts and move destinations by their index
/// *after* it. So `delete 0; insert 0` replaces the first item, and
/// `move 0 3` leaves the old first item at index 3 of the result whatever
/// else the batch does.
///
/// Indices are flat item indices (across sections, in order). In a sectioned
/// dataset an inserted or moved item joins the section of the item before
/// it in the new order (the first section when it comes first); sections
/// themselves are neither added nor removed.
public struct BatchUpdate: Hashable, Sendable, CustomStringConvertible {
    /// One change of a batch.
    public enum Operation: Hashable, Sendable, CustomStringConvertible {
        /// Removes the item at this index before the update.
        case delete(Int)
        /// Adds an item at this index after the update.
        case insert(Int)
        /// Moves the item at old index `from` to new index `to`.
        case move(from: Int, to: Int)

        /// The operation in the text form: `delete 3`, `insert 0`, `move 1 4`.
        public var description: String {
            switch self {
            case .delete(let i): return "delete \(i)"
            case .insert(let i): return "insert \(i)"
            case .move(let a, let b): return "move \(a) \(b)"
            }
        }
    }

    /// The operations, in the order given (inserts are numbered in this order).
    public var operations: [Operation]

    /// A batch of `operations`.
    public init(_ operations: [Operation]) { self.operations = operations }

    /// The batch in the text form, `;`-separated.
    public var description: String { operations.map(\.description).joined(separator: "; ") }

    /// The old indices the batch deletes, in the order given.
    public var deletedIndices: [Int] {
        operations.compactMap { if case .delete(let i) = $0 { return i } else { return nil } }
    }

    /// The new indices the batch inserts at, in the order given.
    public var insertedIndices: [Int] {
        operations.compactMap { if case .insert(let i) = $0 { return i } else { return nil } }
    }

    /// The moves, old index to new index, in the order given.
    public var moves: [(from: Int, to: Int)] {
        operations.compactMap { if case .move(let a, let b) = $0 { return (a, b) } else { return nil } }
    }

    /// The number of items after applying the batch to `oldCount` items.
    ///
    /// - Complexity: O(b) for b operations.
    public func newCount(fromOldCount oldCount: Int) -> Int {
        oldCount - deletedIndices.count + insertedIndices.count
    }
}

extension BatchUpdate {
    /// Parses the text form (docs/REFERENCE.md): operations separated by `;`, each
    /// `delete I`, `insert I` or `move A B` with non-negative integers;
    /// blanks around words are free, empty operations are skipped.
    ///
    /// - Throws: `BatchUpdateError` naming the malformed operation.
    /// - Complexity: O(length of `text`).
    public init(parsing text: String) throws(BatchUpdateError) {
        var operations: [Operation] = []
        for raw in text.split(separator: ";", omittingEmptySubsequences: false) {
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard let verb = words.first else { continue }
            let numbers = words.dropFirst().map { Int($0) }
            let shown = words.joined(separator: " ")
            func index(_ k: Int) throws(BatchUpdateError) -> Int {
                guard let n = numbers[k], n >= 0 else {
                    throw BatchUpdateError("'\(shown)': '\(words[k + 1])' is not an index (expected a whole number ≥ 0)")
                }
                return n
            }
            switch (verb.lowercased(), numbers.count) {
            case ("delete", 1): operations.append(.delete(try index(0)))
            case ("insert", 1): operations.append(.insert(try index(0)))
            case ("move", 2): operations.append(.move(from: try index(0), to: try index(1)))
            case ("delete", _), ("insert", _):
                throw BatchUpdateError("'\(shown)': expected '\(verb) I' with one index")
            case ("move", _):
                throw BatchUpdateError("'\(shown)': expected 'move A B' with two indices")
            default:
                throw BatchUpdateError("'\(shown)': unknown operation '\(verb)' (expected delete I, insert I or move A B)")
            }
        }
        guard !operations.isEmpty else { throw BatchUpdateError("no operations (expected e.g. 'delete 0; insert 2; move 1 4')") }
        self.init(operations)
    }
}
