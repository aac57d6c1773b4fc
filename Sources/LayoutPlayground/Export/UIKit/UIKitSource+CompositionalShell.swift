/// The UIKit part of an exported compositional layout: not a hand-written
/// `UICollectionViewLayout` but UIKit's own compositional model, built
/// section by section from the same configuration the math above reads.
/// Each API cites the page of Apple's documentation it follows. Compiled
/// only where UIKit exists.
extension UIKitExporter {
    static func compositionalShellSource(className: String) -> String {
        #"""
// MARK: - UIKit: UICollectionViewCompositionalLayout with the same sections

#if canImport(UIKit)
import UIKit

/// The exported layout as UIKit's compositional layout: per section a group
/// of `groupColumns × groupRows` items with the same sizes, spacing and
/// insets, a header (pinned when `pinsHeaders`) and the section's
/// orthogonal scrolling behaviour. UIKit scrolls the sideways sections
/// itself (each in its own scroll view) with the behaviour's snapping;
/// `Math` reproduces where everything is, for checks.
/// UIKit reads the data source's sections and item counts itself; a section
/// past the exported ones takes the last exported section's settings, and an
/// estimated height comes from the cell's own self-sizing. Register a header view for
/// `UICollectionView.elementKindSectionHeader`. Right to left UIKit mirrors
/// this layout itself (its insets are leading and trailing, its shelves start
/// at the leading edge) by the collection view's effective layout direction;
/// to show the direction the export was made in on any device, set the
/// collection view's `semanticContentAttribute` to `layoutSemantics`.
// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
public final class \#(className): UICollectionViewCompositionalLayout {
    public static let headerKind = UICollectionView.elementKindSectionHeader
    /// The direction the export was made in, for the collection view's `semanticContentAttribute`.
    // https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    public static let layoutSemantics: UISemanticContentAttribute = LayoutConfiguration.rightToLeft ? .forceRightToLeft : .forceLeftToRight

    /// The exported sections, laid out for the collection view's width.
    public convenience init() {
        // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
        self.init(sectionProvider: { index, environment in \#(className).section(index, environment: environment) })
    }

    /// The width an item of section `s` gets, as the math resolves it.
    static func itemWidth(_ s: Int, contentWidth: Double) -> Double {
        Math.itemWidth(s, contentWidth: contentWidth)
    }

    /// Section `s` for the container `environment` describes.
    // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
    static func section(_ s: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        typealias C = LayoutConfiguration
        guard s >= 0 else { return nil }
        // A section past the exported ones takes the last exported section's settings.
        let k = Math.configured(s)
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/container
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentsize
        let W = Double(environment.container.effectiveContentSize.width)
        let contentWidth = max(0, W - C.insets.left - C.insets.right)
        let columns = C.groupColumns[k], rows = C.groupRows[k], si = C.interItemSpacing
        let width = itemWidth(s, contentWidth: contentWidth)
        let groupWidth = Double(columns) * width + Double(columns - 1) * si

        // The item: its height as configured; its width is the group's share (the group repeats it `columns` times).
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
        let itemHeight: NSCollectionLayoutDimension
        let value = CGFloat(C.itemHeights[k])
        switch C.itemHeightKinds[k] {
        // A fraction of the item's own width: of the row's width when the row holds one item.
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
        case "fractional" where columns == 1: itemHeight = .fractionalWidth(value)
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
        case "fractional": itemHeight = .absolute(CGFloat(C.itemHeights[k] * width))
        // The cell's own content decides (preferredLayoutAttributesFitting(_:)); the playground uses the picture's aspect.
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
        case "estimated": itemHeight = .estimated(value)
        default: itemHeight = .absolute(value)
        }
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: itemHeight))

        // A row of `columns` items `si` apart; rows of a group `si` apart.
        let estimated = C.itemHeightKinds[k] == "estimated"
        let rowHeight: NSCollectionLayoutDimension = estimated ? .estimated(value) : itemHeight
        // A fraction of the content width for one item across (UIKit's fractions are of the section's content width).
        let rowWidth: NSCollectionLayoutDimension = C.itemWidthKinds[k] == "fractional" && columns == 1
            ? .fractionalWidth(CGFloat(C.itemWidths[k])) : .absolute(CGFloat(groupWidth))
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: rowWidth, heightDimension: rowHeight),
                                                     repeatingSubitem: item, count: columns)
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
        row.interItemSpacing = .fixed(CGFloat(si))
        let group: NSCollectionLayoutGroup
        if rows == 1 {
            group = row
        } else {
            let height: NSCollectionLayoutDimension
            switch rowHeight {
            case _ where estimated: height = .estimated(value * CGFloat(rows) + CGFloat(si) * CGFloat(rows - 1))
            default:
                let h = C.itemHeightKinds[k] == "fractional" ? C.itemHeights[k] * width : C.itemHeights[k]
                height = .absolute(CGFloat(h * Double(rows) + si * Double(rows - 1)))
            }
            // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:repeatingsubitem:count:)
            group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: rowWidth, heightDimension: height),
                                                     repeatingSubitem: row, count: rows)
            group.interItemSpacing = .fixed(CGFloat(si))
        }

        // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
        let section = NSCollectionLayoutSection(group: group)
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
        section.interGroupSpacing = CGFloat(C.interGroupSpacing)
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
        section.contentInsets = NSDirectionalEdgeInsets(top: CGFloat(C.insets.top), leading: CGFloat(C.insets.left),
                                                        bottom: CGFloat(C.insets.bottom), trailing: CGFloat(C.insets.right))
        // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
        // https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
        switch C.behaviours[k] {
        case "continuous": section.orthogonalScrollingBehavior = .continuous
        case "continuousGroupLeadingBoundary": section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        case "paging": section.orthogonalScrollingBehavior = .paging
        case "groupPaging": section.orthogonalScrollingBehavior = .groupPaging
        case "groupPagingCentered": section.orthogonalScrollingBehavior = .groupPagingCentered
        default: section.orthogonalScrollingBehavior = .none
        }
        if C.headerHeights[k] > 0 {
            // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(C.headerHeights[k]))),
                elementKind: headerKind, alignment: .top)
            // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds
            header.pinToVisibleBounds = C.pinsHeaders
            header.zIndex = C.pinsHeaders ? 1024 : 0
            // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
            section.boundarySupplementaryItems = [header]
        }
        return section
    }
}
#endif
"""#
    }
}
