import CollectionLayout
@testable import CollectionRendering
import Testing

/// Right to left a header's title and a card's bottom title end at the
/// right padding (the layout mirrors the frames; the renderer sets the text
/// within them), for a Latin title and an Arabic one alike; left to right
/// they start at the left.
@Suite struct RightToLeftRenderTests {
    static let viewport = Size(width: 600, height: 60)

    /// The leftmost and rightmost columns of the title of a header (`cell`
    /// false) or a dark card (light text on either).
    static func titleColumns(_ title: String, rightToLeft: Bool, cell: Bool = false) throws -> ClosedRange<Int> {
        let dataset = Dataset(sections: [DatasetSection(title: title, items: [
            DatasetItem(title: title, color: RGBColor(red: 0.1, green: 0.1, blue: 0.15)),
        ])])
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.compositional),
                                     options: RenderOptions(drawsBackground: false, rightToLeft: rightToLeft))
        let element = LayoutAttributes(category: cell ? .cell : .header, indexPath: IndexPath(item: 0, section: 0),
                                       frame: Rect(x: 0, y: 10, width: 600, height: 40))
        let image = render(renderer, [element], viewport: viewport)
        var columns: [Int] = []
        for x in 0..<image.width {
            for y in 12..<48 where image.pixel(x: x, y: y).r > 160 {
                columns.append(x)
                break
            }
        }
        let first = try #require(columns.first, "no title drawn"), last = try #require(columns.last)
        return first...last
    }

    @Test(arguments: ["Editors' Choice", "اختيارات المحررين"], [false, true])
    func titlesEndAtTheRightRightToLeft(title: String, cell: Bool) throws {
        let ltr = try Self.titleColumns(title, rightToLeft: false, cell: cell)
        let rtl = try Self.titleColumns(title, rightToLeft: true, cell: cell)
        #expect(rtl.upperBound >= 600 - 16 - 3 && rtl.upperBound <= 600 - 16 + 1, "right to left: \(rtl)")
        #expect(rtl.count == ltr.count, "the same text, moved: \(ltr) vs \(rtl)")
        #expect(rtl.lowerBound > 300)
    }

    @Test(arguments: [false, true])
    func leftToRightALatinTitleStartsAtTheLeft(cell: Bool) throws {
        let ltr = try Self.titleColumns("Editors' Choice", rightToLeft: false, cell: cell)
        #expect(ltr.lowerBound >= 16 - 1 && ltr.lowerBound <= 16 + 3, "left to right: \(ltr)")
    }
}
