/// The UIKit part of an exported layout file: a thin
/// `UICollectionViewLayout` subclass over the plain math, compiled only where
/// UIKit exists. Each override cites the page of Apple's documentation whose
/// signature it follows.
extension UIKitExporter {
    /// `readsSizes`: whether the layout asks a delegate for each item's size
    /// (the file then declares `<className>Delegate`).
    /// `masks`: whether the layout masks its items (the keyline carousel):
    /// its attributes then carry the mask and the file declares the cell that shows it.
    static func shellSource(className: String, springs: Bool = false, readsSizes: Bool = false, masks: Bool = false) -> String {
        let delegate = (readsSizes ? sizeDelegate(className: className) : "") + (masks ? maskedCell(className: className) : "")
        let sizing = readsSizes
            ? " and asks its\n/// delegate, when it adopts `\(className)Delegate`, for each item's size, so\n/// after the data changes `reloadData()`, `invalidateLayout()` or\n/// `performBatchUpdates(_:completion:)` lay out"
            : " and\n/// places section 0's items, each the configured size, so after the data\n/// changes `reloadData()`, `invalidateLayout()` or\n/// `performBatchUpdates(_:completion:)` lay out"
        let sizes = readsSizes ? """
                let delegate = view.delegate as? \(className)Delegate
                let data = LayoutData(itemCounts: counts) { section, item in
                    guard let delegate else { return nil }
                    let size = delegate.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    return LayoutSize(Double(size.width), Double(size.height))
                }
        """ : """
                // The item size is a parameter: the layout asks nothing of the delegate.
                let data = LayoutData(itemCounts: counts)
        """
        return #"""
// MARK: - UIKit: a thin UICollectionViewLayout over the math above

#if canImport(UIKit)
import UIKit
\#(delegate)
/// The exported layout. Each `prepare()` reads the collection view's data
/// source (`numberOfSections`, `numberOfItems(inSection:)`)\#(sizing) the new items
/// (inserted items fade in from `appearingScale`, deleted ones fade out to
/// it). Supplementary views use the kinds below; register views for the
/// ones the layout places.
public final class \#(className): UICollectionViewLayout {
    public static let headerKind = UICollectionView.elementKindSectionHeader
    public static let footerKind = UICollectionView.elementKindSectionFooter
    public static let backgroundKind = "section-background"

    public let math = Math()
\#(masks ? maskedAttributesClass(className: className) : "")
    /// The scale an inserted item grows from and a deleted item shrinks to, as it fades.
    public var appearingScale: CGFloat = 0.8
    /// The cells' attributes last handed out: where a deleted item was.
    private var shown: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var beforeUpdates: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var inserted: Set<IndexPath> = [], deleted: Set<IndexPath> = []
    private var insertedSections: Set<Int> = [], deletedSections: Set<Int> = []

    private var offset: LayoutPoint {
        guard let view = collectionView else { return .zero }
        return LayoutPoint(Double(view.contentOffset.x), Double(view.contentOffset.y))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    public override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        // https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
        // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
\#(sizes)
        math.prepare(viewport: LayoutSize(Double(view.bounds.width), Double(view.bounds.height)), data: data)
        view.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(LayoutConfiguration.decelerationRate))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    public override var collectionViewContentSize: CGSize {
        CGSize(width: math.contentSize.width, height: math.contentSize.height)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let area = LayoutRect(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        let list = math.elements(in: area, offset: offset).map(attributes)
        // Kept for the disappearing items of a batch update; a long scroll starts the record afresh.
        if shown.count > 2048 { shown.removeAll(keepingCapacity: true) }
        for a in list where a.representedElementCategory == .cell { shown[a.indexPath] = a }
        return list
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        math.attributesForItem(indexPath.item, section: indexPath.section, offset: offset).map(attributes)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                              at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let category = elementKind == Self.headerKind ? "header" : elementKind == Self.footerKind ? "footer" : ""
        return math.supplementary(category, section: indexPath.section, offset: offset).map(attributes)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)
    public override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                           at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        math.supplementary("decoration", section: indexPath.section, offset: offset).map(attributes)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return true }
\#(springs ? "        springsMoved(to: newBounds)\n" : "")        func box(_ r: CGRect) -> LayoutRect { LayoutRect(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        return math.shouldInvalidate(newBounds: box(newBounds), oldBounds: box(old))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                             withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let target = math.targetContentOffset(
            proposed: LayoutPoint(Double(proposedContentOffset.x), Double(proposedContentOffset.y)),
            velocity: LayoutPoint(Double(velocity.x), Double(velocity.y)), current: offset)
        return CGPoint(x: target.x, y: target.y)
    }

    /// Tap-to-centre: the content offset that brings the item to the layout's
    /// resting place (the centre, the wheel's front row, the deck's top).
    public func contentOffset(centering indexPath: IndexPath) -> CGPoint? {
        math.contentOffset(focusing: indexPath.item, section: indexPath.section, from: offset).map { CGPoint(x: $0.x, y: $0.y) }
    }

    /// Call from `collectionView(_:didSelectItemAt:)`: scrolls a side item to
    /// the centre, animated; returns false when it already rests there (a
    /// selection). A tap while decelerating only stops the motion: UIKit's
    /// scroll view does that before the tap reaches the delegate.
    @discardableResult
    public func scrollToCentre(_ indexPath: IndexPath, animated: Bool = true) -> Bool {
        guard let view = collectionView, let target = contentOffset(centering: indexPath) else { return false }
        if abs(target.x - view.contentOffset.x) < 0.5, abs(target.y - view.contentOffset.y) < 0.5 { return false }
        view.setContentOffset(target, animated: animated)
        return true
    }

    /// For looping layouts: call from `scrollViewDidScroll(_:)` to bring the
    /// offset back into the first period, seamlessly.
    public func wrapContentOffset() {
        guard let view = collectionView, let wrapping = math.wrapping else { return }
        var p = view.contentOffset
        if math.scrollsVertically { p.y = CGFloat(wrapping.wrap(Double(p.y))) } else { p.x = CGFloat(wrapping.wrap(Double(p.x))) }
        if p != view.contentOffset { view.contentOffset = p }
    }

    // MARK: Batch updates: inserted items fade in, deleted ones fade out, from the layout's own attributes

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:)
    public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        beforeUpdates = shown
        for update in updateItems {
            switch update.updateAction {
            case .insert:
                guard let p = update.indexPathAfterUpdate else { continue }
                if p.item == NSNotFound { insertedSections.insert(p.section) } else { inserted.insert(p) }
            case .delete:
                guard let p = update.indexPathBeforeUpdate else { continue }
                if p.item == NSNotFound { deletedSections.insert(p.section) } else { deleted.insert(p) }
            default:
                break
            }
        }
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizecollectionviewupdates()
    public override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []; deleted = []; insertedSections = []; deletedSections = []; beforeUpdates = [:]
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:)
    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard inserted.contains(itemIndexPath) || insertedSections.contains(itemIndexPath.section),
              let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        return faded(a)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingitem(at:)
    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deleted.contains(itemIndexPath) || deletedSections.contains(itemIndexPath.section),
              let a = beforeUpdates[itemIndexPath]?.copy() as? UICollectionViewLayoutAttributes else {
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        return faded(a)
    }

    /// `a` transparent and scaled by `appearingScale` about its centre (in its own plane, 3-D transforms kept).
    private func faded(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        a.alpha = 0
        a.transform3D = CATransform3DScale(a.transform3D, appearingScale, appearingScale, 1)
        return a
    }

\#(springs ? springsShell : "")    private func attributes(_ e: LayoutElement) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: e.item, section: e.section)
        let a: UICollectionViewLayoutAttributes
        switch e.category {
        case "header": a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.headerKind, with: indexPath)
        case "footer": a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.footerKind, with: indexPath)
        case "decoration": a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.backgroundKind, with: indexPath)
        default: a = \#(masks ? "\(className)Attributes" : "UICollectionViewLayoutAttributes")(forCellWith: indexPath)
        }\#(masks ? maskAssignment(className: className) : "")
        a.center = CGPoint(x: e.center.x, y: e.center.y)
        a.size = CGSize(width: e.size.width, height: e.size.height)
        a.alpha = CGFloat(e.alpha)
        a.zIndex = e.zIndex
        a.isHidden = e.isHidden
        let t = e.transform, affine = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        if e.transform3D.isIdentity {
            a.transform = affine
        } else {
            let m = e.transform3D
            let t3 = CATransform3D(m11: m.m11, m12: m.m12, m13: m.m13, m14: m.m14, m21: m.m21, m22: m.m22, m23: m.m23, m24: m.m24,
                                   m31: m.m31, m32: m.m32, m33: m.m33, m34: m.m34, m41: m.m41, m42: m.m42, m43: m.m43, m44: m.m44)
            // The 3-D transform first, then the 2-D one (row vectors: T3·A).
            a.transform3D = CATransform3DConcat(t3, CATransform3DMakeAffineTransform(affine))
        }
        return a
    }
}
#endif
"""#
    }

    /// The protocol the collection view's delegate adopts to size the items.
    static func sizeDelegate(className: String) -> String {
        #"""

/// Adopted by the collection view's delegate, it gives each item's size, as
/// `UICollectionViewDelegateFlowLayout` does (the waterfall reads the size's
/// aspect, at its column's width; the flow the size itself). A delegate that
/// does not adopt it leaves every item the size of the exported item at the
/// same place (past the exported items, the exported sizes again in order).
public protocol \#(className)Delegate: UICollectionViewDelegate {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
}

"""#
    }

    /// The springs layout's motion in the UIKit class: each scroll feeds the
    /// content offset and the pan's touch point to the math's `SpringField`
    /// (the closed-form springs the playground runs, with
    /// UIAttachmentBehavior's damping and frequency), and a display link
    /// re-lays out every frame until every cell is exactly at rest.
    static let springsShell = #"""
    private var displayLink: CADisplayLink?

    /// The content moved to `bounds`' origin now: the cells lag, and frames come while they swing.
    private func springsMoved(to bounds: CGRect) {
        guard let view = collectionView else { return }
        let pan = view.panGestureRecognizer
        if pan.state == .began || pan.state == .changed {
            // A scroll view's bounds origin is its content offset: this is the touch in content coordinates.
            let p = pan.location(in: view)
            math.springs.touch = LayoutPoint(Double(p.x), Double(p.y))
        }
        math.contentMoved(to: LayoutPoint(Double(bounds.minX), Double(bounds.minY)), time: CACurrentMediaTime())
        if !math.springs.isAtRest, displayLink == nil {
            // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
            let link = CADisplayLink(target: self, selector: #selector(stepSprings(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    @objc private func stepSprings(_ link: CADisplayLink) {
        math.time = CACurrentMediaTime()
        if !math.springs.advance(to: math.time) {
            link.invalidate()
            displayLink = nil
        }
        invalidateLayout()
    }


"""#

    /// The masked layout's class of attributes.
    static func maskedAttributesClass(className: String) -> String {
        """

            /// The cells' attributes carry their masks (`\(className)Attributes`).
            // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass
            public override class var layoutAttributesClass: AnyClass { \(className)Attributes.self }

        """
    }

    /// Sets a cell's mask, the visible part of the item, on its attributes.
    static func maskAssignment(className: String) -> String {
        """

                if let m = e.mask, let masked = a as? \(className)Attributes {
                    masked.mask = CGRect(x: m.x, y: m.y, width: m.width, height: m.height)
                    masked.maskCornerRadius = CGFloat(LayoutConfiguration.cornerRadius)
                }
        """
    }

    /// The attributes that carry each item's mask and the cell that shows it,
    /// as Material's `MaskableFrameLayout`: the item keeps its size and place,
    /// and only the part inside the mask (rounded by the corner radius) shows.
    static func maskedCell(className: String) -> String {
        #"""

/// A cell's layout attributes with its mask: the part of the item shown, in
/// the cell's own coordinates, and the radius of its corners.
// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
public final class \#(className)Attributes: UICollectionViewLayoutAttributes {
    public var mask: CGRect? = nil
    public var maskCornerRadius: CGFloat = 0

    // https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let masked = copy as? \#(className)Attributes {
            masked.mask = mask
            masked.maskCornerRadius = maskCornerRadius
        }
        return copy
    }

    // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? \#(className)Attributes, other.mask == mask,
              other.maskCornerRadius == maskCornerRadius else { return false }
        return super.isEqual(object)
    }
}

/// A cell that shows only its mask: register it (or a subclass) for the
/// collection view's cells. The mask is a layer on the cell's own layer,
/// so the content stays where it is and the mask moves over it.
open class \#(className)Cell: UICollectionViewCell {
    private let maskLayer = CALayer()

    // https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let masked = layoutAttributes as? \#(className)Attributes, let rect = masked.mask else {
            layer.mask = nil
            return
        }
        // The mask follows the scroll without Core Animation's implicit animations.
        // https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        maskLayer.backgroundColor = UIColor.black.cgColor
        maskLayer.frame = rect
        maskLayer.cornerRadius = min(masked.maskCornerRadius, min(rect.width, rect.height) / 2)
        layer.mask = maskLayer
        CATransaction.commit()
    }
}

"""#
    }
}
