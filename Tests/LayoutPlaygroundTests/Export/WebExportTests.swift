import CollectionLayout
import Foundation
import Testing

/// `export web`: the page's JavaScript holds to the library — its layouts
/// give `attributes --all` and its physics gives `fling` (run in node) —
/// and in a real browser (headless Chromium, driven over the DevTools
/// protocol) the page looks like `render` and a drag rests where `fling` says.
@Suite(.serialized) struct WebExportTests {
    static let node: String? = ["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BrowserProbe.py").path

    /// A folder for one test, removed afterwards.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("web-export-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    /// Flow items with sizes, so no text is measured (the page measures
    /// tags with the renderer's fonts, `attributes` with an estimate).
    static func sizedFlowDataset(in folder: Folder) throws -> String {
        var random = SeededGenerator(seed: 99)
        let sections = (0..<3).map { s in
            "{\"title\": \"Section \(s)\", \"items\": [" + (0..<(8 + s * 5)).map { _ in
                "{\"w\": \(Int.random(in: 30...260, using: &random)), \"h\": \(Int.random(in: 24...90, using: &random))}"
            }.joined(separator: ",") + "]}"
        }
        let path = folder.path("sized-tags.json")
        try Data("{\"sections\": [\(sections.joined(separator: ","))]}".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: - The JavaScript against the library (node)

    /// Every configuration of the UIKit export's sweep, and every built-in
    /// carousel type edited as custom (the sweep compiles a few of them
    /// only). The keyline carousels' masks and keylines are compared by
    /// their own sweep, `WebKeylineExportTests`.
    static let configurations = UIKitExportTests.configurations.filter { $0.layout != "keyline" }
        + UIKitExportTests.editedAsCustom.filter { e in !UIKitExportTests.configurations.contains { $0.seed == e.seed } }

    @Test(arguments: configurations)
    func layoutMathMatchesAttributes(_ configuration: UIKitExportTests.Configuration) throws {
        let node = try #require(Self.node, "node is needed (.ci/install-deps installs nodejs)")
        let folder = try Folder()
        var view = ["--layout", configuration.layout] + configuration.options
        if configuration.layout == "flow" { view += ["--dataset", try Self.sizedFlowDataset(in: folder)] }
        let probe = try CLIRunner.run(["attributes"] + view)
        guard probe.status == 0 else { return }
        // An edited carousel's options are the built-in type's as resolved at 700×500.
        let at = configuration.original == nil ? [] : ["--viewport", "700x500"]
        let export = try CLIRunner.run(["export", "web"] + view + at + ["--out", folder.path("page")])
        try #require(export.status == 0, "\(export.stderr)")
        if let original = configuration.original {
            // `export --edit-as-custom` writes the page the edited parameters give.
            let edited = try CLIRunner.run(["export", "web", "--layout", "carousel", "--edit-as-custom"] + original
                                           + at + ["--out", folder.path("edited")])
            #expect(edited.status == 0, "\(edited.stderr)")
            #expect(try String(contentsOfFile: folder.path("edited/layout.js"), encoding: .utf8)
                    == String(contentsOfFile: folder.path("page/layout.js"), encoding: .utf8))
        }
        let driver = folder.path("attributes.mjs")
        try Data(Self.attributesDriver.utf8).write(to: URL(fileURLWithPath: driver))
        var random = SeededGenerator(seed: configuration.seed &* 31)
        for _ in 0..<3 {
            let w = Int.random(in: 200...1200, using: &random), h = Int.random(in: 200...1000, using: &random)
            let offset = "\(Double(Int.random(in: -300...3000, using: &random)) + 0.25),\(Double(Int.random(in: -300...3000, using: &random)) + 0.5)"
            let library = try CLIRunner.run(["attributes", "--all"] + view + ["--viewport", "\(w)x\(h)", "--offset", offset])
            guard library.status == 0 else { continue }
            let page = try CLIRunner.runExecutable(node, [driver, folder.path("page/layout.js"), "\(w)x\(h)", offset])
            try #require(page.status == 0, "\(page.stderr)")
            var differences: [String] = []
            let reference = try library.json()
            UIKitExportTests.compare(reference, try page.json(), path: "", into: &differences)
            UIKitExportTests.dropCoincidentOrder(&differences, library: reference)
            #expect(differences.isEmpty, "\(w)x\(h) at \(offset): \(differences.prefix(5).joined(separator: "; "))")
        }
        print("page math vs library, largest difference so far: \(Worst.value)")
    }

    /// The physics port rests where `fling` rests, in the same time (to the
    /// frame), over a table of releases: paging, free scrolling with bounces
    /// past either edge, wrapping, every physics preset.
    @Test func physicsMatchesFlingOnATableOfReleases() throws {
        let node = try #require(Self.node, "node is needed (.ci/install-deps installs nodejs)")
        let folder = try Folder()
        let table: [(view: [String], offsets: [String], velocities: [String])] = [
            (["--layout", "cards"], ["0,0", "700,0", "-120,0", "4200,0"], ["0,0", "900,0", "-2600,0", "8000,0", "150,0"]),
            (["--layout", "cards", "--set", "physics=icarousel"], ["330,0"], ["1500,0", "-400,0"]),
            (["--layout", "waterfall"], ["0,0", "0,400", "0,-150", "0,99999"], ["0,0", "0,2500", "0,-3000", "0,12000"]),
            (["--layout", "flow", "--set", "physics=flutter"], ["0,50"], ["0,1800", "0,-900"]),
            (["--layout", "wheel"], ["0,100", "0,1030"], ["0,0", "0,700", "0,-5000"]),
            (["--layout", "ring"], ["0,100", "0,1180"], ["0,333", "0,-2400"]),
            (["--layout", "stack"], ["0,0", "1200,0", "420,0"], ["0,0", "250,0", "-350,0", "2000,0"]),
            (["--layout", "stack", "--set", "loop=true", "--set", "swipeDirection=right"], ["-420,0"], ["-900,0", "100,0"]),
            // The swipe threshold (1.5 cards: 375 points): short of it, past it, past it moving back, between both.
            (["--layout", "stack", "--set", "swipeThreshold=1.5"], ["240,0", "2030,0", "1990,0"], ["0,0", "200,0", "-200,0"]),
            (["--layout", "stack", "--set", "swipeThreshold=0.3", "--set", "swipeDirection=up"], ["0,250", "0,1500"],
             ["0,0", "0,-150", "0,290"]),
            (["--layout", "carousel", "--set", "type=rotary"], ["0,0", "1530,0"], ["3000,0", "-700,0"]),
            (["--layout", "carousel", "--set", "type=coverFlow", "--set", "physics=libadwaita"], ["410,0"], ["2500,0", "-120,0"]),
            // Right to left: the rest offsets mirrored, read from the far end or about 0 when wrapping.
            (["--layout", "cards", "--direction", "rtl"], ["4275,0", "3000,0"], ["0,0", "900,0", "-2600,0"]),
            (["--layout", "stack", "--direction", "rtl"], ["6900,0"], ["250,0", "-2000,0"]),
            (["--layout", "carousel", "--set", "type=coverFlow", "--direction", "rtl"], ["2710,0"], ["1500,0", "-400,0"]),
            (["--layout", "carousel", "--set", "type=rotary", "--direction", "rtl"], ["-450,0"], ["3000,0", "-700,0"]),
        ]
        let driver = folder.path("fling.mjs")
        try Data(Self.flingDriver.utf8).write(to: URL(fileURLWithPath: driver))
        var releases = 0
        for (index, row) in table.enumerated() {
            releases += try Self.compareReleases(row, page: folder.path("page\(index)"), node: node, driver: driver)
        }
        #expect(releases >= 82)
    }

    /// Exports `row.view` to `page`, releases the exported page's physics
    /// (in node, through `driver`) from every offset at every velocity, and
    /// checks each outcome against `fling`'s; returns how many releases.
    static func compareReleases(_ row: (view: [String], offsets: [String], velocities: [String]), page: String,
                                node: String, driver: String) throws -> Int {
        let export = try CLIRunner.run(["export", "web"] + row.view + ["--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        var pairs: [(String, String)] = []
        for o in row.offsets { for v in row.velocities { pairs.append((o, v)) } }
        let argument = "[" + pairs.map { "[[\($0.0)],[\($0.1)]]" }.joined(separator: ",") + "]"
        let result = try CLIRunner.runExecutable(node, [driver, page + "/layout.js", argument])
        try #require(result.status == 0, "\(result.stderr)")
        let outcomes = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        var releases = 0
        for ((offset, velocity), js) in zip(pairs, outcomes) {
            let fling = try CLIRunner.run(["fling"] + row.view + ["--offset", offset, "--velocity", velocity])
            try #require(fling.status == 0, "\(fling.stderr)")
            var differences: [String] = []
            UIKitExportTests.compare(try fling.json(), js, path: "", into: &differences)
            #expect(differences.isEmpty, "\(row.view.joined(separator: " ")) from \(offset) at \(velocity): \(differences)")
            releases += 1
        }
        return releases
    }

    // MARK: - In the browser

    /// Every layout at two offsets, and the horizontal ones right to left:
    /// each element the page draws covers the box the library's attributes
    /// give it on screen, to half a point, and the screenshot matches
    /// `render --no-text` but for edge antialiasing, shadows (CSS blur
    /// against Cairo's stacked layers) and picture resampling: under 1.5 % of
    /// pixels differ by more than 15 %. (Measured here: at most 0.75 %, the
    /// right-to-left stack's shadows; left to right 0.6 %, the stack's and the
    /// waterfall's shadows and bars.)
    @Test func pageLooksLikeRender() throws {
        try #require(Self.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let flow = ["--layout", "flow", "--set", "headerHeight=36", "--set", "footerHeight=24", "--set", "sectionBackground=true"]
        // The bundled tags are measured with the renderer's fonts, which `attributes` does not use:
        // their boxes are checked through the picture only, sized tags through both.
        let views: [(view: [String], offsets: [String], boxes: Bool)] = [
            (["--layout", "cards"], ["600,0", "1234.5,0"], true),
            (["--layout", "waterfall"], ["0,300", "0,1111"], true),
            (["--layout", "wheel"], ["0,100", "0,437"], true),
            (["--layout", "ring", "--set", "scaleByDepth=true"], ["0,150", "0,777"], true),
            (["--layout", "stack"], ["400,0", "1700,0"], true),
            (flow, ["0,200", "0,640"], false),
            (flow + ["--dataset", try Self.sizedFlowDataset(in: folder)], ["0,150"], true),
            (["--layout", "carousel"], ["300,0", "1010,0"], true),
            (["--layout", "carousel", "--set", "type=cylinder"], ["250,0", "-90,0"], true),
            (["--layout", "carousel", "--set", "type=custom", "--set", "transform=translate(offset * itemWidth * 0.8, 0, -abs(offset) * 120) rotate(-offset * 0.5, 0, 1, 0)"], ["630,0"], true),
            // Right to left: card 0 at the right end, the deck stepping left, iCarousel in a mirror, lines from the right.
            (["--layout", "cards", "--direction", "rtl"], ["4275,0", "3700.5,0"], true),
            (["--layout", "stack", "--direction", "rtl"], ["6900,0"], true),
            (["--layout", "carousel", "--set", "type=coverFlow", "--direction", "rtl"], ["2710,0"], true),
            (["--layout", "carousel", "--set", "type=rotary", "--direction", "rtl"], ["-450,0"], true),
            (flow + ["--dataset", try Self.sizedFlowDataset(in: folder), "--direction", "rtl"],
             ["0,150"], true),
        ]
        var worst = 0.0
        for (index, entry) in views.enumerated() {
            let page = folder.path("page\(index)")
            let view = entry.view + ["--viewport", "800x600"]
            let export = try CLIRunner.run(["export", "web"] + view + ["--out", page])
            try #require(export.status == 0, "\(export.stderr)")
            for offset in entry.offsets {
                let shot = folder.path("web-\(index)-\(offset).png"), reference = folder.path("render-\(index)-\(offset).png")
                let output = try Self.browse(page: page, hash: "offset=\(offset)&size=800x600&notext", actions: [
                    ["wait": Self.ready], ["screenshot": shot], ["eval": "window.playground.rects()"],
                ])
                let render = try CLIRunner.run(["render"] + view + ["--offset", offset, "--no-text", "--out", reference])
                try #require(render.status == 0, "\(render.stderr)")
                let attributes = try CLIRunner.run(["attributes"] + view + ["--offset", offset])
                let drawn = try #require(output.first as? [[String: Any]])
                let fraction = try Self.differingFraction(shot, reference)
                worst = max(worst, fraction)
                #expect(fraction < 0.015, "\(view.joined(separator: " ")) at \(offset): \(fraction * 100) % of pixels differ")
                guard entry.boxes else { continue }
                let expected = try Self.screenBoxes(try attributes.json(), offset: offset)
                #expect(drawn.count == expected.count, "\(view) at \(offset): \(drawn.count) drawn, \(expected.count) in view")
                for box in drawn {
                    let key = "\(box["category"]!)/\(box["section"]!)/\(box["item"]!)"
                    guard let want = expected[key] else { Issue.record("\(key) drawn but not in view"); continue }
                    let got = ["x", "y", "width", "height"].map { (box[$0] as! NSNumber).doubleValue }
                    let error = zip(got, want).map { abs($0 - $1) }.max()!
                    #expect(error <= 0.5, "\(view.joined(separator: " ")) at \(offset): \(key) at \(got), the library says \(want)")
                }
            }
        }
        print("web vs render: at most \(worst * 100) % of pixels differ by more than 15 %")
    }

    /// A drag and release dispatched as mouse events comes to rest where
    /// `fling` says for the release the page measured, within one item.
    @Test(arguments: [["--layout", "cards"], ["--layout", "wheel"], ["--layout", "carousel", "--set", "type=rotary"],
                      ["--layout", "waterfall"]])
    func dragAndReleaseRestsWhereFlingSays(_ view: [String]) throws {
        try #require(Self.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let page = folder.path("page")
        let export = try CLIRunner.run(["export", "web"] + view + ["--viewport", "800x600", "--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        let vertical = view[1] == "wheel" || view[1] == "waterfall"
        let path = (0...16).map { i -> [Double] in
            let d = Double(i) * Double(i)
            return vertical ? [400, 420 - d] : [600 - d, 300]
        }
        let output = try Self.browse(page: page, hash: "size=800x600", actions: [
            ["wait": Self.ready], ["drag": path, "interval": 0.008],
            ["eval": "window.playground.lastRelease"],
            ["wait": "!window.playground.scroller.isMoving"],
            ["eval": "[window.playground.offset, window.playground.currentIndex]"],
        ])
        let release = try #require(output[0] as? [String: Any], "the page saw no drag")
        let at = try #require(release["offset"] as? [String: Any]), v = try #require(release["velocity"] as? [String: Any])
        func n(_ o: [String: Any], _ k: String) -> Double { (o[k] as! NSNumber).doubleValue }
        #expect(abs(n(v, vertical ? "y" : "x")) > 100, "the release was not a flick: \(v)")
        let rest = try #require((output[1] as? [Any])?.first as? [String: Any])
        let fling = try CLIRunner.run(["fling"] + view + ["--viewport", "800x600",
                                                          "--offset", "\(n(at, "x")),\(n(at, "y"))",
                                                          "--velocity", "\(n(v, "x")),\(n(v, "y"))"])
        try #require(fling.status == 0, "\(fling.stderr)")
        let expected = try #require(try fling.json()["restOffset"] as? [String: Any])
        let item = view[1] == "wheel" ? 100.0 : view[1] == "waterfall" ? 1.0 : 200.0
        let axis = vertical ? "y" : "x"
        #expect(abs(n(rest, axis) - n(expected, axis)) <= item, "rests at \(rest), fling says \(expected)")
        print("drag \(view.joined(separator: " ")): released at \(n(at, axis)) with \(n(v, axis)) pt/s, rests at \(n(rest, axis)), fling says \(n(expected, axis))")
    }

    /// The cards page in the browser: a tap on the right-hand card brings it
    /// to the centre, a tap on the centred card selects it, the right arrow
    /// steps one card, a wheel turn settles on a card, and `#offset=` opens
    /// where it says.
    @Test func tapsKeysAndWheelMoveThePage() throws {
        try #require(Self.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let page = folder.path("page")
        let export = try CLIRunner.run(["export", "web", "--layout", "cards", "--viewport", "800x600", "--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        let settled = "!window.playground.scroller.isMoving"
        let state = "[window.playground.offset.x, window.playground.currentIndex, window.playground.selected ?? null]"
        let output = try Self.browse(page: page, hash: "offset=285,0&size=800x600", actions: [
            ["wait": Self.ready], ["eval": state],
            // The card right of the centre (item 2, centred at x 685 − 285 on screen) is tapped.
            ["click": [690, 300]], ["wait": settled], ["eval": state],
            ["click": [400, 300]], ["wait": settled], ["eval": state],
            ["key": "ArrowRight", "keyCode": 39], ["wait": settled], ["eval": state],
            ["wheel": [400, 300, 400, 0]], ["wait": "new Promise((r) => setTimeout(() => r(true), 400))"], ["wait": settled],
            ["eval": state],
        ])
        let states = try output.map { try #require($0 as? [Any]) }
        func x(_ i: Int) -> Double { (states[i][0] as! NSNumber).doubleValue }
        func index(_ i: Int) -> Int { (states[i][1] as! NSNumber).intValue }
        #expect(x(0) == 285 && index(0) == 1, "opened at \(states[0])")
        #expect(x(1) == 570 && index(1) == 2, "after the tap on the right-hand card: \(states[1])")
        let selected = states[2][2] as? [String: Any]
        #expect(x(2) == 570 && (selected?["item"] as? NSNumber)?.intValue == 2, "after the tap on the centred card: \(states[2])")
        #expect(x(3) == 855 && index(3) == 3, "after the right arrow: \(states[3])")
        #expect(x(4) > 855 && x(4).truncatingRemainder(dividingBy: 285) == 0, "after the wheel: \(states[4])")
    }

    /// Without a fixed size the page fills the window and lays out again
    /// when it is resized: the waterfall's five landscape columns become
    /// three in a portrait window, as the library's `columns=auto` says.
    @Test func thePageFollowsTheWindowsSize() throws {
        try #require(Self.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let page = folder.path("page")
        let export = try CLIRunner.run(["export", "web", "--layout", "waterfall", "--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        let columns = "new Set(window.playground.rects().filter((r) => r.category === 'cell').map((r) => Math.round(r.x))).size"
        let output = try Self.browse(page: page, hash: "", actions: [
            ["wait": Self.ready], ["eval": columns],
            ["resize": [500, 700]], ["wait": "window.innerWidth === 500"],
            ["wait": "new Promise((r) => requestAnimationFrame(() => r(true)))"], ["eval": columns],
            ["eval": "[window.playground.layout.contentSize.width, window.playground.stage.offsetWidth]"],
        ])
        #expect((output[0] as? NSNumber)?.intValue == 5, "800×600: \(output[0])")
        #expect((output[1] as? NSNumber)?.intValue == 3, "500×700: \(output[1])")
        #expect((output[2] as? [NSNumber])?.map(\.intValue) == [500, 500])
    }

    /// Dragged past its first card, the content follows the library's
    /// rubber band, `(1 − 1/(x·0.55/d + 1))·d`, and springs back on release.
    @Test func draggingPastTheEdgeRubberBands() throws {
        try #require(Self.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let page = folder.path("page")
        let export = try CLIRunner.run(["export", "web", "--layout", "cards", "--viewport", "800x600", "--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        let path = (0...10).map { [200 + Double($0) * 30, 300] }
        let output = try Self.browse(page: page, hash: "offset=0,0&size=800x600", actions: [
            ["wait": Self.ready], ["drag": path, "interval": 0.03, "release": false],
            ["wait": "new Promise((r) => setTimeout(() => r(true), 100))"],
            ["eval": "window.playground.offset.x"],
        ])
        let shown = try #require(output[0] as? NSNumber).doubleValue
        let expected = RubberBand.rubberBand(offset: -300, min: 0, max: 5075 - 800, dimension: 800)
        #expect(abs(shown - expected) < 1e-9, "dragged 300 points past the start: shows \(shown), the library \(expected)")
        #expect(shown < -100 && shown > -300)
    }

    // MARK: - Helpers

    static let ready = "document.readyState === 'complete' && !!window.playground && [...document.images].every((i) => i.complete)"
        + " && new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"

    /// Runs the browser probe on `page/index.html#hash` and returns its "eval" results.
    static func browse(page: String, hash: String, actions: [[String: Any]]) throws -> [Any] {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: actions), as: UTF8.self)
        let result = try CLIRunner.runExecutable("/usr/bin/python3", [probe, "file://\(page)/index.html#\(hash)", "800", "600", json])
        try #require(result.status == 0, "the browser probe failed: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])
    }

    /// The on-screen bounds of each visible element of an `attributes` report, by "category/section/item".
    static func screenBoxes(_ report: [String: Any], offset: String) throws -> [String: [Double]] {
        let parts = offset.split(separator: ",").map { Double($0)! }
        var boxes: [String: [Double]] = [:]
        for case let e as [String: Any] in report["elements"] as? [Any] ?? [] {
            func d(_ v: Any?) -> Double { (v as! NSNumber).doubleValue }
            let center = e["center"] as! [String: Any], size = e["size"] as! [String: Any]
            guard !(e["hidden"] as! Bool), d(e["alpha"]) > 0, d(size["width"]) > 0, d(size["height"]) > 0 else { continue }
            let attributes = LayoutAttributes(
                indexPath: IndexPath(item: 0), center: Point(x: d(center["x"]) - parts[0], y: d(center["y"]) - parts[1]),
                size: Size(width: d(size["width"]), height: d(size["height"])),
                transform: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                transform3D: Transform3D(values: (e["transform3D"] as! [Any]).map(d))!)
            var a = attributes
            let t = (e["transform"] as! [Any]).map(d)
            a.transform = AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
            guard let quad = a.screenQuad() else { continue }
            let b = quad.boundingBox
            boxes["\(e["category"]!)/\(Int(d(e["section"])))/\(Int(d(e["item"])))"] =
                [b.minX, b.minY, b.width, b.height]
        }
        return boxes
    }

    /// The fraction of pixels whose colours differ by more than 15 % (ImageMagick's `compare -fuzz`).
    static func differingFraction(_ a: String, _ b: String) throws -> Double {
        let result = try CLIRunner.runExecutable("/usr/bin/compare", ["-metric", "AE", "-fuzz", "15%", a, b, "null:"])
        let count = Double(result.stderr.split(separator: " ").first.map(String.init) ?? "") ?? .infinity
        return count / (800 * 600)
    }

    /// The drivers' first lines (run as .mjs): `m`, the module whose path is
    /// the first argument. layout.js is an ES module; copied to a .mjs file,
    /// any node imports it as one, with no package.json beside it.
    static let importLayout = """
    import { copyFileSync } from "node:fs";
    import { pathToFileURL } from "node:url";
    const copy = process.argv[2].replace(/\\.js$/, "") + ".mjs";
    copyFileSync(process.argv[2], copy);
    const m = await import(pathToFileURL(copy).href);
    """

    /// node: attributes --all's JSON from the page's layout.
    static let attributesDriver = """
    \(WebExportTests.importLayout)
    const [w, h] = process.argv[3].split("x").map(Number), off = process.argv[4].split(",").map(Number);
    const L = m.Layouts[m.CONFIG.layout](m.CONFIG);
    L.prepare({ width: w, height: h });
    const o = { x: off[0], y: off[1] };
    const elements = m.everyElement(L, m.CONFIG, o).map((e) => ({ category: e.category, section: e.section, item: e.item,
      center: e.center, size: e.size, alpha: e.alpha, zIndex: e.zIndex, hidden: e.hidden, transform: e.transform, transform3D: e.transform3D,
      frame: { x: e.center.x - e.size.width / 2, y: e.center.y - e.size.height / 2, width: e.size.width, height: e.size.height } }));
    console.log(JSON.stringify({ layout: m.CONFIG.layout, viewport: { width: w, height: h }, contentOffset: o, contentSize: L.contentSize,
      currentIndex: L.currentIndex(o), elements }));
    """

    /// node: `fling`'s JSON for each [offset, velocity] pair.
    static let flingDriver = """
    \(WebExportTests.importLayout)
    const L = m.Layouts[m.CONFIG.layout](m.CONFIG);
    L.prepare(m.CONFIG.viewport);
    const out = JSON.parse(process.argv[3]).map(([o, v]) => {
      const r = m.simulateRelease(L, m.CONFIG.viewport, m.CONFIG.physics, { x: o[0], y: o[1] }, { x: v[0], y: v[1] });
      return { restOffset: r.restOffset, currentIndex: r.currentIndex, duration: r.duration };
    });
    console.log(JSON.stringify(out));
    """
}
