import CollectionLayout
import Foundation
import Testing

/// The stack's swipe threshold: past `swipeThreshold` card widths a slow
/// release throws the top card (Koloda's `swipeThresholdRatioMargin`,
/// Shuffle's minimum swipe distance), where its stamp is fully shown;
/// short of it a slow release springs back; flicks are unchanged.
@Suite struct StackSwipeThresholdTests {
    let viewport = Size(width: 800, height: 600)

    private func rest(_ deck: StackLayout, from x: Double, velocity v: Double, proposed: Double? = nil) -> Double {
        deck.targetContentOffset(forProposed: Point(x: proposed ?? x, y: 0), velocity: Point(x: v, y: 0),
                                 current: Point(x: x, y: 0)).x
    }

    @Test func aSlowDragPastTheThresholdThrows() throws {
        let deck = try prepared(StackLayout.self, viewport: viewport, itemCount: 10)
        // Half a card width: 125 points of a 250-point card.
        #expect(deck.swipeThreshold == 0.5 && deck.throwDistance == 125)
        // The 240-point drag that shows the full stamp: thrown, still or slowly moving.
        #expect(deck.swipeOverlay(at: Point(x: 240, y: 0))?.alpha == 1)
        #expect(rest(deck, from: 240, velocity: 0) == 800)
        #expect(rest(deck, from: 240, velocity: 120, proposed: 300) == 800)
        #expect(rest(deck, from: 125, velocity: 0) == 800)
        #expect(rest(deck, from: 3 * 800 + 130, velocity: 0) == 4 * 800)
        // Short of it: springs back.
        #expect(rest(deck, from: 100, velocity: 0) == 0)
        #expect(rest(deck, from: 124, velocity: 250, proposed: 249) == 0)
        #expect(rest(deck, from: 3 * 800 + 60, velocity: -100, proposed: 3 * 800 + 10) == 3 * 800)
        // A card being brought back comes back once it is as near the deck;
        // brought back 100 of 800 points it is still 700 out: the deck stays.
        #expect(rest(deck, from: 3 * 800 - 700, velocity: 0) == 2 * 800)
        #expect(rest(deck, from: 3 * 800 - 100, velocity: 0) == 3 * 800)
        // Between both thresholds the way the deck moves decides; still, it throws.
        #expect(rest(deck, from: 3 * 800 + 400, velocity: -150, proposed: 3 * 800 + 325) == 3 * 800)
        #expect(rest(deck, from: 3 * 800 + 400, velocity: 150, proposed: 3 * 800 + 475) == 4 * 800)
        // Fast flicks are unchanged: one card their way, however short or long the drag.
        #expect(rest(deck, from: 30, velocity: 2000, proposed: 1000) == 800)
        #expect(rest(deck, from: 240, velocity: -2000, proposed: -500) == 0)
        #expect(rest(deck, from: 3 * 800 - 30, velocity: -2000) == 2 * 800)
    }

    @Test func theThresholdIsAParameterInCardWidths() throws {
        let strict = try prepared(StackLayout.self, ["swipeThreshold=1"], viewport: viewport, itemCount: 10)
        #expect(strict.throwDistance == 250)
        #expect(rest(strict, from: 240, velocity: 0) == 0)
        #expect(rest(strict, from: 250, velocity: 0) == 800)
        // Up and down: card heights.
        let up = try prepared(StackLayout.self, ["swipeDirection=up", "swipeThreshold=0.25"], viewport: viewport, itemCount: 10)
        #expect(up.throwDistance == 100)
        #expect(up.targetContentOffset(forProposed: Point(x: 0, y: 110), velocity: .zero, current: Point(x: 0, y: 110)).y == 600)
        #expect(up.targetContentOffset(forProposed: Point(x: 0, y: 90), velocity: .zero, current: Point(x: 0, y: 90)).y == 0)
        // Right: the offset falls as the deck advances; the same distance counts.
        let right = try prepared(StackLayout.self, ["swipeDirection=right"], viewport: viewport, itemCount: 10)
        let start = right.initialContentOffset.x
        #expect(right.targetContentOffset(forProposed: Point(x: start - 200, y: 0), velocity: .zero,
                                          current: Point(x: start - 200, y: 0)).x == start - 800)
    }

    /// Over random decks, viewports and thresholds: wherever the stamp is
    /// fully shown, a slow release that is not moving back throws the top
    /// card; short of the threshold (with the page at least that long) it
    /// springs back; a flick always goes one card its way.
    @Test func theFullStampAlwaysThrows() throws {
        var rng = SeededRandom(seed: 0x7480)
        for _ in 0..<400 {
            let vp = Size(width: rng.double(in: 200...1600).rounded(), height: 600)
            let threshold = (rng.double(in: 0.05...2) * 20).rounded() / 20
            let width = rng.double(in: 80...600).rounded()
            let direction = ["left", "right"][rng.int(in: 0...1)]
            let deck = try prepared(StackLayout.self, ["itemWidth=\(width)", "swipeThreshold=\(threshold)",
                                                       "swipeDirection=\(direction)"], viewport: vp, itemCount: 12)
            let sign = direction == "right" ? -1.0 : 1.0
            let page = Double(rng.int(in: 0...10))
            let out = rng.double(in: 0.001...0.999) * vp.width
            let x = deck.initialContentOffset.x + sign * (page * vp.width + out)
            let v = rng.double(in: 0...StackLayout.flickVelocity)
            let proposed = x + sign * v * 0.5
            let target = deck.targetContentOffset(forProposed: Point(x: proposed, y: 0), velocity: Point(x: sign * v, y: 0),
                                                  current: Point(x: x, y: 0)).x
            let landed = ((target - deck.initialContentOffset.x) * sign / vp.width).rounded()
            let stamp = try #require(deck.swipeOverlay(at: Point(x: x, y: 0)))
            let context = "\(direction) w \(width) threshold \(threshold) viewport \(vp.width) out \(out) v \(v)"
            if stamp.alpha == 1 {
                #expect(landed == page + 1, "full stamp: \(context)")
            } else if vp.width - out >= deck.throwDistance {
                // Short of the threshold, and the previous card as far from the deck as that.
                #expect(landed == page, "short of the threshold: \(context)")
            }
            let flick = rng.double(in: StackLayout.flickVelocity + 1...5000) * (rng.int(in: 0...1) == 1 ? 1 : -1)
            let flung = deck.targetContentOffset(forProposed: Point(x: x, y: 0), velocity: Point(x: sign * flick, y: 0),
                                                 current: Point(x: x, y: 0)).x
            let flungPage = ((flung - deck.initialContentOffset.x) * sign / vp.width).rounded()
            #expect(flungPage == (flick > 0 ? page + 1 : page), "flick \(flick): \(context)")
        }
    }
}
