import CollectionLayout
import Foundation
import Testing

/// The stack beyond the seed: Koloda's rotation, scaled background cards,
/// swipe directions, overlays and a looping deck.
@Suite struct StackSwipeTests {
    let viewport = Size(width: 390, height: 844)

    @Test func theTopCardTurnsAboutAPointBelowItAsItIsThrown() throws {
        let deck = try prepared(StackLayout.self, viewport: viewport, itemCount: 10)
        #expect(abs(deck.maximumRotation - .pi / 10) < 1e-15 && deck.backgroundScale == 0.95)
        for pct in [0.1, 0.5, 0.9] {
            let offset = Point(x: (3 + pct) * viewport.width, y: 0)
            let top = try #require(deck.elements(in: Rect(origin: offset, size: viewport), offset: offset).first)
            #expect(top.indexPath.item == 3)
            let angle = -deck.maximumRotation * pct
            #expect(abs(atan2(top.transform.b, top.transform.a) - angle) < 1e-12, "turns left as it goes left")
            // The pivot, a card-height below the centre, stays where it was.
            let pivot = top.transform.apply(to: Point(x: 0, y: deck.itemSize.height))
            #expect(abs(pivot.x) < 1e-9 && abs(pivot.y - deck.itemSize.height) < 1e-9)
            #expect(abs(top.center.x - (offset.x + viewport.width / 2 - pct * viewport.width)) < 1e-9)
        }
    }

    @Test func backgroundCardsGrowAsTheyComeUp() throws {
        let deck = try prepared(StackLayout.self, viewport: viewport, itemCount: 10)
        for pct in [0.0, 0.3, 0.75] {
            let offset = Point(x: (2 + pct) * viewport.width, y: 0)
            let cards = deck.elements(in: Rect(origin: offset, size: viewport), offset: offset)
            for (k, card) in cards.enumerated() where k > 0 {
                let expected = pow(0.95, Double(k) - pct)
                #expect(abs(card.transform.a - expected) < 1e-12 && abs(card.transform.d - expected) < 1e-12)
            }
        }
    }

    @Test func aRightSwipeThrowsToTheRightAndStartsAtTheLastPage() throws {
        let deck = try prepared(StackLayout.self, ["swipeDirection=right"], viewport: viewport, itemCount: 10)
        #expect(deck.initialContentOffset.x == 9 * viewport.width)
        #expect(deck.currentIndex(at: deck.initialContentOffset) == 0)
        // Dragging right moves the content offset back: the top card follows the finger right and turns right.
        let offset = Point(x: deck.initialContentOffset.x - 100, y: 0)
        let top = try #require(deck.attributesForItem(at: IndexPath(item: 0), offset: offset))
        #expect(abs(top.center.x - (offset.x + viewport.width / 2 + 100)) < 1e-9)
        #expect(top.transform.b > 0)
        #expect(deck.contentOffset(focusing: IndexPath(item: 4), from: .zero)?.x == 5 * viewport.width)
        let target = deck.targetContentOffset(forProposed: offset, velocity: Point(x: -2000, y: 0), current: offset)
        #expect(target.x == 8 * viewport.width, "a flick right throws card 0")
    }

    @Test func upAndDownSwipesScrollVertically() throws {
        let deck = try prepared(StackLayout.self, ["swipeDirection=up"], viewport: viewport, itemCount: 10)
        #expect(deck.scrollAxis == .vertical && deck.contentSize == Size(width: 390, height: 8440))
        let offset = Point(x: 0, y: 200)
        let top = try #require(deck.elements(in: Rect(origin: offset, size: viewport), offset: offset).first)
        #expect(abs(top.center.y - (200 + viewport.height / 2 - 200)) < 1e-9 && top.transform.b == 0)
    }

    @Test func aLoopingDeckStartsOver() throws {
        let deck = try prepared(StackLayout.self, ["loop=true"], viewport: viewport, itemCount: 5)
        let w = try #require(deck.wrapping)
        #expect(w.period == 5 * viewport.width)
        let offset = Point(x: 4.5 * viewport.width, y: 0)
        let items = deck.elements(in: Rect(origin: offset, size: viewport), offset: offset).map(\.indexPath.item)
        #expect(items == [4, 0, 1, 2])
        #expect(deck.currentIndex(at: Point(x: 5 * viewport.width, y: 0)) == 0)
        let target = deck.targetContentOffset(forProposed: offset, velocity: Point(x: 2000, y: 0), current: offset)
        #expect(target.x == 5 * viewport.width, "past the last card, not clamped")
        let small = try prepared(StackLayout.self, ["loop=true"], viewport: viewport, itemCount: 2)
        #expect(small.elements(in: .zero, offset: .zero).count == 2)
    }

    @Test func theOverlayFadesInWithTheThrow() throws {
        let deck = try prepared(StackLayout.self, viewport: viewport, itemCount: 10)
        #expect(deck.swipeOverlay(at: Point(x: 2 * viewport.width, y: 0)) == nil)
        // Fully shown half a card width (125 points) out, where a slow release throws.
        #expect(deck.throwDistance == 125)
        let early = try #require(deck.swipeOverlay(at: Point(x: 2 * viewport.width + 39, y: 0)))
        #expect(early.item == 2 && abs(early.alpha - 39.0 / 125) < 1e-9)
        #expect(deck.swipeOverlay(at: Point(x: 2 * viewport.width + 125, y: 0))?.alpha == 1)
        #expect(deck.swipeOverlay(at: Point(x: 2.6 * viewport.width, y: 0))?.alpha == 1)
        #expect(StackLayout.SwipeDirection.left.overlayTitle == "NOPE")
        #expect(StackLayout.SwipeDirection.right.overlayTitle == "LIKE")
    }
}
