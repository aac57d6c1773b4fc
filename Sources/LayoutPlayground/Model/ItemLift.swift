import CollectionLayout

/// An item a person has picked up to move it (press and hold, or drag with
/// Alt): where it came from, where its slot is now, and where the pointer
/// carries it. GTK-free, so it is tested without a display.
struct ItemLift {
    /// How much larger the carried item is drawn, as iOS lifts a cell.
    static let scale = 1.08
    /// How close to the viewport's edge (points) the pointer starts the
    /// content scrolling, and the speed (points per second) right at the edge.
    static let edgeZone = 56.0
    static let edgeSpeed = 900.0
    /// How long a press held still lifts the item, in seconds (GTK's
    /// long-press time, `gtk-long-press-time`'s default).
    static let holdDuration = 0.5

    /// The data shown when the item was picked up (what undo brings back).
    let before: Dataset
    /// The flat index the item had when it was picked up.
    let origin: Int
    /// The flat index of its slot in the data shown now.
    var target: Int
    /// The item as it was drawn when picked up (viewport coordinates).
    let picked: LayoutAttributes
    /// The pointer's position (viewport coordinates) when it was picked up.
    let grab: Point
    /// Where the pointer is now (viewport coordinates).
    var pointer: Point

    /// The motion clock's time of the last frame, for edge scrolling.
    var lastFrameTime: Double?

    init(before: Dataset, origin: Int, picked: LayoutAttributes, pointer: Point) {
        self.before = before
        self.origin = origin
        target = origin
        self.picked = picked
        grab = pointer
        self.pointer = pointer
    }

    /// The carried item as drawn (viewport coordinates): where it was picked
    /// up, moved with the pointer, a little larger, above everything.
    func carried(at indexPath: IndexPath) -> LayoutAttributes {
        var element = picked.offsetBy(Point(x: pointer.x - grab.x, y: pointer.y - grab.y))
        element.indexPath = indexPath
        element.alpha = 1
        element.isHidden = false
        element.zIndex = Int.max / 2
        element.transform = element.transform.concatenating(AffineTransform(scaleX: Self.scale, y: Self.scale))
        return element
    }

    /// The scrolling speed (points per second, signed along `axis`) while the
    /// pointer is near an edge of `viewport`: zero outside the edge zones,
    /// growing linearly to `edgeSpeed` at the edge and beyond it.
    static func autoscrollSpeed(pointer: Point, viewport: Size, axis: Axis) -> Double {
        let position = pointer[axis], extent = viewport[axis]
        let zone = min(edgeZone, extent / 4)
        guard zone > 0 else { return 0 }
        if position < zone { return -edgeSpeed * min(1, (zone - position) / zone) }
        if position > extent - zone { return edgeSpeed * min(1, (position - (extent - zone)) / zone) }
        return 0
    }
}

/// A dropped (or cancelled) item gliding from where the pointer left it
/// into its slot, above the others.
struct ItemLanding {
    /// Seconds the glide takes (before slow motion).
    static let duration = 0.25

    /// The item as last carried (viewport coordinates).
    let from: LayoutAttributes
    /// The flat index of its slot.
    let target: Int
    let timeline: Timeline

    init(from: LayoutAttributes, target: Int, startTime: Double) {
        self.from = from
        self.target = target
        timeline = Timeline(startTime: startTime, duration: Self.duration)
    }

    /// The eased progress at `time`, 0…1.
    func progress(at time: Double) -> Double { timeline.progress(at: time) }

    func isDone(at time: Double) -> Bool { timeline.isDone(at: time) }

    /// The item drawn at `time`, on its way to `slot` (viewport coordinates).
    func frame(at time: Double, slot: LayoutAttributes) -> LayoutAttributes {
        var element = LayoutAttributes.interpolate(from, slot, progress: progress(at: time))
        element.zIndex = from.zIndex
        return element
    }
}
