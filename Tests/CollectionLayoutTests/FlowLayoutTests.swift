import CollectionLayout
import Testing

/// A minimal `UICollectionViewFlowLayout` (vertical), the "system layout"
/// the seed (004) starts from: greedy lines (an item fits while the line's
/// widths plus `minimumInteritemSpacing` between them stay within the
/// section's width), items centred vertically in their line, x spread as
/// UIKit spreads it (a lone item centred, several items pushed to both edges
/// with equal gaps). Headers and footers span the width.
private struct SystemFlowLayout {
    var collectionViewWidth: Double
    var sectionInset: EdgeInsets
    var minimumInteritemSpacing: Double
    var minimumLineSpacing: Double
    var headerHeight = 0.0
    var footerHeight = 0.0

    /// Cell frames per section, then header and footer frames per section.
    func layout(_ sections: [[Size]]) -> (cells: [[Rect]], headers: [Rect], footers: [Rect]) {
        var cells: [[Rect]] = [], headers: [Rect] = [], footers: [Rect] = []
        let available = collectionViewWidth - sectionInset.left - sectionInset.right
        var y = 0.0
        for sizes in sections {
            headers.append(Rect(x: 0, y: y, width: collectionViewWidth, height: headerHeight))
            y += headerHeight + sectionInset.top
            var frames: [Rect] = []
            var lineBottom = y
            var i = 0
            while i < sizes.count {
                var line = [sizes[i]]
                var used = sizes[i].width
                i += 1
                while i < sizes.count, used + minimumInteritemSpacing + sizes[i].width <= available {
                    used += minimumInteritemSpacing + sizes[i].width
                    line.append(sizes[i])
                    i += 1
                }
                let height = line.map(\.height).max()!
                let widths = line.map(\.width).reduce(0, +)
                var x: Double, gap: Double
                if line.count == 1 {
                    x = sectionInset.left + (available - widths) / 2
                    gap = 0
                } else {
                    x = sectionInset.left
                    gap = (available - widths) / Double(line.count - 1)
                }
                for size in line {
                    frames.append(Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                    x += size.width + gap
                }
                lineBottom = y + height
                y = lineBottom + minimumLineSpacing
            }
            cells.append(frames)
            footers.append(Rect(x: 0, y: lineBottom + sectionInset.bottom, width: collectionViewWidth, height: footerHeight))
            y = lineBottom + sectionInset.bottom + footerHeight
        }
        return (cells, headers, footers)
    }
}

/// The seed's `SkyLeftItemsCollectionViewFlowLayout`, ported literally:
/// `layoutAttributesForItemAtIndexPath:` takes the system frame and moves
/// it to the left inset when it is the section's first item or does not
/// meet the previous item's (recursively re-aligned) frame stretched across
/// the width, else to `previous.maxX + kMaxCellSpacing`.
private struct SeedLeftAlignedFlowLayout {
    var system: [[Rect]]
    var sectionInset: EdgeInsets
    var collectionViewWidth: Double
    var kMaxCellSpacing: Double

    func layoutAttributesForItemAtIndexPath(_ indexPath: IndexPath) -> Rect {
        var currentItemAttributes = system[indexPath.section][indexPath.item]
        if indexPath.item == 0 {  // first item of section
            currentItemAttributes.origin.x = sectionInset.left
            return currentItemAttributes
        }
        let previousIndexPath = IndexPath(item: indexPath.item - 1, section: indexPath.section)
        let previousFrame = layoutAttributesForItemAtIndexPath(previousIndexPath)
        let previousFrameRightPoint = previousFrame.origin.x + previousFrame.size.width + kMaxCellSpacing
        let currentFrame = currentItemAttributes
        let strecthedCurrentFrame = Rect(x: 0, y: currentFrame.origin.y,
                                         width: collectionViewWidth, height: currentFrame.size.height)
        if !previousFrame.intersects(strecthedCurrentFrame) {  // first item on the line
            currentItemAttributes.origin.x = sectionInset.left
            return currentItemAttributes
        }
        currentItemAttributes.origin.x = previousFrameRightPoint
        return currentItemAttributes
    }
}

/// Every cell, header, footer and background of a prepared flow layout.
private func allElements(_ layout: FlowLayout, sections: [[ItemMetrics]]) -> [LayoutAttributes] {
    var all: [LayoutAttributes] = []
    for (s, items) in sections.enumerated() {
        for i in items.indices {
            if let a = layout.attributesForItem(at: IndexPath(item: i, section: s), offset: .zero) { all.append(a) }
        }
        for category in [ElementCategory.header, .footer, .decoration] {
            if let a = layout.attributesForSupplementary(category, section: s) { all.append(a) }
        }
    }
    return all
}

private func cells(_ layout: FlowLayout, _ sections: [[ItemMetrics]]) -> [[Rect]] {
    sections.indices.map { s in
        sections[s].indices.map { layout.attributesForItem(at: IndexPath(item: $0, section: s), offset: .zero)!.frame }
    }
}

private func sized(_ sizes: [(Double, Double)]) -> [ItemMetrics] {
    sizes.map { ItemMetrics(size: Size(width: $0.0, height: $0.1)) }
}

@Suite struct FlowLayoutTests {
    @Test func parametersAndDefaults() throws {
        #expect(FlowLayout.id == "flow" && FlowLayout.usesSections)
        #expect(FlowLayout.parameterSpecs.filter(\.group.isEmpty).map(\.key) == ["interitemSpacing", "lineSpacing", "sectionInsets", "alignment",
                                                       "verticalAlignment", "headerHeight", "footerHeight",
                                                       "sectionBackground", "pinHeaders", "pinFooters"])
        #expect(FlowLayout.parameterSpecs.filter(\.group.isEmpty).map(\.defaultValue) == [
            .number(10), .number(10), .insets(EdgeInsets(all: 10)), .choice("leading"), .choice("center"),
            .number(0), .number(0), .bool(false), .bool(false), .bool(false),
        ])
        let layout = try FlowLayout(assignments: ["alignment=justified", "verticalAlignment=bottom"])
        #expect(layout.alignment == .justified && layout.verticalAlignment == .bottom)
        #expect(throws: LayoutError.self) { try FlowLayout(assignments: ["alignment=middle"]) }
        #expect(layout.scrollAxis == .vertical && !layout.isPaging)
    }

    /// W = 300, insets 10, spacing 10: widths 100, 80 | 90, 50 (210 + 90 > 290).
    @Test(arguments: [
        (FlowLayout.Alignment.left, [10.0, 120, 10, 110]),
        (.center, [55, 165, 75, 175]),  // free 90 → +45; free 130 → +65
        (.right, [100, 210, 140, 240]),
        (.justified, [10, 210, 10, 110]),  // the last line stays left-aligned
    ])
    func alignmentsFollowTheSpec(alignment: FlowLayout.Alignment, xs: [Double]) throws {
        let items = sized([(100, 30), (80, 40), (90, 20), (50, 30)])
        let layout = try prepared(FlowLayout.self, ["alignment=\(alignment.rawValue)"],
                                  viewport: Size(width: 300, height: 500), sections: [items])
        let frames = cells(layout, [items])[0]
        #expect(frames.map(\.minX) == xs)
        #expect(frames.map(\.minY) == [15, 10, 65, 60])  // lines at 10 (h 40) and 60 (h 30), centred
        #expect(layout.lineCount == 2)
        #expect(layout.contentSize == Size(width: 300, height: 100))
    }

    @Test(arguments: [(FlowLayout.VerticalAlignment.top, [10.0, 10, 60, 60]), (.bottom, [20, 10, 70, 60]),
                      (.center, [15, 10, 65, 60])])
    func verticalAlignmentsFollowTheSpec(vertical: FlowLayout.VerticalAlignment, ys: [Double]) throws {
        let items = sized([(100, 30), (80, 40), (90, 20), (50, 30)])
        let layout = try prepared(FlowLayout.self, ["verticalAlignment=\(vertical.rawValue)"],
                                  viewport: Size(width: 300, height: 500), sections: [items])
        #expect(cells(layout, [items])[0].map(\.minY) == ys)
    }

    @Test func justifiedSpreadsFullLinesAndLeavesLoneItemsLeft() throws {
        // Line width 280: 60 60 60 60 (270) | 250 | 60 60 (last line).
        let items = sized([(60, 20), (60, 20), (60, 20), (60, 20), (250, 20), (60, 20), (60, 20)])
        let layout = try prepared(FlowLayout.self, ["alignment=justified"], viewport: Size(width: 300, height: 300),
                                  sections: [items])
        let xs = cells(layout, [items])[0].map(\.minX)
        // The line ends at 10 + 270 = 280: free 290 − 280 = 10 over 3 gaps.
        let gap = 10 + 10.0 / 3
        #expect(close(xs[1], 70 + gap) && close(xs[3], 10 + 3 * (60 + gap)))
        #expect(close(xs[3] + 60, 290))
        #expect(xs[4] == 10)
        #expect(xs[5] == 10 && xs[6] == 80)
    }

    @Test func headersFootersBackgroundsAndAnEmptySection() throws {
        let sections = [sized([(100, 30), (100, 30)]), [], sized([(50, 20)])]
        let layout = try prepared(
            FlowLayout.self, ["sectionInsets=5,10,15,10", "headerHeight=44", "footerHeight=20", "sectionBackground=true"],
            viewport: Size(width: 300, height: 400), sections: sections)
        func frame(_ c: ElementCategory, _ s: Int) -> Rect? { layout.attributesForSupplementary(c, section: s)?.frame }
        #expect(frame(.header, 0) == Rect(x: 0, y: 0, width: 300, height: 44))
        #expect(cells(layout, sections)[0] == [Rect(x: 10, y: 49, width: 100, height: 30),
                                               Rect(x: 120, y: 49, width: 100, height: 30)])
        #expect(frame(.decoration, 0) == Rect(x: 0, y: 44, width: 300, height: 50))
        #expect(frame(.footer, 0) == Rect(x: 0, y: 94, width: 300, height: 20))
        // The empty section keeps its header, t + b and footer, but no background.
        #expect(frame(.header, 1) == Rect(x: 0, y: 114, width: 300, height: 44))
        #expect(frame(.decoration, 1) == nil)
        #expect(frame(.footer, 1) == Rect(x: 0, y: 178, width: 300, height: 20))
        #expect(frame(.header, 2) == Rect(x: 0, y: 198, width: 300, height: 44))
        #expect(cells(layout, sections)[2] == [Rect(x: 10, y: 247, width: 50, height: 20)])
        #expect(frame(.decoration, 2) == Rect(x: 0, y: 242, width: 300, height: 40))
        #expect(frame(.footer, 2) == Rect(x: 0, y: 282, width: 300, height: 20))
        #expect(layout.contentSize == Size(width: 300, height: 302))

        let everything = layout.elements(in: Rect(x: 0, y: 0, width: 300, height: 302), offset: .zero)
        #expect(everything.count == 3 + 3 + 3 + 2)
        for a in everything {
            #expect(a.zIndex == (a.category == .decoration ? -1 : 0))
            if a.category != .cell { #expect(a.indexPath.item == 0) }
        }
        #expect(layout.attributesForSupplementary(.cell, section: 0) == nil)
        #expect(layout.attributesForSupplementary(.header, section: 3) == nil)
    }

    @Test func zeroHeightHeadersAndFootersAreOmitted() throws {
        let sections = [sized([(100, 30)]), sized([(100, 30)])]
        let layout = try prepared(FlowLayout.self, viewport: Size(width: 300, height: 400), sections: sections)
        #expect(layout.elements(in: Rect(x: 0, y: 0, width: 300, height: 400), offset: .zero)
            .allSatisfy { $0.category == .cell })
        // The second section starts at the first's lastLineBottom + b = 50.
        #expect(cells(layout, sections)[1] == [Rect(x: 10, y: 60, width: 100, height: 30)])
        #expect(layout.contentSize.height == 100)
        #expect(try prepared(FlowLayout.self, viewport: Size(width: 300, height: 400), sections: []).contentSize
            == Size(width: 300, height: 0))
        #expect(try prepared(FlowLayout.self, viewport: Size(width: 300, height: 400), sections: [[]]).contentSize
            == Size(width: 300, height: 20))
    }

    @Test func sizesComeFromTheDataOrTheTextAndAreClampedToTheLine() throws {
        let items = [ItemMetrics(text: "abcd"), ItemMetrics(), ItemMetrics(text: String(repeating: "x", count: 80)),
                     ItemMetrics(size: Size(width: 500, height: 12), text: "ignored")]
        let layout = try prepared(FlowLayout.self, viewport: Size(width: 320, height: 400), sections: [items])
        let frames = cells(layout, [items])[0]
        #expect(frames[0].size == Size(width: 54, height: 32))  // 24 + 4·7.5
        #expect(frames[1].size == Size(width: 24, height: 32))
        #expect(frames[2] == Rect(x: 10, y: 52, width: 300, height: 32))  // 624 clamped to 320 − 20
        #expect(frames[3] == Rect(x: 10, y: 94, width: 300, height: 12))
    }

    @Test(arguments: FlowLayout.Alignment.allCases)
    func insetsWiderThanTheViewportGiveEmptyFramesInsideTheContent(alignment: FlowLayout.Alignment) throws {
        let items = sized([(100, 30), (0, 10), (40, 20)])
        let layout = try prepared(FlowLayout.self, ["sectionInsets=10,40,10,40", "alignment=\(alignment.rawValue)"],
                                  viewport: Size(width: 30, height: 200), sections: [items])
        let frames = cells(layout, [items])[0]
        #expect(frames == [Rect(x: 30, y: 10, width: 0, height: 30), Rect(x: 30, y: 50, width: 0, height: 10),
                           Rect(x: 30, y: 70, width: 0, height: 20)])
        #expect(layout.contentSize == Size(width: 30, height: 100))
        #expect(layout.elements(in: Rect(x: 0, y: 0, width: 30, height: 100), offset: .zero).isEmpty)
    }

    /// Left alignment reproduces the seed: UIKit's system frames re-aligned
    /// item by item, with kMaxCellSpacing = interitemSpacing.
    @Test func leftAlignmentMatchesTheSeed() throws {
        var rng = SeededRandom(seed: 0x5EED_0004)
        for _ in 0..<25 {
            let width = rng.double(in: 200...1200)
            let insets = EdgeInsets(top: rng.double(in: 0...30), left: rng.double(in: 0...30),
                                    bottom: rng.double(in: 0...30), right: rng.double(in: 0...30))
            let spacing = rng.double(in: 0...20), lineSpacing = rng.double(in: 0...20)
            let header = rng.int(in: 0...1) == 0 ? 0 : rng.double(in: 1...50)
            let footer = rng.int(in: 0...1) == 0 ? 0 : rng.double(in: 1...50)
            let lineWidth = width - insets.left - insets.right
            let sizes = (0..<rng.int(in: 1...4)).map { _ in
                (0..<rng.int(in: 0...40)).map { _ in
                    Size(width: rng.double(in: 10...min(240, lineWidth)), height: rng.double(in: 10...60))
                }
            }
            let sections = sizes.map { $0.map { ItemMetrics(size: $0) } }
            let layout = try prepared(
                FlowLayout.self,
                ["interitemSpacing=\(spacing)", "lineSpacing=\(lineSpacing)", "sectionInsets=\(insets)",
                 "headerHeight=\(header)", "footerHeight=\(footer)"],
                viewport: Size(width: width, height: 600), sections: sections)
            let system = SystemFlowLayout(collectionViewWidth: width, sectionInset: insets,
                                          minimumInteritemSpacing: spacing, minimumLineSpacing: lineSpacing,
                                          headerHeight: header, footerHeight: footer).layout(sizes)
            let seed = SeedLeftAlignedFlowLayout(system: system.cells, sectionInset: insets,
                                                 collectionViewWidth: width, kMaxCellSpacing: spacing)
            let ours = cells(layout, sections)
            for s in sizes.indices {
                for i in sizes[s].indices {
                    let expected = seed.layoutAttributesForItemAtIndexPath(IndexPath(item: i, section: s))
                    #expect(close(ours[s][i], expected, 1e-9), "section \(s) item \(i)")
                }
                if header > 0 { #expect(close(layout.attributesForSupplementary(.header, section: s)!.frame, system.headers[s])) }
                if footer > 0 { #expect(close(layout.attributesForSupplementary(.footer, section: s)!.frame, system.footers[s])) }
            }
        }
    }

    @Test func onlyAWidthChangeInvalidates() {
        let layout = FlowLayout()
        let base = Rect(x: 0, y: 0, width: 800, height: 600)
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 700, height: 600), from: base))
        #expect(!layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 40, width: 800, height: 300), from: base))
    }

    @Test func focusingCentresTheItemWithinTheScrollRange() throws {
        let items = Array(repeating: ItemMetrics(size: Size(width: 280, height: 90)), count: 30)
        let layout = try prepared(FlowLayout.self, viewport: Size(width: 300, height: 200), sections: [[], items])
        // Section 1 starts at 20; item i's line top = 30 + 100·i; content height 3030.
        #expect(layout.contentOffset(focusing: IndexPath(item: 10, section: 1), from: .zero) == Point(x: 0, y: 975))
        #expect(layout.contentOffset(focusing: IndexPath(item: 0, section: 1), from: .zero) == Point(x: 0, y: 0))
        #expect(layout.contentOffset(focusing: IndexPath(item: 29, section: 1), from: .zero) == Point(x: 0, y: 2830))
        #expect(layout.contentOffset(focusing: IndexPath(item: 0, section: 0), from: .zero) == nil)
        #expect(layout.contentOffset(focusing: IndexPath(item: 30, section: 1), from: .zero) == nil)
    }

    @Test(arguments: FlowLayout.Alignment.allCases)
    func randomSweepsKeepCellsApartInsideAndQueriesExact(alignment: FlowLayout.Alignment) throws {
        var rng = SeededRandom(seed: 0xF10 &+ UInt64(alignment.rawValue.count))
        for _ in 0..<40 {
            // Now and then a viewport narrower than the insets.
            let width = rng.int(in: 0...4) == 0 ? rng.double(in: 0...90) : rng.double(in: 30...1400)
            let insets = EdgeInsets(top: rng.double(in: 0...40), left: rng.double(in: 0...40),
                                    bottom: rng.double(in: 0...40), right: rng.double(in: 0...40))
            let spacing = rng.double(in: 0...25)
            let sections = (0..<rng.int(in: 0...5)).map { _ in
                (0..<rng.int(in: 0...50)).map { _ -> ItemMetrics in
                    switch rng.int(in: 0...4) {
                    case 0: return ItemMetrics(text: String(repeating: "t", count: rng.int(in: 0...30)))
                    case 1: return ItemMetrics(size: Size(width: rng.double(in: 0...2000), height: rng.double(in: 0...80)))
                    default: return ItemMetrics(size: Size(width: rng.double(in: 1...300), height: rng.double(in: 1...80)))
                    }
                }
            }
            let vertical = FlowLayout.VerticalAlignment.allCases[rng.int(in: 0...2)]
            let layout = try prepared(
                FlowLayout.self,
                ["alignment=\(alignment.rawValue)", "verticalAlignment=\(vertical.rawValue)",
                 "interitemSpacing=\(spacing)", "lineSpacing=\(rng.double(in: 0...25))", "sectionInsets=\(insets)",
                 "headerHeight=\(rng.int(in: 0...1) == 0 ? 0 : rng.double(in: 0...60))",
                 "footerHeight=\(rng.int(in: 0...1) == 0 ? 0 : rng.double(in: 0...60))",
                 "sectionBackground=\(rng.int(in: 0...1) == 0)"],
                viewport: Size(width: width, height: 700), sections: sections)
            let all = allElements(layout, sections: sections)
            let cellFrames = all.filter { $0.category == .cell }.map(\.frame)
            #expect(cellFrames.count == sections.reduce(0) { $0 + $1.count })
            let content = Rect(origin: .zero, size: layout.contentSize)
            #expect(layout.contentSize.isFinite && layout.contentSize.width == width)
            let lineRoom = width - insets.left - insets.right
            for a in all {
                #expect(a.isFinite && a.size.width >= 0 && a.size.height >= 0)
                #expect(content.contains(a.frame, tolerance: 1e-9))
                if a.category == .cell, lineRoom >= 0 {
                    #expect(a.frame.minX >= insets.left - 1e-9 && a.frame.maxX <= width - insets.right + 1e-9)
                }
            }
            #expect(firstOverlap(cellFrames) == nil)
            // Lines are greedy: a line's first item did not fit after the previous line.
            for line in 1..<max(1, layout.lineCount) {
                let previous = layout.itemRange(ofLine: line - 1), range = layout.itemRange(ofLine: line)
                #expect(previous.upperBound == range.lowerBound)
                guard layout.section(ofLine: line) == layout.section(ofLine: line - 1) else { continue }
                let widths = previous.map { layout.frame(ofGlobalItem: $0).width }.reduce(0, +)
                let used = widths + Double(previous.count) * spacing + layout.frame(ofGlobalItem: range.lowerBound).width
                #expect(used > lineRoom - 1e-9)
                if alignment == .justified, previous.count > 1 {
                    #expect(close(layout.frame(ofGlobalItem: previous.upperBound - 1).maxX, width - insets.right))
                }
            }
            for _ in 0..<8 {
                let rect = Rect(x: rng.double(in: -50...width), y: rng.double(in: -50...content.height + 50),
                                width: rng.double(in: 0...width), height: rng.double(in: 0...700))
                expectQueryMatchesBruteForce(layout, all: all, rect: rect, offset: .zero)
            }
        }
    }

    /// A million tags in a thousand sections with headers, footers and
    /// backgrounds: prepare is linear and a viewport query scans little more
    /// than it returns.
    @Test func aMillionItemsPrepareAndQueryOnlyWhatIsVisible() throws {
        let perSection = 1000
        let sections = (0..<1000).map { s in
            (0..<perSection).map { i in
                ItemMetrics(size: Size(width: 40 + Double((s + i) % 9) * 17, height: 24 + Double(i % 3) * 6))
            }
        }
        let viewport = Size(width: 1024, height: 768)
        let layout = try prepared(
            FlowLayout.self, ["headerHeight=30", "footerHeight=20", "sectionBackground=true", "alignment=justified"],
            viewport: viewport, sections: sections)
        #expect(layout.itemCount == 1_000_000 && layout.sectionCount == 1000)
        for y in [0, layout.contentSize.height / 2, layout.contentSize.height - viewport.height] {
            let visible = Rect(origin: Point(x: 0, y: y), size: viewport)
            var cost = QueryCost()
            let got = layout.elements(in: visible, offset: Point(x: 0, y: y), cost: &cost)
            #expect(got.count > 50 && got.count < 1000)
            #expect(cost.scanned <= 2 * got.count + 10)
            #expect(cost.probes <= 300)
            // Brute force over the sections the viewport can reach.
            let cellsGot = Set(got.filter { $0.category == .cell }.map(\.indexPath))
            let first = try #require(cellsGot.min()).section
            let last = try #require(cellsGot.max()).section
            var expected = Set<IndexPath>()
            for s in max(0, first - 1)...min(999, last + 1) {
                for i in 0..<perSection {
                    let a = layout.attributesForItem(at: IndexPath(item: i, section: s), offset: .zero)!
                    if a.frame.intersects(visible) { expected.insert(a.indexPath) }
                }
            }
            #expect(cellsGot == expected)
        }
    }
}
