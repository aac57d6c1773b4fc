/// What kind of view an element is, as `UICollectionElementCategory` plus the
/// flow layout's supplementary kinds.
public enum ElementCategory: String, Sendable, Codable, CaseIterable {
    /// An item's view.
    case cell
    /// A section header (a supplementary view above the section).
    case header
    /// A section footer (a supplementary view below the section).
    case footer
    /// A decoration view, such as a section background.
    case decoration
}

/// The position of an item: its section and its index within the section.
public struct IndexPath: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The section number, from 0.
    public var section: Int
    /// The item's number within its section, from 0.
    public var item: Int

    /// The path of `item` in `section`.
    public init(item: Int, section: Int = 0) {
        self.item = item
        self.section = section
    }

    /// Section order, then item order within a section.
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }

    /// `section.item`.
    public var description: String { "\(section).\(item)" }
}

/// Everything a renderer needs to place one element, as
/// `UICollectionViewLayoutAttributes`.
///
/// `frame` is the untransformed rectangle `center ± size/2`. `transform` (2-D)
/// and `transform3D` apply about the centre: a point `p` of the element,
/// relative to its centre, is drawn at `center + project(p·transform3D)` after
/// `transform` — the renderer composes them in that order.
public struct LayoutAttributes: Hashable, Sendable {
    /// What kind of view the element is.
    public var category: ElementCategory
    /// The item (or, for supplementary views, the section) the element belongs to.
    public var indexPath: IndexPath
    /// The untransformed centre, in content coordinates.
    public var center: Point
    /// The untransformed size.
    public var size: Size
    /// The opacity, 0 (transparent) to 1.
    public var alpha: Double
    /// The drawing order: greater values draw later, on top.
    public var zIndex: Int
    /// Whether the element is not drawn (as the wheel's back faces).
    public var isHidden: Bool
    /// The 2-D transform, applied about the centre after `transform3D`.
    public var transform: AffineTransform
    /// The 3-D transform, applied about the centre with its perspective divide.
    public var transform3D: Transform3D
    /// The part of the element that is drawn, in the element's own
    /// untransformed coordinates (origin at its top-left corner, `size` the
    /// whole element); nil draws all of it. Keyline carousels draw their
    /// items through such a window; the renderer clips to it, and hit
    /// testing (`element(at:offset:viewport:)`) ignores points outside it.
    public var mask: Rect?

    /// The attributes of an element; everything but the category and index path
    /// defaults to an untransformed, opaque, visible element at the origin.
    public init(
        category: ElementCategory = .cell,
        indexPath: IndexPath,
        center: Point = .zero,
        size: Size = .zero,
        alpha: Double = 1,
        zIndex: Int = 0,
        isHidden: Bool = false,
        transform: AffineTransform = .identity,
        transform3D: Transform3D = .identity,
        mask: Rect? = nil
    ) {
        self.category = category
        self.indexPath = indexPath
        self.center = center
        self.size = size
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.transform = transform
        self.transform3D = transform3D
        self.mask = mask
    }

    /// A cell placed at `frame`.
    public init(category: ElementCategory = .cell, indexPath: IndexPath, frame: Rect) {
        self.init(category: category, indexPath: indexPath, center: frame.center, size: frame.size)
    }

    /// The untransformed frame, `center ± size/2`.
    public var frame: Rect {
        get { Rect(center: center, size: size) }
        set {
            center = newValue.center
            size = newValue.size
        }
    }

    /// Whether every number is finite.
    public var isFinite: Bool {
        center.isFinite && size.isFinite && alpha.isFinite
            && transform.isFinite && transform3D.isFinite
            && (mask.map { $0.origin.isFinite && $0.size.isFinite } ?? true)
    }

    /// The rect that is drawn, in the element's own coordinates: `mask`, or
    /// the whole element when unmasked.
    public var visibleBounds: Rect {
        mask ?? Rect(origin: .zero, size: size)
    }
}
