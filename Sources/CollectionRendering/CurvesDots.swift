internal import CRendering
import CollectionLayout

/// The attribute curves' dots (the items in view) as small pictures made
/// once per component, so a plot drawn every frame of a drag copies them
/// instead of stroking a ring per item per panel (which cost more than the
/// canvas's own frame).
public final class CurvesDots {
    /// The dot's pictures by component and fade.
    private var pictures: [Int: OpaquePointer] = [:]
    /// The kind of surface and device scale the pictures were made like
    /// (a window's frames come in fresh surfaces of the same kind).
    private var kind: [Double] = []

    /// Radius of the dot; its ring is `ringWidth` wide, centred on it.
    static let radius = 3.5, ringWidth = 1.5
    /// The picture's side in points, the dot centred in it.
    static let side = 10.0

    /// An empty set of pictures.
    public init() {}

    deinit { clear() }

    /// Drops the pictures (the window they were made for went away).
    public func clear() {
        for picture in pictures.values { cairo_surface_destroy(picture) }
        pictures = [:]
        kind = []
    }

    /// The dot of component `c` at `fade`, made like `like` (a surface).
    func dot(component c: Int, fade: Double, like: OpaquePointer?) -> OpaquePointer? {
        guard let like else { return nil }
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(like, &sx, &sy)
        let made = [Double(cairo_surface_get_type(like).rawValue), sx, sy]
        if made != kind { clear(); kind = made }
        let key = c * 2 + (fade < 1 ? 1 : 0)
        if let picture = pictures[key] { return picture }
        guard let picture = cairo_surface_create_similar(like, CAIRO_CONTENT_COLOR_ALPHA, Int32(Self.side), Int32(Self.side)),
              cairo_surface_status(picture) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(picture)!
        let (red, green, blue) = CurvesPainter.colours[c]
        Self.draw(at: Point(x: Self.side / 2, y: Self.side / 2), colour: (red, green, blue), fade: fade, cr)
        cairo_destroy(cr)
        pictures[key] = picture
        return picture
    }

    /// Where the picture of a dot centred at `p` goes: its corner rounded to
    /// whole device pixels under `cr`'s matrix, in user space.
    static func corner(of p: Point, _ cr: OpaquePointer) -> (Double, Double) {
        var x = p.x - side / 2, y = p.y - side / 2
        cairo_user_to_device(cr, &x, &y)
        x = x.rounded()
        y = y.rounded()
        cairo_device_to_user(cr, &x, &y)
        return (x, y)
    }

    /// A white dot ringed with `colour` at `p`.
    static func draw(at p: Point, colour: (Double, Double, Double), fade: Double, _ cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, p.x, p.y, radius, 0, 2 * .pi)
        cairo_set_source_rgba(cr, 1, 1, 1, fade)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, colour.0, colour.1, colour.2, fade)
        cairo_set_line_width(cr, ringWidth)
        cairo_stroke(cr)
    }
}
