/// The identity of a drawn element across a batch update: a cell is its
/// item's `ItemID`; a header, footer or decoration is its kind and section,
/// printed `header-<section>`, `footer-<section>`, `decoration-<section>`
/// (batch updates keep sections, so these stay stable).
public enum ElementID: Hashable, Sendable, CustomStringConvertible {
    /// An item's cell.
    case item(ItemID)
    /// A supplementary or decoration view of a section.
    case supplementary(ElementCategory, section: Int)

    /// The id as the `attributes` JSON prints it.
    public var description: String {
        switch self {
        case .item(let id): return id.description
        case .supplementary(let category, let section): return "\(category.rawValue)-\(section)"
        }
    }
}

extension Dataset {
    /// The identity of `element` in a view of this dataset: its item's id
    /// for a cell, `header-<section>` and the like otherwise. Nil for a cell
    /// whose index path is not in the dataset.
    ///
    /// - Complexity: O(1) for numbered or named items.
    public func elementID(for element: LayoutAttributes) -> ElementID? {
        guard element.category == .cell else { return .supplementary(element.category, section: element.indexPath.section) }
        return id(at: element.indexPath).map(ElementID.item)
    }
}
