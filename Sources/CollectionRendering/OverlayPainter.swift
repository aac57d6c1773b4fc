internal import CRendering
import CollectionLayout

/// Draws what a view shows over the layout's cells: pills, labels and
/// messages, the frames of elements, a map of the content with the visible
/// rect, snap-point ticks and a picker's band. Headless like the rest of
/// this module, so the marks are checked against reference images; text is
/// shaped once through a `TextLayoutCache`.
public final class OverlayPainter {
    /// A colour as red, green, blue, alpha in 0…1.
    public typealias Colour = (Double, Double, Double, Double)

    /// Pill text: 13 points of a bold sans (GNOME's "heading" size, at 96 dpi).
    static let pillText = TextStyle(size: 13 * 96 / 72, bold: true)
    /// Overlay labels: 9 points of monospace.
    static let labelText = TextStyle(size: 9 * 96 / 72, monospace: true)

    private let texts = TextLayoutCache(capacity: 512)

    /// A painter with empty caches.
    public init() {}

    // MARK: Text

    /// The size of `pill(text, …)` without a width limit.
    public func pillSize(_ text: String) -> Size {
        let layout = texts.layout(text, style: Self.pillText, width: nil)
        return Size(width: layout.width + 24, height: layout.height + 10)
    }

    /// A dark rounded pill with `text`, centred at `center`; `leadingRoom`
    /// points are kept free before the text (for a spinner); text that would
    /// make it wider than `maximumWidth` ends in an ellipsis. Returns the pill.
    @discardableResult
    public func pill(_ text: String, center: Point, leadingRoom: Double = 0, maximumWidth: Double = .infinity,
                     into cr: OpaquePointer) -> Rect {
        let room = maximumWidth - 24 - leadingRoom
        let layout = texts.layout(text, style: Self.pillText, width: room.isFinite ? max(1, room) : nil)
        let width = min(layout.width, room.isFinite ? max(1, room) : layout.width) + 24 + leadingRoom
        let box = Rect(x: center.x - width / 2, y: center.y - layout.height / 2 - 5, width: width,
                       height: layout.height + 10)
        CairoPath.roundedRect(cr, box, radius: box.height / 2)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.55)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        layout.show(in: cr, x: box.minX + 12 + leadingRoom, y: box.minY + 5)
        cairo_new_path(cr)
        return box
    }

    /// Small monospace text with its top-left at `origin`.
    public func label(_ text: String, at origin: Point, colour: Colour, into cr: OpaquePointer) {
        cairo_set_source_rgba(cr, colour.0, colour.1, colour.2, colour.3)
        texts.layout(text, style: Self.labelText).show(in: cr, x: origin.x, y: origin.y)
        cairo_new_path(cr)
    }

    /// `text` of `size` points, wrapped to `maximumWidth` and centred line by
    /// line on `center` (a status page's title and description).
    public func paragraph(_ text: String, size: Double, bold: Bool = false, center: Point, maximumWidth: Double,
                          colour: Colour, into cr: OpaquePointer) {
        let style = TextStyle(size: size * 96 / 72, bold: bold, alignment: .center, wraps: true)
        let width = max(1, maximumWidth)
        let layout = texts.layout(text, style: style, width: width)
        cairo_set_source_rgba(cr, colour.0, colour.1, colour.2, colour.3)
        layout.show(in: cr, x: center.x - width / 2, y: center.y - layout.height / 2)
        cairo_new_path(cr)
    }

    /// A rubber stamp: `text` of `size` points in a rounded frame, centred
    /// on the origin of `cr`'s current user space.
    public func stamp(_ text: String, size: Double, colour: Colour, into cr: OpaquePointer) {
        let layout = texts.layout(text, style: TextStyle(size: size * 96 / 72, bold: true))
        let box = Rect(x: -layout.width / 2 - 10, y: -layout.height / 2 - 4, width: layout.width + 20,
                       height: layout.height + 8)
        cairo_set_source_rgba(cr, colour.0, colour.1, colour.2, colour.3)
        CairoPath.roundedRect(cr, box, radius: 6)
        cairo_set_line_width(cr, 4)
        cairo_stroke(cr)
        layout.show(in: cr, x: -layout.width / 2, y: -layout.height / 2)
        cairo_new_path(cr)
    }

    // MARK: Marks

    /// The outline of the element under the pointer: cyan, its own colour
    /// (green marks where the content lands).
    public static let hoverColour: Colour = (0.25, 0.85, 1, 0.95)
    /// The landing marker: the cell where the content comes to rest, full
    /// size, dashed green.
    public static let landingColour: Colour = (0.3, 1, 0.5, 0.95)

    /// Each element's untransformed frame (dashed yellow) and its drawn
    /// outline (red; cyan and thicker for `highlighted`), in view
    /// coordinates for content `offset`; with `labels`, its index.
    public func frames(of elements: [LayoutAttributes], offset: Point, highlighted: IndexPath?, labels: Bool,
                       into cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, -offset.x, -offset.y)
        for e in elements where !e.isHidden {
            let f = e.frame
            cairo_rectangle(cr, f.minX, f.minY, f.width, f.height)
            let dashes: [Double] = [4, 3]
            cairo_set_dash(cr, dashes, 2, 0)
            cairo_set_source_rgba(cr, 1, 0.85, 0.2, 0.7)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            if let quad = e.screenQuad() {
                CairoPath.polygon(cr, quad.corners)
                let isHighlighted = e.category == .cell && e.indexPath == highlighted
                let c = isHighlighted ? Self.hoverColour : (1, 0.35, 0.35, 0.9)
                cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
                cairo_set_line_width(cr, isHighlighted ? 2.5 : 1.2)
                cairo_stroke(cr)
            }
            if labels {
                let text = e.category == .cell ? "\(e.indexPath.item)" : "\(e.category.rawValue) \(e.indexPath.section)"
                label(text, at: Point(x: f.minX + 3, y: f.minY + 2), colour: (1, 0.9, 0.3, 1), into: cr)
            }
        }
    }

    /// The landing marker: `element`'s drawn outline (as it will stand at
    /// rest), dashed green and thick, in view coordinates for content `offset`.
    public func landing(_ element: LayoutAttributes, offset: Point, into cr: OpaquePointer) {
        guard let quad = element.screenQuad() else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, -offset.x, -offset.y)
        CairoPath.polygon(cr, quad.corners)
        let dashes: [Double] = [10, 6]
        cairo_set_dash(cr, dashes, 2, 0)
        let c = Self.landingColour
        cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
        cairo_set_line_width(cr, 3)
        cairo_stroke(cr)
    }

    /// The map of the content, at most `side` points on a side, in the
    /// top-right corner of `viewport`, with the visible rect in it. Returns
    /// the map's rect (nil for empty content).
    @discardableResult
    public func contentMap(content: Size, viewport: Size, offset: Point, side: Double = 140,
                           into cr: OpaquePointer) -> Rect? {
        guard content.width > 0, content.height > 0 else { return nil }
        let k = min(side / content.width, side / content.height)
        let map = Rect(x: viewport.width - content.width * k - 12, y: 12, width: content.width * k,
                       height: content.height * k)
        cairo_rectangle(cr, map.minX, map.minY, max(2, map.width), max(2, map.height))
        cairo_set_source_rgba(cr, 0, 0, 0, 0.45)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.5)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        cairo_rectangle(cr, map.minX + offset.x * k, map.minY + offset.y * k,
                        max(2, viewport.width * k), max(2, viewport.height * k))
        cairo_set_source_rgba(cr, 0.38, 0.66, 1, 0.8)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        return map
    }

    /// Ticks at the rest offsets `snaps` near `current` along `axis`, at a
    /// quarter scale around the viewport's centre; the one at `rest` (where
    /// the content comes to rest, or would on release) long and green.
    public func snapTicks(_ snaps: [Double], current: Double, rest: Double, axis: Axis, viewport: Size,
                          into cr: OpaquePointer) {
        for snap in snaps {
            let along = viewport[axis] / 2 + (snap - current) / 4
            let isRest = abs(snap - rest) < 0.5
            cairo_set_source_rgba(cr, isRest ? 0.3 : 1, 1, isRest ? 0.5 : 1, 0.9)
            if axis == .horizontal {
                cairo_rectangle(cr, along - 1, 6, 2, isRest ? 18 : 10)
            } else {
                cairo_rectangle(cr, 6, along - 1, isRest ? 18 : 10, 2)
            }
            cairo_fill(cr)
        }
    }

    /// Two lines across `viewport` around its middle, `band` apart: the
    /// band a picker shows its choice in.
    public func band(_ band: ClosedRange<Double>, viewport: Size, into cr: OpaquePointer) {
        let cy = viewport.height / 2
        cairo_set_source_rgba(cr, 1, 1, 1, 0.55)
        cairo_set_line_width(cr, 1.5)
        for y in [cy + band.lowerBound, cy + band.upperBound] {
            cairo_move_to(cr, 0, y)
            cairo_line_to(cr, viewport.width, y)
        }
        cairo_stroke(cr)
    }
}
