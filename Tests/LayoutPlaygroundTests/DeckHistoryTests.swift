import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// A card thrown on the stack is an undo step of its own: Ctrl+Z brings
/// the card back (Koloda's revert) before it takes back anything else, and
/// throwing never marks the document changed.
@Suite struct DeckHistoryTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    private func stack() throws -> (Playground, shown: () -> [Int]) {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .cards
        let p = try Playground(configuration: configuration)
        try p.selectLayout(.stack)
        var shown: [Int] = []
        p.onShowDeckItem = { shown.append($0) }
        return (p, { shown })
    }

    @Test func twoThrowsAreTwoStepsThatBringTheCardsBackBeforeTheLayoutSwitch() throws {
        let (p, shown) = try stack()
        let modified = p.isModified
        p.recordDeckMove(from: 0, to: 1, thrown: true)
        p.recordDeckMove(from: 1, to: 2, thrown: true)
        #expect(p.history.undoEdit?.name == "Throw")
        #expect(p.isModified == modified, "a throw does not change what the person made")
        #expect(p.undo() && shown() == [1], "the last card comes back")
        #expect(p.layoutKind == .stack)
        #expect(p.undo() && shown() == [1, 0])
        #expect(p.history.undoEdit?.name == "Stack", "then the layout switch")
        #expect(p.undo() && p.layoutKind == .cards)
        #expect(p.redo() && p.redo() && shown() == [1, 0, 1], "redo throws again")
    }

    @Test func cardsDraggedBackTakeTheThrowBackByHand() throws {
        let (p, _) = try stack()
        p.recordDeckMove(from: 0, to: 3, thrown: true)
        p.recordDeckMove(from: 3, to: 1, thrown: false)
        #expect(p.history.undoCount == 2, "the switch and what is still thrown")
        guard case .deck(0, 1, true)? = p.history.undoEdit else {
            Issue.record("the throw now reaches card 1: \(String(describing: p.history.undoEdit))")
            return
        }
        p.recordDeckMove(from: 1, to: 0, thrown: false)
        #expect(p.history.undoCount == 1 && p.history.undoEdit?.name == "Stack", "nothing is thrown any more")
        // Dragged back past where the deck began: a step of its own.
        p.recordDeckMove(from: 0, to: 0, thrown: false)
        #expect(p.history.undoCount == 1)
    }
}

/// A text field's writing is one step while the field has the keyboard.
@Suite struct FieldEditHistoryTests {
    private func alpha(_ text: String) throws -> LayoutParameters {
        var p = LayoutParameters(layoutID: "carousel", specs: CarouselLayout.parameterSpecs)
        try p.apply(assignments: ["type=custom", "alpha=\(text)"])
        return p
    }

    @Test func writingInAFieldIsOneStepWhateverThePauses() throws {
        var history = EditHistory()
        let start = try alpha("1 - abs(offset) / 4")
        history.openField("alpha")
        var before = start
        for (t, text) in [(0.0, "1"), (5.0, "1 - abs(offset)"), (20.0, "1 - abs(offset) / 2")] {
            let after = try alpha(text)
            history.record(.parameters(before: before, after: after, name: "Alpha", key: "alpha"), at: t)
            before = after
        }
        #expect(history.undoCount == 1)
        guard case .parameters(let first, _, _, _)? = history.undoEdit else { Issue.record("a parameter step"); return }
        #expect(first == start, "undone, the field shows what it held before the person began")
        history.closeField()
        history.record(.parameters(before: before, after: try alpha("0.5"), name: "Alpha", key: "alpha"), at: 40)
        #expect(history.undoCount == 2, "a later edit of the field is a step of its own")
        // Without the field open, pauses longer than a second split the writing.
        history.record(.parameters(before: before, after: try alpha("0.4"), name: "Alpha", key: "alpha"), at: 45)
        #expect(history.undoCount == 3)
    }
}
