import CollectionLayout
import Foundation
import Testing

/// The springs layout's export: the swing of its cells, replayed from a
/// table of content moves, is the library's `SpringField` — in the UIKit
/// file's check mode (compiled here) and in the page's JavaScript (node) —
/// at every step, and exactly at rest afterwards; in the browser a drag
/// swings the cells and they come to rest where `attributes` puts them.
@Suite(.serialized) struct SpringsExportTests {
    /// Seeded random springs configurations, the three presets and extremes of damping among them.
    static let configurations: [[String]] = [
        ["springPreset=regular"],
        ["springPreset=prominent", "columns=3"],
        ["springPreset=subtle", "itemHeight=90", "spacing=0"],
        ["damping=1", "frequency=3.5", "resistance=400"],
        ["damping=0.05", "frequency=0.4", "resistance=50000", "columns=2", "inset=40"],
    ]

    /// A drag of 0.35 s at 60 frames a second from `start`, then the content still.
    static func moves(from start: Double, speed: Double) -> [(t: Double, y: Double)] {
        (1...21).map { k in
            let t = Double(k) / 60
            return (t, start + speed * min(t, 0.35) - speed * 0.6 * min(t, 0.35) * min(t, 0.35))
        }
    }

    @Test(arguments: Array(configurations.enumerated()))
    func motionMatchesTheLibraryStepByStep(_ entry: (offset: Int, element: [String])) throws {
        let node = try #require(WebExportTests.node, "node is needed (.ci/install-deps installs nodejs)")
        let (index, sets) = entry
        let folder = try WebExportTests.Folder()
        let items = [40, 200, 9, 75, 120][index]
        let viewport = Size(width: [700, 390, 1000, 800, 600][index], height: [500, 840, 700, 600, 900][index])
        let start = [0.0, 600, 0, 250.5, 1200][index], speed = [900.0, -1500, 2500, 400, -3000][index]
        let touch = Point(x: viewport.width / 3, y: start + viewport.height * 0.7)
        let view = ["--layout", "springs"] + sets.flatMap { ["--set", $0] } + ["--items", String(items)]
            + ["--viewport", "\(formatNumber(viewport.width))x\(formatNumber(viewport.height))"]

        let file = folder.path("Springs.swift"), binary = folder.path("check")
        let export = try CLIRunner.run(["export", "uikit"] + view + ["--out", file])
        try #require(export.status == 0, "\(export.stderr)")
        let compile = try UIKitExportTests.swiftc(["-parse-as-library", "-D", "LAYOUT_EXPORT_CHECK", file, "-o", binary], in: folder.url)
        try #require(compile.status == 0, "the exported file does not compile in check mode:\n\(compile.output)")
        let web = try CLIRunner.run(["export", "web"] + view + ["--out", folder.path("page")])
        try #require(web.status == 0, "\(web.stderr)")
        try Data(Self.replayDriver.utf8).write(to: URL(fileURLWithPath: folder.path("replay.mjs")))

        let table = Self.moves(from: start, speed: speed)
        let last = table.last!.t
        var moved = 0
        for time in [1.0 / 60, 0.2, last, last + 0.1, last + 0.4, last + 1.5, last + 400] {
            let steps = table.filter { $0.t <= time }
            // The library: the layout's resting cells and a SpringField fed the same moves.
            let layout = try SpringsLayout(assignments: sets)
            layout.prepare(LayoutContext(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: items)]))
            let field = SpringField(configuration: layout.dynamics, axis: .vertical)
            field.reset(offset: Point(x: 0, y: start))
            field.touch = touch
            for step in steps {
                field.contentMoved(to: Point(x: 0, y: step.y), time: step.t, layout: layout, viewport: viewport)
            }
            field.advance(to: time)
            let resting = (0..<items).compactMap { layout.attributesForItem(at: IndexPath(item: $0), offset: .zero) }
            let expected = field.apply(to: resting, at: time)
            moved = max(moved, zip(expected, resting).filter { $0.center != $1.center }.count)

            let moves = steps.map { "\($0.t):0,\($0.y)" }.joined(separator: ";")
            var arguments = ["--viewport", "\(formatNumber(viewport.width))x\(formatNumber(viewport.height))",
                             "--offset", "0,\(start)", "--touch", "\(touch.x),\(touch.y)", "--time", "\(time)"]
            if !moves.isEmpty { arguments += ["--moves", moves] }
            let swift = try CLIRunner.runExecutable(binary, arguments)
            try #require(swift.status == 0, "check mode failed: \(swift.stderr)")
            let js = try CLIRunner.runExecutable(node, [folder.path("replay.mjs"), folder.path("page/layout.js")] + arguments)
            try #require(js.status == 0, "\(js.stderr)")
            for (name, output) in [("uikit", swift), ("web", js)] {
                let json = try output.json()
                let elements = try #require(json["elements"] as? [[String: Any]])
                try #require(elements.count == expected.count, "\(name) at \(time): \(elements.count) cells, the library \(expected.count)")
                var worst = 0.0
                for (e, a) in zip(elements, expected) {
                    let c = try #require(e["center"] as? [String: Any]), s = try #require(e["size"] as? [String: Any])
                    let got = [c["x"], c["y"], s["width"], s["height"]].map { ($0 as! NSNumber).doubleValue }
                    let want = [a.center.x, a.center.y, a.size.width, a.size.height]
                    worst = max(worst, zip(got, want).map { abs($0 - $1) }.max()!)
                    #expect((e["item"] as? NSNumber)?.intValue == a.indexPath.item)
                }
                Worst.record(worst)
                #expect(worst <= 1e-6, "\(name) \(sets) at \(time) s: a cell \(worst) pt from the library's")
                if time > last + 30 {
                    // Long after the move: every cell exactly where it rests, nothing left swinging.
                    #expect(zip(elements, resting).allSatisfy { (e, a) in
                        ((e["center"] as! [String: Any])["y"] as! NSNumber).doubleValue == a.center.y
                    }, "\(name) \(sets): a cell still off its place long after the move")
                }
            }
            if time > last + 30 { #expect(field.isAtRest) }
        }
        #expect(moved > 0, "the table moved no cell off its place: the check would not see a wrong swing")
        print("springs \(sets): exported motion vs library, largest difference so far \(Worst.value)")
    }

    /// In the browser: a drag swings the cells (the gaps between neighbours
    /// differ from the layout's spacing) and after the release they come to
    /// rest exactly where `attributes` puts them at the offset reached; the
    /// picture at rest matches `render`.
    @Test func aDragSwingsTheCellsAndTheyComeToRest() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try WebExportTests.Folder()
        let page = folder.path("page")
        let view = ["--layout", "springs", "--set", "springPreset=prominent", "--viewport", "800x600"]
        let export = try CLIRunner.run(["export", "web"] + view + ["--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        let path = (0...12).map { [400, 500 - Double($0) * 25] }
        let gaps = "(() => { const r = window.playground.rects().sort((a, b) => a.y - b.y);"
            + " return r.slice(1).map((b, i) => b.y - (r[i].y + r[i].height)); })()"
        let shot = folder.path("web.png"), reference = folder.path("render.png")
        let output = try WebExportTests.browse(page: page, hash: "offset=0,200&size=800x600&notext", actions: [
            ["wait": WebExportTests.ready], ["drag": path, "interval": 0.016],
            ["eval": "[window.playground.springsAtRest, \(gaps)]"],
            ["wait": "!window.playground.scroller.isMoving"], ["wait": "window.playground.springsAtRest"],
            ["eval": "[window.playground.offset, window.playground.rects(), \(gaps)]"],
            ["screenshot": shot],
        ])
        let during = try #require(output[0] as? [Any])
        #expect((during[0] as? Bool) == false, "no cell swings during the drag")
        let swinging = try #require(during[1] as? [NSNumber]).map(\.doubleValue)
        #expect(swinging.contains { abs($0 - 6) > 1 }, "the gaps stay the spacing during the drag: \(swinging)")
        let after = try #require(output[1] as? [Any])
        let offset = try #require(after[0] as? [String: Any])
        let y = (offset["y"] as! NSNumber).doubleValue
        #expect(y > 200, "the drag did not scroll: \(y)")
        let attributes = try CLIRunner.run(["attributes"] + view + ["--offset", "0,\(y)"])
        let expected = try WebExportTests.screenBoxes(try attributes.json(), offset: "0,\(y)")
        let drawn = try #require(after[1] as? [[String: Any]])
        #expect(drawn.count == expected.count)
        for box in drawn {
            let key = "\(box["category"]!)/\(box["section"]!)/\(box["item"]!)"
            guard let want = expected[key] else { Issue.record("\(key) drawn but not in view"); continue }
            let got = ["x", "y", "width", "height"].map { (box[$0] as! NSNumber).doubleValue }
            #expect(zip(got, want).map { abs($0 - $1) }.max()! <= 0.5, "\(key) at rest at \(got), the library says \(want)")
        }
        let render = try CLIRunner.run(["render"] + view + ["--offset", "0,\(y)", "--no-text", "--out", reference])
        try #require(render.status == 0, "\(render.stderr)")
        let fraction = try WebExportTests.differingFraction(shot, reference)
        #expect(fraction < 0.015, "\(fraction * 100) % of pixels differ from render")
        print("springs page at rest vs render: \(fraction * 100) % of pixels differ by more than 15 %")
    }

    /// node: the page's springs replaying the check mode's table
    /// (`--viewport --offset --touch --moves --time`), printing the cells.
    static let replayDriver = """
    \(WebExportTests.importLayout)
    const args = {};
    for (let i = 3; i + 1 < process.argv.length; i += 2) args[process.argv[i]] = process.argv[i + 1];
    const [w, h] = args["--viewport"].split("x").map(Number), off = args["--offset"].split(",").map(Number);
    const L = m.Layouts[m.CONFIG.layout](m.CONFIG);
    L.prepare({ width: w, height: h });
    let o = { x: off[0], y: off[1] };
    L.springs.reset(o);
    const touch = args["--touch"].split(",").map(Number);
    L.springs.touch = { x: touch[0], y: touch[1] };
    for (const step of (args["--moves"] || "").split(";").filter((s) => s)) {
      const [t, p] = step.split(":"), [x, y] = p.split(",").map(Number);
      o = { x, y }; L.contentMoved(o, Number(t));
    }
    L.time = Number(args["--time"]); L.springs.advance(L.time);
    const elements = m.everyElement(L, m.CONFIG, o).map((e) => ({ item: e.item, center: e.center, size: e.size }));
    console.log(JSON.stringify({ contentOffset: o, elements }));
    """
}
