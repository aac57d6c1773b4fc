import CollectionLayout

/// What a cell shows where its picture goes.
public enum CellPicture {
    /// The item has no picture.
    case none
    /// The picture is not loaded yet: a placeholder shows.
    case pending
    /// The picture cannot be read: the placeholder, struck through.
    case failed
    /// The picture (any size: it is drawn aspect-fill).
    case image(CairoImage)

    /// The part of a cell picture cache key that depends on the picture.
    var state: CellPictureState {
        switch self {
        case .none: return .none
        case .pending: return .pending
        case .failed: return .failed
        case .image: return .loaded
        }
    }
}

/// Whether a cell's picture was drawn, for cache keys.
enum CellPictureState: Hashable, Sendable {
    /// The item has no picture.
    case none
    /// The picture is not decoded yet: a placeholder is drawn.
    case pending
    /// The picture could not be read: a placeholder with a mark is drawn.
    case failed
    /// The picture is decoded and drawn.
    case loaded
}

/// The data one element draws: texts, colour and picture.
public struct CellContent {
    /// The main line (an item's title, a header's section title).
    public var title: String?
    /// The line under the title.
    public var subtitle: String?
    /// The tag text (a price pill on cards).
    public var price: String?
    /// The card colour: the item's own or one from the default palette.
    public var color: RGBColor
    /// The picture, its state while it loads, or none.
    public var picture: CellPicture

    /// Content with these texts, colour and picture.
    public init(title: String? = nil, subtitle: String? = nil, price: String? = nil,
                color: RGBColor, picture: CellPicture = .none) {
        self.title = title
        self.subtitle = subtitle
        self.price = price
        self.color = color
        self.picture = picture
    }
}
