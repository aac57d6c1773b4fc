import CollectionLayout
@testable import CollectionRendering
import Testing

@Suite struct PangoTextMeasurerTests {
    @Test func tagsGrowWithTheirTextAndKeepTheMinimumHeight() {
        let measurer = PangoTextMeasurer()
        let short = measurer.size(of: "UI")
        let long = measurer.size(of: "UICollectionViewLayout")
        #expect(short.width > 2 * TagMetrics.horizontalPadding)
        #expect(long.width > short.width + 60)
        #expect(short.height >= TagMetrics.minimumHeight && long.height == short.height)
        #expect(measurer.size(of: "UI") == short)
        #expect(measurer.size(of: "").width == 24)
    }

    @Test func measuringFromManyTasksAtOnceIsSafe() async {
        let measurer = PangoTextMeasurer()
        let expected = measurer.size(of: "Swift 6")
        let sizes = await withTaskGroup(of: Size.self) { group in
            for i in 0..<16 { group.addTask { measurer.size(of: i % 2 == 0 ? "Swift 6" : "tag \(i)") } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.count == 16)
        #expect(sizes.filter { $0 == expected }.count >= 8)
    }
}
