import CollectionLayout
import Foundation
import Testing

/// `export android --layout keyline`: the exported `NAMEMath.java`, compiled
/// with `javac`, prints in check mode what `attributes --all` prints — every
/// frame, every `mask` (the visible part of each item), the keylines, the
/// content size and the current item — over a seeded sweep of the keyline
/// carousel: every strategy, horizontal, vertical and right to left, both
/// alignments, at offsets before the start, at both ends, through the end
/// regions, between rest positions and at them, at item counts the export
/// never saw; and releases, without velocity and flung both ways (one item
/// per swipe unless long swipes are allowed), rest where `fling` rests.
@Suite(.serialized) struct AndroidKeylineExportTests {
    /// One exported configuration: its `--set` and `--direction` options and
    /// any dataset (the multi-aspect strategy reads the pictures' aspects).
    struct Configuration {
        var options: [String]
        var dataset: String? = nil
        var title: String { options.filter { !$0.hasPrefix("--") }.joined(separator: " ") }
    }

    static let photos = CLIRunner.repositoryRoot + "/Resources/datasets/photos.json"

    /// Every strategy three ways (horizontal, vertical, right to left and
    /// centred), plus seeded sizes, spacing, parallax and corners; weights
    /// and keylines of one's own; multi-aspect over a dataset of pictures.
    static let configurations: [Configuration] = {
        var list: [Configuration] = []
        var random = SeededGenerator(seed: 4_242)
        func sets(_ pairs: [String]) -> [String] { pairs.flatMap { ["--set", $0] } }
        for strategy in KeylineStrategy.allCases {
            let dataset = strategy == .multiAspect ? photos : nil
            let base = ["strategy=\(strategy.rawValue)"]
            list.append(Configuration(options: sets(base), dataset: dataset))
            list.append(Configuration(options: sets(base + ["vertical=true"]), dataset: dataset))
            list.append(Configuration(options: sets(base + ["alignment=center"]) + ["--direction", "rtl"], dataset: dataset))
            let seeded = [
                "itemWidth=\(Int.random(in: 60...420, using: &random))",
                "spacing=\(Int.random(in: 0...24, using: &random))",
                "smallMin=\(Int.random(in: 8...40, using: &random))",
                "smallMax=\(Int.random(in: 44...120, using: &random))",
                "parallax=\(Double(Int.random(in: 0...100, using: &random)) / 100)",
                "cornerRadius=\(Int.random(in: 0...40, using: &random))",
                "itemHeight=\(Bool.random(using: &random) ? "auto" : String(Int.random(in: 120...400, using: &random)))",
                "alignment=\(Bool.random(using: &random) ? "start" : "center")",
                "vertical=\(Bool.random(using: &random))",
            ]
            list.append(Configuration(options: sets(base + seeded) + (Bool.random(using: &random) ? ["--direction", "rtl"] : []),
                                      dataset: dataset))
        }
        list.append(Configuration(options: sets(["strategy=weighted", "weights=2,5,5,1,0.5"]) + ["--direction", "rtl"]))
        list.append(Configuration(options: sets(["strategy=weighted", "weights=1,1", "vertical=true"])))
        list.append(Configuration(options: sets(["strategy=custom", "keylines=40:60,170:200,390:240,560:100,640:40", "spacing=12"])))
        list.append(Configuration(options: sets(["strategy=custom", "keylines=300:300,520:140", "vertical=true"])))
        // Flings may pass several items.
        list.append(Configuration(options: sets(["strategy=hero", "allowLongSwipes=true"])))
        // A strategy that cannot arrange the viewport falls back to one item filling it.
        list.append(Configuration(options: sets(["strategy=multiBrowse", "itemWidth=4000", "smallMin=600", "smallMax=900"])))
        return list
    }()

    /// The offsets a view is checked at, from the library's content size
    /// (travel t along the axis): before the start and past the end, both
    /// ends, seeded offsets through the start and the end regions and
    /// between them, and the rest offsets `fling` comes to from some of them.
    static func offsets(travel: Double, vertical: Bool, view: [String], _ random: inout SeededGenerator) throws -> [String] {
        var along: [Double] = [-37.5, 0, travel, travel + 41.25]
        for _ in 0..<2 { along.append(Double(Int.random(in: 0...400, using: &random)) + 0.25) }
        along.append(travel - Double(Int.random(in: 0...400, using: &random)) - 0.5)
        along.append((Double(Int.random(in: 0...1000, using: &random)) / 1000 * travel).rounded() + 0.75)
        func point(_ a: Double) -> String { vertical ? "0,\(a)" : "\(a),0" }
        // A rest position: where a release without velocity from the last of those comes to rest.
        for a in along.suffix(1) {
            let fling = try CLIRunner.run(["fling"] + view + ["--offset", point(a), "--velocity", "0,0"])
            if fling.status == 0, let rest = try fling.json()["restOffset"] as? [String: NSNumber] {
                along.append((vertical ? rest["y"] : rest["x"])?.doubleValue ?? 0)
            }
        }
        return along.map(point)
    }

    @Test func checkModeMatchesAttributesFramesAndMasksOverEveryStrategy() throws {
        let dir = try AndroidExportTests.temporaryFolder("android-keyline")
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        var sources: [String] = []
        for (index, configuration) in Self.configurations.enumerated() {
            let data = configuration.dataset.map { ["--dataset", $0] } ?? []
            let export = try CLIRunner.run(["export", "android", "--layout", "keyline"] + configuration.options + data
                                           + ["--viewport", "700x500", "--name", "Keyline\(index)", "--package", "checks.keyline",
                                              "--out", path("src")])
            try #require(export.status == 0, "\(configuration.title): \(export.stderr)")
            let math = try String(contentsOfFile: path("src/Keyline\(index)Math.java"), encoding: .utf8)
            // The parameters travel as constants: the strategy and the items' live count from the adapter.
            let strategy = configuration.options.first { $0.hasPrefix("strategy=") }!.dropFirst("strategy=".count)
            #expect(math.contains("static final Strategy strategy = Strategy.\(strategy);"), "\(configuration.title)")
            #expect(math.contains("itemCount = data.itemCount(0);"))
            sources.append(path("src/Keyline\(index)Math.java"))
        }
        try Data(AndroidExportTests.driver.utf8).write(to: URL(fileURLWithPath: path("Checks.java")))
        let compile = try AndroidExportTests.run("javac", ["javac", "--release", "17", "-Xlint:all", "-Werror", "-d", path("classes"),
                                                           path("Checks.java")] + sources, in: dir)
        try #require(compile.status == 0, "the exports do not compile:\n\(compile.stderr.prefix(3000))")

        struct View { var label: String; var library: [String: Any]; var rest: [String: Any]?; var releases: [[String: Any]] }
        var views: [View] = [], requests: [String] = []
        var random = SeededGenerator(seed: 77)
        for (index, configuration) in Self.configurations.enumerated() {
            let data = configuration.dataset.map { ["--dataset", $0] } ?? []
            let vertical = configuration.options.contains("vertical=true")
            let viewports: [String] = index % 2 == 0 ? ["700x500", "420x760"] : ["1180x340", "700x500"]
            for (k, viewport) in viewports.enumerated() {
                // The exported data's count, and counts the export never saw (none, one, a few, many).
                let counts: [String?] = [nil, "0", "1", "3", String(Int.random(in: 5...60, using: &random))]
                let items = counts[k == 0 ? 0 : Int.random(in: 1...4, using: &random)]
                let count = items.map { ["--items", $0] } ?? []
                let view = ["--layout", "keyline"] + configuration.options + data + count + ["--viewport", viewport]
                let probe = try CLIRunner.run(["attributes"] + view)
                try #require(probe.status == 0, "\(configuration.title): \(probe.stderr)")
                let json = try probe.json()
                let content = json["contentSize"] as? [String: NSNumber] ?? [:], port = json["viewport"] as? [String: NSNumber] ?? [:]
                let travel = vertical ? (content["height"]?.doubleValue ?? 0) - (port["height"]?.doubleValue ?? 0)
                    : (content["width"]?.doubleValue ?? 0) - (port["width"]?.doubleValue ?? 0)
                let offsets = try Self.offsets(travel: travel, vertical: vertical, view: view, &random)
                for (j, offset) in offsets.enumerated() {
                    let library = try CLIRunner.run(["attributes", "--all"] + view + ["--offset", offset])
                    try #require(library.status == 0, "\(library.stderr)")
                    // Where a release without velocity rests, from a third of the offsets.
                    var rest: [String: Any]? = nil, releases: [[String: Any]] = []
                    if j % 3 == 1 {
                        let fling = try CLIRunner.run(["fling"] + view + ["--offset", offset, "--velocity", "0,0"])
                        if fling.status == 0 { rest = try fling.json() }
                    }
                    // Releases at the check's velocities (one item per swipe unless long swipes are allowed), from one offset per view.
                    if j == 1 {
                        for v in [1500, -4000] {
                            let fling = try CLIRunner.run(["fling"] + view + ["--offset", offset, "--velocity", vertical ? "0,\(v)" : "\(v),0"])
                            try #require(fling.status == 0, "\(fling.stderr)")
                            releases.append(try fling.json())
                        }
                    }
                    let label = "\(configuration.title) \(viewport) items \(items ?? "exported") at \(offset)"
                    views.append(View(label: label, library: try library.json(), rest: rest, releases: releases))
                    requests.append((["checks.keyline.Keyline\(index)Math", "--viewport", viewport, "--offset", offset] + count)
                        .joined(separator: "\t"))
                }
            }
        }
        try Data(requests.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path("requests.txt")))
        let checks = try AndroidExportTests.run("java", ["java", "-cp", path("classes"), "Checks", path("requests.txt")], in: dir)
        try #require(checks.status == 0, "\(checks.stderr.prefix(2000))")
        let lines = checks.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= views.count, "\(lines.count) answers for \(views.count) views")

        var masks = 0, narrowed = 0, rests = 0, flings = 0
        for (view, line) in zip(views, lines) {
            guard let ported = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                Issue.record("\(view.label): \(line.prefix(300))")
                continue
            }
            var differences: [String] = []
            UIKitExportTests.compare(view.library, ported, path: "", into: &differences)
            #expect(differences.isEmpty, "\(view.label): \(differences.prefix(5).joined(separator: "; "))")
            for element in view.library["elements"] as? [[String: Any]] ?? [] {
                guard let mask = element["mask"] as? [String: NSNumber], let size = element["size"] as? [String: NSNumber] else { continue }
                masks += 1
                if mask["width"]!.doubleValue < size["width"]!.doubleValue - 1e-6 || mask["height"]!.doubleValue < size["height"]!.doubleValue - 1e-6 {
                    narrowed += 1
                }
            }
            if let rest = view.rest?["restOffset"] {
                var restDifferences: [String] = []
                UIKitExportTests.compare(rest, ported["restOffset"] ?? "missing", path: ".restOffset", into: &restDifferences)
                #expect(restDifferences.isEmpty, "\(view.label): \(restDifferences)")
                rests += 1
            }
            let portedReleases = ported["releases"] as? [[String: Any]] ?? []
            for (k, fling) in view.releases.enumerated() {
                var releaseDifferences: [String] = []
                UIKitExportTests.compare(fling["restOffset"] ?? "missing", k < portedReleases.count ? portedReleases[k]["restOffset"] ?? "missing" : "missing",
                                         path: ".releases[\(k)]", into: &releaseDifferences)
                #expect(releaseDifferences.isEmpty, "\(view.label): \(releaseDifferences)")
                flings += 1
            }
        }
        #expect(views.count >= Self.configurations.count * 2 * 8, "\(views.count) views compared")
        #expect(masks > 1000 && narrowed > 300, "\(masks) masks compared, \(narrowed) of them narrower than their item")
        #expect(rests > views.count / 4, "\(rests) rest offsets compared")
        #expect(flings >= Self.configurations.count * 2 * 2, "\(flings) releases compared")
        print("android keyline check mode vs attributes: \(views.count) views, \(masks) masks (\(narrowed) narrowed), \(rests) rest offsets, \(flings) releases")
    }

    /// The LayoutManager clips each item view to its mask with the corner
    /// radius (MaskableFrameLayout's way), and only a masked layout's does.
    @Test func layoutManagerClipsEachItemToItsMask() throws {
        let dir = try AndroidExportTests.temporaryFolder("android-keyline-shell")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("src").path
        let keyline = try CLIRunner.run(["export", "android", "--layout", "keyline", "--set", "cornerRadius=17", "--out", out])
        try #require(keyline.status == 0, "\(keyline.stderr)")
        let cards = try CLIRunner.run(["export", "android", "--layout", "cards", "--out", out])
        try #require(cards.status == 0, "\(cards.stderr)")
        let manager = try String(contentsOfFile: out + "/KeylineLayoutManager.java", encoding: .utf8)
        let math = try String(contentsOfFile: out + "/KeylineMath.java", encoding: .utf8)
        #expect(manager.contains("applyMask(view, e.mask);"))
        #expect(manager.contains("view.setClipBounds(outline.bounds);") && manager.contains("outline.setRoundRect(bounds, radius);"))
        #expect(manager.contains("view.setClipToOutline(true);"))
        #expect(math.contains("static final double cornerRadius = 17.0;"))
        #expect(!(try String(contentsOfFile: out + "/CardsLayoutManager.java", encoding: .utf8)).contains("applyMask"))
    }
}
