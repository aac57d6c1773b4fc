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

/// One item of a dataset: the fields SPEC §1.7 names, all optional.
public struct DatasetItem: Hashable, Sendable {
    /// The natural size of the item's picture (the seeds' `w`, `h`).
    public var size: Size?
    /// The title drawn on the item.
    public var title: String?
    /// A second line of text.
    public var subtitle: String?
    /// A price label (the shop datasets).
    public var price: String?
    /// The picture's absolute path (resolved against the dataset file).
    public var imagePath: String?
    /// The item's background colour.
    public var color: RGBColor?

    /// An item with the given fields (all optional).
    public init(
        size: Size? = nil, title: String? = nil, subtitle: String? = nil,
        price: String? = nil, imagePath: String? = nil, color: RGBColor? = nil
    ) {
        self.size = size
        self.title = title
        self.subtitle = subtitle
        self.price = price
        self.imagePath = imagePath
        self.color = color
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
    /// The section's items, in order.
    public var items: [DatasetItem]

    /// A section of `items` titled `title`.
    public init(title: String? = nil, items: [DatasetItem]) {
        self.title = title
        self.items = items
    }
}
