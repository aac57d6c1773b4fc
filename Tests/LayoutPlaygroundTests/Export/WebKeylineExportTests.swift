import CollectionLayout
import Foundation
import Testing

/// `export web --layout keyline`: the page's JavaScript (run in node) gives
/// what `attributes --all` gives — frames, each item's `mask`, the keylines,
/// the content size and the current item — over the Android export's seeded
/// sweep of strategies, axes and directions; its physics rests where
/// `fling` rests (paging to the keyline rest offsets, one item per swipe);
/// and in headless Chromium each drawn item is clipped to its mask
/// (`clip-path: inset(…)`), which hit testing honours.
@Suite(.serialized) struct WebKeylineExportTests {
    typealias Folder = WebExportTests.Folder

    /// node: for each [viewport, offset, items] request, the JSON `attributes --all` prints, with masks and keylines.
    static let driver = """
    \(WebExportTests.importLayout)
    const out = JSON.parse(process.argv[3]).map(([size, offset, items]) => {
      const [w, h] = size.split("x").map(Number), off = offset.split(",").map(Number);
      const C = items === null ? m.CONFIG : Object.assign({}, m.CONFIG, { itemCount: Number(items) });
      const L = m.Layouts[C.layout](C);
      L.prepare({ width: w, height: h });
      const o = { x: off[0], y: off[1] };
      const elements = m.everyElement(L, C, o).map((e) => ({ category: e.category, section: e.section, item: e.item,
        center: e.center, size: e.size, alpha: e.alpha, zIndex: e.zIndex, hidden: e.hidden, transform: e.transform,
        transform3D: e.transform3D, mask: e.mask,
        frame: { x: e.center.x - e.size.width / 2, y: e.center.y - e.size.height / 2, width: e.size.width, height: e.size.height } }));
      return { layout: C.layout, viewport: { width: w, height: h }, contentOffset: o, contentSize: L.contentSize,
        currentIndex: L.currentIndex(o), elements, keylines: L.keylines(o) };
    });
    console.log(JSON.stringify(out));
    """

    @Test func layoutMathMatchesAttributesFramesAndMasksOverEveryStrategy() throws {
        let node = try #require(WebExportTests.node, "node is needed (.ci/install-deps installs nodejs)")
        let folder = try Folder()
        try Data(Self.driver.utf8).write(to: URL(fileURLWithPath: folder.path("keyline.mjs")))
        var random = SeededGenerator(seed: 515)
        var views = 0, masks = 0, narrowed = 0
        for (index, configuration) in AndroidKeylineExportTests.configurations.enumerated() {
            let data = configuration.dataset.map { ["--dataset", $0] } ?? []
            let page = folder.path("page\(index)")
            let export = try CLIRunner.run(["export", "web", "--layout", "keyline"] + configuration.options + data
                                           + ["--viewport", "700x500", "--out", page])
            try #require(export.status == 0, "\(configuration.title): \(export.stderr)")
            let vertical = configuration.options.contains("vertical=true")
            var requests: [[Any]] = [], libraries: [(label: String, json: [String: Any])] = []
            let viewport = index % 2 == 0 ? "700x500" : "460x780"
            let counts: [String?] = [nil, "0", "1", "4", String(Int.random(in: 5...50, using: &random))]
            for items in [nil, counts[Int.random(in: 1...4, using: &random)]] {
                let view = ["--layout", "keyline"] + configuration.options + data + (items.map { ["--items", $0] } ?? [])
                    + ["--viewport", viewport]
                let probe = try CLIRunner.run(["attributes"] + view)
                try #require(probe.status == 0, "\(probe.stderr)")
                let json = try probe.json()
                let content = json["contentSize"] as? [String: NSNumber] ?? [:], port = json["viewport"] as? [String: NSNumber] ?? [:]
                let travel = vertical ? (content["height"]?.doubleValue ?? 0) - (port["height"]?.doubleValue ?? 0)
                    : (content["width"]?.doubleValue ?? 0) - (port["width"]?.doubleValue ?? 0)
                let offsets = try AndroidKeylineExportTests.offsets(travel: travel, vertical: vertical, view: view, &random)
                for offset in offsets {
                    let library = try CLIRunner.run(["attributes", "--all"] + view + ["--offset", offset])
                    try #require(library.status == 0, "\(library.stderr)")
                    libraries.append(("\(configuration.title) \(viewport) items \(items ?? "exported") at \(offset)", try library.json()))
                    requests.append([viewport, offset, items as Any? ?? NSNull()])
                }
            }
            let argument = String(decoding: try JSONSerialization.data(withJSONObject: requests), as: UTF8.self)
            let run = try CLIRunner.runExecutable(node, [folder.path("keyline.mjs"), page + "/layout.js", argument])
            try #require(run.status == 0, "\(configuration.title): \(run.stderr.prefix(2000))")
            let answers = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
            try #require(answers.count == libraries.count)
            for ((label, library), page) in zip(libraries, answers) {
                var differences: [String] = []
                UIKitExportTests.compare(library, page, path: "", into: &differences)
                #expect(differences.isEmpty, "\(label): \(differences.prefix(5).joined(separator: "; "))")
                for element in library["elements"] as? [[String: Any]] ?? [] {
                    guard let mask = element["mask"] as? [String: NSNumber], let size = element["size"] as? [String: NSNumber] else { continue }
                    masks += 1
                    if mask["width"]!.doubleValue < size["width"]!.doubleValue - 1e-6
                        || mask["height"]!.doubleValue < size["height"]!.doubleValue - 1e-6 { narrowed += 1 }
                }
                views += 1
            }
        }
        #expect(views >= AndroidKeylineExportTests.configurations.count * 2 * 8, "\(views) views compared")
        #expect(masks > 1000 && narrowed > 300, "\(masks) masks, \(narrowed) narrowed")
        print("web keyline math vs attributes: \(views) views, \(masks) masks (\(narrowed) narrowed); largest difference so far \(Worst.value)")
    }

    /// Releases rest where `fling` rests: at the keyline rest offsets, one
    /// item per swipe, through both end regions, vertical and right to left.
    @Test func physicsRestsWhereFlingRests() throws {
        let node = try #require(WebExportTests.node, "node is needed (.ci/install-deps installs nodejs)")
        let folder = try Folder()
        let table: [(view: [String], offsets: [String], velocities: [String])] = [
            (["--layout", "keyline"], ["0,0", "150.5,0", "416,0", "2701,0", "-40,0"], ["0,0", "700,0", "-900,0", "4000,0"]),
            (["--layout", "keyline", "--set", "strategy=centeredHero", "--direction", "rtl"], ["2000,0", "333,0"], ["0,0", "1500,0", "-1500,0"]),
            (["--layout", "keyline", "--set", "strategy=uncontained", "--set", "vertical=true"], ["0,90", "0,1200"], ["0,0", "0,2500", "0,-600"]),
            (["--layout", "keyline", "--set", "strategy=weighted", "--set", "allowLongSwipes=true"], ["300,0"], ["0,0", "5000,0"]),
            (["--layout", "keyline", "--set", "strategy=multiAspect", "--dataset", AndroidKeylineExportTests.photos], ["700,0"], ["0,0", "1800,0"]),
        ]
        try Data(WebExportTests.flingDriver.utf8).write(to: URL(fileURLWithPath: folder.path("fling.mjs")))
        var releases = 0
        for (index, row) in table.enumerated() {
            releases += try WebExportTests.compareReleases(row, page: folder.path("page\(index)"), node: node,
                                                           driver: folder.path("fling.mjs"))
        }
        #expect(releases == 36)
    }

    /// In Chromium every drawn item is its whole frame clipped by
    /// `clip-path: inset(…)` to the library's mask, rounded by the corner
    /// radius; hit testing honours the clip: the window's middle is the
    /// item's, a point of the frame the mask cuts off is not.
    @Test func mountedPageDrawsItemsClippedToTheirMasks() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let probe = """
        (() => {
          // The page indicator and the rotation button sit over the items; hit testing looks past them.
          for (const over of document.querySelectorAll(".lp-marks, .lp-rotation")) over.style.display = "none";
          const s = document.querySelector(".lp-stage").getBoundingClientRect();
          const within = (x, y) => x > 0 && x < s.width && y > 0 && y < s.height;
          return [...document.querySelectorAll(".lp-cell")].map((div) => {
            const r = div.getBoundingClientRect(), clip = getComputedStyle(div).clipPath;
            // inset(top right bottom left round r), which Chromium writes shortest, as margins: 1 to 4 lengths.
            const [box, round] = clip.replace(/^inset\\(|\\)$/g, "").split("round");
            const v = (box.match(/-?[0-9.]+(e-?[0-9]+)?/g) || []).map(Number);
            const sides = v.length === 1 ? [v[0], v[0], v[0], v[0]] : v.length === 2 ? [v[0], v[1], v[0], v[1]]
              : v.length === 3 ? [v[0], v[1], v[2], v[1]] : v;
            const n = clip.startsWith("inset(") ? sides.concat([round ? parseFloat(round) : 0]) : [];
            const hit = (x, y) => { const e = document.elementFromPoint(s.left + x, s.top + y); return !!e && e.closest(".lp-cell") === div; };
            const x = r.left - s.left, y = r.top - s.top;
            const mx = x + n[3] + (r.width - n[1] - n[3]) / 2, my = y + n[0] + (r.height - n[0] - n[2]) / 2;
            const inside = n.length >= 4 && within(mx, my) ? hit(mx, my) : null;
            // A point of the frame the mask cuts off, on the side the neighbour below it does not cover.
            let cut = null;
            if (n.length >= 4 && n[3] > 6 && x + 3 > 0 && x + 3 < s.width) cut = hit(x + 3, y + r.height / 2);
            else if (n.length >= 4 && n[0] > 6 && y + 3 > 0 && y + 3 < s.height) cut = hit(x + r.width / 2, y + 3);
            return { item: Number(div.dataset.item), x, y, width: r.width, height: r.height, clip, insets: n, inside, cut };
          });
        })()
        """
        let cases: [(view: [String], offset: String)] = [
            (["--layout", "keyline", "--set", "cornerRadius=20"], "333,0"),
            (["--layout", "keyline", "--set", "strategy=centeredHero", "--set", "parallax=0.5", "--direction", "rtl"], "900.5,0"),
            (["--layout", "keyline", "--set", "strategy=multiBrowse", "--set", "vertical=true", "--set", "alignment=center"], "0,410"),
        ]
        var cells = 0, narrowed = 0, cuts = 0
        for (index, entry) in cases.enumerated() {
            let page = folder.path("page\(index)")
            let view = entry.view + ["--viewport", "800x600"]
            let export = try CLIRunner.run(["export", "web"] + view + ["--out", page])
            try #require(export.status == 0, "\(export.stderr)")
            let output = try WebExportTests.browse(page: page, hash: "offset=\(entry.offset)&size=800x600", actions: [
                ["wait": WebExportTests.ready], ["eval": probe],
            ])
            let drawn = try #require(output.first as? [[String: Any]])
            let attributes = try CLIRunner.run(["attributes"] + view + ["--offset", entry.offset])
            try #require(attributes.status == 0, "\(attributes.stderr)")
            let report = try attributes.json()
            let offset = entry.offset.split(separator: ",").map { Double($0)! }
            let radius = Double(entry.view.first { $0.hasPrefix("cornerRadius=") }?.dropFirst("cornerRadius=".count) ?? "28")!
            var library: [Int: [String: Any]] = [:]
            for e in report["elements"] as? [[String: Any]] ?? [] where (e["hidden"] as? Bool) != true {
                if let mask = e["mask"] as? [String: NSNumber], mask["width"]!.doubleValue > 0, mask["height"]!.doubleValue > 0 {
                    library[(e["item"] as! NSNumber).intValue] = e
                }
            }
            #expect(drawn.count == library.count, "\(view) at \(entry.offset): \(drawn.count) drawn, \(library.count) in view")
            for cell in drawn {
                let item = (cell["item"] as! NSNumber).intValue
                guard let e = library[item] else { Issue.record("\(view): item \(item) drawn but not in view"); continue }
                let frame = e["frame"] as! [String: NSNumber], mask = e["mask"] as! [String: NSNumber], size = e["size"] as! [String: NSNumber]
                func v(_ d: [String: NSNumber], _ k: String) -> Double { d[k]!.doubleValue }
                // The whole item, where its frame is.
                let box = ["x", "y", "width", "height"].map { (cell[$0] as! NSNumber).doubleValue }
                let want = [v(frame, "x") - offset[0], v(frame, "y") - offset[1], v(frame, "width"), v(frame, "height")]
                #expect(zip(box, want).allSatisfy { abs($0 - $1) <= 0.5 }, "\(view) item \(item): drawn at \(box), the library says \(want)")
                // The clip: top, right, bottom, left insets of the mask, and the radius.
                let insets = (cell["insets"] as? [NSNumber] ?? []).map(\.doubleValue)
                let expected = [v(mask, "y"), v(size, "width") - v(mask, "x") - v(mask, "width"),
                                v(size, "height") - v(mask, "y") - v(mask, "height"), v(mask, "x"), radius]
                #expect(insets.count == 5 && zip(insets, expected).allSatisfy { abs($0 - $1) <= 0.01 },
                        "\(view) item \(item): clip-path \(cell["clip"] ?? "none"), the mask gives \(expected)")
                if let inside = cell["inside"] as? Bool {
                    #expect(inside, "\(view) item \(item): the middle of its window is not the item's")
                }
                if let cut = cell["cut"] as? Bool {
                    #expect(!cut, "\(view) item \(item): a point the mask cuts off still hits the item (\(cell["clip"] ?? ""))")
                    cuts += 1
                }
                if expected[1] + expected[3] > 1 || expected[0] + expected[2] > 1 { narrowed += 1 }
                cells += 1
            }
        }
        #expect(cells >= 9 && narrowed >= 4 && cuts >= 4, "\(cells) cells, \(narrowed) narrowed by their masks, \(cuts) cut points hit-tested")
        print("web keyline in Chromium: \(cells) cells clipped to their masks, \(narrowed) narrowed, \(cuts) cut-off points not hit")
    }
}
