import CGtk
import CollectionLayout
import Foundation

/// The card stack's top card when the deck last came to rest, and whether
/// the motion since was not the person's (autoplay, an undo or redo).
struct DeckRest {
    var index: Int?
    var isNotThrown = false
}

/// What the canvas adds to a card stack: the swipe stamp, and throws as
/// undo steps of their own.
extension Canvas {
    /// The layout as a deck, when its description says it is one.
    var deck: StackLayout? {
        LayoutDescription.of(playground.layoutKind).deck(layout)
    }

    /// The deck came to rest: when the person threw cards (or dragged them
    /// back) since the last rest, that is a step Ctrl+Z takes back.
    func noteDeckRest() {
        let index = deck?.currentIndex(at: scroller.restOffset)
        defer {
            deckRest.index = index
            deckRest.isNotThrown = false
        }
        guard let deck, let index, let previous = deckRest.index, previous != index, !deckRest.isNotThrown else { return }
        // On a looping deck the shorter way round is the way the cards went.
        let count = playground.dataset.itemCount
        let ahead = deck.loops && count > 0 ? ((index - previous) % count + count) % count : index - previous
        playground.recordDeckMove(from: previous, to: index, thrown: deck.loops ? ahead <= count / 2 : ahead > 0)
    }

    /// Shows item `i` on top of the deck, as an undo or redo of a throw.
    func showDeckItem(_ i: Int) {
        deckRest.isNotThrown = true
        focus(IndexPath(item: i))
    }

    /// Brings back the card thrown last (Ctrl+Z on the stack, as Koloda's
    /// `revertAction`): the deck goes back one card, animated. Returns
    /// whether there was one to bring back.
    @discardableResult
    func bringBackThrownCard() -> Bool {
        guard let deck, let current = deck.currentIndex(at: scroller.restOffset) else {
            return false
        }
        let count = playground.dataset.itemCount
        let previous = deck.loops ? (current - 1 + count) % count : current - 1
        guard previous >= 0, previous != current else { return false }
        showDeckItem(previous)
        return true
    }

    /// Whether the deck is bringing a card back (Ctrl+Z, a drag back, a
    /// card returning after a short swipe): the content moves back from
    /// where the drag began, or a motion heads back to an earlier rest.
    private var isBringingBack: Bool {
        let axis = layout.scrollAxis
        if let origin = scroller.dragOrigin { return scroller.offset[axis] < origin }
        return scroller.isMoving && scroller.restOffset[axis] < scroller.offset[axis]
    }

    /// The stamp on a stack's card as it is thrown — "NOPE" to the left,
    /// "LIKE" to the right, as dating-app decks mark a swipe — turning with
    /// the card and fading in with the distance it has travelled. A card
    /// coming back shows none (as Koloda's revert).
    func drawSwipeStamp(_ elements: [LayoutAttributes], offset: Point, _ cr: OpaquePointer) {
        guard !isBringingBack, let deck, let overlay = deck.swipeOverlay(at: offset),
              let card = elements.first(where: { $0.category == .cell && $0.indexPath.item == overlay.item })
        else { return }
        // The stamp sits on the card, tilted: its rows are the card's and a little more.
        if let box = card.screenQuad()?.boundingBox {
            noteDrawn(box.offsetBy(dx: -offset.x, dy: -offset.y), margin: 60)
        } else {
            noteDrawnEverywhere()
        }
        let direction = deck.direction
        let colour: (Double, Double, Double) = switch direction {
        case .left: (0.91, 0.25, 0.35)
        case .right: (0.30, 0.80, 0.58)
        case .up: (0.25, 0.60, 0.95)
        case .down: (0.55, 0.55, 0.60)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, card.center.x - offset.x, card.center.y - offset.y)
        let t = card.transform
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
        // Opposite the way the card goes, tilted like a rubber stamp.
        let side = direction == .left ? 1.0 : -1.0
        let w = card.size.width, h = card.size.height
        cairo_translate(cr, side * w * 0.22, -h * 0.34)
        cairo_rotate(cr, side * 0.26)
        overlays.stamp(tr(direction.overlayTitle), size: 26,
                       colour: (colour.0, colour.1, colour.2, overlay.alpha * card.alpha), into: cr)
    }
}
