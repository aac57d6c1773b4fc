import CollectionLayout
import CollectionRendering
import Foundation
import Testing

/// The web page of a paging layout shows the app's "n / N" pill and page
/// marks: the marks where the renderer's `PageIndicator` puts them (under
/// horizontal content, from the right right to left; down the trailing edge
/// beside vertical content), the pill clear of the cells, and a click on a
/// mark goes to its page.
@Suite(.serialized) struct WebPageIndicatorTests {
    static let state = "[window.playground.indicator, [...document.querySelectorAll('.lp-marks .lp-mark')].map((d) => { const r = d.getBoundingClientRect();"
        + " return [r.left, r.top, r.width, r.height]; }), (() => { const r = document.querySelector('.lp-pill').getBoundingClientRect();"
        + " return [r.left, r.top, r.width, r.height]; })(), window.playground.offset]"

    /// The page's marks and pill against the library's `PageIndicator` and the canvas's placement.
    @Test(arguments: [
        (["--layout", "cards", "--items", "12"], "285,0", PageIndicator.Style.dots, false),
        (["--layout", "cards", "--items", "12", "--direction", "rtl"], "3135,0", .dots, false),
        (["--layout", "stack", "--items", "12"], "1600,0", .lines, false),
        (["--layout", "carousel", "--items", "12", "--set", "vertical=true", "--set", "type=linear"], "0,600", .dots, true),
    ])
    func marksAndPillAreWhereTheAppDrawsThem(_ view: [String], _ offset: String, _ style: PageIndicator.Style, _ vertical: Bool) throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try WebExportTests.Folder()
        let page = folder.path("page")
        let export = try CLIRunner.run(["export", "web"] + view + ["--viewport", "800x600", "--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        let output = try WebExportTests.browse(page: page, hash: "offset=\(offset)&size=800x600", actions: [
            ["wait": WebExportTests.ready], ["eval": Self.state], ["screenshot": folder.path("page.png")],
        ])
        let shown = try #require(output[0] as? [Any])
        let indicator = try #require(shown[0] as? [String: Any], "no indicator on the page")
        let attributes = try CLIRunner.run(["attributes"] + view + ["--viewport", "800x600", "--offset", offset]).json()
        let count = 12
        let index = try #require(attributes["currentIndex"] as? NSNumber).intValue
        #expect(indicator["text"] as? String == "\(index + 1) / \(count)")
        let position = try #require(indicator["position"] as? NSNumber).doubleValue
        #expect(position == Double(index), "at a rest offset the position is the current page")

        let rightToLeft = view.contains("rtl")
        let center = vertical ? Point(x: 800 - 16, y: 300) : Point(x: 400, y: 600 - 16)
        let expected = PageIndicator(style: style, count: count, position: position, center: center,
                                     axis: vertical ? .vertical : .horizontal, isReversed: rightToLeft && !vertical)
        var want = expected.marks().map { [$0.rect.minX, $0.rect.minY, $0.rect.width, $0.rect.height] }
        if let line = expected.activeLine { want.append([line.minX, line.minY, line.width, line.height]) }
        let got = try #require(shown[1] as? [[NSNumber]]).map { $0.map(\.doubleValue) }
        #expect(got.count == want.count, "\(got.count) marks drawn, \(want.count) expected")
        for (g, w) in zip(got, want) {
            #expect(zip(g, w).map { abs($0 - $1) }.max()! <= 0.5, "a mark at \(g), the library's at \(w)")
        }
        if rightToLeft {
            // Page 0, the current one, is the rightmost mark.
            let first = try #require(expected.marks().first)
            #expect(first.rect.minX == expected.marks().map(\.rect.minX).max())
        }
        let pill = try #require(shown[2] as? [NSNumber]).map(\.doubleValue)
        if vertical {
            // At the trailing edge, left of the marks, at mid height.
            #expect(abs(pill[0] + pill[2] - (800 - 16 - 18)) <= 0.5 && abs(pill[1] + pill[3] / 2 - 300) <= 0.5, "pill at \(pill)")
        } else {
            // Centred across, below the cells and above the marks.
            #expect(abs(pill[0] + pill[2] / 2 - 400) <= 0.5, "pill at \(pill)")
            #expect(pill[1] + pill[3] <= 600 - 16 - 10, "the pill overlaps the marks: \(pill)")
        }
    }

    /// A click on page 3's mark brings page 3 to rest.
    @Test func aClickOnAMarkGoesToItsPage() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try WebExportTests.Folder()
        let page = folder.path("page")
        let export = try CLIRunner.run(["export", "web", "--layout", "cards", "--viewport", "800x600", "--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        let output = try WebExportTests.browse(page: page, hash: "offset=0,0&size=800x600", actions: [
            ["wait": WebExportTests.ready],
            ["eval": "window.playground.indicator.marks.marks.map((m) => [m.page, m.rect.x + m.rect.width / 2, m.rect.y + m.rect.height / 2])"],
        ])
        let marks = try #require(output[0] as? [[NSNumber]])
        let third = try #require(marks.first { $0[0].intValue == 3 })
        let after = try WebExportTests.browse(page: page, hash: "offset=0,0&size=800x600", actions: [
            ["wait": WebExportTests.ready], ["click": [third[1].doubleValue, third[2].doubleValue]],
            ["wait": "!window.playground.scroller.isMoving"], ["eval": "[window.playground.offset.x, window.playground.indicator.text]"],
        ])
        let state = try #require(after[0] as? [Any])
        #expect((state[0] as? NSNumber)?.doubleValue == 855, "after the click: \(state)")
        #expect((state[1] as? String)?.hasPrefix("4 / ") == true)
    }
}
