/// Right to left, the compositional layout is its left-to-right self in a
/// mirror, as UIKit flips `UICollectionViewCompositionalLayout` in a
/// right-to-left interface (`flipsHorizontallyInOppositeLayoutDirection`):
/// every frame `(x, y, w, h)` becomes `(W − x − w, y, w, h)` within the
/// content width `W`. A row's first item is at the right, the leading inset
/// (the `left` of `sectionInsets`, UIKit's `leading`) is on the right, and a
/// shelf starts at its right end and scrolls toward the left.
///
/// The layout keeps working in leading-edge terms, as UIKit does: the
/// geometry is laid out left to right and only mirrored when a frame leaves
/// the layout (a rect coming in is mirrored the same way). A section's
/// sideways offset therefore means the same in both directions — how far
/// the shelf has scrolled from its start, 0 its first group at the leading
/// inset — and so do the behaviours' rest rules, `sidewaysGeometry`,
/// `firstFullyVisibleItem` and `simulateSidewaysRelease`. What is mirrored is
/// the screen: right to left, a larger offset moves the shelf's cells to
/// the right, and a drag toward the right increases it.
extension CompositionalLayout {
    /// `frame` as the view shows it: mirrored within the content width right
    /// to left, unchanged left to right. Mirroring twice gives the frame back,
    /// so this also turns a rect the view asks about into the layout's terms.
    ///
    /// - Complexity: O(1).
    func mirrored(_ frame: Rect) -> Rect {
        guard isMirrored else { return frame }
        return Rect(x: contentSize.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The sign a sideways movement on screen takes in a section's offset:
    /// 1 left to right (moving the content left, toward negative x,
    /// increases the offset), −1 right to left (moving it right does).
    /// A view multiplies pointer x, wheel steps and velocities by it before
    /// giving them to a shelf's `Scroller`.
    public var sidewaysScreenSign: Double { isMirrored ? -1 : 1 }
}
