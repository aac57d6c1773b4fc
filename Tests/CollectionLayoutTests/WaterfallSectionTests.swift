import CollectionLayout
import Foundation
import Testing

/// The waterfall's sections, as CHTCollectionViewWaterfallLayout lays them
/// out: header, columns inside the insets, footer; a section may ask for its
/// own column count and header and footer heights.
@Suite struct WaterfallSectionTests {
    private static func square(_ count: Int) -> [ItemMetrics] {
        Array(repeating: ItemMetrics(size: Size(width: 100, height: 100)), count: count)
    }

    private static func layout(_ assignments: [String], viewport: Size, sections: [[ItemMetrics]],
                               asked: [SectionMetrics]) throws -> WaterfallLayout {
        let layout = try WaterfallLayout(assignments: assignments)
        var context = LayoutContext(viewport: viewport, sections: sections)
        context.sectionMetrics = asked
        layout.prepare(context)
        return layout
    }

    /// Every element: the items by index path, then the headers and footers.
    private static func everything(_ layout: WaterfallLayout, sections: [[ItemMetrics]]) -> [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        for (s, items) in sections.enumerated() {
            for i in items.indices { all.append(layout.attributesForItem(at: IndexPath(item: i, section: s), offset: .zero)!) }
            for category in [ElementCategory.header, .footer] {
                if let a = layout.attributesForSupplementary(category, section: s) { all.append(a) }
            }
        }
        return all
    }

    @Test func sectionsStackWithTheirOwnColumnsHeadersAndFooters() throws {
        // 320 wide, insets and margins 10, headers 30 and footers 20 unless asked.
        let sections = [Self.square(3), Self.square(2)]
        let layout = try Self.layout(["columns=3", "headerHeight=30", "footerHeight=20"],
                                     viewport: Size(width: 320, height: 480), sections: sections,
                                     asked: [SectionMetrics(columns: 2), SectionMetrics(headerHeight: 40)])
        func frame(_ item: Int, _ section: Int) -> Rect? {
            layout.attributesForItem(at: IndexPath(item: item, section: section), offset: .zero)?.frame
        }
        // Section 0: header 0…30; two columns (320 − 20 − 10)/2 = 145 wide from y = 40.
        #expect(layout.attributesForSupplementary(.header, section: 0)?.frame == Rect(x: 0, y: 0, width: 320, height: 30))
        #expect(frame(0, 0) == Rect(x: 10, y: 40, width: 145, height: 145))
        #expect(frame(1, 0) == Rect(x: 165, y: 40, width: 145, height: 145))
        #expect(frame(2, 0) == Rect(x: 10, y: 195, width: 145, height: 145))
        // Its footer under the tallest column (340) and the bottom inset.
        #expect(layout.attributesForSupplementary(.footer, section: 0)?.frame == Rect(x: 0, y: 350, width: 320, height: 20))
        // Section 1: its own header 370…410; three columns of the layout, (300 − 20)/3 wide, from 420.
        #expect(layout.attributesForSupplementary(.header, section: 1)?.frame == Rect(x: 0, y: 370, width: 320, height: 40))
        let cw = 280.0 / 3
        #expect(close(try #require(frame(0, 1)), Rect(x: 10, y: 420, width: cw, height: cw)))
        #expect(close(try #require(frame(1, 1)), Rect(x: 20 + cw, y: 420, width: cw, height: cw)))
        #expect(close(layout.contentSize.height, 420 + cw + 10 + 20))
        #expect(frame(2, 1) == nil && frame(0, 2) == nil && frame(-1, 0) == nil)
    }

    @Test func oneSectionWithoutHeaderOrFooterIsTheSeedLayout() throws {
        let sections = [Self.square(7)]
        let plain = try prepared(WaterfallLayout.self, ["columns=3"], viewport: Size(width: 320, height: 480),
                                 sections: sections)
        let asked = try Self.layout(["columns=3"], viewport: Size(width: 320, height: 480), sections: sections,
                                    asked: [SectionMetrics()])
        #expect(Self.everything(plain, sections: sections) == Self.everything(asked, sections: sections))
        #expect(plain.contentSize == asked.contentSize)
        #expect(plain.elements(in: Rect(x: 0, y: 0, width: 320, height: 2000), offset: .zero)
            .allSatisfy { $0.category == .cell })
    }

    @Test func emptySectionsKeepTheirHeadersAndTheItemsTheirSections() throws {
        let sections = [Self.square(2), [], [], Self.square(1)]
        let layout = try Self.layout(["columns=2", "headerHeight=25"], viewport: Size(width: 320, height: 480),
                                     sections: sections, asked: [])
        let all = layout.elements(in: Rect(x: 0, y: 0, width: 320, height: 5000), offset: .zero)
        #expect(all.filter { $0.category == .header }.map(\.indexPath.section).sorted() == [0, 1, 2, 3])
        #expect(Set(all.filter { $0.category == .cell }.map(\.indexPath))
            == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 3)])
    }

    @Test func randomSectionsStayInTheirBandsAndQueriesAreExact() throws {
        var rng = SeededRandom(seed: 0x5EC7)
        for _ in 0..<40 {
            let count = rng.int(in: 1...6)
            var sections: [[ItemMetrics]] = []
            var asked: [SectionMetrics] = []
            for _ in 0..<count {
                sections.append((0..<rng.int(in: 0...25)).map { _ in
                    ItemMetrics(size: Size(width: rng.double(in: 50...400), height: rng.double(in: 50...600)))
                })
                asked.append(SectionMetrics(columns: rng.int(in: 0...2) == 0 ? nil : rng.int(in: 1...12),
                                            headerHeight: rng.int(in: 0...1) == 0 ? nil : rng.double(in: 0...80),
                                            footerHeight: rng.int(in: 0...1) == 0 ? nil : rng.double(in: 0...80)))
            }
            let width = rng.double(in: 200...1400)
            let layout = try Self.layout(["columns=\(rng.int(in: 1...12))", "headerHeight=\(rng.int(in: 0...50))",
                                          "footerHeight=\(rng.int(in: 0...50))"],
                                         viewport: Size(width: width, height: 700), sections: sections, asked: asked)
            let all = Self.everything(layout, sections: sections)
            var sectionTop = 0.0
            for s in sections.indices {
                let header = layout.attributesForSupplementary(.header, section: s)?.frame
                    ?? Rect(x: 0, y: sectionTop, width: width, height: 0)
                #expect(abs(header.minY - sectionTop) < 1e-6)
                let cells = all.filter { $0.category == .cell && $0.indexPath.section == s }.map(\.frame)
                let footer = layout.attributesForSupplementary(.footer, section: s)?.frame
                #expect(cells.allSatisfy { $0.minY >= header.maxY + 10 - 1e-6 && $0.maxX <= width - 10 + 1e-6 })
                let bottom = cells.map(\.maxY).max() ?? header.maxY + 10
                let footerTop = bottom + 10
                if let footer { #expect(abs(footer.minY - footerTop) < 1e-6) }
                // Items of one section never overlap.
                for (i, a) in cells.enumerated() {
                    for b in cells[(i + 1)...] { #expect(!a.insetBy(dx: 0.01, dy: 0.01).intersects(b), "section \(s)") }
                }
                // Its columns: the asked count, else the layout's.
                let columns = Set(cells.map { ($0.minX * 1000).rounded() }).count
                #expect(columns <= (asked[s].columns ?? layout.columnCount))
                sectionTop = footerTop + (footer?.height ?? 0)
            }
            #expect(abs(layout.contentSize.height - sectionTop) < 1e-6)
            for _ in 0..<6 {
                let y = rng.double(in: -100...(layout.contentSize.height + 100))
                let rect = Rect(x: rng.double(in: -50...width), y: y, width: rng.double(in: 1...width),
                                height: rng.double(in: 1...900))
                expectQueryMatchesBruteForce(layout, all: all, rect: rect, offset: Point(x: 0, y: y))
            }
        }
    }

    @Test func aDatasetSectionAsksForColumnsAndHeights() throws {
        let json = #"{"sections": [{"title": "Shoes", "columns": 2, "headerHeight": 44, "footerHeight": 0,"#
            + #""items": [{"w": 1, "h": 1}]}, {"items": [{"w": 2, "h": 1}]}]}"#
        let dataset = try Dataset.parse(Data(json.utf8), source: "shop.json")
        #expect(dataset.sections[0].metrics == SectionMetrics(columns: 2, headerHeight: 44, footerHeight: 0))
        #expect(dataset.sections[1].metrics == SectionMetrics())
        let context = dataset.context(viewport: Size(width: 320, height: 480))
        #expect(context.sectionMetrics == [SectionMetrics(columns: 2, headerHeight: 44, footerHeight: 0), SectionMetrics()])
        // Repetition and batch updates keep what the sections ask.
        #expect(dataset.repeated(toCount: 3).sections.map(\.metrics.columns) == [2, nil, 2])
        let updated = try BatchUpdate([.insert(0)]).apply(to: dataset).dataset
        #expect(updated.sections[0].metrics.columns == 2)
    }

    @Test func aBadSectionFieldIsNamed() {
        for (field, message) in [(#""columns": 0"#, "section 0: field \"columns\" must be a whole number from 1 to 12"),
                                 (#""columns": 2.5"#, "section 0: field \"columns\" must be a whole number from 1 to 12"),
                                 (#""columns": true"#, "section 0: field \"columns\" must be a whole number from 1 to 12"),
                                 (#""headerHeight": -1"#, "section 0: field \"headerHeight\" must be a number from 0 to 10000"),
                                 (#""footerHeight": "tall""#, "section 0: field \"footerHeight\" must be a number from 0 to 10000")] {
            let json = #"{"sections": [{"# + field + #", "items": []}]}"#
            do {
                _ = try Dataset.parse(Data(json.utf8), source: "bad.json")
                Issue.record("\(field) was accepted")
            } catch {
                #expect(error.message == message, "\(field)")
            }
        }
    }
}
