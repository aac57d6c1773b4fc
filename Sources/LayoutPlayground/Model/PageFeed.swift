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

    /// The items of the bundled `pageFiles` when the layout shows its own
    /// data, else the shown data itself.
    static func make(pageFiles: [String], shown: Dataset, isBundled: Bool) -> PageFeed {
        guard isBundled else { return PageFeed(pool: shown.sections.flatMap(\.items)) }
        let items = pageFiles.compactMap { name in
            ResourceLocator.dataset(named: name).flatMap { try? Dataset.load(path: $0) }
        }.flatMap { $0.sections.flatMap(\.items) }
        return PageFeed(pool: items.isEmpty ? shown.sections.flatMap(\.items) : items)
    }

    /// The next page: `count` distinct items of the pool (all of them when
    /// it is smaller), each page starting elsewhere in the pool and striding
    /// through it by a step coprime to its size, so consecutive pages differ
    /// in selection and order; nil when the pool is empty.
    mutating func nextPage(count: Int = PageFeed.pageSize) -> Dataset? {
        guard !pool.isEmpty else { return nil }
        let n = pool.count
        pagesMade += 1
        let start = (pagesMade * Self.startStride) % n
        let step = Self.step(coprimeTo: n, page: pagesMade)
        let items = (0..<min(count, n)).map { pool[(start + $0 * step) % n] }
        return Dataset(sections: [DatasetSection(items: items)])
    }

    /// How far each page's first item moves through the pool (a prime, so
    /// starts spread over the pool).
    private static let startStride = 7919

    /// A step in 1..<n coprime to `n` (every item reached once in n steps),
    /// different from page to page where the pool allows.
    private static func step(coprimeTo n: Int, page: Int) -> Int {
        guard n > 2 else { return 1 }
        var candidate = 1 + (page * 5) % (n - 1)
        for _ in 0..<n {
            if gcd(candidate, n) == 1 { return candidate }
            candidate = candidate % (n - 1) + 1
        }
        return 1
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}
