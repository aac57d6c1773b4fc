/// An sRGB colour from a dataset's `"#rrggbb"`.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double

    /// The colour of the given components, each 0…1.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#rrggbb` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        guard hex.count == 7, hex.first == "#", let v = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255,
                  blue: Double(v & 0xFF) / 255)
    }

    /// `#rrggbb`.
    public var description: String {
        let c = [red, green, blue].map { Int(($0 * 255).rounded()) }
        return "#" + c.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to n: Int) -> String {
        count >= n ? self : String(repeating: "0", count: n - count) + self
    }
}

/// One item of a dataset: the fields a dataset may give (docs/REFERENCE.md), all optional.
///
/// A value type whose fields live in one shared, copy-on-write box: copying
/// an item (repeating a dataset to a million items, handing it to the
/// renderer) copies one reference, 8 bytes, instead of six optional fields
/// (≈120 bytes); writing a field of a shared item copies the box first.
///
/// Equality and hashing compare what is shown (the fields), not identity:
/// a repeated copy equals its original, so caches keyed by item share one
/// picture; `id` tells items apart.
public struct DatasetItem: Hashable, Sendable {
    /// The fields, shared between copies until one of them writes.
    private final class Fields: Hashable, @unchecked Sendable {
        // Never mutated once shared: `fields(forWriting:)` copies a shared box first.
        var size: Size?
        var title: String?
        var subtitle: String?
        var price: String?
        var imagePath: String?
        var color: RGBColor?
        var name: String?

        init(size: Size?, title: String?, subtitle: String?, price: String?, imagePath: String?, color: RGBColor?,
             name: String? = nil) {
            self.name = name
            self.size = size
            self.title = title
            self.subtitle = subtitle
            self.price = price
            self.imagePath = imagePath
            self.color = color
        }

        func copy() -> Fields {
            Fields(size: size, title: title, subtitle: subtitle, price: price, imagePath: imagePath, color: color,
                   name: name)
        }

        static func == (a: Fields, b: Fields) -> Bool {
            a === b || (a.size == b.size && a.title == b.title && a.subtitle == b.subtitle && a.price == b.price
                        && a.imagePath == b.imagePath && a.color == b.color)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(size)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(price)
            hasher.combine(imagePath)
            hasher.combine(color)
        }
    }

    private var fields: Fields
    /// The item's position when its dataset was loaded or repeated; -1 until
    /// a dataset assigns one. Names the item when it has no explicit id.
    var ordinal: Int = -1

    /// This item without the number a dataset gave it, so that the dataset
    /// it joins numbers it afresh (a loaded page joining the shown items
    /// must not share a survivor's identity); an explicit `"id"` stays.
    public var renumberable: DatasetItem {
        var copy = self
        copy.ordinal = -1
        return copy
    }

    /// The box, unshared, for a write.
    private mutating func writable() -> Fields {
        if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
        return fields
    }

    /// The natural size of the item's picture (the seeds' `w`, `h`).
    public var size: Size? {
        get { fields.size }
        set { writable().size = newValue }
    }
    /// The title drawn on the item.
    public var title: String? {
        get { fields.title }
        set { writable().title = newValue }
    }
    /// A second line of text.
    public var subtitle: String? {
        get { fields.subtitle }
        set { writable().subtitle = newValue }
    }
    /// A price label (the shop datasets).
    public var price: String? {
        get { fields.price }
        set { writable().price = newValue }
    }
    /// The picture's absolute path (resolved against the dataset file).
    public var imagePath: String? {
        get { fields.imagePath }
        set { writable().imagePath = newValue }
    }
    /// The item's background colour.
    public var color: RGBColor? {
        get { fields.color }
        set { writable().color = newValue }
    }

    /// The dataset's `"id"` for this item, or nil when it names none (its
    /// position then identifies it, see `id`).
    public var explicitID: String? {
        get { fields.name }
        set { writable().name = newValue }
    }

    /// The item's identity, which survives batch updates: its `"id"` when
    /// the data gives one, else its position when the dataset was loaded
    /// (or repeated, see `Dataset.repeated(toCount:)`). Nil for an item no
    /// dataset has numbered yet and that has no explicit id.
    ///
    /// - Complexity: O(1); no allocation for positional ids.
    public var id: ItemID? {
        if let name = fields.name { return ItemID(name) }
        return ordinal >= 0 ? ItemID(position: ordinal) : nil
    }

    /// Whether two items show the same thing (identity is not compared).
    public static func == (a: DatasetItem, b: DatasetItem) -> Bool { a.fields == b.fields }

    /// Hashes what the item shows, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(fields) }

    /// An item with the given fields (all optional).
    public init(
        size: Size? = nil, title: String? = nil, subtitle: String? = nil,
        price: String? = nil, imagePath: String? = nil, color: RGBColor? = nil, id: String? = nil
    ) {
        fields = Fields(size: size, title: title, subtitle: subtitle, price: price, imagePath: imagePath, color: color,
                        name: id)
    }

    /// What a layout reads of this item.
    public var metrics: ItemMetrics {
        ItemMetrics(size: size, text: title ?? price ?? subtitle)
    }
}

/// A titled group of items.
public struct DatasetSection: Hashable, Sendable {
    /// The section's title, shown in its header.
    public var title: String?
    /// The section's items, in order: an array to read, kept in chunks
    /// shared with the sections it was copied from (see `ItemList`).
    public var items: ItemList
    /// What the section asks of the layout (its column count, header and
    /// footer heights), read by the waterfall.
    public var metrics: SectionMetrics

    /// A section of `items` titled `title`, asking the layout for `metrics`.
    public init(title: String? = nil, items: ItemList, metrics: SectionMetrics = SectionMetrics()) {
        self.title = title
        self.items = items
        self.metrics = metrics
    }

    /// A section of the array `items` titled `title`, asking the layout for `metrics`.
    ///
    /// - Complexity: O(n) for n items (they are put in chunks).
    public init(title: String? = nil, items: [DatasetItem], metrics: SectionMetrics = SectionMetrics()) {
        self.init(title: title, items: ItemList(items), metrics: metrics)
    }
}
