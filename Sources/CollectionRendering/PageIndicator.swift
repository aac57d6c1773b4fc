internal import CRendering
import CollectionLayout
import Foundation

/// Dots or lines under a paging layout that say which page is showing, as
/// libadwaita's `AdwCarouselIndicatorDots` and `AdwCarouselIndicatorLines`
/// do: they follow the fractional position while the content moves, and a
/// click on one goes to its page.
///
/// With more pages than `maximumMarks`, a window of that many marks around
/// the current page is shown, as `UIPageControl` does for long lists.
public struct PageIndicator: Sendable {
    /// How the pages are marked.
    public enum Style: String, Sendable {
        /// A dot per page, the current one larger and brighter.
        case dots
        /// A short line per page and a bright line sliding over them.
        case lines
    }

    /// One page's mark: its page, the rect it is drawn in, how strongly.
    public struct Mark: Equatable, Sendable {
        /// The page it marks.
        public var page: Int
        /// Where it is drawn, in view coordinates.
        public var rect: Rect
        /// How strongly, 0…1.
        public var opacity: Double
    }

    // libadwaita's adw-carousel-indicator-dots.c and -lines.c.
    static let dotRadius = 3.0, dotRadiusSelected = 4.0, dotSpacing = 7.0
    static let dotOpacity = 0.3, dotOpacitySelected = 0.9
    static let lineWidth = 3.0, lineLength = 35.0, lineSpacing = 5.0
    static let lineOpacity = 0.3, lineOpacityActive = 0.9

    /// Dots or lines.
    public var style: Style
    /// The number of pages.
    public var count: Int
    /// The page showing, fractional while moving (2.5: half-way from 2 to 3).
    public var position: Double
    /// The centre of the row of marks, in view coordinates.
    public var center: Point
    /// The most marks shown at once.
    public var maximumMarks: Int
    /// Which way the marks run: across (under horizontal content) or down
    /// (beside vertical content), as the content scrolls.
    public var axis: Axis
    /// Whether page 0 is at the far end (right to left: the first page's mark at the right).
    public var isReversed: Bool

    /// An indicator of `count` pages at `position`, centred on `center`,
    /// its marks running along `axis` (from the far end when `isReversed`).
    public init(style: Style, count: Int, position: Double, center: Point, maximumMarks: Int = 15,
                axis: Axis = .horizontal, isReversed: Bool = false) {
        self.style = style
        self.count = count
        self.position = position
        self.center = center
        self.maximumMarks = max(1, maximumMarks)
        self.axis = axis
        self.isReversed = isReversed
    }

    /// The pages that have a mark: all of them, or a window of
    /// `maximumMarks` around the nearest page.
    public var pages: Range<Int> {
        guard count > maximumMarks else { return 0..<max(0, count) }
        let nearest = position.isFinite ? Int(position.rounded()) : 0
        let first = min(max(0, nearest - maximumMarks / 2), count - maximumMarks)
        return first..<(first + maximumMarks)
    }

    /// The step from one mark to the next.
    private var pitch: Double {
        style == .dots ? 2 * Self.dotRadiusSelected + Self.dotSpacing : Self.lineLength + Self.lineSpacing
    }

    /// The x of page `page`'s mark centre.
    /// Where along the marks' axis page `page`'s mark is centred.
    private func along(ofPage page: Double) -> Double {
        let shown = pages
        let middle = Double(shown.lowerBound + shown.upperBound - 1) / 2
        return center[axis] + (page - middle) * pitch * (isReversed ? -1 : 1)
    }

    /// A rect `length` long along the marks' axis and `thickness` across,
    /// centred at `along` on the axis and on the centre across it.
    private func rect(along: Double, length: Double, thickness: Double) -> Rect {
        axis == .horizontal
            ? Rect(x: along - length / 2, y: center.y - thickness / 2, width: length, height: thickness)
            : Rect(x: center.x - thickness / 2, y: along - length / 2, width: thickness, height: length)
    }

    /// Every mark, left to right.
    ///
    /// - Complexity: O(m) for the m = `maximumMarks` marks at most.
    public func marks() -> [Mark] {
        pages.map { page in
            let selected = max(0, 1 - abs(position - Double(page)))
            let at = along(ofPage: Double(page))
            switch style {
            case .dots:
                let r = Self.dotRadius + (Self.dotRadiusSelected - Self.dotRadius) * selected
                return Mark(page: page, rect: rect(along: at, length: 2 * r, thickness: 2 * r),
                            opacity: Self.dotOpacity + (Self.dotOpacitySelected - Self.dotOpacity) * selected)
            case .lines:
                return Mark(page: page, rect: rect(along: at, length: Self.lineLength, thickness: Self.lineWidth),
                            opacity: Self.lineOpacity)
            }
        }
    }

    /// The bright line of the `lines` style, at the fractional position.
    public var activeLine: Rect? {
        guard style == .lines, count > 0, position.isFinite else { return nil }
        let clamped = min(max(position, Double(pages.lowerBound)), Double(pages.upperBound - 1))
        return rect(along: along(ofPage: clamped), length: Self.lineLength, thickness: Self.lineWidth)
    }

    /// The rect the marks take, with room to click around them.
    public var bounds: Rect {
        let all = marks().map(\.rect)
        guard !all.isEmpty else { return Rect(x: center.x, y: center.y, width: 0, height: 0) }
        let start = all.map { $0.minValue(axis) }.min()!, end = all.map { $0.maxValue(axis) }.max()!
        return rect(along: (start + end) / 2, length: end - start + 16, thickness: 20)
    }

    /// The page whose mark is under `point`, or nil.
    ///
    /// - Complexity: O(m).
    public func page(at point: Point) -> Int? {
        guard bounds.contains(point) else { return nil }
        return marks().min {
            abs(($0.rect.minValue(axis) + $0.rect.maxValue(axis)) / 2 - point[axis])
                < abs(($1.rect.minValue(axis) + $1.rect.maxValue(axis)) / 2 - point[axis])
        }?.page
    }

    /// Draws the marks in `rgb` on a faint pill that keeps them readable
    /// over any picture.
    public func draw(into cr: OpaquePointer, rgb: (Double, Double, Double) = (1, 1, 1)) {
        guard count > 1 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let b = bounds
        CairoPath.roundedRect(cr, b, radius: min(b.width, b.height) / 2)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.35)
        cairo_fill(cr)
        for mark in marks() {
            cairo_set_source_rgba(cr, rgb.0, rgb.1, rgb.2, mark.opacity)
            if style == .dots {
                cairo_arc(cr, mark.rect.midX, mark.rect.midY, mark.rect.width / 2, 0, 2 * .pi)
            } else {
                CairoPath.roundedRect(cr, mark.rect, radius: Self.lineWidth / 2)
            }
            cairo_fill(cr)
        }
        if let line = activeLine {
            cairo_set_source_rgba(cr, rgb.0, rgb.1, rgb.2, Self.lineOpacityActive)
            CairoPath.roundedRect(cr, line, radius: Self.lineWidth / 2)
            cairo_fill(cr)
        }
    }
}

private extension Rect {
    /// The rect's start along `axis`.
    func minValue(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    /// The rect's end along `axis`.
    func maxValue(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
}
