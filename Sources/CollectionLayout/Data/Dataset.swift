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

/// The items a view shows, from JSON (docs/REFERENCE.md): an array of items, or
/// `{"sections": [{"title": …, "items": [...]}]}`.
public struct Dataset: Hashable, Sendable {
    /// The sections, in order (a plain array of items is one untitled
    /// section), in chunks shared with the data this was copied or
    /// updated from (see `SectionList`).
    public var sections: SectionList {
        didSet { highestOrdinal.value = nil }
    }
    /// Where the data came from (a path, or a name for built-in data).
    public var source: String
    /// The number of items in all sections, kept as the sections change, so
    /// asking costs nothing (a canvas asks every frame).
    ///
    /// - Complexity: O(1).
    public var itemCount: Int { sections.itemCount }
    /// The flat index of each section's first item, kept as the sections
    /// change (a running count in each chunk of sections), so that a batch
    /// at a million items in tens of thousands of sections neither counts
    /// them again nor writes one out per section.
    ///
    /// - Complexity: O(1); reading one start O(1) for data as built, else
    ///   O(log s) for s sections.
    public var sectionStarts: SectionStarts { SectionStarts(sections) }
    /// How many items batch updates have inserted so far: the next inserted
    /// item is named `new-<insertedCount + 1>` (see `BatchUpdate`).
    public var insertedCount = 0
    /// The highest item number in use, known while every item is numbered
    /// (from `init` or a batch, until `sections` is written directly), so
    /// that a batch numbers its inserted items without looking at the others.
    var highestOrdinal = Unrecorded<Int?>(nil)

    /// A dataset of `sections` from `source`. Items that no dataset has
    /// numbered yet are numbered here, which identifies those without an id
    /// (`ItemID`): by their position when none is numbered (fresh data),
    /// else after the highest number already used, in order, so that items
    /// added to an existing dataset (a page loaded at the front) never take
    /// a survivor's identity.
    ///
    /// The highest number and the unnumbered items are found from what each
    /// chunk of an `ItemList` keeps of its items' numbers, not by reading
    /// the items, and only the chunks holding unnumbered items are read.
    /// (`BatchUpdate.apply(to:)` numbers its inserted items itself when it
    /// can, and then makes its dataset without this.)
    ///
    /// - Complexity: O(s + n/B + B·k) for s sections, n items in chunks of
    ///   B = 1,024 and k chunks holding unnumbered items; allocates only
    ///   when an item needs a number.
    public init(sections: [DatasetSection], source: String = "dataset") {
        self.init(sections: SectionList(sections), source: source)
    }

    /// A dataset of the sections in `sections` from `source`, numbered as
    /// `init(sections:source:)` numbers an array of them (the list's chunks
    /// are shared where no item needs a number).
    ///
    /// - Complexity: O(s + n/B + B·k), as `init(sections:source:)`.
    public init(sections: SectionList, source: String = "dataset") {
        var sections = sections
        var highest = -1
        var unnumbered = 0
        for s in sections.indices {
            let summary = sections[s].items.ordinalSummary
            highest = max(highest, summary.highest)
            unnumbered += summary.unnumbered
        }
        if unnumbered > 0 {
            var next = highest + 1
            var position = 0
            for s in sections.indices {
                // Only the sections holding unnumbered items are written to.
                if sections[s].items.ordinalSummary.unnumbered == 0 {
                    position += sections[s].items.count
                } else {
                    sections[s].items.numberUnnumbered(next: &next, position: &position, byPosition: highest < 0)
                }
            }
            // Numbered by position (none was numbered): all of them, 0 to n − 1.
            highest = highest < 0 ? position - 1 : next - 1
        }
        self.sections = sections
        self.source = source
        highestOrdinal.value = highest
    }

    /// A dataset whose items are all numbered already, `highest` the
    /// highest number (a batch's result, see `BatchUpdate.apply(to:)`).
    ///
    /// - Complexity: O(1).
    init(numbered sections: SectionList, source: String, highest: Int) {
        self.sections = sections
        self.source = source
        highestOrdinal.value = highest
    }

    /// `count` generated items in one section ("Item 1", "Item 2"…) without
    /// sizes, for layouts that need none.
    ///
    /// - Complexity: O(count).
    public static func placeholder(count: Int) -> Dataset {
        Dataset(sections: [DatasetSection(items: (0..<max(0, count)).map { DatasetItem(title: "Item \($0 + 1)") })],
                source: "generated")
    }

    /// All items in one untitled section (the sections' chunks of items
    /// are shared where they are large enough to stay chunks).
    ///
    /// - Complexity: O(n) for n items at most; O(s·B + n/B) for s sections
    ///   in chunks of B = 1,024.
    public func flattened() -> Dataset {
        guard sections.count != 1 || sections.first?.title != nil else { return self }
        var items = ItemList()
        for s in sections.indices { items.append(contentsOf: sections[s].items) }
        return Dataset(sections: [DatasetSection(items: items)], source: source)
    }

    /// The dataset repeated cyclically, item by item across sections, until it
    /// holds `count` items (fewer items: the first `count`). Section shapes
    /// repeat too; an empty dataset stays empty. One untitled section stays
    /// one section (not one section per round).
    ///
    /// Identities stay unique: the first round keeps its items' ids; every
    /// later copy is identified by its index in the repeated dataset (its
    /// `"id"`, if any, is not copied), so item 40 of `--items 100` over a
    /// 16-item dataset has id `"40"`.
    ///
    /// - Complexity: O(count + s) for s sections; allocates per copied item
    ///   only for items that carry an explicit id.
    public func repeated(toCount count: Int) -> Dataset {
        let total = itemCount
        guard total > 0, count != total else { return self }
        func copy(_ item: DatasetItem, at index: Int) -> DatasetItem {
            var c = item
            if c.explicitID != nil { c.explicitID = nil }
            c.ordinal = index
            return c
        }
        if sections.count == 1, sections[0].title == nil {
            let items = sections[0].items
            var out: [DatasetItem] = []
            out.reserveCapacity(max(0, count))
            out.append(contentsOf: items.prefix(count))
            while out.count < count {
                for item in items.prefix(count - out.count) { out.append(copy(item, at: out.count)) }
            }
            var result = Dataset(sections: [DatasetSection(items: out)], source: source)
            result.insertedCount = insertedCount
            return result
        }
        // Which section each copy repeats, how many of its items, and where
        // they start; then the copies, on the machine's cores.
        var plan: [(section: Int, take: Int, first: Int, round: Int)] = []
        var remaining = max(0, count)
        var round = 0
        var index = 0
        while remaining > 0 {
            for (k, section) in sections.enumerated() where remaining > 0 && !section.items.isEmpty {
                let take = min(remaining, section.items.count)
                plan.append((k, take, index, round))
                index += take
                remaining -= take
            }
            round += 1
        }
        let sections = self.sections
        let out = plan.concurrentMap { step -> DatasetSection in
            let section = sections[step.section]
            var title = section.title
            if step.round > 0, let t = title { title = "\(t) (\(step.round + 1))" }
            let items = step.round == 0 ? section.items.prefix(step.take) { _, _ in }
                : section.items.prefix(step.take) { item, i in
                    if item.explicitID != nil { item.explicitID = nil }
                    item.ordinal = step.first + i
                }
            return DatasetSection(title: title, items: items, metrics: section.metrics)
        }
        var result = Dataset(sections: out, source: source)
        result.insertedCount = insertedCount
        return result
    }

    /// The identity of the item at `indexPath`, or nil when out of range. An
    /// item added without one (appended to `sections` directly) is named by
    /// its current flat position.
    ///
    /// - Complexity: O(1) for named or numbered items, else O(s) for s sections.
    public func id(at indexPath: IndexPath) -> ItemID? {
        guard let item = item(at: indexPath) else { return nil }
        if let id = item.id { return id }
        return ItemID(position: flatIndex(of: indexPath))
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
        keepingSections ? sections.concurrentMap { $0.items.map(\.metrics) } : [sections.flatMap { $0.items.map(\.metrics) }]
    }

    /// What a layout is prepared with to show this data in `viewport`: the
    /// items' metrics section by section and what each section asks for.
    ///
    /// - Complexity: O(n) for n items.
    public func context(viewport: Size, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
                        layoutDirection: LayoutDirection = .leftToRight) -> LayoutContext {
        var context = LayoutContext(viewport: viewport, sections: metrics(keepingSections: true),
                                    textMeasurer: textMeasurer, layoutDirection: layoutDirection)
        context.sectionMetrics = sections.map(\.metrics)
        return context
    }
}
