/// The layouts the product ships, by identifier.
public enum LayoutRegistry {
    /// Every layout type, in the order the UI lists them.
    public static var all: [any CollectionLayout.Type] {
        [
            CardsLayout.self, WaterfallLayout.self, WheelLayout.self,
            RingLayout.self, StackLayout.self, FlowLayout.self,
        ]
    }

    public static var ids: [String] { all.map { $0.id } }

    public static func type(for id: String) -> (any CollectionLayout.Type)? {
        all.first { $0.id == id }
    }

    /// A layout of `id` with `assignments` (`key=value`) over its defaults.
    ///
    /// - Throws: `LayoutError` naming an unknown layout, an unknown key or a
    ///   bad value.
    public static func make(_ id: String, assignments: [String] = []) throws(LayoutError) -> any CollectionLayout {
        guard let type = type(for: id) else { throw .unknownLayout(id) }
        return try type.init(assignments: assignments)
    }
}
