/// Autoplay for paging layouts and the carousel, as iCarousel's
/// `autoscroll` and carousel_slider's `autoPlay` offer it: every `interval`
/// seconds the view moves one item on, paused while a pointer is down on or
/// hovers the view and for `resumeDelay` seconds after any input; where the
/// layout wraps it wraps, otherwise at the last item it stops, rewinds to
/// the first, or turns around.
///
/// The settings and the choice of the next item are pure values; the time
/// they depend on lives in an `AutoplayTimer` the app advances.
public struct Autoplay: Hashable, Sendable {
    /// Which way autoplay moves through the items.
    public enum Direction: String, CaseIterable, Sendable {
        /// To the next item (item `i + 1`).
        case forward
        /// To the previous item (item `i − 1`).
        case backward

        /// The title shown in drop-downs.
        public var title: String {
            switch self {
            case .forward: "Forward"
            case .backward: "Backward"
            }
        }

        /// `+1` forward, `−1` backward.
        public var step: Int { self == .forward ? 1 : -1 }
    }

    /// What autoplay does at the last item of a layout that does not wrap.
    public enum End: String, CaseIterable, Sendable {
        /// Stays there.
        case stop
        /// Goes back to the first item in one move.
        case rewind
        /// Turns around and plays the other way (a ping-pong).
        case bounce

        /// The title shown in drop-downs.
        public var title: String {
            switch self {
            case .stop: "Stop"
            case .rewind: "Rewind"
            case .bounce: "Bounce"
            }
        }
    }

    /// Seconds between moves; 0 is off.
    public var interval: Double
    /// Which way the moves go.
    public var direction: Direction
    /// Seconds autoplay waits after any input (a drag, a wheel step, a key,
    /// the pointer leaving the view) before it moves again.
    public var resumeDelay: Double
    /// What happens at the end of a layout that does not wrap.
    public var end: End
    /// Whether autoplay also moves while a screen reader runs. Off by
    /// default: content that moves by itself talks over the item a
    /// listener is reading (as a rotating carousel's live region is turned
    /// off on the web), so a person must ask for it.
    public var withScreenReader: Bool

    /// Autoplay with every value given.
    public init(interval: Double = 0, direction: Direction = .forward, resumeDelay: Double = Self.defaultResumeDelay,
                end: End = .rewind, withScreenReader: Bool = false) {
        self.interval = interval
        self.direction = direction
        self.resumeDelay = resumeDelay
        self.end = end
        self.withScreenReader = withScreenReader
    }

    /// iCarousel and carousel_slider resume after the hand lets go; 3 s is
    /// long enough not to fight a person who pauses between swipes.
    public static let defaultResumeDelay = 3.0

    /// Whether autoplay moves at all.
    public var isOn: Bool { interval > 0 && interval.isFinite }

    /// The parameter keys.
    public enum Key {
        /// The key of the autoplay parameter for seconds between moves.
        public static let interval = "autoplay"
        /// The key of the autoplay parameter for toward the next or previous item.
        public static let direction = "autoplayDirection"
        /// The key of the autoplay parameter for the wait after input.
        public static let resumeDelay = "autoplayResume"
        /// The key of the autoplay parameter for what happens at the last item.
        public static let end = "autoplayAtEnd"
        /// The key of the autoplay parameter for moving while a screen reader runs.
        public static let withScreenReader = "autoplayWithScreenReader"
    }

    /// The group the autoplay parameters are listed under, "Autoplay".
    public static let parameterGroup = "Autoplay"

    /// The autoplay parameters a paging layout appends to its own.
    public static let parameterSpecs: [ParameterSpec] = {
        let g = parameterGroup
        return [
            ParameterSpec(key: Key.interval, title: "Autoplay every", kind: .number(range: 0...60, step: 0.1),
                          defaultValue: .number(0), help: "Seconds between automatic moves to the next item; 0 is off",
                          group: g),
            ParameterSpec(key: Key.direction, title: "Autoplay direction", kind: .choice(Direction.allCases.map(\.rawValue)),
                          defaultValue: .choice(Direction.forward.rawValue), help: "Toward the next or the previous item",
                          choiceTitles: Dictionary(uniqueKeysWithValues: Direction.allCases.map { ($0.rawValue, $0.title) }),
                          group: g),
            ParameterSpec(key: Key.resumeDelay, title: "Resume after", kind: .number(range: 0...60, step: 0.1),
                          defaultValue: .number(defaultResumeDelay),
                          help: "Seconds autoplay waits after a drag, a key or the pointer leaving", group: g),
            ParameterSpec(key: Key.end, title: "At the end", kind: .choice(End.allCases.map(\.rawValue)),
                          defaultValue: .choice(End.rewind.rawValue),
                          help: "Without wrapping: stop, rewind to the first item, or turn around",
                          choiceTitles: Dictionary(uniqueKeysWithValues: End.allCases.map { ($0.rawValue, $0.title) }),
                          group: g),
            ParameterSpec(key: Key.withScreenReader, title: "Also with a screen reader", kind: .bool,
                          defaultValue: .bool(false),
                          help: "Keep moving while a screen reader runs (off: moving content would talk over the item being read)",
                          group: g),
        ]
    }()

    /// The autoplay `parameters` describe; off for parameters without its keys.
    ///
    /// - Complexity: O(p) for the p parameters.
    public init(parameters: LayoutParameters) {
        self.init()
        let keys = Set(parameters.specs.map(\.key))
        guard keys.contains(Key.interval) else { return }
        if case .number(let v) = parameters[Key.interval] { interval = v }
        if case .choice(let v) = parameters[Key.direction], let d = Direction(rawValue: v) { direction = d }
        if case .number(let v) = parameters[Key.resumeDelay] { resumeDelay = v }
        if case .choice(let v) = parameters[Key.end], let e = End(rawValue: v) { end = e }
        if case .bool(let v) = parameters[Key.withScreenReader] { withScreenReader = v }
    }

    /// One autoplay move: the item it goes to, the offset that focuses it,
    /// and the direction the following move takes (turned around by a bounce).
    public struct Move: Hashable, Sendable {
        /// The item the move goes to.
        public var item: Int
        /// The content offset that puts it in focus.
        public var offset: Point
        /// The direction the move after this one goes (reversed by `bounce` at an end).
        public var nextDirection: Direction
    }

    /// The move from the item at rest at `rest` in `layout` of `itemCount`
    /// items, going `direction`: the neighbour (around the loop where the
    /// layout wraps); at the end of a layout that does not wrap, nil for
    /// `stop`, the first (or last) item for `rewind`, the neighbour the other
    /// way for `bounce`.
    ///
    /// - Complexity: O(1) layout queries.
    public func move(in layout: any CollectionLayout, itemCount: Int, from rest: Point, direction: Direction) -> Move? {
        guard itemCount > 1, let current = layout.currentIndex(at: rest) else { return nil }
        var direction = direction
        var next = current + direction.step
        if layout.wrapping != nil {
            next = ((next % itemCount) + itemCount) % itemCount
        } else if !(0..<itemCount).contains(next) {
            switch end {
            case .stop: return nil
            case .rewind: next = direction == .forward ? 0 : itemCount - 1
            case .bounce:
                direction = direction == .forward ? .backward : .forward
                next = current + direction.step
            }
        }
        guard let offset = layout.contentOffset(focusing: IndexPath(item: next), from: rest) else { return nil }
        return Move(item: next, offset: offset, nextDirection: direction)
    }
}

/// When autoplay moves: the time-dependent half of `Autoplay`, advanced by
/// the clock of whoever shows the view. Times are in seconds on that clock.
public struct AutoplayTimer: Hashable, Sendable {
    /// The settings in effect.
    public var settings: Autoplay {
        didSet { if settings.direction != oldValue.direction { direction = settings.direction } }
    }
    /// The direction of the next move (a bounce turns it around).
    public var direction: Direction
    public typealias Direction = Autoplay.Direction
    /// When autoplay last moved, or was started.
    public private(set) var lastMove: Double
    /// When the last input came.
    public private(set) var lastInput = -Double.infinity
    /// Whether a pointer is down on the view.
    public private(set) var isPointerDown = false
    /// Whether the pointer is over the view.
    public private(set) var isHovering = false

    /// A timer for `settings` started at `time`: the first move comes one
    /// interval later.
    public init(settings: Autoplay, time: Double) {
        self.settings = settings
        direction = settings.direction
        lastMove = time
    }

    /// Input at `time` (a drag, a wheel step, a key): autoplay waits
    /// `resumeDelay` from now, and counts its interval from now.
    public mutating func noteInput(at time: Double) {
        lastInput = max(lastInput, time)
        lastMove = max(lastMove, time)
    }

    /// A pointer pressed (`true`) or let go (`false`) at `time`.
    public mutating func setPointerDown(_ down: Bool, at time: Double) {
        isPointerDown = down
        noteInput(at: time)
    }

    /// The pointer entered (`true`) or left (`false`) the view at `time`;
    /// leaving counts as input, so autoplay resumes `resumeDelay` later.
    public mutating func setHovering(_ hovering: Bool, at time: Double) {
        guard hovering != isHovering else { return }
        isHovering = hovering
        if !hovering { noteInput(at: time) }
    }

    /// Whether autoplay is held: off, a pointer down or hovering.
    public var isPaused: Bool { !settings.isOn || isPointerDown || isHovering }

    /// When the next move is due, or nil while paused.
    public var dueTime: Double? {
        guard !isPaused else { return nil }
        return max(lastMove + settings.interval, lastInput + settings.resumeDelay)
    }

    /// Whether a move is due at `time`.
    public func isDue(at time: Double) -> Bool {
        dueTime.map { time >= $0 } ?? false
    }

    /// Records a move made at `time` and the direction the next one takes.
    public mutating func didMove(at time: Double, nextDirection: Direction) {
        lastMove = time
        direction = nextDirection
    }
}
