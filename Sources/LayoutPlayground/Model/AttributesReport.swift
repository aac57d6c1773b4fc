import CollectionLayout

/// The JSON the `attributes` command prints and the app exports (SPEC §3),
/// with its keys exactly as written there.
enum AttributesReport {
    static func json(for view: PreparedView, all: Bool) -> JSONValue {
        let layout = view.layout
        return .object([
            ("layout", .string(type(of: layout).id)),
            ("viewport", .size(view.viewport)),
            ("contentOffset", .point(view.offset)),
            ("contentSize", .size(layout.contentSize)),
            ("currentIndex", .integer(layout.currentIndex(at: view.offset))),
            ("elements", .array(view.elements(all: all).map(element))),
        ])
    }

    static func element(_ a: LayoutAttributes) -> JSONValue {
        .object([
            ("category", .string(a.category.rawValue)),
            ("section", .number(Double(a.indexPath.section))),
            ("item", .number(Double(a.indexPath.item))),
            ("center", .point(a.center)),
            ("size", .size(a.size)),
            ("frame", .rect(a.frame)),
            ("alpha", .number(a.alpha)),
            ("zIndex", .number(Double(a.zIndex))),
            ("hidden", .bool(a.isHidden)),
            ("transform", .numbers(a.transform.values)),
            ("transform3D", .numbers(a.transform3D.values)),
        ])
    }
}
