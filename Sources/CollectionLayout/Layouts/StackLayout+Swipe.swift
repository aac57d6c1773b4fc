/// Which way a stack throws its top card, and what the card says as it goes.
extension StackLayout {
    /// The way the top card is thrown (Koloda's swipe directions); the
    /// opposite swipe brings the last thrown card back.
    public enum SwipeDirection: String, CaseIterable, Sendable {
        /// Thrown towards the left edge.
        case left
        /// Thrown towards the right edge.
        case right
        /// Thrown towards the top.
        case up
        /// Thrown towards the bottom.
        case down

        /// "Left", as the side panel shows it.
        public var title: String {
            switch self {
            case .left: "Left"
            case .right: "Right"
            case .up: "Up"
            case .down: "Down"
            }
        }

        /// The axis the deck scrolls along.
        public var axis: Axis {
            switch self {
            case .left, .right: .horizontal
            case .up, .down: .vertical
            }
        }

        /// Whether the deck advances as the offset falls: a right or down
        /// Swipe moves the content offset back, as any drag does.
        public var isReversed: Bool { self == .right || self == .down }

        /// The same way seen in a mirror: left and right exchanged.
        public var mirrored: SwipeDirection {
            switch self {
            case .left: .right
            case .right: .left
            case .up, .down: self
            }
        }

        /// The unit vector the top card travels along as it is thrown.
        public var unitVector: Point {
            switch self {
            case .left: Point(x: -1, y: 0)
            case .right: Point(x: 1, y: 0)
            case .up: Point(x: 0, y: -1)
            case .down: Point(x: 0, y: 1)
            }
        }

        /// The stamp shown on a card thrown this way, as dating-app decks
        /// Mark their swipes ("NOPE" to the left, "LIKE" to the right).
        public var overlayTitle: String {
            switch self {
            case .left: "NOPE"
            case .right: "LIKE"
            case .up: "SUPER"
            case .down: "PASS"
            }
        }
    }

    /// The card being thrown at `offset` and its overlay's alpha, which
    /// grows with the distance it has travelled: 0 at rest, 1 from
    /// `throwDistance` on, where a release throws it whatever its speed
    /// (as Koloda's and Shuffle's overlays are full where a swipe counts);
    /// nil when no card is moving.
    ///
    /// - Complexity: O(1).
    public func swipeOverlay(at offset: Point) -> (item: Int, alpha: Double)? {
        let w = pageLength
        let x = deckPosition(at: offset)
        guard itemCount > 0, w > 0, x.isFinite else { return nil }
        let range = visibleRange(offsetX: x)
        guard let top = range.first else { return nil }
        let travelled = x - Double(top) * w
        guard travelled > 0 else { return nil }
        let item = loops ? positiveModulo(top, itemCount) : top
        return (item, min(1, travelled / throwDistance))
    }
}
