internal import CRendering
import CollectionLayout

extension OverlayPainter {
    /// The focal keylines' colour: green, as the snap points' rest.
    static let focalKeyline: Colour = (0.3, 1, 0.5, 0.95)
    /// The other keylines' colour: amber.
    static let keyline: Colour = (1, 0.75, 0.25, 0.9)

    /// Where across the axis `keylines(…)` draws the brackets of the masked
    /// sizes, for items spanning `band`: 14 points into it.
    public static func keylineBracket(band: ClosedRange<Double>) -> Double {
        max(band.lowerBound + 14, 14)
    }

    /// A keyline carousel's keylines at the current offset, as Material's
    /// `DebugItemDecoration` shows them: a line across `band` (the items'
    /// extent across the axis) at each keyline's offset along `axis`, and
    /// over it a bracket as long as its masked size with the size written
    /// beside it; focal keylines green, the others amber, the anchors
    /// outside the viewport dashed. Offsets are from the viewport's leading
    /// (left or top) edge.
    public func keylines(_ keylines: [Keyline], axis: Axis, band: ClosedRange<Double>, viewport: Size,
                         into cr: OpaquePointer) {
        let bracketAt = Self.keylineBracket(band: band)
        for k in keylines {
            let colour = k.isFocal ? Self.focalKeyline : Self.keyline
            cairo_set_source_rgba(cr, colour.0, colour.1, colour.2, colour.3)
            cairo_set_line_width(cr, k.isFocal ? 2 : 1.5)
            if k.isAnchor {
                var dashes: [Double] = [4, 4]
                cairo_set_dash(cr, &dashes, 2, 0)
            }
            line(cr, axis: axis, along: k.offset, across: band.lowerBound, to: band.upperBound)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            guard !k.isAnchor else { continue }
            // The bracket: the masked size, centred on the keyline, with end ticks.
            let half = k.maskedSize / 2
            cairo_set_source_rgba(cr, colour.0, colour.1, colour.2, colour.3)
            cairo_set_line_width(cr, 2)
            if axis == .horizontal {
                cairo_move_to(cr, k.offset - half, bracketAt - 5)
                cairo_line_to(cr, k.offset - half, bracketAt)
                cairo_line_to(cr, k.offset + half, bracketAt)
                cairo_line_to(cr, k.offset + half, bracketAt - 5)
            } else {
                cairo_move_to(cr, bracketAt - 5, k.offset - half)
                cairo_line_to(cr, bracketAt, k.offset - half)
                cairo_line_to(cr, bracketAt, k.offset + half)
                cairo_line_to(cr, bracketAt - 5, k.offset + half)
            }
            cairo_stroke(cr)
            let text = formatNumber((k.maskedSize * 10).rounded() / 10)
            let origin = axis == .horizontal ? Point(x: k.offset + 4, y: bracketAt + 3)
                : Point(x: bracketAt + 4, y: k.offset + 3)
            label(text, at: origin, colour: colour, into: cr)
        }
    }

    private func line(_ cr: OpaquePointer, axis: Axis, along: Double, across from: Double, to: Double) {
        if axis == .horizontal {
            cairo_move_to(cr, along, from)
            cairo_line_to(cr, along, to)
        } else {
            cairo_move_to(cr, from, along)
            cairo_line_to(cr, to, along)
        }
    }
}
