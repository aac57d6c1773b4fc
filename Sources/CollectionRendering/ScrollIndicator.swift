internal import CRendering
import CollectionLayout
import Foundation

/// An overlay scroll indicator, as GTK draws overlay scrollbars: a thin
/// rounded thumb along the far edge whose length is the visible share of
/// the content and whose place is the offset's; it shows while the content
/// moves, fades when it rests, and can be dragged.
public struct ScrollIndicator: Sendable {
    /// The thumb's thickness (GTK's overlay scrollbar slider: 6 px).
    public static let thickness = 6.0
    /// The thumb's distance from the edge (2 px when not hovered).
    public static let margin = 2.0
    /// The shortest thumb, so that a million items still leave one to grab.
    public static let minimumLength = 32.0
    /// How far around the thumb a press still grabs it.
    public static let grabMargin = 6.0
    /// How long the thumb stays after the content rests, then how long it fades.
    public static let holdSeconds = 0.8, fadeSeconds = 0.4

    /// The direction the content scrolls.
    public var axis: Axis
    /// The view's size.
    public var viewport: Size
    /// The content's length along `axis`.
    public var contentLength: Double
    /// The offset along `axis`, and the smallest and largest it rests at.
    public var offset: Double
    /// The smallest and largest offsets the content rests at.
    public var range: ClosedRange<Double>

    /// An indicator for content of `contentLength` seen at `offset` in `viewport`.
    public init(axis: Axis, viewport: Size, contentLength: Double, offset: Double, range: ClosedRange<Double>) {
        self.axis = axis
        self.viewport = viewport
        self.contentLength = contentLength
        self.offset = offset
        self.range = range
    }

    /// The length of the track along `axis`.
    private var track: Double { max(0, viewport[axis] - 2 * Self.margin) }

    /// The thumb in view coordinates, nil when everything fits.
    public var thumb: Rect? {
        let span = range.upperBound - range.lowerBound
        guard span > 0.5, contentLength > 0, track > Self.minimumLength else { return nil }
        let visible = viewport[axis]
        var length = max(Self.minimumLength, track * visible / (visible + span))
        // Pulled past an edge the thumb shrinks by the overshoot, as GTK's does.
        let over = offset < range.lowerBound ? range.lowerBound - offset : max(0, offset - range.upperBound)
        length = max(Self.thickness, length - over)
        let fraction = min(1, max(0, (offset - range.lowerBound) / span))
        let start = Self.margin + (track - length) * fraction
        if axis == .vertical {
            return Rect(x: viewport.width - Self.margin - Self.thickness, y: start, width: Self.thickness, height: length)
        }
        return Rect(x: start, y: viewport.height - Self.margin - Self.thickness, width: length, height: Self.thickness)
    }

    /// Whether a press at `point` grabs the thumb.
    public func grabs(_ point: Point) -> Bool {
        guard let t = thumb else { return false }
        let m = Self.grabMargin
        return Rect(x: t.minX - m, y: t.minY - m, width: t.width + 2 * m, height: t.height + 2 * m).contains(point)
    }

    /// The offset after the thumb, grabbed at `startOffset`, was dragged by
    /// `delta` points along the axis: the thumb follows the pointer.
    public func offset(afterDragging delta: Double, from startOffset: Double) -> Double {
        guard let t = thumb else { return startOffset }
        let free = track - (axis == .vertical ? t.height : t.width)
        guard free > 0 else { return startOffset }
        let span = range.upperBound - range.lowerBound
        return min(range.upperBound, max(range.lowerBound, startOffset + delta * span / free))
    }

    /// The thumb's opacity `seconds` after the content came to rest.
    public static func opacity(restingFor seconds: Double) -> Double {
        guard seconds > holdSeconds else { return 1 }
        return max(0, 1 - (seconds - holdSeconds) / fadeSeconds)
    }

    /// Draws the thumb at `opacity`.
    public func draw(into cr: OpaquePointer, opacity: Double) {
        guard opacity > 0, let t = thumb else { return }
        CairoPath.roundedRect(cr, t, radius: Self.thickness / 2)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.55 * opacity)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.35 * opacity)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }
}
