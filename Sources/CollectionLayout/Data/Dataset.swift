import Foundation

/// What is wrong with a dataset, named precisely: the file, the item and the
/// field. The description is the one line the command line prints.
public struct DatasetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or name) of the dataset.
    public var source: String
    /// What is wrong, naming the item and field.
    public var message: String

    /// An error in `source` described by `message`.
    public init(source: String, message: String) {
        self.source = source
        self.message = message
    }

    /// `source: message`, as the command line prints it.
    public var description: String { "\(source): \(message)" }
}

/// The items a view shows, from JSON (SPEC §1.7): an array of items, or
/// `{"sections": [{"title": …, "items": [...]}]}`.
public struct Dataset: Hashable, Sendable {
    /// The sections, in order (a plain array of items is one untitled section).
    public var sections: [DatasetSection] {
        didSet { itemCount = Self.count(sections) }
    }
    /// Where the data came from (a path, or a name for built-in data).
    public var source: String
    /// The number of items in all sections, kept as the sections change, so
    /// asking costs nothing (a canvas asks every frame).
    ///
    /// - Complexity: O(1).
    public private(set) var itemCount: Int

    /// A dataset of `sections` from `source`.
    public init(sections: [DatasetSection], source: String = "dataset") {
        self.sections = sections
        self.source = source
        itemCount = Self.count(sections)
    }

    private static func count(_ sections: [DatasetSection]) -> Int {
        sections.reduce(0) { $0 + $1.items.count }
    }

    /// `count` generated items in one section ("Item 1", "Item 2"…) without
    /// sizes, for layouts that need none.
    ///
    /// - Complexity: O(count).
    public static func placeholder(count: Int) -> Dataset {
        Dataset(sections: [DatasetSection(items: (0..<max(0, count)).map { DatasetItem(title: "Item \($0 + 1)") })],
                source: "generated")
    }

    /// All items in one untitled section.
    ///
    /// - Complexity: O(n) for n items.
    public func flattened() -> Dataset {
        guard sections.count != 1 || sections.first?.title != nil else { return self }
        return Dataset(sections: [DatasetSection(items: sections.flatMap(\.items))], source: source)
    }

    /// The dataset repeated cyclically, item by item across sections, until it
    /// holds `count` items (fewer items: the first `count`). Section shapes
    /// repeat too; an empty dataset stays empty. One untitled section stays
    /// one section (not one section per round).
    ///
    /// - Complexity: O(count + s) for s sections.
    public func repeated(toCount count: Int) -> Dataset {
        let total = itemCount
        guard total > 0, count != total else { return self }
        if sections.count == 1, sections[0].title == nil {
            let items = sections[0].items
            var out: [DatasetItem] = []
            out.reserveCapacity(max(0, count))
            while out.count < count { out.append(contentsOf: items.prefix(count - out.count)) }
            return Dataset(sections: [DatasetSection(items: out)], source: source)
        }
        var out: [DatasetSection] = []
        var remaining = max(0, count)
        var round = 0
        while remaining > 0 {
            for section in sections where remaining > 0 && !section.items.isEmpty {
                let take = min(remaining, section.items.count)
                var title = section.title
                if round > 0, let t = title { title = "\(t) (\(round + 1))" }
                out.append(DatasetSection(title: title, items: Array(section.items.prefix(take))))
                remaining -= take
            }
            round += 1
        }
        return Dataset(sections: out, source: source)
    }

    /// The item at `indexPath`, or nil when out of range.
    ///
    /// - Complexity: O(1).
    public func item(at indexPath: IndexPath) -> DatasetItem? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// What a layout reads: the sections' metrics, or one section when the
    /// layout does not group items.
    ///
    /// - Complexity: O(n) for n items.
    public func metrics(keepingSections: Bool) -> [[ItemMetrics]] {
        keepingSections ? sections.map { $0.items.map(\.metrics) } : [sections.flatMap { $0.items.map(\.metrics) }]
    }
}
