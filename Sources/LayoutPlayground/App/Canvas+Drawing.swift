import CGtk
import CollectionLayout
import CollectionRendering
import Foundation

extension Canvas {
    /// The visible rect in content coordinates.
    var visibleRect: Rect { Rect(origin: scroller.offset, size: viewport) }

    /// Draws one frame: the visible elements (through a transition when one
    /// runs), the per-layout indicators, and the debug overlays.
    func draw(_ cr: OpaquePointer) {
        defer { restReport.drew() }
        // Estimated heights about to show resolve first; the offset keeps the item in view still.
        let offsetBefore = scroller.offset
        let resolved = EstimateAnchoring.resolve(layout, scroller: scroller, viewport: viewport)
        if let shift = resolved?.growthAbove, shift != 0 {
            offsetCorrection.record(shift, layout: layout, offset: scroller.offset, viewport: viewport)
        }
        // What resolved or moved shows in the next frame too (more may resolve there).
        if resolved.map({ !$0.isEmpty }) == true || scroller.offset != offsetBefore { redraw() }
        if let resolved, !resolved.isEmpty, hovered != nil {
            // The inspected item may have been resolved: the inspector reads it again.
            runWhenIdle { [weak self] in
                guard let self else { return }
                self.hovered = nil
                self.hover(self.pointer)
            }
        }
        let backgroundRows = backgroundRows(cr)
        defer { keepDrawnRows(cr) }
        if let staying = drawUpdateTransition(at: now, cr) {
            noteDrawnEverywhere()
            drawCarriedItem(cr)
            // The pill and the page marks stay put while the items move.
            drawLayoutIndicators(staying, cr)
            drawOverlays([], offset: scroller.offset, cr)
            return
        }
        var offset = scroller.offset
        var elements: [LayoutAttributes]
        var painter = renderer
        // The content moved under a morph (keys, the wheel): the morph gives way.
        if let run = morphRun, run.isShowing, run.hand == nil, !run.isMoving, scroller.offset != run.morph.toOffset { endMorph() }
        if let run = morphRun, run.isShowing {
            // A morph between layouts: its frame, drawn with the nearer end's look.
            offset = run.morph.contentOffset(at: run.progress)
            elements = run.morph.elements(at: run.progress).map(\.attributes)
            if run.progress < 0.5, let before = memory.layoutBefore?.renderer { painter = before }
            noteDrawnEverywhere()
        } else {
            elements = springElements(in: visibleRect, offset: offset, time: now)
                ?? layout.elements(in: visibleRect, offset: offset)
        }
        if let slot = carriedSlot { elements.removeAll { $0.category == .cell && $0.indexPath == slot } }
        if let transition {
            let toViewport = Point(x: -offset.x, y: -offset.y)
            elements = transition.frame(at: now, targets: elements.map { $0.offsetBy(toViewport) })
                .map { $0.offsetBy(offset) }
        }
        if let radius = LayoutDescription.keylines(layout)?.cornerRadius, renderer.options.maskCornerRadius != radius {
            renderer.options.maskCornerRadius = radius
        }
        painter.backdrop = reference.backdrop
        let paintedBefore = painter.statistics.cellPicturesPainted
        painter.draw(elements: elements, offset: offset, viewport: viewport, into: cr, backgroundRows: backgroundRows)
        kept.drawing.formUnion(painter.drawnRows)
        frameStatistics.drew(picturesPainted: painter.statistics.cellPicturesPainted - paintedBefore,
                             backgroundShare: backgroundRows.share(of: viewport.height))
        pictures.request(for: painter)
        if painter.hasPicturesForMotion { paintPicturesForMotionWhenIdle() }
        lastDrawn = elements.map { $0.offsetBy(Point(x: -offset.x, y: -offset.y)) }
        drawCarriedItem(cr)

        drawSwipeStamp(elements, offset: offset, cr)
        drawSelection(elements, offset: offset, cr)
        drawFocusRing(elements, offset: offset, cr)
        drawLayoutIndicators(elements, cr)
        if playground.dataset.itemCount == 0 {
            noteDrawnEverywhere()
            drawEmptyState(cr)
        }
        drawRefreshIndicators(cr)
        drawScrollIndicator(cr)
        drawOverlays(elements, offset: offset, cr)
        if !hasReportedReady {
            hasReportedReady = true
            runWhenIdle { [weak self] in self?.reportReady() }
        }
    }

    /// Once the canvas is idle, paints the in-memory pictures the first
    /// frame of a drag would turn (see `SceneRenderer.paintPicturesForMotion()`):
    /// a depth carousel's middle card.
    private func paintPicturesForMotionWhenIdle() {
        runWhenIdle { [weak self] in
            guard let self, !self.scroller.isMoving, self.scroller.state != .dragging else { return }
            let painted = self.renderer.paintPicturesForMotion()
            if painted > 0 { self.trace.emit(.object([("event", .string("motionPictures")), ("painted", .number(Double(painted)))])) }
        }
    }

    /// The `ready` trace event with the canvas rect in screen coordinates.
    private func reportReady() {
        var x: Int32 = 0, y: Int32 = 0
        if let window = gtk_widget_get_window(widget) { gdk_window_get_origin(window, &x, &y) }
        let width = gtk_widget_get_allocated_width(widget), height = gtk_widget_get_allocated_height(widget)
        trace.ready(layout: playground.layoutKind.id,
                    canvas: Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
        isReady = true
        events.onReady?()
        announceSettled()
    }

    /// An accent outline around the selected element, following its shape and transforms.
    private func drawSelection(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        guard let selection = playground.selection,
              let element = elements.first(where: { $0.category == .cell && $0.indexPath == selection }),
              !element.isHidden else { return }
        renderer.strokeOutline(of: element, offset: offset, color: .accent, lineWidth: 4, into: cr)
        noteOutline(of: element, offset: offset, lineWidth: 4)
    }

    /// Notes the rows an outline stroked around `element` covers.
    func noteOutline(of element: LayoutAttributes, offset: Point, lineWidth: Double) {
        guard let box = element.screenQuad()?.boundingBox else { return noteDrawnEverywhere() }
        noteDrawn(box.offsetBy(dx: -offset.x, dy: -offset.y), margin: lineWidth + 2)
    }

    /// Where a pill about the items goes: below the drawn cells when there
    /// is room, else above them, else over the bottom of the canvas.
    private func indicatorCenter(clearOf elements: [LayoutAttributes], abovePageMarks: Bool) -> Point {
        let offset = scroller.offset
        let boxes = elements.filter { $0.category == .cell && !$0.isHidden && $0.alpha > 0 }
            .compactMap { $0.screenQuad()?.boundingBox.offsetBy(dx: -offset.x, dy: -offset.y) }
        // Above the page marks, when the layout has them.
        let bottom = viewport.height - (abovePageMarks ? 28 + Self.pageMarksInset : 28)
        guard let top = boxes.map(\.minY).min(), let low = boxes.map(\.maxY).max() else {
            return Point(x: viewport.width / 2, y: bottom)
        }
        let y = low + 24 <= bottom ? bottom : (top - 24 >= 20 ? top - 24 : bottom)
        return Point(x: viewport.width / 2, y: y)
    }

    /// Beside vertical content the pill sits at the trailing edge, at mid
    /// height, left of the page marks (which run down that edge).
    private func sidePillCenter(_ text: String, besidePageMarks: Bool) -> Point {
        let width = overlays.pillSize(text).width
        let edge = viewport.width - (besidePageMarks ? Self.pageMarksInset + 18 : 12)
        return Point(x: edge - width / 2, y: viewport.height / 2)
    }

    /// The layout's indicator (`LayoutDescription.Indicator`): the "3 / 16"
    /// pill, the ring's current item, the wheel's picked-row band.
    private func drawLayoutIndicators(_ elements: [LayoutAttributes], _ cr: OpaquePointer) {
        let count = playground.dataset.itemCount
        guard count > 0 else { return }
        let description = LayoutDescription.of(playground.layoutKind)
        switch description.indicator {
        case .pageCount:
            guard let index = layout.currentIndex(at: scroller.offset) else { return }
            // The marks are worked out once a frame: their position takes layout queries.
            let marks = pageIndicator
            let text = "\(index + 1) / \(count)"
            let center = layout.scrollAxis == .vertical
                ? sidePillCenter(text, besidePageMarks: marks != nil)
                : indicatorCenter(clearOf: elements, abovePageMarks: marks != nil)
            noteDrawn(overlays.pill(text, center: center, into: cr))
            marks?.draw(into: cr)
            if let marks { noteDrawn(marks.bounds) }
        case .currentItemOutline:
            // The item at the start angle, outlined like a picked one.
            guard let index = layout.currentIndex(at: scroller.restOffset),
                  let current = elements.first(where: { $0.category == .cell && $0.indexPath.item == index }) else { return }
            renderer.strokeOutline(of: current, offset: scroller.offset, color: Self.currentItemColor, lineWidth: 3,
                                   into: cr)
            noteOutline(of: current, offset: scroller.offset, lineWidth: 3)
        case .pickedRow:
            // The front row, projected: the band a picker shows its choice in.
            if let band = layout.selectionBand {
                overlays.band(band, viewport: viewport, into: cr)
                noteDrawn(Rect(x: 0, y: viewport.height / 2 + band.lowerBound, width: viewport.width,
                               height: band.upperBound - band.lowerBound))
            }
            if let index = layout.currentIndex(at: scroller.offset) {
                let title = playground.shownTitle(of: IndexPath(item: index)) ?? SceneRenderer.rowTitle(index)
                let text = tr("Picked:") + " " + title
                noteDrawn(overlays.pill(text, center: pickedPillCenter(text, clearOf: elements, band: layout.selectionBand),
                                        maximumWidth: viewport.width - 32, into: cr))
            }
        case .none:
            break
        }
    }

    /// Where the picker's "Picked: …" pill goes: beside the rows at the
    /// height of the picked band, on the side with room, clear of every row;
    /// in a window too narrow for that, at the bottom.
    private func pickedPillCenter(_ text: String, clearOf elements: [LayoutAttributes],
                                  band: ClosedRange<Double>?) -> Point {
        let size = overlays.pillSize(text)
        let offset = scroller.offset
        let boxes = elements.filter { $0.category == .cell && !$0.isHidden && $0.alpha > 0 }
            .compactMap { $0.screenQuad()?.boundingBox.offsetBy(dx: -offset.x, dy: -offset.y) }
        // The band is relative to the viewport's centre.
        let y = viewport.height / 2 + (band.map { ($0.lowerBound + $0.upperBound) / 2 } ?? 0)
        if let right = boxes.map(\.maxX).max(), viewport.width - right >= size.width + 24 {
            return Point(x: right + 12 + size.width / 2, y: y)
        }
        if let left = boxes.map(\.minX).min(), left >= size.width + 24 {
            return Point(x: left - 12 - size.width / 2, y: y)
        }
        return Point(x: viewport.width / 2, y: viewport.height - 28)
    }

    /// While the canvas has the keyboard focus, a ring around the item the
    /// keys act on (the cursor, or a paging layout's current item), following
    /// its shape.
    private func drawFocusRing(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        // As GTK draws focus rings: once the keyboard is in use, not after a click.
        guard gtk_widget_has_focus(widget) != 0, let toplevel = gtk_widget_get_toplevel(widget),
              gtk_window_get_focus_visible(cgtk_window(toplevel)) != 0 else { return }
        let target = layout.isPaging ? layout.currentIndex(at: scroller.restOffset).map { IndexPath(item: $0) } : cursor
        guard let target, let element = elements.first(where: { $0.category == .cell && $0.indexPath == target }),
              !element.isHidden else { return }
        renderer.strokeOutline(of: element, offset: offset, color: Self.focusRingColor, lineWidth: 2,
                               dash: Self.focusRingDash, into: cr)
        noteOutline(of: element, offset: offset, lineWidth: 2)
    }

    /// The keyboard focus ring: a light dashed line, unlike the selection's
    /// solid accent, so the two never look alike.
    static let focusRingColor = RGBA(red: 0.96, green: 0.96, blue: 0.96, alpha: 0.95)
    /// Dashes and gaps of the focus ring, points.
    static let focusRingDash = [5.0, 3.0]

    /// The outline of the ring's current item.
    static let currentItemColor = RGBA(red: 1, green: 1, blue: 1, alpha: 0.85)

    /// What an empty dataset shows, as GNOME's status pages do.
    private func drawEmptyState(_ cr: OpaquePointer) {
        let center = Point(x: viewport.width / 2, y: viewport.height / 2)
        overlays.paragraph(tr("No Items"), size: 20, bold: true, center: Point(x: center.x, y: center.y - 14),
                           maximumWidth: viewport.width - 32, colour: (1, 1, 1, 0.9), into: cr)
        overlays.paragraph(tr("The dataset is empty: open another one or raise the item count."), size: 12,
                           center: Point(x: center.x, y: center.y + 16), maximumWidth: viewport.width - 32,
                           colour: (1, 1, 1, 0.6), into: cr)
    }
}
