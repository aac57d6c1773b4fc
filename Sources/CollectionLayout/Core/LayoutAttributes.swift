/// What kind of view an element is, as `UICollectionElementCategory` plus the
/// flow layout's supplementary kinds.
public enum ElementCategory: String, Sendable, Codable, CaseIterable {
    case cell
    case header
    case footer
    case decoration
}

/// The position of an item: its section and its index within the section.
public struct IndexPath: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(item: Int, section: Int = 0) {
        self.item = item
        self.section = section
    }

    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }

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
    public var category: ElementCategory
    public var indexPath: IndexPath
    public var center: Point
    public var size: Size
    public var alpha: Double
    public var zIndex: Int
    public var isHidden: Bool
    public var transform: AffineTransform
    public var transform3D: Transform3D

    public init(
        category: ElementCategory = .cell,
        indexPath: IndexPath,
        center: Point = .zero,
        size: Size = .zero,
        alpha: Double = 1,
        zIndex: Int = 0,
        isHidden: Bool = false,
        transform: AffineTransform = .identity,
        transform3D: Transform3D = .identity
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
            && transform.values.allSatisfy(\.isFinite) && transform3D.values.allSatisfy(\.isFinite)
    }
}
