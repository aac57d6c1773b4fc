import CollectionLayout
import Testing

/// `effectiveValue(forKey:)`: what an `auto` parameter resolved to, so the
/// side panel can show it and keep it when `auto` is turned off.
@Suite struct EffectiveValueTests {
    @Test func theRingReportsItsAutomaticRadiusForTheViewport() throws {
        let ring = try prepared(RingLayout.self, viewport: Size(width: 800, height: 600), itemCount: 12)
        // (min(800 − 80, 600 − 80) − 2·16)/2: the items 16 points clear of the edges
        #expect(ring.effectiveValue(forKey: "radius") == .number(244))
        ring.prepare(LayoutContext(viewport: Size(width: 1000, height: 700),
                                   sections: [Array(repeating: ItemMetrics(), count: 12)]))
        #expect(ring.effectiveValue(forKey: "radius") == .number(294))
    }

    @Test func theWaterfallReportsItsAutomaticColumnCountForTheOrientation() throws {
        let wide = try prepared(WaterfallLayout.self, viewport: Size(width: 800, height: 600), itemCount: 30)
        #expect(wide.effectiveValue(forKey: "columns") == .integer(5))
        let tall = try prepared(WaterfallLayout.self, viewport: Size(width: 400, height: 800), itemCount: 30)
        #expect(tall.effectiveValue(forKey: "columns") == .integer(3))
    }

    @Test func theCardsReportTheirCentringInsets() throws {
        let cards = try prepared(CardsLayout.self, viewport: Size(width: 960, height: 600), itemCount: 16)
        // (960 − 280)/2 on each side
        #expect(cards.effectiveValue(forKey: "sectionInsets")
                    == .insets(EdgeInsets(top: 0, left: 340, bottom: 0, right: 340)))
    }

    @Test func setValuesAreReportedAsSet() throws {
        let ring = try prepared(RingLayout.self, ["radius=123", "itemWidth=90"], viewport: Size(width: 800, height: 600),
                                itemCount: 5)
        #expect(ring.effectiveValue(forKey: "radius") == .number(123))
        #expect(ring.effectiveValue(forKey: "itemWidth") == .number(90))
        let waterfall = try prepared(WaterfallLayout.self, ["columns=2"], viewport: Size(width: 800, height: 600),
                                     itemCount: 5)
        #expect(waterfall.effectiveValue(forKey: "columns") == .integer(2))
        #expect(waterfall.effectiveValue(forKey: "insets") == .insets(EdgeInsets(all: 10)))
        let cards = try prepared(CardsLayout.self, ["sectionInsets=1,2,3,4"], viewport: Size(width: 800, height: 600),
                                 itemCount: 5)
        #expect(cards.effectiveValue(forKey: "sectionInsets")
                    == .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(StackLayout().effectiveValue(forKey: "nonsense") == nil)
    }

    @Test func autoIsUnknownBeforeTheFirstPrepare() {
        #expect(RingLayout().effectiveValue(forKey: "radius") == nil)
        #expect(WaterfallLayout().effectiveValue(forKey: "columns") == nil)
        #expect(CardsLayout().effectiveValue(forKey: "sectionInsets") == nil)
    }

    /// Setting the reported value instead of `auto` changes nothing on screen.
    @Test(arguments: [("ring", "radius"), ("waterfall", "columns"), ("cards", "sectionInsets")])
    func theReportedValueReproducesTheAutomaticLayout(layoutID: String, key: String) throws {
        let type = try #require(LayoutRegistry.type(for: layoutID))
        let viewport = Size(width: 900, height: 640)
        let context = LayoutContext(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: 20)])
        let automatic = type.init()
        automatic.prepare(context)
        let value = try #require(automatic.effectiveValue(forKey: key))
        var parameters = automatic.parameters
        try parameters.set(key, value)
        let fixed = type.init(parameters: parameters)
        fixed.prepare(context)
        let offset = automatic.initialContentOffset
        let rect = Rect(origin: offset, size: viewport)
        #expect(fixed.contentSize == automatic.contentSize)
        #expect(fixed.elements(in: rect, offset: offset) == automatic.elements(in: rect, offset: offset))
    }
}
