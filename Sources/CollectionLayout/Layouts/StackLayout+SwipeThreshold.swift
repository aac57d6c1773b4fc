/// The stack's rest rule: where a release takes the deck, and the distance
/// past which a slow release throws the top card (Koloda's
/// `swipeThresholdRatioMargin`, Shuffle's minimum swipe distance).
extension StackLayout {
    /// A release faster than this (points per second) throws the top card
    /// out or brings the previous one back, however short the drag.
    public static let flickVelocity = 300.0

    /// How far the top card travels before a slow release throws it, in
    /// points: `swipeThreshold` card widths (card heights for up and down
    /// swipes). Its stamp is fully shown from there on.
    public var throwDistance: Double { swipeThreshold * itemSize[scrollAxis] }

    /// One card per swipe. At release the deck position lies between the
    /// pages `floor(x/P)` and `ceil(x/P)` (the same page when at rest):
    /// - a flick faster than `flickVelocity` goes to the next page after the
    ///   lower one (throwing the top card) or the page before the upper one
    ///   (bringing the previous card back);
    /// - a slower release throws the top card once it is `throwDistance`
    ///   out, whatever its speed, and otherwise brings the previous card
    ///   back or springs back (`slowReleasePage(at:proposed:velocity:)`).
    ///
    /// So the rest offset is never more than one page from the release point.
    /// Clamped to the first and last card unless the deck loops.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(forProposed proposed: Point, velocity: Point, current: Point) -> Point {
        let w = pageLength
        var result = current
        guard itemCount > 0, w > 0, current[scrollAxis].isFinite else {
            result[scrollAxis] = progress(ofPage: 0)
            return result
        }
        let sign: Double = direction.isReversed ? -1 : 1
        let at = deckPosition(at: current) / w
        let v = velocity[scrollAxis] * sign
        let lower = at.rounded(.down), upper = at.rounded(.up)
        var page: Double
        if v > Self.flickVelocity {
            page = lower + 1
        } else if v < -Self.flickVelocity {
            page = upper - 1
        } else {
            let p = deckPosition(at: proposed)
            page = slowReleasePage(at: at, proposed: p.isFinite ? p / w : at, velocity: v)
        }
        if !loops { page = min(Double(itemCount - 1), max(0, page)) }
        result[scrollAxis] = progress(ofPage: page)
        return result
    }

    /// The page a release no faster than `flickVelocity` rests on, for the
    /// deck at `at` pages with the velocity-projected rest at `proposed`
    /// pages and `velocity` along the deck (positive: throwing).
    ///
    /// With `t = throwDistance/P`, between the pages `lower = floor(at)` and
    /// `upper = ceil(at)`:
    /// - the top card is out by `at − lower`; from `t` on (where its stamp
    ///   is fully shown) the release throws it: `upper`;
    /// - the previous card is `upper − at` from the deck; from `t` on the
    ///   release brings it back: `lower`;
    /// - when both hold (`t` under half a page and the deck near the middle
    ///   of a page), the way the deck moves decides: back when moving back,
    ///   otherwise the throw;
    /// - when neither holds (at rest, or `t` over half a page) the page
    ///   nearest `proposed`, no further than one page from `at`.
    ///
    /// - Complexity: O(1).
    func slowReleasePage(at: Double, proposed: Double, velocity v: Double) -> Double {
        let lower = at.rounded(.down), upper = at.rounded(.up)
        let t = pageLength > 0 ? throwDistance / pageLength : .infinity
        let out = at - lower, back = upper - at
        let throwsTop = out > 0 && out >= t
        let bringsBack = back > 0 && back >= t
        if throwsTop && bringsBack {
            let heading = v != 0 ? v : proposed - at
            return heading < 0 ? lower : upper
        }
        if throwsTop { return upper }
        if bringsBack { return lower }
        return min(lower + 1, max(upper - 1, proposed.rounded()))
    }
}
