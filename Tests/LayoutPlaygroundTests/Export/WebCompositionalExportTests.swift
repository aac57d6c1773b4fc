import CollectionLayout
import Foundation
import Testing

/// `export web` of the compositional layout: each sideways section's own
/// scroller in the page's JavaScript rests where `fling --section` says
/// (node); in headless Chromium the page looks like `render` with and
/// without a section's sideways offset, and a sideways drag over a shelf
/// moves that shelf only and rests where `fling --section` says. Right to
/// left the page is the library's mirror: its releases, its look, and a
/// drag toward the right that moves a shelf on. Left and Right move a shelf
/// to where its behaviour rests, one item along.
@Suite(.serialized) struct WebCompositionalExportTests {
    /// Every behaviour, groups across and down, sizes of each kind.
    static let shelves = ["--layout", "compositional", "--items", "60",
                          "--set", "orthogonal=paging,groupPagingCentered,groupPaging,continuous,continuousGroupLeadingBoundary,none",
                          "--set", "itemWidth=100%,70%,85%,40%,1/3,1/2", "--set", "itemHeight=120,100,50,80,60,~90",
                          "--set", "groupSize=1,1,1x3,1,2x2,2"]
    /// The App Store-like page of the app's preset.
    static let today = ["--layout", "compositional", "--set", "screen=today"]
    /// Right to left, with unequal insets (the leading one on the right).
    static let rightToLeft = ["--direction", "rtl", "--set", "sectionInsets=8,12,16,44"]

    /// The sideways scrollers of the page, run in node, give `fling --section`'s
    /// rest offset, duration (to the frame) and first fully visible item.
    @Test(arguments: [false, true])
    func sidewaysReleasesMatchFling(rightToLeft: Bool) throws {
        let node = try #require(WebExportTests.node, "node is needed (.ci/install-deps installs nodejs)")
        let folder = try WebExportTests.Folder()
        let shelves = Self.shelves + (rightToLeft ? Self.rightToLeft : [])
        let export = try CLIRunner.run(["export", "web"] + shelves + ["--viewport", "800x600", "--out", folder.path("page")])
        try #require(export.status == 0, "\(export.stderr)")
        var table: [(Int, String, String)] = []
        for s in 0..<5 { for x in ["0", "137.5"] { for v in ["0", "150", "-350", "1800", "-5000"] { table.append((s, x, v)) } } }
        let driver = folder.path("sideways.mjs")
        try Data(Self.sidewaysDriver.utf8).write(to: URL(fileURLWithPath: driver))
        let argument = "[" + table.map { "[\($0.0),\($0.1),\($0.2)]" }.joined(separator: ",") + "]"
        let result = try CLIRunner.runExecutable(node, [driver, folder.path("page/layout.js"), argument])
        try #require(result.status == 0, "\(result.stderr)")
        let outcomes = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        for ((s, x, v), js) in zip(table, outcomes) {
            let fling = try CLIRunner.run(["fling"] + shelves + ["--viewport", "800x600", "--section", String(s),
                                                                       "--offset", "\(x),0", "--velocity", "\(v),0"])
            try #require(fling.status == 0, "\(fling.stderr)")
            var differences: [String] = []
            UIKitExportTests.compare(try fling.json(), js, path: "", into: &differences)
            #expect(differences.isEmpty, "section \(s) from \(x) at \(v): \(differences)")
        }
        #expect(outcomes.count == 50)
    }

    /// The page at three views, one with a section scrolled sideways
    /// (`--section-offset`), matches `render --no-text` as the other
    /// layouts' pages do (under 1.5 % of pixels differ by more than 15 %),
    /// and every drawn box is where the library's attributes put it, to half a point.
    @Test func pageLooksLikeRender() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try WebExportTests.Folder()
        let views: [(view: [String], offset: String)] = [
            (Self.today, "0,0"),
            (Self.today + ["--section-offset", "0=1536", "--section-offset", "1=300"], "0,120"),
            (Self.shelves + ["--section-offset", "3=140.5", "--set", "pinHeaders=true"], "0,700"),
            (Self.today + Self.rightToLeft + ["--section-offset", "0=700", "--section-offset", "1=300"], "0,120"),
        ]
        var worst = 0.0
        for (index, entry) in views.enumerated() {
            let page = folder.path("page\(index)")
            let view = entry.view + ["--viewport", "800x600"]
            let export = try CLIRunner.run(["export", "web"] + view + ["--out", page])
            try #require(export.status == 0, "\(export.stderr)")
            let shot = folder.path("web-\(index).png"), reference = folder.path("render-\(index).png")
            let output = try WebExportTests.browse(page: page, hash: "offset=\(entry.offset)&size=800x600&notext", actions: [
                ["wait": WebExportTests.ready], ["screenshot": shot], ["eval": "window.playground.rects()"],
            ])
            let render = try CLIRunner.run(["render"] + view + ["--offset", entry.offset, "--no-text", "--out", reference])
            try #require(render.status == 0, "\(render.stderr)")
            let fraction = try WebExportTests.differingFraction(shot, reference)
            worst = max(worst, fraction)
            #expect(fraction < 0.015, "\(view.joined(separator: " ")) at \(entry.offset): \(fraction * 100) % of pixels differ")
            let attributes = try CLIRunner.run(["attributes"] + view + ["--offset", entry.offset])
            let expected = try WebExportTests.screenBoxes(try attributes.json(), offset: entry.offset)
            Self.expectDrawn(try #require(output.first as? [[String: Any]]), where: expected, "\(index)")
        }
        print("compositional web vs render: at most \(worst * 100) % of pixels differ by more than 15 %")
    }

    /// A sideways flick over the hero shelf moves that shelf, not the page,
    /// and rests where `fling --section 0` says for the release the page
    /// measured (within one item); a vertical drag started on the same
    /// shelf moves the page and leaves the shelf where it rests.
    ///
    /// Right to left the shelf starts at its right end and the same flick
    /// toward the right moves it on.
    @Test(arguments: [false, true])
    func sidewaysDragRestsWhereFlingSaysAndAVerticalOneMovesThePage(rightToLeft: Bool) throws {
        let (folder, page, view) = try Self.exportToday(rightToLeft: rightToLeft)
        defer { withExtendedLifetime(folder) {} }
        // Section 0's row of groups: below its 36-point header and 8-point inset, 220 tall.
        let sideways = (0...16).map { i -> [Double] in
            let along = Double(i * i), x: Double = rightToLeft ? 200 + along : 600 - along
            return [x, 150 + Double(i) * 0.5]
        }
        let down = (0...12).map { i -> [Double] in [400, 250 - Double(i * 12)] }
        let state = "[window.playground.layout.sectionOffset(0), window.playground.offset.y]"
        let output = try WebExportTests.browse(page: page, hash: "size=800x600", actions: [
            ["wait": WebExportTests.ready], ["drag": sideways, "interval": 0.008],
            ["eval": "window.playground.lastRelease"],
            ["wait": "!window.playground.isMoving"], ["eval": state],
            ["drag": down, "interval": 0.016], ["wait": "!window.playground.isMoving"], ["eval": state],
        ])
        let release = try #require(output[0] as? [String: Any], "the page saw no drag")
        #expect((release["section"] as? NSNumber)?.intValue == 0, "the drag did not move the shelf: \(release)")
        func n(_ o: Any?, _ k: String) -> Double { ((o as? [String: Any])?[k] as? NSNumber)?.doubleValue ?? .nan }
        let x = n(release["offset"], "x"), v = n(release["velocity"], "x")
        #expect(abs(v) > 100, "the release was not a flick: \(release)")
        let rested = try #require(output[1] as? [NSNumber]).map(\.doubleValue)
        let fling = try CLIRunner.run(["fling"] + view + ["--section", "0", "--offset", "\(x),0", "--velocity", "\(v),0"])
        try #require(fling.status == 0, "\(fling.stderr)")
        let expected = n(try fling.json()["restOffset"], "x")
        // One item of the hero shelf: the width less the insets.
        #expect(abs(rested[0] - expected) <= 768, "rests at \(rested[0]), fling says \(expected)")
        #expect(rested[0] > 0 && rested[1] == 0, "the page moved with the shelf: \(rested)")
        let after = try #require(output[2] as? [NSNumber]).map(\.doubleValue)
        #expect(after[0] == rested[0] && after[1] > 0, "a vertical drag on the shelf: \(after)")
        print("compositional shelf drag: released at \(x) with \(v) pt/s, rests at \(rested[0]), fling says \(expected)")
    }

    /// Left and Right move a shelf one item along, to where its behaviour
    /// rests, which for these shelves is where a swipe rests (`fling
    /// --section` from the same offset at ±1000 points per second): the
    /// paging hero shelf, the first in view, from the keys alone as the page
    /// opens (the key back at its start goes nowhere), then the centred shelf
    /// once pressed, on and back. The cells drawn are where `attributes
    /// --section-offset` puts them. Right to left Left moves a shelf on.
    @Test(arguments: [false, true])
    func leftAndRightMoveAShelfToItsRest(rightToLeft: Bool) throws {
        let (folder, page, view) = try Self.exportToday(rightToLeft: rightToLeft)
        defer { withExtendedLifetime(folder) {} }
        let on: [String: Any] = rightToLeft ? ["key": "ArrowLeft", "keyCode": 37] : ["key": "ArrowRight", "keyCode": 39]
        let back: [String: Any] = rightToLeft ? ["key": "ArrowRight", "keyCode": 39] : ["key": "ArrowLeft", "keyCode": 37]
        let settled: [String: Any] = ["wait": "!window.playground.isMoving"]
        let state: [String: Any] = ["eval": "[window.playground.layout.sectionOffset(0), window.playground.layout.sectionOffset(1), window.playground.offset.y]"]
        // Section 1's row of groups is 324 to 524 points down the page; a tap there on its first item.
        let output = try WebExportTests.browse(page: page, hash: "size=800x600&notext", actions: [
            ["wait": WebExportTests.ready], back, settled, state, on, settled, state, on, settled, state,
            ["click": [400, 424]], settled, on, settled, state, back, settled, state,
            ["eval": "window.playground.rects()"],
        ])
        let states = try (0..<5).map { try #require(output[$0] as? [NSNumber]).map(\.doubleValue) }
        func swipe(_ section: Int, from x: Double, _ v: Double) throws -> Double {
            let fling = try CLIRunner.run(["fling"] + view + ["--section", String(section), "--offset", "\(x),0", "--velocity", "\(v),0"])
            try #require(fling.status == 0, "\(fling.stderr)")
            return try #require(((try fling.json()["restOffset"] as? [String: Any])?["x"] as? NSNumber)?.doubleValue)
        }
        #expect(states[0] == [0, 0, 0], "the key back at the shelf's start: \(states[0])")
        let first = try swipe(0, from: 0, 1000), second = try swipe(0, from: first, 1000)
        #expect(first > 0 && abs(states[1][0] - first) < 0.01 && states[1][1] == 0, "one key on: \(states[1]), a swipe rests at \(first)")
        #expect(abs(states[2][0] - second) < 0.01 && states[2][1] == 0, "two keys on: \(states[2]), a swipe rests at \(second)")
        let centred = try swipe(1, from: 0, 1000), returned = try swipe(1, from: centred, -1000)
        #expect(centred > 0 && abs(states[3][1] - centred) < 0.01 && states[3][0] == states[2][0],
                "on, after a tap on the centred shelf: \(states[3]), a swipe rests at \(centred)")
        #expect(abs(states[4][1] - returned) < 0.01 && states[4][0] == states[2][0], "and back: \(states[4]), a swipe rests at \(returned)")
        // On screen: every drawn box where the library puts it with these sideways offsets.
        let at = "0,\(states[4][2])"
        let attributes = try CLIRunner.run(["attributes"] + view + ["--offset", at, "--section-offset", "0=\(states[4][0])",
                                                                     "--section-offset", "1=\(states[4][1])"])
        try #require(attributes.status == 0, "\(attributes.stderr)")
        let expected = try WebExportTests.screenBoxes(try attributes.json(), offset: at)
        let drawn = try #require(output[5] as? [[String: Any]])
        #expect(!drawn.isEmpty)
        Self.expectDrawn(drawn, where: expected, rightToLeft ? "right to left" : "left to right")
        print("compositional page keys: hero shelf \(states[1][0]), \(states[2][0]); centred shelf \(states[3][1]), back to \(states[4][1])")
    }

    /// The App Store-like page at 800 × 600 exported for the browser (which
    /// must be there), in a folder that goes when it does: the folder, the
    /// page's path and the view's options.
    static func exportToday(rightToLeft: Bool) throws -> (WebExportTests.Folder, String, [String]) {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try WebExportTests.Folder()
        let page = folder.path("page")
        let view = Self.today + (rightToLeft ? Self.rightToLeft : []) + ["--viewport", "800x600"]
        let export = try CLIRunner.run(["export", "web"] + view + ["--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        return (folder, page, view)
    }

    /// Every box the page drew (`window.playground.rects()`) is one of
    /// `expected` (`screenBoxes` of `attributes`), to half a point, and every
    /// expected one is drawn.
    static func expectDrawn(_ drawn: [[String: Any]], where expected: [String: [Double]], _ label: String) {
        #expect(drawn.count == expected.count, "\(label): \(drawn.count) drawn, \(expected.count) in view")
        for box in drawn {
            let key = "\(box["category"]!)/\(box["section"]!)/\(box["item"]!)"
            guard let want = expected[key] else { Issue.record("\(label): \(key) drawn but not in view"); continue }
            let got = ["x", "y", "width", "height"].map { (box[$0] as! NSNumber).doubleValue }
            #expect(zip(got, want).map { abs($0 - $1) }.max()! <= 0.5, "\(label): \(key) at \(got), the library says \(want)")
        }
    }

    /// node: `fling --section`'s JSON for each [section, x, vx].
    static let sidewaysDriver = """
    \(WebExportTests.importLayout)
    const L = m.Layouts[m.CONFIG.layout](m.CONFIG);
    L.prepare(m.CONFIG.viewport);
    console.log(JSON.stringify(JSON.parse(process.argv[3]).map(([s, x, v]) =>
      m.simulateSidewaysRelease(L, m.CONFIG.viewport, m.CONFIG.physics, s, x, v))));
    """
}
