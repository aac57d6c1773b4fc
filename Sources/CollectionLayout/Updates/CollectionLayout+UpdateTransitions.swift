extension CollectionLayout {
    /// By default an inserted item fades in from 0.8 of its size, as UIKit's
    /// default insertion animation looks.
    ///
    /// - Complexity: O(1).
    public func initialAttributesForAppearingItem(_ final: LayoutAttributes, offset: Point) -> LayoutAttributes {
        final.fadedOut()
    }

    /// By default a deleted item fades out to 0.8 of its size.
    ///
    /// - Complexity: O(1).
    public func finalAttributesForDisappearingItem(_ initial: LayoutAttributes, offset: Point) -> LayoutAttributes {
        initial.fadedOut()
    }
}

extension LayoutAttributes {
    /// The scale an element appears from and disappears to by default.
    public static let fadeScale = 0.8

    /// The same element transparent and scaled by `fadeScale` about its centre.
    ///
    /// - Complexity: O(1).
    public func fadedOut() -> LayoutAttributes {
        var r = self
        r.alpha = 0
        r.transform = transform.concatenating(AffineTransform(scaleX: Self.fadeScale, y: Self.fadeScale))
        return r
    }

    /// The same element moved sideways just out of the visible rect `visible`:
    /// to the right when `right`, else to the left, with half its width to spare.
    ///
    /// - Complexity: O(1).
    public func slidOut(of visible: Rect, right: Bool) -> LayoutAttributes {
        let margin = size.width / 2
        let dx = right ? visible.maxX - frame.minX + margin : visible.minX - frame.maxX - margin
        return offsetBy(Point(x: dx, y: 0))
    }
}
