import CollectionLayout

/// Tells a tap from a drag, as GTK's gestures do: a press that moves less
/// than the drag threshold before it is released is a tap; one that moves
/// further is a drag; a press while the content still moves only stops it
/// (a tap then selects nothing). GTK-free, so it is tested without a display.
struct PressRecognizer {
    /// GTK's drag threshold, in points (`gtk-dnd-drag-threshold`'s default).
    static let dragThreshold = 8.0

    /// Where the pointer went down, in view coordinates.
    private(set) var start = Point.zero
    /// Whether the pointer is down.
    private(set) var isPressed = false
    /// Whether it has moved the drag threshold or more since it went down.
    private(set) var isDrag = false
    /// Whether the content was moving when the pointer went down.
    private(set) var wasMovingAtPress = false

    /// The pointer went down at `point`, the content `moving` or not.
    mutating func press(at point: Point, contentMoving moving: Bool) {
        self = PressRecognizer(start: point, isPressed: true, isDrag: false, wasMovingAtPress: moving)
    }

    /// A press that is neither a tap nor a drag of the content (the scroll
    /// indicator's thumb was grabbed): whatever follows selects nothing.
    mutating func claim(at point: Point) {
        self = PressRecognizer(start: point, isPressed: false, isDrag: true, wasMovingAtPress: false)
    }

    /// The pointer is `delta` from where it went down; returns where it is.
    mutating func move(by delta: Point) -> Point {
        if !isDrag, (delta.x * delta.x + delta.y * delta.y).squareRoot() >= Self.dragThreshold { isDrag = true }
        return Point(x: start.x + delta.x, y: start.y + delta.y)
    }

    /// What a release ended.
    enum Release: Equatable {
        /// A drag: the content moves on with the pointer's velocity.
        case drag
        /// A tap (or a press on moving content): the content stops where it is.
        case tap
    }

    /// The pointer went up; nil when it was not down.
    mutating func release() -> Release? {
        guard isPressed else { return nil }
        isPressed = false
        return isDrag ? .drag : .tap
    }

    /// Whether a tap at the release acts on what it hits: not after a drag,
    /// nor when the press only stopped moving content.
    var tapActs: Bool { !isDrag && !wasMovingAtPress }
}
