import CollectionLayout
@testable import CollectionRendering
import Testing

/// The page marks follow libadwaita's carousel indicators.
@Suite struct PageIndicatorTests {
    @Test func dotsGrowAndBrightenWithTheFractionalPosition() {
        let indicator = PageIndicator(style: .dots, count: 5, position: 2.5, center: Point(x: 100, y: 50))
        let marks = indicator.marks()
        #expect(marks.map(\.page) == [0, 1, 2, 3, 4])
        for mark in marks {
            let selected = max(0, 1 - abs(2.5 - Double(mark.page)))
            #expect(abs(mark.rect.width / 2 - (3 + selected)) < 1e-12)
            #expect(abs(mark.opacity - (0.3 + 0.6 * selected)) < 1e-12)
        }
        // Centred on `center`, 15 points apart (2 × 4 + 7).
        #expect(abs(marks[2].rect.midX - 100) < 1e-12 && abs(marks[3].rect.midX - 115) < 1e-12)
    }

    @Test func linesSlideTheActiveLine() {
        let indicator = PageIndicator(style: .lines, count: 3, position: 0.5, center: Point(x: 0, y: 0))
        let marks = indicator.marks()
        #expect(marks.allSatisfy { $0.opacity == 0.3 && $0.rect.width == 35 && $0.rect.height == 3 })
        let active = try! #require(indicator.activeLine)
        #expect(abs(active.midX - (marks[0].rect.midX + marks[1].rect.midX) / 2) < 1e-12)
    }

    @Test func longListsShowAWindowAroundTheCurrentPage() {
        let middle = PageIndicator(style: .dots, count: 1_000_000, position: 500_000.4, center: .zero)
        #expect(middle.pages == 499_993..<500_008)
        #expect(PageIndicator(style: .dots, count: 100, position: 1, center: .zero).pages == 0..<15)
        #expect(PageIndicator(style: .dots, count: 100, position: 99, center: .zero).pages == 85..<100)
    }

    @Test func aClickFindsThePageUnderIt() {
        let indicator = PageIndicator(style: .dots, count: 16, position: 0, center: Point(x: 400, y: 584))
        for mark in indicator.marks() {
            #expect(indicator.page(at: Point(x: mark.rect.midX + 2, y: 586)) == mark.page)
        }
        #expect(indicator.page(at: Point(x: 400, y: 500)) == nil)
    }

    /// Beside vertical content the marks run down; right to left, page 0's
    /// mark is at the right.
    @Test func marksFollowTheAxisAndTheDirection() {
        let down = PageIndicator(style: .dots, count: 5, position: 0, center: Point(x: 784, y: 300), axis: .vertical)
        let marks = down.marks()
        #expect(marks.allSatisfy { abs($0.rect.midX - 784) < 1e-12 })
        #expect(marks.map(\.rect.midY) == marks.map(\.rect.midY).sorted(), "page 0 at the top")
        #expect(abs(marks[3].rect.midY - marks[2].rect.midY - 15) < 1e-12)
        #expect(down.bounds.width == 20 && down.bounds.height > 60)
        #expect(down.page(at: Point(x: 785, y: marks[4].rect.midY)) == 4)
        let lines = PageIndicator(style: .lines, count: 3, position: 1, center: .zero, axis: .vertical)
        #expect(lines.marks().allSatisfy { $0.rect.width == 3 && $0.rect.height == 35 })
        let rtl = PageIndicator(style: .dots, count: 5, position: 0, center: Point(x: 400, y: 584), isReversed: true)
        let across = rtl.marks()
        #expect(across[0].rect.midX > across[4].rect.midX, "page 0 rightmost")
        #expect(rtl.page(at: Point(x: across[0].rect.midX, y: 584)) == 0)
    }
}
