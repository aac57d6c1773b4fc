import Benchmark
import CRendering
import CollectionLayout
import CollectionRendering

// MARK: 9. The compositional layout's shelves

/// A sideways drag of the shelves in view at a million items, as the canvas
/// runs it: each frame every sideways section in the viewport moves 12
/// points (its offset written into the layout), then the visible rect is
/// queried and drawn. Its cost must not grow with the item count, nor
/// change right to left (the same page in a mirror).
final class ShelfFixture {
    let frames: FrameFixture
    let layout: CompositionalLayout
    private let shelves: [Int]
    private var step = 0

    init(count: Int, direction: LayoutDirection = .leftToRight) {
        // The App Store page with every section a shelf (paging last, repeating).
        frames = FrameFixture(layoutID: "compositional", count: count,
                              assignments: ["screen=today", "orthogonal=groupPaging,groupPagingCentered,continuous,paging"])
        let layout = frames.layout as! CompositionalLayout
        if direction.isRightToLeft {
            var context = Fixtures.context(for: "compositional", dataset: frames.dataset)
            context.layoutDirection = direction
            layout.prepare(context)
        }
        self.layout = layout
        let visible = layout.elements(in: Rect(origin: frames.baseOffset, size: Fixtures.viewport), offset: frames.baseOffset)
        shelves = Array(Set(visible.map(\.indexPath.section))).sorted().filter { layout.sidewaysGeometry(ofSection: $0) != nil }
        precondition(!shelves.isEmpty, "no shelf in view")
    }

    /// One frame of a sideways drag; returns the number of elements drawn.
    @discardableResult
    @inline(never)
    func dragFrame() -> Int {
        step = (step + 1) % 40
        for s in shelves { layout.setSectionOffset(Double(step) * 12, forSection: s) }
        return frames.draw(at: frames.baseOffset, with: frames.renderer)
    }
}

func registerCompositional() {
    let fixtures: [(String, () -> ShelfFixture)] = [
        ("n=1K", { ShelfFixture(count: 1000) }), ("n=1M", { ShelfFixture(count: 1_000_000) }),
        ("right to left n=1M", { ShelfFixture(count: 1_000_000, direction: .rightToLeft) }),
    ]
    for (name, make) in fixtures {
        Benchmark("Compositional shelf drag frame \(name)",
                  configuration: .init(warmupIterations: 16, maxDuration: .seconds(2), maxIterations: 400)) { _, fixture in
            blackHole(fixture.dragFrame())
        } setup: {
            make()
        }
    }
    registerShelfRatio("Ratio compositional shelf drag frame right to left/left to right 1M") {
        (ShelfFixture(count: 1_000_000, direction: .rightToLeft), ShelfFixture(count: 1_000_000))
    }
    registerShelfRatio("Ratio compositional shelf drag frame 1M/1K") {
        (ShelfFixture(count: 1_000_000), ShelfFixture(count: 1000))
    }
}

/// The ratio of two shelf fixtures' drag frames, interleaved after 40 warm-up frames each.
private func registerShelfRatio(_ name: String, _ make: @escaping () -> (ShelfFixture, ShelfFixture)) {
    Ratio.register(name, configuration: Ratio.configuration(maxDuration: .seconds(6), maxIterations: 16)) {
        let (a, b) = make()
        for _ in 0..<40 {
            a.dragFrame()
            b.dragFrame()
        }
        return (a, b)
    } numerator: { a, _ in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(a.dragFrame()) }
    } denominator: { _, b in
        Ratio.nanosecondsPerCall(minimum: .milliseconds(100)) { blackHole(b.dragFrame()) }
    }
}
