/// The layouts the product ships, by identifier.
public enum LayoutRegistry {
    /// Every layout type, in the order the UI lists them (`LayoutKind`'s).
    public static var all: [any CollectionLayout.Type] {
        LayoutKind.allCases.map(\.layoutType)
    }

    /// Every layout's identifier, in the order of `all`.
    public static var ids: [String] { all.map { $0.id } }

    /// The layout type with identifier `id`, or nil when there is none.
    ///
    /// - Complexity: O(L) for the L layouts of `all` (seven).
    public static func type(for id: String) -> (any CollectionLayout.Type)? {
        all.first { $0.id == id }
    }

    /// A layout of `id` with `assignments` (`key=value`) over its defaults.
    ///
    /// - Throws: `LayoutError` naming an unknown layout, an unknown key or a
    ///   bad value.
    ///
    /// - Complexity: O(a·p) for a assignments and the layout's p parameters.
    public static func make(_ id: String, assignments: [String] = []) throws(LayoutError) -> any CollectionLayout {
        guard let type = type(for: id) else { throw .unknownLayout(id) }
        return try type.init(assignments: assignments)
    }
}
