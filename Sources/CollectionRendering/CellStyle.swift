import CollectionLayout

/// How one kind of element looks in one layout: its shape, border, shadow
/// and where its text goes.
struct CellStyle: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        /// A rounded card, filled with the item's colour and its picture.
        case card
        /// A tag: rounded with the full height as diameter, text centred.
        case pill
        /// A header or footer: a text band with the section title.
        case band
        /// A section background (decoration): a soft rounded panel.
        case panel
    }

    /// Where a card puts its text.
    enum TextPlacement: Hashable, Sendable {
        /// Title and subtitle at the bottom over a dark scrim, price at the top.
        case bottom
        /// Title (and subtitle) centred, for picker rows and ring items.
        case centered
        /// The price on a translucent bar across the bottom (the waterfall's
        /// `priceBtn`).
        case priceBar
    }

    var shape: Shape
    var cornerRadius: Double
    var borderWidth: Double = 0
    var borderColor: RGBA = .white
    var hasShadow = false
    var textPlacement: TextPlacement = .bottom
    var titleSize: Double = 20
    /// Footers draw smaller and dimmer than headers.
    var isFooter = false

    /// The shadow: offset down and blur radius, in points.
    static let shadowOffset = 6.0
    static let shadowBlur = 14.0

    /// How far painting may reach outside the element's box.
    var margin: Double { hasShadow ? Self.shadowBlur + Self.shadowOffset : 0 }

    /// The look of `category` elements in `scene`; `hasPicture`
    /// turns a flow tag into a card.
    static func style(scene: SceneStyle, category: ElementCategory, size: Size, hasPicture: Bool) -> CellStyle {
        switch category {
        case .header:
            return CellStyle(shape: .band, cornerRadius: 0, titleSize: 17)
        case .footer:
            return CellStyle(shape: .band, cornerRadius: 0, titleSize: 13, isFooter: true)
        case .decoration:
            return CellStyle(shape: .panel, cornerRadius: 16)
        case .cell:
            break
        }
        let card = CellStyle(shape: .card, cornerRadius: 12, titleSize: 18)
        guard let kind = scene.kind else { return card }
        switch kind {
        case .cards, .carousel:
            return CellStyle(shape: .card, cornerRadius: 12, hasShadow: true, titleSize: 24)
        case .stack:
            return CellStyle(shape: .card, cornerRadius: 20, borderWidth: 2, borderColor: .white,
                             hasShadow: true, titleSize: 24)
        case .waterfall:
            return CellStyle(shape: .card, cornerRadius: 12, textPlacement: .priceBar, titleSize: 14)
        case .wheel:
            return CellStyle(shape: .card, cornerRadius: 12, textPlacement: .centered, titleSize: 26)
        case .ring:
            return CellStyle(shape: .card, cornerRadius: min(size.width, size.height) / 2,
                             textPlacement: .centered, titleSize: 14)
        case .flow:
            // A tag without a picture is a pill; with one, a card.
            guard !hasPicture else { return card }
            return CellStyle(shape: .pill, cornerRadius: size.height / 2, textPlacement: .centered,
                             titleSize: TagMetrics.fontSize)
        case .springs:
            // A message bubble.
            return CellStyle(shape: .card, cornerRadius: min(18, size.height / 2), titleSize: 16)
        case .keyline:
            // Square pictures: the mask's rounded window gives the corners.
            return CellStyle(shape: .card, cornerRadius: 0, titleSize: 18)
        case .compositional:
            // App Store-like tiles: rounded cards.
            return CellStyle(shape: .card, cornerRadius: min(14, size.height / 4),
                             titleSize: 15)
        }
    }
}

/// The font and padding of a tag pill, shared by the painter and
/// `PangoTextMeasurer` so measured tags fit the drawn text exactly.
enum TagMetrics {
    static let fontSize = 14.0
    static let horizontalPadding = 12.0
    static let verticalPadding = 6.0
    static let minimumHeight = 32.0
    static let font = TextStyle(size: fontSize, bold: false, alignment: .center)
}
