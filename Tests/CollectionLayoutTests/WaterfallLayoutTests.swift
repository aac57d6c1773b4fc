import CollectionLayout
import Testing

/// The seed's `LFWaterFlowLayout` (001), ported literally as an oracle:
/// `cellInfo` maps the column (as a string key) to its bottom,
/// `prepareLayout` and `layoutAttributesForElementsInRect:` reset it to
/// `insets.top`, and each item goes to the column found by enumerating it.
///
/// `NSDictionary` enumerates in no specified order; the port enumerates the
/// keys in column order, which makes ties go to the leftmost column as the
/// spec asks. The remaining differences from the spec are the seed's
/// `rowMargin` above the first row (so every seed y is ours + rowMargin and
/// every non-empty seed bottom is ours + rowMargin) and the content height
/// that follows from it.
private final class SeedWaterFlowLayout {
    var columnMargin = 10.0
    var rowMargin = 10.0
    var insets = EdgeInsets(all: 10)
    var count = 3
    var collectionViewWidth = 0.0
    var heightForWidth: (Double, Int) -> Double = { w, _ in w }
    var numberOfItems = 0
    private var cellInfo: [String: Double] = [:]

    private func enumerateCellInfo(_ body: (String, Double) -> Void) {
        for key in cellInfo.keys.sorted(by: { Int($0)! < Int($1)! }) { body(key, cellInfo[key]!) }
    }

    func prepareLayout() {
        for i in 0..<count { cellInfo["\(i)"] = insets.top }
    }

    func layoutAttributesForElementsInRect() -> [Rect] {
        enumerateCellInfo { columnIndex, _ in cellInfo[columnIndex] = insets.top }
        var array: [Rect] = []
        for i in 0..<numberOfItems { array.append(layoutAttributesForItemAtIndexPath(i)) }
        return array
    }

    func layoutAttributesForItemAtIndexPath(_ item: Int) -> Rect {
        var minYForColumn = "0"
        enumerateCellInfo { columnIndex, minY in
            if minY < cellInfo[minYForColumn]! { minYForColumn = columnIndex }
        }
        let width = (collectionViewWidth - insets.left - insets.right - columnMargin * Double(count - 1)) / Double(count)
        let height = heightForWidth(width, item)
        let x = insets.left + (width + columnMargin) * Double(Int(minYForColumn)!)
        let y = rowMargin + cellInfo[minYForColumn]!
        cellInfo[minYForColumn] = y + height
        return Rect(x: x, y: y, width: width, height: height)
    }

    func collectionViewContentSize() -> Size {
        var maxY = 0.0
        enumerateCellInfo { _, itemMaxY in if itemMaxY > maxY { maxY = itemMaxY } }
        return Size(width: collectionViewWidth, height: maxY + insets.bottom)
    }
}

private func randomSizes(_ rng: inout SeededRandom, count: Int) -> [ItemMetrics] {
    (0..<count).map { _ in ItemMetrics(size: Size(width: rng.double(in: 50...800), height: rng.double(in: 50...1200))) }
}

/// Every cell of a prepared waterfall, in item order.
private func allItems(_ layout: WaterfallLayout) -> [LayoutAttributes] {
    (0..<layout.itemCount).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: .zero) }
}

@Suite struct WaterfallLayoutTests {
    @Test func parametersAndDefaults() throws {
        let specs = Dictionary(uniqueKeysWithValues: WaterfallLayout.parameterSpecs.map { ($0.key, $0) })
        #expect(WaterfallLayout.parameterSpecs.filter(\.group.isEmpty).map(\.key)
            == ["columns", "landscapeColumns", "portraitColumns", "columnMargin", "rowMargin", "insets",
                "headerHeight", "footerHeight"])
        #expect(specs["columns"]?.defaultValue == .auto && specs["columns"]?.allowsAuto == true)
        #expect(specs["landscapeColumns"]?.defaultValue == .integer(5))
        #expect(specs["portraitColumns"]?.defaultValue == .integer(3))
        #expect(specs["columnMargin"]?.defaultValue == .number(10))
        #expect(specs["rowMargin"]?.defaultValue == .number(10))
        #expect(specs["insets"]?.defaultValue == .insets(EdgeInsets(all: 10)))
        #expect(throws: LayoutError.self) { try WaterfallLayout(assignments: ["columns=13"]) }
        #expect(throws: LayoutError.self) { try WaterfallLayout(assignments: ["columns=0"]) }
        #expect(try WaterfallLayout(assignments: ["columns=4"]).fixedColumns == 4)
        #expect(WaterfallLayout.id == "waterfall")
        let layout = WaterfallLayout()
        #expect(layout.scrollAxis == .vertical && !layout.isPaging)
    }

    @Test func autoColumnsFollowTheOrientation() throws {
        let layout = WaterfallLayout()
        #expect(layout.columnCount(for: Size(width: 800, height: 600)) == 5)
        #expect(layout.columnCount(for: Size(width: 600, height: 800)) == 3)
        #expect(layout.columnCount(for: Size(width: 700, height: 700)) == 3)
        let fixed = try WaterfallLayout(assignments: ["columns=2", "landscapeColumns=7"])
        #expect(fixed.columnCount(for: Size(width: 800, height: 600)) == 2)
        let tuned = try WaterfallLayout(assignments: ["landscapeColumns=7", "portraitColumns=1"])
        #expect(tuned.columnCount(for: Size(width: 800, height: 600)) == 7)
        #expect(tuned.columnCount(for: Size(width: 600, height: 800)) == 1)
    }

    /// Hand-computed: 800×600 → 5 columns, cw = (800 − 20 − 40)/5 = 148.
    @Test func framesFollowTheSpecFormulas() throws {
        let sizes: [Size?] = [Size(width: 100, height: 200), Size(width: 200, height: 100), nil,
                              Size(width: 100, height: 100), Size(width: 50, height: 100), Size(width: 148, height: 10),
                              Size(width: 10, height: 10)]
        let layout = try prepared(WaterfallLayout.self, viewport: Size(width: 800, height: 600),
                                  sections: [sizes.map { ItemMetrics(size: $0) }])
        #expect(layout.columnCount == 5 && layout.columnWidth == 148)
        let frames = allItems(layout).map(\.frame)
        // Columns 0…4 fill left to right at y = t (every empty column ties at t).
        #expect(frames[0] == Rect(x: 10, y: 10, width: 148, height: 296))
        #expect(frames[1] == Rect(x: 168, y: 10, width: 148, height: 74))
        #expect(frames[2] == Rect(x: 326, y: 10, width: 148, height: 148))  // no size: square
        #expect(frames[3] == Rect(x: 484, y: 10, width: 148, height: 148))
        #expect(frames[4] == Rect(x: 642, y: 10, width: 148, height: 296))
        // Bottoms 306, 84, 158, 158, 306: column 1 is the shortest.
        #expect(frames[5] == Rect(x: 168, y: 94, width: 148, height: 10))
        // Bottoms 306, 104, 158, 158, 306: column 1 again.
        #expect(frames[6] == Rect(x: 168, y: 114, width: 148, height: 148))
        #expect(layout.contentSize == Size(width: 800, height: 306 + 10))
        #expect(layout.columnBottoms == [306, 262, 158, 158, 306])
    }

    @Test func tiesGoToTheLeftmostColumn() throws {
        let layout = try prepared(WaterfallLayout.self, ["columns=3"], viewport: Size(width: 320, height: 500),
                                  itemCount: 9)
        let frames = allItems(layout).map(\.frame)
        let cw = layout.columnWidth
        #expect(close(cw, (320 - 20 - 20) / 3.0))
        for (i, frame) in frames.enumerated() {
            #expect(close(frame.minX, 10 + Double(i % 3) * (cw + 10)))
            #expect(close(frame.minY, 10 + Double(i / 3) * (cw + 10)))
        }
    }

    @Test func emptyContent() throws {
        let layout = try prepared(WaterfallLayout.self, ["insets=7,1,13,1"], viewport: Size(width: 640, height: 480),
                                  itemCount: 0)
        #expect(layout.contentSize == Size(width: 640, height: 20))
        #expect(layout.elements(in: Rect(x: 0, y: 0, width: 640, height: 480), offset: .zero).isEmpty)
        #expect(layout.attributesForItem(at: IndexPath(item: 0), offset: .zero) == nil)
        #expect(layout.contentOffset(focusing: IndexPath(item: 0), from: .zero) == nil)
    }

    /// The seed, run with the same data: the same columns, x, widths and
    /// heights; every y (and the content height) exactly rowMargin lower.
    @Test(arguments: [(Size(width: 375, height: 667), 3), (Size(width: 1024, height: 768), 5),
                      (Size(width: 800, height: 600), 7), (Size(width: 250, height: 900), 1)])
    func matchesTheSeedLessItsFirstRowMargin(viewport: Size, columns: Int) throws {
        var rng = SeededRandom(seed: 0x5EED_0001 &+ UInt64(columns))
        for trial in 0..<10 {
            let n = trial == 0 ? 0 : rng.int(in: 1...150)
            let rowMargin = rng.double(in: 0...30), columnMargin = rng.double(in: 0...30)
            let insets = EdgeInsets(top: rng.double(in: 0...40), left: rng.double(in: 0...40),
                                    bottom: rng.double(in: 0...40), right: rng.double(in: 0...40))
            let items = randomSizes(&rng, count: n)
            let layout = try prepared(
                WaterfallLayout.self,
                ["columns=\(columns)", "rowMargin=\(rowMargin)", "columnMargin=\(columnMargin)", "insets=\(insets)"],
                viewport: viewport, sections: [items])

            let seed = SeedWaterFlowLayout()
            seed.columnMargin = columnMargin
            seed.rowMargin = rowMargin
            seed.insets = insets
            seed.count = columns
            seed.collectionViewWidth = viewport.width
            seed.numberOfItems = n
            seed.heightForWidth = { width, i in items[i].size!.height / items[i].size!.width * width }
            seed.prepareLayout()
            let oracle = seed.layoutAttributesForElementsInRect()

            let ours = allItems(layout).map(\.frame)
            #expect(ours.count == oracle.count)
            for (a, s) in zip(ours, oracle) {
                // (Attributes keep centre and size, so frames round-trip to ~1 ulp.)
                #expect(close(a.minX, s.minX, 1e-12) && close(a.width, s.width, 1e-12))
                #expect(close(a.height, s.height, 1e-12))
                #expect(close(a.minY, s.minY - rowMargin, 1e-12))
            }
            let seedHeight = seed.collectionViewContentSize().height
            #expect(close(layout.contentSize.height, n == 0 ? seedHeight : seedHeight - rowMargin))
            #expect(layout.contentSize.width == viewport.width)
        }
    }

    @Test(arguments: [Size(width: 30, height: 400), Size(width: 0, height: 0), Size(width: 21, height: 5)])
    func tinyViewportsClampTheColumnWidthToZero(viewport: Size) throws {
        var rng = SeededRandom(seed: 0x7171)
        let layout = try prepared(WaterfallLayout.self, viewport: viewport, sections: [randomSizes(&rng, count: 40)])
        #expect(layout.columnWidth == 0)
        let all = allItems(layout)
        #expect(all.allSatisfy { $0.isFinite && $0.size.width == 0 && $0.size.height == 0 })
        #expect(layout.contentSize.isFinite && layout.contentSize.height >= 20)
        let content = Rect(origin: .zero, size: layout.contentSize)
        #expect(all.allSatisfy { content.contains($0.frame) })
        #expect(layout.elements(in: Rect(x: -100, y: -100, width: 1000, height: 10000), offset: .zero).isEmpty)
    }

    @Test func invalidatesOnWidthOrAnOrientationFlipUnderAuto() throws {
        let auto = WaterfallLayout()
        let base = Rect(x: 0, y: 0, width: 800, height: 600)
        #expect(auto.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 801, height: 600), from: base))
        #expect(!auto.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 300, width: 800, height: 600), from: base))
        #expect(!auto.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 800, height: 700), from: base))
        #expect(auto.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 800, height: 900), from: base))
        let fixed = try WaterfallLayout(assignments: ["columns=4"])
        #expect(!fixed.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 800, height: 900), from: base))
    }

    @Test func focusingCentresTheItemWithinTheScrollRange() throws {
        let layout = try prepared(WaterfallLayout.self, ["columns=1", "insets=0,0,0,0", "rowMargin=0"],
                                  viewport: Size(width: 100, height: 300), itemCount: 20)
        // Item i spans 100·i … 100·(i + 1); content height 2000.
        #expect(layout.contentOffset(focusing: IndexPath(item: 10), from: .zero) == Point(x: 0, y: 900))
        #expect(layout.contentOffset(focusing: IndexPath(item: 0), from: .zero) == Point(x: 0, y: 0))
        #expect(layout.contentOffset(focusing: IndexPath(item: 19), from: .zero) == Point(x: 0, y: 1700))
        #expect(layout.contentOffset(focusing: IndexPath(item: 20), from: .zero) == nil)
    }

    @Test func randomSweepsKeepFramesApartInsideAndQueriesExact() throws {
        var rng = SeededRandom(seed: 0xFA11)
        for _ in 0..<120 {
            let viewport = Size(width: rng.double(in: 40...1600), height: rng.double(in: 40...1200))
            let n = rng.int(in: 0...160)
            let items = (0..<n).map { _ in
                rng.int(in: 0...5) == 0 ? ItemMetrics()
                    : ItemMetrics(size: Size(width: rng.double(in: 1...900), height: rng.double(in: 1...900)))
            }
            let assignments = [
                rng.int(in: 0...2) == 0 ? "columns=auto" : "columns=\(rng.int(in: 1...12))",
                "columnMargin=\(rng.double(in: 0...40))", "rowMargin=\(rng.double(in: 0...40))",
                "insets=\(rng.double(in: 0...60)),\(rng.double(in: 0...60)),\(rng.double(in: 0...60)),\(rng.double(in: 0...60))",
            ]
            let layout = try prepared(WaterfallLayout.self, assignments, viewport: viewport, sections: [items])
            let all = allItems(layout)
            #expect(all.count == n)
            let content = Rect(origin: .zero, size: layout.contentSize)
            #expect(layout.contentSize.width == viewport.width && layout.contentSize.isFinite)
            for (i, a) in all.enumerated() {
                #expect(a.isFinite && a.size.width >= 0 && a.size.height >= 0)
                #expect(a.indexPath == IndexPath(item: i))
                #expect(content.contains(a.frame, tolerance: 1e-9))
            }
            #expect(firstOverlap(all.map(\.frame)) == nil)
            for _ in 0..<8 {
                let rect = Rect(x: rng.double(in: -100...viewport.width), y: rng.double(in: -100...content.height + 50),
                                width: rng.double(in: 0...viewport.width), height: rng.double(in: 0...viewport.height))
                expectQueryMatchesBruteForce(layout, all: all, rect: rect, offset: .zero)
                let got = layout.elements(in: rect, offset: .zero)
                #expect(got.allSatisfy { $0 == all[$0.indexPath.item] })
            }
        }
    }

    /// A million images: prepare stays linear, and a viewport query scans
    /// only the items it returns plus one stop per column.
    @Test func aMillionItemsPrepareAndQueryOnlyWhatIsVisible() throws {
        let n = 1_000_000
        let items = (0..<n).map { i in
            ItemMetrics(size: Size(width: 100 + Double(i % 7) * 31, height: 80 + Double(i % 11) * 43))
        }
        let viewport = Size(width: 1024, height: 768)
        let layout = try prepared(WaterfallLayout.self, viewport: viewport, sections: [items])
        #expect(layout.itemCount == n && layout.columnCount == 5)
        let offset = Point(x: 0, y: layout.contentSize.height / 2)
        let visible = Rect(origin: offset, size: viewport)
        var cost = QueryCost()
        let got = layout.elements(in: visible, offset: offset, cost: &cost)
        #expect(got.count > 10 && got.count < 100)
        #expect(cost.scanned <= got.count + layout.columnCount)
        #expect(cost.probes <= layout.columnCount * 20)  // ⌈log2(n/c)⌉ + 1 per column
        // Spot-check against the brute-force answer for those items' neighbourhood.
        let ids = Set(got.map(\.indexPath.item))
        let lowest = ids.min()!, highest = ids.max()!
        for i in max(0, lowest - 200)...min(n - 1, highest + 200) {
            #expect(ids.contains(i) == layout.frame(ofItem: i).intersects(visible))
        }
        let last = try #require(layout.attributesForItem(at: IndexPath(item: n - 1), offset: .zero))
        #expect(last.frame.maxY <= layout.contentSize.height)
    }
}
