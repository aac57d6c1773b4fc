import CollectionLayout

/// The JSON the `attributes` command prints and the app exports (docs/REFERENCE.md),
/// with its keys exactly as written there.
enum AttributesReport {
    /// A keyline carousel adds `keylines`: its keylines at the view's offset.
    static func json(for view: PreparedView, all: Bool) -> JSONValue {
        let layout = view.layout
        var fields: [(String, JSONValue)] = [
            ("layout", .string(type(of: layout).id)),
            ("viewport", .size(view.viewport)),
            ("contentOffset", .point(view.offset)),
            ("contentSize", .size(layout.contentSize)),
            ("currentIndex", .integer(layout.currentIndex(at: view.offset))),
            ("elements", .array(view.elements(all: all).map { element($0, id: view.dataset.elementID(for: $0)) })),
        ]
        if let carousel = LayoutDescription.keylines(layout) {
            fields.append(("keylines", keylines(carousel, at: view.offset)))
        }
        return .object(fields)
    }

    /// A keyline carousel's keylines at `offset`.
    private static func keylines(_ carousel: KeylineLayout, at offset: Point) -> JSONValue {
        .array(carousel.keylines(at: offset).map { k in
            .object([("offset", .number(k.offset)), ("maskedSize", .number(k.maskedSize)), ("focal", .bool(k.isFocal))])
        })
    }

    /// The report of an animated batch update at `progress`: the offset,
    /// content size and elements of that frame (content size interpolated
    /// between the old and the new; the current index is the old view's at
    /// 0, else the new layout's at that frame's offset).
    static func json(for update: UpdatedView, progress: Double) -> JSONValue {
        let t = min(1, max(0, progress))
        let offset = update.animator.contentOffset(at: t)
        let a = update.old.layout.contentSize, b = update.new.layout.contentSize
        let size = t == 0 ? a : t == 1 ? b
            : Size(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
        let current = t == 0 ? update.old.layout.currentIndex(at: offset) : update.new.layout.currentIndex(at: offset)
        let elements = update.animator.elements(at: t).sorted {
            PreparedView.order($0.attributes, $1.attributes)
                || (!PreparedView.order($1.attributes, $0.attributes) && $0.id.description < $1.id.description)
        }
        return .object([
            ("layout", .string(update.new.layoutKind.id)),
            ("viewport", .size(update.new.viewport)),
            ("contentOffset", .point(offset)),
            ("contentSize", .size(size)),
            ("currentIndex", .integer(current)),
            ("elements", .array(elements.map { element($0.attributes, id: $0.id) })),
        ])
    }

    /// The report of a morph at `progress`: at 0 the start view's report, at
    /// 1 the end view's (at the morph's `toOffset`), in between the morph's
    /// offset and elements with the layout, current index and keylines of
    /// the nearer end and the content size between the two; then `morph`:
    /// the end's offset and the anchor (and, when a gesture drove the
    /// morph, the progress it reached).
    static func json(for morphed: MorphedView, progress p: Double, drivenByGesture: Bool = false) -> JSONValue {
        var fields: [(String, JSONValue)]
        if p == 0 || p == 1, case .object(let report) = json(for: morphed.nearer(p), all: false) {
            fields = report
        } else {
            let near = morphed.nearer(p)
            let a = morphed.start.layout.contentSize, b = morphed.end.layout.contentSize
            let t = min(1, max(0, p))
            let offset = morphed.morph.contentOffset(at: p)
            fields = [
                ("layout", .string(near.layoutKind.id)),
                ("viewport", .size(near.viewport)),
                ("contentOffset", .point(offset)),
                ("contentSize", .size(Size(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))),
                ("currentIndex", .integer(near.layout.currentIndex(at: near.offset))),
                ("elements", .array(morphed.elements(at: p).map { element($0.attributes, id: $0.id) })),
            ]
            if let carousel = LayoutDescription.keylines(near.layout) {
                fields.append(("keylines", keylines(carousel, at: near.offset)))
            }
        }
        var morph: [(String, JSONValue)] = [("toOffset", .point(morphed.morph.toOffset)), ("anchor", .integer(morphed.morph.anchor))]
        if drivenByGesture { morph.append(("progress", .number(p))) }
        fields.append(("morph", .object(morph)))
        return .object(fields)
    }

    /// One element, `id` its identity (docs/REFERENCE.md: the item's id, or
    /// `header-<section>` and the like for supplementary views).
    /// A `mask` key follows only for masked elements (keyline carousels), so
    /// the other layouts' elements keep exactly their keys.
    static func element(_ a: LayoutAttributes, id: ElementID?) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("category", .string(a.category.rawValue)),
            ("section", .number(Double(a.indexPath.section))),
            ("item", .number(Double(a.indexPath.item))),
            ("id", id.map { .string($0.description) } ?? .null),
            ("center", .point(a.center)),
            ("size", .size(a.size)),
            ("frame", .rect(a.frame)),
            ("alpha", .number(a.alpha)),
            ("zIndex", .number(Double(a.zIndex))),
            ("hidden", .bool(a.isHidden)),
            ("transform", .numbers(a.transform.values)),
            ("transform3D", .numbers(a.transform3D.values)),
        ]
        if let mask = a.mask { fields.append(("mask", .rect(mask))) }
        return .object(fields)
    }
}
