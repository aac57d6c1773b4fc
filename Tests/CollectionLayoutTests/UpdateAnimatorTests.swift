import CollectionLayout
import Testing

/// The animator against hand-computed frames, and the offset that keeps
/// the user's place.
@Suite struct UpdateAnimatorTests {
    static let viewport = Size(width: 800, height: 600)

    /// Old and new views of `layoutID` over `dataset` and the animation between them.
    static func animate(_ layoutID: String, _ assignments: [String] = [], dataset: Dataset, offset: Point? = nil,
                        batch: String, viewport: Size = viewport) throws
        -> (old: any CollectionLayout, new: any CollectionLayout, result: BatchUpdate.Result, animator: UpdateAnimator) {
        let old = try LayoutRegistry.make(layoutID, assignments: assignments)
        old.prepare(LayoutContext(viewport: viewport, sections: dataset.metrics(keepingSections: true)))
        let result = try BatchUpdate(parsing: batch).apply(to: dataset)
        let new = try LayoutRegistry.make(layoutID, assignments: assignments)
        new.prepare(LayoutContext(viewport: viewport, sections: result.dataset.metrics(keepingSections: true)))
        let oldOffset = offset ?? old.initialContentOffset
        let newOffset = UpdateAnimator.anchoredOffset(old: old, oldOffset: oldOffset, new: new,
                                                      mapping: result.mapping, viewport: viewport)
        let animator = UpdateAnimator(old: old, oldDataset: dataset, oldOffset: oldOffset, new: new,
                                      newDataset: result.dataset, newOffset: newOffset,
                                      mapping: result.mapping, viewport: viewport)
        return (old, new, result, animator)
    }

    static func byID(_ elements: [AnimatedElement]) -> [String: AnimatedElement] {
        Dictionary(elements.map { ($0.id.description, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Cards (800×600): card i centred at x = 400 + 285·i, scale
    /// k = max(0.85, 1 − d·0.15/535) for its distance d from the centre.
    static func k(_ d: Double) -> Double { max(0.85, 1 - d * 0.15 / 535) }

    @Test func deletingTheCentredCardSlidesItOutAndTheNextOneIn() throws {
        let (_, _, _, animator) = try Self.animate("cards", dataset: .placeholder(count: 16), batch: "delete 0")
        #expect(animator.oldOffset == .zero && animator.newOffset == .zero)

        let start = Self.byID(animator.elements(at: 0))
        #expect(Set(start.keys) == ["0", "1", "2"])
        #expect(start["0"]!.attributes.center == Point(x: 400, y: 300) && start["0"]!.change == .disappears)
        #expect(start["1"]!.attributes.center.x == 685 && start["1"]!.attributes.transform.a == Self.k(285))
        #expect(start["1"]!.attributes.indexPath == IndexPath(item: 0))
        // Card 2 comes into view from where it was, just off screen.
        #expect(start["2"]!.attributes.center.x == 970 && start["2"]!.attributes.transform.a == 0.85)

        let mid = Self.byID(animator.elements(at: 0.5))
        // The deleted card slides right until its frame clears the viewport by
        // half its width: 800 − 260 + 140 = 680 points.
        #expect(close(mid["0"]!.attributes.center.x, 400 + 340))
        #expect(close(mid["1"]!.attributes.center.x, (685 + 400) / 2))
        #expect(close(mid["1"]!.attributes.transform.a, (Self.k(285) + 1) / 2))
        #expect(close(mid["2"]!.attributes.center.x, (970 + 685) / 2))
        #expect(close(mid["2"]!.attributes.transform.a, (0.85 + Self.k(285)) / 2))

        let end = Self.byID(animator.elements(at: 1))
        #expect(Set(end.keys) == ["1", "2"])
        #expect(end["1"]!.attributes.center.x == 400 && end["1"]!.attributes.transform.a == 1)
        #expect(end["2"]!.attributes.center.x == 685 && end["2"]!.attributes.indexPath == IndexPath(item: 1))
    }

    @Test func anInsertedItemFadesInFromEightTenthsScale() throws {
        // Flow, one 780×100 item a line: item i spans y = 10 + 110·i … +100.
        let items = (0..<10).map { _ in DatasetItem(size: Size(width: 780, height: 100)) }
        let dataset = Dataset(sections: [DatasetSection(items: items)])
        let (_, _, _, animator) = try Self.animate("flow", dataset: dataset, batch: "insert 1")
        #expect(animator.newOffset == .zero) // at the top the offset stays
        let inserted = try #require(Self.byID(animator.elements(at: 0.5))["new-1"])
        #expect(inserted.change == .appears)
        #expect(inserted.attributes.center == Point(x: 400, y: 170))
        #expect(close(inserted.attributes.alpha, 0.5) && close(inserted.attributes.transform.a, 0.9))
        let start = try #require(Self.byID(animator.elements(at: 0))["new-1"])
        #expect(start.attributes.alpha == 0 && close(start.attributes.transform.d, 0.8))
        let end = try #require(Self.byID(animator.elements(at: 1))["new-1"])
        #expect(end.attributes.alpha == 1 && end.attributes.transform == .identity)
        // The item it pushed down moves by one line, 110 points.
        let pushed = try #require(Self.byID(animator.elements(at: 0.5))["1"])
        #expect(pushed.attributes.center.y == 170 + 55 && pushed.attributes.indexPath == IndexPath(item: 2))
    }

    @Test func insertingAboveTheFirstVisibleItemKeepsItInPlace() throws {
        let items = (0..<10).map { _ in DatasetItem(size: Size(width: 780, height: 100)) }
        let dataset = Dataset(sections: [DatasetSection(items: items)])
        let (_, _, _, animator) = try Self.animate("flow", dataset: dataset, offset: Point(x: 0, y: 220),
                                                   batch: "insert 0", viewport: Size(width: 800, height: 300))
        // Item 2 (y 230…330) was first in view; it moves down 110, so does the offset.
        #expect(animator.newOffset == Point(x: 0, y: 330))
        for t in [0, 0.25, 0.5, 1] {
            let offset = animator.contentOffset(at: t)
            let item2 = try #require(Self.byID(animator.elements(at: t))["2"])
            #expect(item2.attributes.center.y - offset.y == 280 - 220, "t = \(t)")
        }
        #expect(animator.contentOffset(at: 0.5) == Point(x: 0, y: 275))
        #expect(Self.byID(animator.elements(at: 1))["new-1"] == nil)
    }

    @Test func deletingAboveScrollsBackAndClampsToTheContent() throws {
        let items = (0..<10).map { _ in DatasetItem(size: Size(width: 780, height: 100)) }
        let dataset = Dataset(sections: [DatasetSection(items: items)])
        // Item 7 (y 780…880) is first in view at 800; three items above it
        // go, so it and the offset move up 330.
        let up = try Self.animate("flow", dataset: dataset, offset: Point(x: 0, y: 800),
                                  batch: "delete 0; delete 1; delete 2", viewport: Size(width: 800, height: 300))
        #expect(up.animator.newOffset == Point(x: 0, y: 470))
        // Deleting the last two leaves 8·110 + 10 = 890 points of content: the
        // offset is clamped to 890 − 300.
        let clamped = try Self.animate("flow", dataset: dataset, offset: Point(x: 0, y: 810),
                                       batch: "delete 8; delete 9", viewport: Size(width: 800, height: 300))
        #expect(clamped.animator.newOffset == Point(x: 0, y: 590))
    }

    @Test func aPagerKeepsItsCurrentItem() throws {
        // Card 3 is current at x = 3·285; inserting two before it keeps it centred.
        let (old, new, _, animator) = try Self.animate("cards", dataset: .placeholder(count: 16),
                                                       offset: Point(x: 855, y: 0), batch: "insert 0; insert 2")
        #expect(old.currentIndex(at: animator.oldOffset) == 3)
        #expect(animator.newOffset == Point(x: 5 * 285, y: 0))
        #expect(new.currentIndex(at: animator.newOffset) == 5)
        let third = try #require(Self.byID(animator.elements(at: 0.5))["3"])
        #expect(close(third.attributes.center.x - animator.contentOffset(at: 0.5).x, 400))
        // Replacing the current card keeps the offset.
        let replaced = try Self.animate("cards", dataset: .placeholder(count: 16), offset: Point(x: 855, y: 0),
                                        batch: "delete 3; insert 3").animator
        #expect(replaced.newOffset == Point(x: 855, y: 0))
    }

    @Test func theStackThrowsADeletedCardOutToTheLeft() throws {
        let (old, _, _, animator) = try Self.animate("stack", dataset: .placeholder(count: 8), batch: "delete 0")
        let thrown = try #require(Self.byID(animator.elements(at: 0.999))["0"])
        #expect(thrown.change == .disappears)
        #expect(thrown.attributes.frame.maxX < 0)
        let top = try #require(old.attributesForItem(at: IndexPath(item: 0), offset: .zero))
        #expect(Self.byID(animator.elements(at: 0))["0"]?.attributes == top)
    }
}
