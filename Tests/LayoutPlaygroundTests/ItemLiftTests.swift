import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// Carrying an item: its drawing, edge scrolling, and the data edits it makes.
@Suite(.serialized) struct ItemLiftTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    @Test func theCarriedItemFollowsThePointerLargerAndOnTop() {
        let picked = LayoutAttributes(indexPath: IndexPath(item: 3), frame: Rect(x: 100, y: 50, width: 80, height: 40))
        var lift = ItemLift(before: .placeholder(count: 5), origin: 3, picked: picked, pointer: Point(x: 110, y: 60))
        lift.pointer = Point(x: 150, y: 20)
        let carried = lift.carried(at: IndexPath(item: 1))
        #expect(carried.center == Point(x: 180, y: 30))
        #expect(carried.indexPath == IndexPath(item: 1))
        #expect(carried.transform == AffineTransform(scaleX: ItemLift.scale, y: ItemLift.scale))
        #expect(carried.zIndex > 1_000_000)
    }

    @Test func theContentScrollsFasterNearerTheEdge() {
        let viewport = Size(width: 800, height: 600)
        func speed(_ y: Double) -> Double { ItemLift.autoscrollSpeed(pointer: Point(x: 400, y: y), viewport: viewport, axis: .vertical) }
        #expect(speed(300) == 0)
        #expect(speed(ItemLift.edgeZone + 1) == 0)
        #expect(speed(ItemLift.edgeZone / 2) == -ItemLift.edgeSpeed / 2)
        #expect(speed(0) == -ItemLift.edgeSpeed)
        #expect(speed(-50) == -ItemLift.edgeSpeed)
        #expect(speed(600 - ItemLift.edgeZone / 4) == ItemLift.edgeSpeed * 3 / 4)
        #expect(speed(700) == ItemLift.edgeSpeed)
        // Along x for horizontal layouts; a tiny viewport keeps a middle.
        #expect(ItemLift.autoscrollSpeed(pointer: Point(x: 795, y: 0), viewport: viewport, axis: .horizontal) > 0)
        #expect(ItemLift.autoscrollSpeed(pointer: Point(x: 50, y: 50), viewport: Size(width: 100, height: 100),
                                         axis: .vertical) == 0)
    }

    @Test func aLandingGlidesFromThePointerToTheSlot() {
        let from = LayoutAttributes(indexPath: IndexPath(item: 2), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let slot = LayoutAttributes(indexPath: IndexPath(item: 2), frame: Rect(x: 100, y: 0, width: 10, height: 10))
        let landing = ItemLanding(from: from, target: 2, startTime: 10)
        #expect(landing.frame(at: 10, slot: slot).center.x == 5)
        #expect(landing.frame(at: 10 + ItemLanding.duration / 2, slot: slot).center.x == 55)
        #expect(landing.frame(at: 11, slot: slot).center.x == 105)
        #expect(!landing.isDone(at: 10.2) && landing.isDone(at: 10.25))
    }

    private func titles(_ p: Playground) -> [String] {
        p.dataset.sections.flatMap(\.items).map { $0.title ?? "" }
    }

    @Test func previewsMoveTheSlotAndTheDropIsOneEditUndoTakesBack() throws {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .flow
        let p = try Playground(configuration: configuration)
        let start = titles(p)
        let before = p.dataset
        // Carried from 0 over 3, then 5, then back to 2: the slot follows.
        try p.previewMove(from: 0, to: 3)
        #expect(titles(p)[3] == start[0])
        try p.previewMove(from: 3, to: 5)
        try p.previewMove(from: 5, to: 2)
        #expect(titles(p)[2] == start[0] && titles(p)[0] == start[1] && titles(p)[3] == start[3])
        #expect(p.pendingUpdate == nil)
        p.endMove(before: before, origin: 0, target: 2)
        let dropped = titles(p)
        #expect(p.undo())
        #expect(titles(p) == start)
        #expect(p.redo())
        #expect(titles(p) == dropped)
        // A drop where it started is no edit.
        p.endMove(before: p.dataset, origin: 4, target: 4)
        #expect(p.undo() && titles(p) == start)
        #expect(!p.undo())
    }

    @Test func aCarryLetGoWithoutADropStaysAsShownAsOneEdit() throws {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .flow
        let p = try Playground(configuration: configuration)
        let start = titles(p)
        // Carried from 1 over 4 and on to 6, then another change comes (a delete).
        try p.previewMove(from: 1, to: 4)
        try p.previewMove(from: 4, to: 6)
        let carried = titles(p)
        #expect(carried[6] == start[1] && carried[1] == start[2])
        try p.perform(BatchUpdate([.delete(0)]), name: "Delete")
        #expect(titles(p) == Array(carried.dropFirst()))
        // The carry became the edit before the delete: two undos, the start.
        #expect(p.undo() && titles(p) == carried)
        #expect(p.undo() && titles(p) == start)
        #expect(p.redo() && titles(p) == carried)
        // Carried and put back where it was: no edit.
        try p.previewMove(from: 3, to: 0)
        try p.previewMove(from: 0, to: 3)
        try p.perform(BatchUpdate([.delete(0)]), name: "Delete")
        #expect(p.undo() && titles(p) == carried)
        #expect(p.undo() && titles(p) == start)
    }

    @Test func aPreviewKeepsTheOffsetOthersKeepTheFocus() throws {
        var configuration = ViewConfiguration()
        configuration.layoutKind = .cards
        let p = try Playground(configuration: configuration)
        var kept: [Bool] = []
        p.observe { _ in kept.append(p.pendingUpdate?.keepsOffset ?? false) }
        try p.previewMove(from: 0, to: 1)
        try p.perform(BatchUpdate([.move(from: 1, to: 0)]))
        #expect(kept == [true, false])
    }

    @Test func theCarriableLayoutsAreThoseInReadingOrder() {
        let reorders = LayoutKind.allCases.filter { LayoutDescription.of($0).reorders }.map(\.rawValue)
        #expect(Set(reorders) == ["cards", "carousel", "waterfall", "flow"])
    }
}
