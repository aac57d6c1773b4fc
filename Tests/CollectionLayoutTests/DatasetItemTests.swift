import CollectionLayout
import Testing

/// Items are values that share their fields until written.
@Suite struct DatasetItemTests {
    @Test func aCopyIsIndependentOnceWritten() {
        let original = DatasetItem(size: Size(width: 10, height: 20), title: "A", price: "$1")
        var copy = original
        #expect(copy == original)
        copy.title = "B"
        copy.size = nil
        #expect(original.title == "A" && original.size == Size(width: 10, height: 20))
        #expect(copy.title == "B" && copy.size == nil && copy.price == "$1")
        #expect(copy != original)
        #expect(Set([original, copy, original]).count == 2)
    }

    @Test func equalFieldsAreEqualItemsWithEqualHashes() {
        let a = DatasetItem(title: "Tag", color: RGBColor(red: 1, green: 0, blue: 0))
        let b = DatasetItem(title: "Tag", color: RGBColor(red: 1, green: 0, blue: 0))
        #expect(a == b && a.hashValue == b.hashValue)
    }

    @Test func aMillionRepeatedItemsCostAReferenceEach() {
        // Two words an item: the shared fields and the position that names
        // an item without an id; repeating a dataset shares the fields.
        #expect(MemoryLayout<DatasetItem>.stride == 16)
        let dataset = Dataset(sections: [DatasetSection(items: [DatasetItem(title: "x"), DatasetItem(title: "y")])])
        let repeated = dataset.repeated(toCount: 1_000_000)
        #expect(repeated.sections.count == 1 && repeated.itemCount == 1_000_000)
        #expect(repeated.sections[0].items[999_999].title == "y")
        #expect(repeated.sections[0].items[999_999].id == ItemID(position: 999_999))
    }
}
