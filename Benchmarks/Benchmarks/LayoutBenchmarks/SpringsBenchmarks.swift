import Benchmark
import CRendering
import CollectionLayout
import CollectionRendering

// MARK: 7. The springs layout's swinging cells

/// A drag on the springs layout at a million items, as the canvas runs it:
/// each frame the content moves, the `SpringField` lags the cells near the
/// viewport and the renderer draws them moved. Its cost must not grow with
/// the item count, and at rest the field must cost nothing.
final class SpringsFixture {
    let frames: FrameFixture
    let layout: SpringsLayout
    let field: SpringField
    private var time = 0.0
    private var offset: Point

    init(count: Int) {
        frames = FrameFixture(layoutID: "springs", count: count)
        layout = frames.layout as! SpringsLayout
        field = SpringField(configuration: layout.dynamics)
        offset = frames.baseOffset
        field.reset(offset: offset)
        field.touch = Point(x: 400, y: offset.y + 300)
    }

    /// One frame of a drag: the content 12 points on, the field fed, the
    /// swinging cells drawn; returns the number drawn.
    @discardableResult
    @inline(never)
    func dragFrame() -> Int {
        time += 1.0 / 120
        offset.y += 12
        if offset.y > frames.baseOffset.y + 4000 { offset.y = frames.baseOffset.y }
        field.contentMoved(to: offset, time: time, layout: layout, viewport: Fixtures.viewport)
        field.advance(to: time)
        return draw(field.apply(to: layout.elements(in: Rect(origin: offset, size: Fixtures.viewport), offset: offset),
                                at: time))
    }

    /// A frame at rest: the field asked and found empty.
    @discardableResult
    @inline(never)
    func restingFrame() -> Int {
        time += 1.0 / 120
        field.advance(to: time)
        return draw(field.apply(to: layout.elements(in: Rect(origin: offset, size: Fixtures.viewport), offset: offset),
                                at: time))
    }

    private func draw(_ elements: [LayoutAttributes]) -> Int {
        let cr = cairo_create(frames.surface)!
        frames.renderer.draw(elements: elements, offset: offset, viewport: Fixtures.viewport, into: cr)
        cairo_destroy(cr)
        return elements.count
    }
}

func registerSprings() {
    for n in [1000, 1_000_000] {
        Benchmark("Springs drag frame n=\(label(n))",
                  configuration: .init(warmupIterations: 16, maxDuration: .seconds(2), maxIterations: 400)) { _, fixture in
            blackHole(fixture.dragFrame())
        } setup: {
            SpringsFixture(count: n)
        }
    }
    // The field's own work against a whole frame's, and a 1M drag against a 1K one.
    Ratio.register("Ratio springs drag frame 1M/1K",
                   configuration: Ratio.configuration(maxDuration: .seconds(6), maxIterations: 16)) {
        let big = SpringsFixture(count: 1_000_000), small = SpringsFixture(count: 1000)
        for _ in 0..<16 {
            big.dragFrame()
            small.dragFrame()
        }
        return (big, small)
    } numerator: { big, _ in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(big.dragFrame()) }
    } denominator: { _, small in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(small.dragFrame()) }
    }
    Ratio.register("Ratio springs drag/resting frame 1M",
                   configuration: Ratio.configuration(maxDuration: .seconds(6), maxIterations: 16)) {
        let dragging = SpringsFixture(count: 1_000_000), resting = SpringsFixture(count: 1_000_000)
        for _ in 0..<16 {
            dragging.dragFrame()
            resting.restingFrame()
        }
        return (dragging, resting)
    } numerator: { dragging, _ in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(dragging.dragFrame()) }
    } denominator: { _, resting in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(resting.restingFrame()) }
    }
}
