import Foundation

/// The UIKit and Core Animation declarations an exported layout class uses,
/// as a module named `UIKit` with Apple's signatures and nothing behind
/// them: compiled against it on Linux, an export's `#if canImport(UIKit)`
/// part is type-checked (in Swift 6's language mode, with UIKit's
/// main-actor isolation) without an Apple SDK; with a little behaviour
/// (stored bounds and offsets, attribute copies, `stubAttach(_:)` for the
/// layout's collection view) a driver can also run the class's overrides
/// against a stand-in data source. The springs layout's display
/// link needs the Objective-C runtime (`@objc`, `#selector`) and the
/// compositional layout's part is UIKit's own compositional layout; neither
/// is declared here.
enum UIKitStub {
    static let source = #"""
@_exported import Foundation

// Core Graphics' affine transform (Foundation on Linux has the points, sizes and rects).
public struct CGAffineTransform: Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

// Core Animation.
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14; self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34; self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3DIdentity }
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { t }
public func CACurrentMediaTime() -> Double { 0 }
// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: @unchecked Sendable { public init() {} }
// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer {
    public init() {}
    open var frame: CGRect = .zero
    open var cornerRadius: CGFloat = 0
    open var backgroundColor: CGColor?
    open var mask: CALayer?
}
// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction {
    open class func begin() {}
    open class func commit() {}
    open class func setDisableActions(_ flag: Bool) {}
}

// UIKit's additions to IndexPath.
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int { self[1] }
    public var section: Int { self[0] }
}

@MainActor open class UIGestureRecognizer {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    open var state: State { .possible }
    open func location(in view: UIView?) -> CGPoint { .zero }
}
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

@MainActor open class UIView {
    public init() {}
    open var bounds: CGRect = .zero
    open var layer: CALayer { backingLayer }
    private let backingLayer = CALayer()
}

@MainActor open class UIColor {
    public init() {}
    open class var black: UIColor { UIColor() }
    open var cgColor: CGColor { CGColor() }
}

@MainActor open class UICollectionReusableView: UIView {
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

@MainActor open class UIScrollView: UIView {
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
    open var contentOffset: CGPoint = .zero
    open var decelerationRate = DecelerationRate(rawValue: 0.998)
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

@MainActor public protocol UIScrollViewDelegate: AnyObject {}
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

@MainActor open class UICollectionView: UIScrollView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    open weak var delegate: (any UICollectionViewDelegate)?
    open var numberOfSections: Int { 0 }
    open func numberOfItems(inSection section: Int) -> Int { 0 }
}

@MainActor open class UICollectionViewLayoutAttributes {
    public init(forCellWith indexPath: IndexPath) { self.indexPath = indexPath; representedElementCategory = .cell }
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .supplementaryView
    }
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .decorationView
    }
    open var indexPath: IndexPath
    open var representedElementCategory: UICollectionView.ElementCategory
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    public func copy() -> Any { copy(with: nil) }
    // NSCopying's, as UIKit's attributes adopt it (a subclass's copy is the subclass's there; here it is the base's).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        c.representedElementCategory = representedElementCategory
        c.center = center; c.size = size; c.alpha = alpha; c.zIndex = zIndex; c.isHidden = isHidden
        c.transform = transform; c.transform3D = transform3D
        return c
    }
    open func isEqual(_ object: Any?) -> Bool { (object as? UICollectionViewLayoutAttributes) === self }
}

@MainActor open class UICollectionViewUpdateItem {
    public init() {}
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    open var indexPathBeforeUpdate: IndexPath? { nil }
    open var indexPathAfterUpdate: IndexPath? { nil }
    open var updateAction: Action { .none }
}

@MainActor open class UICollectionViewLayout {
    public init() {}
    /// The stand-in's own: UIKit sets the layout's collection view when the view takes the layout.
    private weak var attachedView: UICollectionView?
    public func stubAttach(_ view: UICollectionView) { attachedView = view }
    open var collectionView: UICollectionView? { attachedView }
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func invalidateLayout() {}
}
"""#
}
