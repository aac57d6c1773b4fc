import CollectionLayout
import Foundation
import Testing
@testable import LayoutPlayground

/// A morph on the canvas between its ends: a hand taking hold of a running
/// morph takes over from where it is (no jump), and letting go springs to
/// the end the hand's velocity heads for, starting with that velocity.
@Suite struct MorphRunTests {
    static func run() throws -> MorphRun {
        let cards = try LayoutKind.cards.make()
        let carousel = try LayoutKind.carousel.make()
        let dataset = Dataset.placeholder(count: 40)
        let viewport = Size(width: 800, height: 600)
        for layout in [cards, carousel] {
            layout.prepare(LayoutContext(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: 40)]))
        }
        let morph = LayoutMorph(from: cards, dataset: dataset, offset: cards.initialContentOffset,
                                to: carousel, dataset: dataset, viewport: viewport)
        return MorphRun(morph: morph, from: .cards, to: .carousel, spring: SpringParameters(mass: 1, stiffness: 400, damping: 40))
    }

    @Test func aRegrabAtAnyMomentTakesOverWhereTheMorphIs() throws {
        var random = SeededRandom(seed: 39)
        for _ in 0..<50 {
            var run = try Self.run()
            run.run(to: 1, velocity: 0, at: 0)
            let grabAt = Double.random(in: 0.005...0.4, using: &random)
            var t = 0.0
            while t < grabAt {
                t += 1.0 / 60
                _ = run.advance(to: t)
            }
            let before = run.progress
            run.grab(pointer: 300, at: t)
            #expect(run.progress == before, "held where it was")
            #expect(!run.isMoving && run.isShowing)
            // The pointer not moved: still there.
            run.drag(pointer: 300, length: 480, at: t + 0.05)
            #expect(run.progress == before)
            // 48 points right: a tenth of the way on.
            run.drag(pointer: 348, length: 480, at: t + 0.1)
            #expect(abs(run.progress - min(1.25, before + 0.1)) < 1e-12)
        }
    }

    @Test func lettingGoSpringsToTheEndTheHandHeadsFor() throws {
        // Slow, short of half way: back to the start.
        var run = try Self.run()
        run.hold(at: 0.4)
        run.grab(pointer: 0, at: 1)
        for k in 1...10 { run.drag(pointer: Double(k) * 0.2, length: 480, at: 1 + Double(k) * 0.05) }
        run.release(at: 1.5)
        var end: Double?
        var t = 1.5
        while end == nil, t < 10 { t += 1.0 / 60; end = run.advance(to: t) }
        #expect(end == 0)
        // Fast to the right from the same place: on to the end, starting with the hand's speed.
        run = try Self.run()
        run.hold(at: 0.4)
        run.grab(pointer: 0, at: 1)
        for k in 1...6 { run.drag(pointer: Double(k) * 12, length: 480, at: 1 + Double(k) * 0.01) }
        let heldAt = run.progress
        run.release(at: 1.06)
        let motion = try #require(run.motion)
        #expect(motion.simulation.startPosition == heldAt)
        #expect(abs(motion.simulation.startVelocity - 2.5) < 0.3, "12 points in 10 ms of 480: 2.5 a second")
        end = nil
        t = 1.06
        while end == nil, t < 10 { t += 1.0 / 60; end = run.advance(to: t) }
        #expect(end == 1)
        #expect(!run.isShowing)
    }
}
