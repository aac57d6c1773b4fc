import CollectionLayout

/// Where pull-to-refresh and load-more get their pages: each page is a
/// different selection of the pool's distinct items, in a different order,
/// so consecutive loads never bring the same page again.
struct PageFeed {
    /// The number of items a page brings, as the seed's shop pages.
    static let pageSize = 24

    /// The distinct items pages are made of.
    let pool: [DatasetItem]
    private var pagesMade = 0

    /// A feed over `items`, each distinct item once.
    init(pool items: [DatasetItem]) {
        var seen = Set<DatasetItem>()
        pool = items.filter { seen.insert($0).inserted }
    }

    /// Every bundled shop page (the waterfall's data), else the shown data itself.
    static func forWaterfall(shown: Dataset, bundledNames: [String], isBundled: Bool) -> PageFeed {
        guard isBundled else { return PageFeed(pool: shown.sections.flatMap(\.items)) }
        let items = bundledNames.filter { $0.hasPrefix("shop-") }.compactMap { name in
            ResourceLocator.dataset(named: name).flatMap { try? Dataset.load(path: $0) }
        }.flatMap { $0.sections.flatMap(\.items) }
        return PageFeed(pool: items.isEmpty ? shown.sections.flatMap(\.items) : items)
    }

    /// The next page: `count` distinct items of the pool (all of them when
    /// it is smaller), shuffled anew for each page; nil when the pool is empty.
    mutating func nextPage(count: Int = PageFeed.pageSize) -> Dataset? {
        guard !pool.isEmpty else { return nil }
        pagesMade += 1
        var generator = SplitMix64(seed: UInt64(pagesMade))
        let items = Array(pool.shuffled(using: &generator).prefix(count))
        return Dataset(sections: [DatasetSection(items: items)])
    }
}

/// A small seeded generator (SplitMix64), so pages are the same from run to run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
