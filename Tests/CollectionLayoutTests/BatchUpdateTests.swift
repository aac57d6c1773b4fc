import CollectionLayout
import Foundation
import Testing

/// Batch updates: the text form, UIKit's index rules, validation, identity.
@Suite struct BatchUpdateTests {
    /// Five items titled A…E, numbered 0…4.
    static let letters = Dataset(sections: [DatasetSection(items: ["A", "B", "C", "D", "E"].map { DatasetItem(title: $0) })])

    static func titles(_ d: Dataset) -> [String] { d.sections.flatMap { $0.items.map { $0.title ?? "?" } } }
    static func ids(_ d: Dataset) -> [String] { d.sections.flatMap { $0.items.map { $0.id?.description ?? "?" } } }

    @Test func parsesTheTextForm() throws {
        let batch = try BatchUpdate(parsing: " delete 3 ;insert 0;  move 1   4; ")
        #expect(batch.operations == [.delete(3), .insert(0), .move(from: 1, to: 4)])
        #expect(batch.description == "delete 3; insert 0; move 1 4")
        #expect(try BatchUpdate(parsing: batch.description) == batch)
    }

    @Test(arguments: [
        ("", "no operations"), ("delete", "expected 'delete I' with one index"), ("insert 1 2", "with one index"),
        ("move 1", "expected 'move A B'"), ("delete x", "'x' is not an index"), ("delete -1", "'-1' is not an index"),
        ("frob 2", "unknown operation 'frob'"), ("delete 1; move 2 x", "'x' is not an index"),
    ])
    func malformedTextIsOneLineNamingTheOperation(text: String, expected: String) {
        #expect(throws: BatchUpdateError.self) { try BatchUpdate(parsing: text) }
        do {
            _ = try BatchUpdate(parsing: text)
        } catch {
            #expect(error.description.contains(expected), "\(error)")
            #expect(error.description.hasPrefix("invalid update: "))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func deleteAndInsertAtTheSameIndexReplacesTheItem() throws {
        let result = try BatchUpdate(parsing: "delete 0; insert 0").apply(to: Self.letters)
        #expect(Self.titles(result.dataset) == ["A", "B", "C", "D", "E"])
        #expect(Self.ids(result.dataset) == ["new-1", "1", "2", "3", "4"])
        #expect(result.mapping.newIndexOfOld == [-1, 1, 2, 3, 4])
        #expect(result.mapping.oldIndexOfNew == [-1, 1, 2, 3, 4])
        #expect(result.mapping.deleted == [0] && result.mapping.inserted == [0])
    }

    @Test func aMovePutsTheItemAtItsNewIndex() throws {
        let result = try BatchUpdate(parsing: "move 0 3").apply(to: Self.letters)
        #expect(Self.titles(result.dataset) == ["B", "C", "D", "A", "E"])
        #expect(Self.ids(result.dataset) == ["1", "2", "3", "0", "4"])
        let back = try BatchUpdate(parsing: "move 3 0").apply(to: result.dataset)
        #expect(Self.ids(back.dataset) == ["0", "1", "2", "3", "4"])
    }

    @Test func combinedOperationsUseOldIndicesForDeletesAndNewForInserts() throws {
        // Old: A B C D E. Delete B (old 1); A (old 0) goes to new 2; a copy of
        // D (the item at index 3 before the update) goes to new 3; C, D, E
        // fill new 0, 1, 4 in order.
        let result = try BatchUpdate(parsing: "delete 1; insert 3; move 0 2").apply(to: Self.letters)
        #expect(Self.titles(result.dataset) == ["C", "D", "A", "D", "E"])
        #expect(Self.ids(result.dataset) == ["2", "3", "0", "new-1", "4"])
        #expect(result.mapping.newIndexOfOld == [2, -1, 0, 1, 4])
        #expect(result.mapping.oldIndexOfNew == [2, 3, 0, -1, 4])
        #expect(result.mapping.movedFrom == [0])
    }

    @Test func insertsAreNumberedInTheOrderGivenAndAcrossBatches() throws {
        let first = try BatchUpdate(parsing: "insert 6; insert 0").apply(to: Self.letters)
        #expect(Self.ids(first.dataset) == ["new-2", "0", "1", "2", "3", "4", "new-1"])
        // Past the end: a copy of the last item.
        #expect(Self.titles(first.dataset) == ["A", "A", "B", "C", "D", "E", "E"])
        let second = try BatchUpdate(parsing: "insert 1").apply(to: first.dataset)
        #expect(Self.ids(second.dataset)[1] == "new-3")
        let empty = try BatchUpdate(parsing: "insert 0").apply(to: Dataset(sections: []))
        #expect(Self.ids(empty.dataset) == ["new-1"] && empty.dataset.itemCount == 1)
    }

    @Test(arguments: [
        ("delete 5", "index 5 is out of range (5 items, 0…4 before the update)"),
        ("insert 6", "new index 6 is out of range (6 items, 0…5 after the update)"),
        ("delete 1; delete 1", "'delete 1': item 1 is already used by 'delete 1'"),
        ("delete 2; move 2 0", "'move 2 0': item 2 is already used by 'delete 2'"),
        ("insert 0; move 1 0", "'move 1 0': new index 0 is already used by 'insert 0'"),
        ("move 0 1; move 2 1", "new index 1 is already used by 'move 0 1'"),
        ("delete 0; move 1 4", "new index 4 is out of range (4 items, 0…3 after the update)"),
    ])
    func invalidBatchesNameTheOffendingOperation(text: String, expected: String) throws {
        let batch = try BatchUpdate(parsing: text)
        do {
            _ = try batch.apply(to: Self.letters)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.description.hasPrefix("invalid update: '") && error.description.hasSuffix(expected), "\(error)")
        }
    }

    @Test func sectionsKeepTheirItemsAndInsertsJoinThePrecedingItem() throws {
        let items = ["A", "B", "C", "D"].map { DatasetItem(title: $0) }
        let dataset = Dataset(sections: [DatasetSection(title: "one", items: Array(items[0..<2])),
                                         DatasetSection(title: "two", items: Array(items[2..<4]))])
        let result = try BatchUpdate(parsing: "delete 1; insert 2").apply(to: dataset)
        #expect(result.dataset.sections.map { $0.items.map { $0.title! } } == [["A"], ["C", "C", "D"]])
        #expect(result.dataset.sections.map(\.title) == ["one", "two"])
        #expect(result.mapping.newIndexPath(ofOld: IndexPath(item: 1, section: 1)) == IndexPath(item: 2, section: 1))
        #expect(result.mapping.newIndexPath(ofOld: IndexPath(item: 1, section: 0)) == nil)
        #expect(result.mapping.oldIndexPath(ofNew: IndexPath(item: 0, section: 1)) == IndexPath(item: 0, section: 1))
        let emptied = try BatchUpdate(parsing: "delete 0; delete 1").apply(to: dataset)
        #expect(emptied.dataset.sections.map(\.items.count) == [0, 2])
        #expect(emptied.mapping.newIndexPath(ofOld: IndexPath(item: 0, section: 1)) == IndexPath(item: 0, section: 1))
    }

    @Test func randomBatchesKeepEveryIdentityAndMapBothWays() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let n = random.int(in: 0...30)
            let dataset = Dataset.placeholder(count: n)
            let batch = Self.randomBatch(oldCount: n, using: &random)
            let result = try batch.apply(to: dataset)
            let m = result.mapping
            #expect(result.dataset.itemCount == batch.newCount(fromOldCount: n))
            for i in 0..<n {
                guard let j = m.newIndex(ofOld: i) else { continue }
                #expect(m.oldIndex(ofNew: j) == i)
                #expect(result.dataset.sections[0].items[j].id == ItemID(position: i))
            }
            for case .move(let a, let b) in batch.operations { #expect(m.newIndex(ofOld: a) == b) }
            for case .delete(let a) in batch.operations { #expect(m.newIndex(ofOld: a) == nil) }
            for case .insert(let b) in batch.operations { #expect(m.oldIndex(ofNew: b) == nil) }
            #expect(Set(result.dataset.sections[0].items.map(\.id)).count == result.dataset.itemCount)
        }
    }

    /// A valid batch for `oldCount` items: some deletes, moves and inserts,
    /// in random order.
    static func randomBatch(oldCount n: Int, using random: inout SeededRandom) -> BatchUpdate {
        var old = Array(0..<n).shuffled(using: &random)
        let deletes = random.int(in: 0...min(3, n))
        let moves = random.int(in: 0...min(2, n - deletes))
        let inserts = random.int(in: 0...3)
        let newCount = n - deletes + inserts
        var slots = Array(0..<newCount).shuffled(using: &random)
        var ops: [BatchUpdate.Operation] = []
        for _ in 0..<deletes { ops.append(.delete(old.removeLast())) }
        for _ in 0..<moves { ops.append(.move(from: old.removeLast(), to: slots.removeLast())) }
        for _ in 0..<inserts { ops.append(.insert(slots.removeLast())) }
        if ops.isEmpty, newCount > 0 { ops.append(.insert(0)) }
        return BatchUpdate(ops.shuffled(using: &random))
    }
}

/// Item identity from the data, and through repetition.
@Suite struct ItemIdentityTests {
    @Test func idsComeFromTheDataElsePositions() throws {
        let json = #"[{"title": "a", "id": "apple"}, {"title": "b"}, {"title": "c", "id": "cherry"}]"#
        let dataset = try Dataset.parse(Data(json.utf8), source: "t.json")
        #expect(dataset.sections[0].items.map { $0.id?.description } == ["apple", "1", "cherry"])
        #expect(dataset.elementID(for: LayoutAttributes(indexPath: IndexPath(item: 2)))?.description == "cherry")
        #expect(dataset.elementID(for: LayoutAttributes(category: .header, indexPath: IndexPath(item: 0, section: 3)))?
            .description == "header-3")
    }

    @Test(arguments: [
        (#"[{"id": "x"}, {"id": "x"}]"#, #"item 1: field "id": duplicate id "x" (also item 0)"#),
        (#"[{"id": 3}]"#, #"item 0: field "id" must be a string"#),
        (#"[{"id": "1"}, {}]"#, #"item 0: field "id": "1" is also the position of an item without an id"#),
    ])
    func badIdsAreRefused(json: String, message: String) {
        do {
            _ = try Dataset.parse(Data(json.utf8), source: "t.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description == "t.json: \(message)")
        }
    }

    @Test func anIdThatIsItsOwnPositionIsFine() throws {
        let dataset = try Dataset.parse(Data(#"[{"id": "0"}, {}]"#.utf8), source: "t.json")
        #expect(dataset.sections[0].items.map { $0.id?.description } == ["0", "1"])
    }

    @Test func repeatedCopiesAreNamedByTheirIndexInTheRepeatedDataset() throws {
        let dataset = try Dataset.parse(Data(#"[{"id": "a"}, {"title": "b"}, {"id": "c"}]"#.utf8), source: "t.json")
        let repeated = dataset.repeated(toCount: 8)
        #expect(repeated.sections[0].items.map { $0.id!.description } == ["a", "1", "c", "3", "4", "5", "6", "7"])
        #expect(repeated.sections[0].items[3] == dataset.sections[0].items[0])
        let sectioned = Dataset(sections: [DatasetSection(title: "s", items: [DatasetItem(id: "p"), DatasetItem()])])
            .repeated(toCount: 5)
        #expect(sectioned.sections.flatMap { $0.items.map { $0.id!.description } } == ["p", "1", "2", "3", "4"])
    }

    @Test func aPositionNeverEqualsAName() {
        #expect(ItemID("3") != ItemID(position: 3))
        #expect(ItemID("3").description == ItemID(position: 3).description)
    }
}

/// Numbering items that join an existing dataset.
@Suite struct DatasetNumberingTests {
    @Test func itemsAddedToNumberedOnesTakeFreshNumbers() {
        let first = Dataset.placeholder(count: 3)
        let page = [DatasetItem(title: "n1"), DatasetItem(title: "n2")]
        let joined = Dataset(sections: [DatasetSection(items: page + first.sections[0].items)])
        #expect(joined.sections[0].items.map { $0.id!.description } == ["3", "4", "0", "1", "2"])
    }
}
