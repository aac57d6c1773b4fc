import CollectionLayout
import Foundation
import Testing

/// `export uikit` reads the collection view's data: every layout and
/// carousel type, exported from one dataset, is run by its check command
/// with other item counts (`--items`: 0, 1, the exported count and counts
/// it never saw) and other sizes (`--sizes`, the delegate's answers), and
/// prints what `attributes --items N --dataset …` prints for that data.
/// All the exports, each under its own `--name`, build into one program
/// (`-D LAYOUT_EXPORT_CHECKS_TOGETHER`): one compile for the whole sweep,
/// which also shows that any number of exports live in one module.
@Suite(.serialized) struct UIKitDataSourceExportTests {
    struct Configuration {
        var layout: String
        var options: [String]
        var seed: UInt64
        /// Data in sections, exported as they are and repeated by `--items`
        /// alone: a dataset file of the repository, or "" for the layout's
        /// bundled data; nil: generated pictures in one section.
        var sections: String? = nil
    }

    static let configurations: [Configuration] = {
        var list: [Configuration] = []
        var seed: UInt64 = 501
        func add(_ layout: String, fixed: [String] = [], sections: String? = nil) {
            var random = SeededGenerator(seed: seed)
            let type = LayoutKind(id: layout)!.layoutType
            let fixedKeys = Set(fixed.map { String($0.split(separator: "=")[0]) })
            let options = type.parameterSpecs.filter { !fixedKeys.contains($0.key) }
                .compactMap { UIKitExportTests.randomAssignment($0, &random) } + fixed
            list.append(Configuration(layout: layout, options: options.flatMap { ["--set", $0] }, seed: seed, sections: sections))
            seed += 1
        }
        add("cards")
        add("waterfall")
        add("waterfall", fixed: ["columns=3"])
        add("wheel", fixed: ["geometry=drum"])
        add("wheel", fixed: ["geometry=seed", "perspective=100000"])
        add("ring")
        add("stack")
        add("flow")
        for type in CarouselLayout.CarouselType.allCases where type != .custom {
            add("carousel", fixed: ["type=\(type.rawValue)"])
        }
        add("carousel", fixed: UIKitExportTests.curveCarousel)
        add("springs")
        add("compositional", fixed: ["orthogonal=groupPaging", "itemWidth=45%", "itemHeight=~120", "groupSize=1"])
        add("compositional", fixed: ["orthogonal=none", "itemWidth=1/3", "itemHeight=~90", "groupSize=3"])
        // Sections repeated round after round, each copy keeping its section's own columns and heights.
        add("waterfall", sections: "Resources/datasets/shop-departments.json")
        add("flow", sections: "")
        add("compositional", fixed: ["orthogonal=paging,groupPagingCentered,groupPaging,none", "itemWidth=100%,70%,85%,1/2",
                                     "itemHeight=220,200,64,~160", "groupSize=1,1,1x3,2"], sections: "")
        // The keyline carousel: the keylines rearranged for short lists; multi-aspect items sized by the delegate.
        add("keyline", fixed: ["strategy=multiBrowse"])
        add("keyline", fixed: ["strategy=centeredHero", "vertical=false"])
        add("keyline", fixed: ["strategy=multiAspect"])
        add("keyline", fixed: ["strategy=multiAspect", "vertical=true", "alignment=center"])
        return list
    }()

    /// A dataset of `count` pictures of seeded random sizes, as dataset JSON and as `--sizes` JSON.
    static func dataset(count: Int, _ random: inout SeededGenerator) -> (dataset: String, sizes: String) {
        let sizes = (0..<count).map { _ in (Int.random(in: 40...400, using: &random), Int.random(in: 40...400, using: &random)) }
        return ("[" + sizes.map { "{\"w\":\($0.0),\"h\":\($0.1),\"title\":\"\($0.0)×\($0.1)\"}" }.joined(separator: ",") + "]",
                "[" + sizes.map { "[\($0.0),\($0.1)]" }.joined(separator: ",") + "]")
    }

    @Test func checkModeFollowsTheDataSourceForEveryLayout() throws {
        try Self.sweep(format: "uikit")
    }

    /// Exports every configuration as `format` (`uikit` or `swiftui`), builds
    /// the check commands into one program (each nested in `Export<I><suffix>`)
    /// and compares them with `attributes` at counts 0, 1, the exported count
    /// and counts the export never saw; prints and returns the largest
    /// difference per layout at the counts other than the exported one.
    @discardableResult
    static func sweep(format: String, suffix: String = "") throws -> [String: Double] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(format)-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

        // Each configuration exported from its own dataset (the fallback), with a second dataset for the delegate.
        var exported: [(index: Int, configuration: Configuration, count: Int)] = []
        /// The data options of configuration `index`'s export.
        func exportedData(_ index: Int) -> [String] {
            guard let sections = Self.configurations[index].sections else { return ["--dataset", path("data\(index).json")] }
            return sections.isEmpty ? [] : ["--dataset", CLIRunner.repositoryRoot + "/" + sections]
        }
        var files: [String] = []
        for (index, configuration) in Self.configurations.enumerated() {
            var random = SeededGenerator(seed: configuration.seed &* 104_729)
            var count = Int.random(in: 2...25, using: &random)
            let own = Self.dataset(count: count, &random), other = Self.dataset(count: Int.random(in: 1...9, using: &random), &random)
            try Data(own.dataset.utf8).write(to: URL(fileURLWithPath: path("data\(index).json")))
            try Data(other.dataset.utf8).write(to: URL(fileURLWithPath: path("other\(index).json")))
            try Data(other.sizes.utf8).write(to: URL(fileURLWithPath: path("sizes\(index).json")))
            let view = ["--layout", configuration.layout] + configuration.options + ["--viewport", "700x500"]
            // A configuration the library refuses is left out (the export refuses it too: UIKitExportTests).
            let probe = try CLIRunner.run(["attributes", "--all"] + view + exportedData(index))
            guard probe.status == 0 else { continue }
            if configuration.sections != nil {
                count = (try probe.json()["elements"] as? [[String: Any]] ?? []).filter { $0["category"] as? String == "cell" }.count
            }
            let file = path("Export\(index).swift")
            let export = try CLIRunner.run(["export", format] + view + exportedData(index) + ["--name", "Export\(index)", "--out", file])
            try #require(export.status == 0, "\(configuration.layout): \(export.stderr)")
            exported.append((index, configuration, count))
            files.append(file)
        }
        #expect(exported.count >= Self.configurations.count - 2, "most configurations export")

        // One program: `checks I ARGS…` runs export I's check command.
        let driver = UIKitExportTests.checksDriver(exports: exported.map(\.index), suffix: suffix)
        try Data(driver.utf8).write(to: URL(fileURLWithPath: path("Checks.swift")))
        let binary = path("checks")
        let compile = try UIKitExportTests.swiftc(["-parse-as-library", "-D", "LAYOUT_EXPORT_CHECK", "-D", "LAYOUT_EXPORT_CHECKS_TOGETHER",
                                                   "-module-name", "Checks"] + files + [path("Checks.swift"), "-o", binary], in: dir)
        try #require(compile.status == 0, "the exports do not build together in check mode:\n\(compile.output.prefix(3000))")

        var largest: [String: Double] = [:], compared = 0
        for (index, configuration, count) in exported {
            var random = SeededGenerator(seed: configuration.seed &* 7_919)
            let unseen = [Int.random(in: 2...60, using: &random), Int.random(in: 2...60, using: &random)].filter { $0 != count }
            for (k, n) in ([0, 1, count] + unseen).enumerated() {
                // Alternately the delegate's sizes (--sizes) and the exported ones (--items alone).
                let delegate = k % 2 == 1 && configuration.sections == nil
                let data = delegate ? ["--dataset", path("other\(index).json")] : exportedData(index)
                // The sizes as [w, h] pairs, or (the second time) as the dataset's items themselves.
                let sizes = k == 3 ? path("other\(index).json") : path("sizes\(index).json")
                var at = ["--viewport", "700x500"]
                if k >= 2 {
                    let x = Double(Int.random(in: -200...2500, using: &random)) + 0.25
                    let y = Double(Int.random(in: -200...2500, using: &random)) + 0.5
                    at += ["--offset", "\(x),\(y)"]
                }
                let view = ["--layout", configuration.layout] + configuration.options
                let library = try CLIRunner.run(["attributes", "--all"] + view + data + ["--items", String(n)] + at)
                guard library.status == 0 else { continue }
                let check = try CLIRunner.runExecutable(binary, [String(index), "--items", String(n)]
                                                        + (delegate ? ["--sizes", sizes] : []) + at)
                try #require(check.status == 0, "\(configuration.layout) --items \(n): \(check.stderr)")
                let reference = try library.json(), ported = try check.json()
                compared += 1
                var differences: [String] = []
                UIKitExportTests.compare(reference, ported, path: "", into: &differences)
                UIKitExportTests.dropCoincidentOrder(&differences, library: reference)
                let title = configuration.layout + (configuration.layout == "carousel" ? " " + configuration.options[
                    configuration.options.firstIndex { $0.hasPrefix("type=") } ?? 0] : "") + (configuration.sections != nil ? " in sections" : "")
                #expect(differences.isEmpty, "\(title) seed \(configuration.seed) --items \(n)\(delegate ? " --sizes" : ""): \(differences.prefix(5).joined(separator: "; "))")
                if n != count { largest[title] = max(largest[title] ?? 0, Self.largestDifference(reference, ported)) }
            }
        }
        #expect(compared >= exported.count * 4, "\(compared) views compared")
        // Data the check command cannot read is one line and exit status 2.
        try Data(#"[[100, 80], [0, 50]]"#.utf8).write(to: URL(fileURLWithPath: path("bad.json")))
        try Data(#"{"w": 100}"#.utf8).write(to: URL(fileURLWithPath: path("object.json")))
        if let first = exported.first {
            for arguments in [["--sizes", path("bad.json")], ["--sizes", path("object.json")], ["--sizes", path("missing.json")],
                              ["--items", "-3"], ["--items", "many"]] {
                let run = try CLIRunner.runExecutable(binary, [String(first.index)] + arguments)
                #expect(run.status == 2 && run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
            }
        }
        for (title, d) in largest.sorted(by: { $0.key < $1.key }) {
            print("\(format) check mode vs attributes at counts the export never saw, \(title): largest difference \(d)")
        }
        return largest
    }

    /// The largest difference between two numbers at the same place of two
    /// parsed JSON values (z-indexes, which are ranks, left out).
    static func largestDifference(_ a: Any, _ b: Any, key: String = "") -> Double {
        switch (a, b) {
        case (let x as [String: Any], let y as [String: Any]):
            return x.keys.compactMap { k in y[k].map { largestDifference(x[k]!, $0, key: k) } }.max() ?? 0
        case (let x as [Any], let y as [Any]) where x.count == y.count:
            return zip(x, y).map { largestDifference($0, $1, key: key) }.max() ?? 0
        case (let x as NSNumber, let y as NSNumber) where key != "zIndex" && !(a is Bool):
            let d = abs(x.doubleValue - y.doubleValue)
            return d.isFinite ? d : 0
        default:
            return 0
        }
    }

    /// Two exports of different layouts under their own names build into one
    /// library: on Linux (where each name is an empty enum holding its math)
    /// and against the UIKit stub, which type-checks the UIKit classes, the
    /// delegate protocol and the batch-update overrides in Swift 6's mode.
    @Test func twoExportsBuildIntoOneLibraryWithAndWithoutUIKit() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-together-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let exports = [("waterfall", "GalleryLayout"), ("carousel", "CoverLayout")]
        for (layout, name) in exports {
            let export = try CLIRunner.run(["export", "uikit", "--layout", layout, "--name", name, "--out", path("\(name).swift")])
            try #require(export.status == 0, "\(export.stderr)")
        }
        let text = try String(contentsOfFile: path("GalleryLayout.swift"), encoding: .utf8)
        #expect(text.contains("public final class GalleryLayout: UICollectionViewLayout {"))
        #expect(text.contains("public protocol GalleryLayoutDelegate: UICollectionViewDelegate {"))
        let sources = exports.map { path("\($0.1).swift") }

        let plain = try UIKitExportTests.swiftc(["-parse-as-library", "-emit-library", "-module-name", "Plain"] + sources
                                                + ["-o", path("libPlain.so")], in: dir)
        #expect(plain.status == 0, "\(plain.output.prefix(3000))")

        let stub = dir.appendingPathComponent("stub")
        try FileManager.default.createDirectory(at: stub, withIntermediateDirectories: true)
        try Data(UIKitStub.source.utf8).write(to: stub.appendingPathComponent("UIKit.swift"))
        let uikit = try UIKitExportTests.swiftc(["-parse-as-library", "-emit-library", "-emit-module", "-module-name", "UIKit",
                                                 "-swift-version", "6", "UIKit.swift", "-o", "libUIKit.so"], in: stub)
        try #require(uikit.status == 0, "the stub: \(uikit.output)")
        let app = try UIKitExportTests.swiftc(["-parse-as-library", "-emit-library", "-swift-version", "6", "-module-name", "App",
                                               "-I", stub.path, "-L", stub.path, "-lUIKit"] + sources + ["-o", path("libApp.so")], in: dir)
        #expect(app.status == 0, "against the UIKit stub:\n\(app.output.prefix(3000))")
    }

    /// A driver for the waterfall's UIKit class, run against the stub: a
    /// collection view whose data source has `N` items in one section and
    /// whose delegate sizes them (`SIZES`: `w,h;w,h…`, cycled), then a batch
    /// update inserting item 2 and deleting item 3. Prints each cell as
    /// `cell S I centreX centreY width height`, then the appearing and
    /// disappearing items as `appearing|disappearing I alpha centreX centreY`.
    static let classDriver = """
    import UIKit

    final class Sizer: GalleryLayoutDelegate {
        let sizes: [CGSize]
        init(_ sizes: [CGSize]) { self.sizes = sizes }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize { sizes[indexPath.item % sizes.count] }
    }

    final class View: UICollectionView {
        var counts: [Int] = []
        override var numberOfSections: Int { counts.count }
        override func numberOfItems(inSection section: Int) -> Int { counts[section] }
    }

    final class Update: UICollectionViewUpdateItem {
        let action: Action, before: IndexPath?, after: IndexPath?
        init(_ action: Action, before: IndexPath?, after: IndexPath?) { self.action = action; self.before = before; self.after = after }
        override var updateAction: Action { action }
        override var indexPathBeforeUpdate: IndexPath? { before }
        override var indexPathAfterUpdate: IndexPath? { after }
    }

    @main
    enum Driver {
        @MainActor static func main() {
            let arguments = CommandLine.arguments
            let view = View()
            view.bounds = CGRect(x: 0, y: 0, width: 700, height: 500)
            view.counts = [Int(arguments[1])!]
            let sizer = Sizer(arguments[2].split(separator: ";").map { pair in
                let v = pair.split(separator: ",").map { Double($0)! }
                return CGSize(width: v[0], height: v[1])
            })
            view.delegate = sizer
            let layout = GalleryLayout()
            layout.stubAttach(view)
            func cells() {
                layout.prepare()
                let all = layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) ?? []
                for a in all where a.representedElementCategory == .cell {
                    print("cell", a.indexPath.section, a.indexPath.item, a.center.x, a.center.y, a.size.width, a.size.height)
                }
            }
            cells()
            // The batch: one more item, inserted at 2, and the old item 3 deleted (the count stays).
            layout.prepare()
            layout.prepare(forCollectionViewUpdates: [Update(.insert, before: nil, after: IndexPath(item: 2, section: 0)),
                                                      Update(.delete, before: IndexPath(item: 3, section: 0), after: nil)])
            for (name, a) in [("appearing", layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0))),
                              ("disappearing", layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 3, section: 0))),
                              ("unchanged", layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))] {
                if let a { print(name, a.indexPath.item, a.alpha, a.center.x, a.center.y) } else { print(name, "none") }
            }
            layout.finalizeCollectionViewUpdates()
            print("after", layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0)) == nil)
        }
    }
    """

    /// The waterfall's UIKit class itself, run on Linux against the stub:
    /// `prepare()` takes the item count from the data source and the sizes
    /// from the delegate — the cells where `attributes --items N --dataset`
    /// puts them, at counts the export never saw — and a batch update fades
    /// the inserted item in and the deleted one out from its own attributes.
    @Test func theUIKitClassReadsTheDataSourceAndTheDelegate() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let stub = try UIKitExportTests.stubModule(in: dir)
        // Exported from 6 items; the data source has 0, 1 and 17.
        var random = SeededGenerator(seed: 77)
        let exported = Self.dataset(count: 6, &random), answered = Self.dataset(count: 5, &random)
        try Data(exported.dataset.utf8).write(to: URL(fileURLWithPath: path("exported.json")))
        try Data(answered.dataset.utf8).write(to: URL(fileURLWithPath: path("answered.json")))
        let export = try CLIRunner.run(["export", "uikit", "--layout", "waterfall", "--dataset", path("exported.json"),
                                        "--name", "GalleryLayout", "--out", path("GalleryLayout.swift")])
        try #require(export.status == 0, "\(export.stderr)")
        try Data(Self.classDriver.utf8).write(to: URL(fileURLWithPath: path("Driver.swift")))
        let build = try UIKitExportTests.swiftc(["-parse-as-library", "-I", stub.path, "-L", stub.path, "-lUIKit",
                                                 "-Xlinker", "-rpath", "-Xlinker", stub.path,
                                                 path("GalleryLayout.swift"), path("Driver.swift"), "-o", path("driver")], in: dir)
        try #require(build.status == 0, "\(build.output.prefix(3000))")
        let sizes = (try JSONSerialization.jsonObject(with: Data(answered.sizes.utf8)) as! [[Int]]).map { "\($0[0]),\($0[1])" }
        for n in [0, 1, 17] {
            let run = try CLIRunner.runExecutable(path("driver"), [String(n), sizes.joined(separator: ";")])
            try #require(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            let cells = lines.filter { $0.first == "cell" }.map { $0.dropFirst().map { Double($0)! } }
                .sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
            let library = try CLIRunner.run(["attributes", "--all", "--layout", "waterfall", "--dataset", path("answered.json"),
                                             "--items", String(n), "--viewport", "700x500", "--offset", "0,0"]).json()
            let expected = (library["elements"] as? [[String: Any]] ?? []).filter { $0["category"] as? String == "cell" }.map { e in
                let c = e["center"] as! [String: Double], s = e["size"] as! [String: Double]
                return [Double(e["section"] as! Int), Double(e["item"] as! Int), c["x"]!, c["y"]!, s["width"]!, s["height"]!]
            }
            #expect(cells.count == n && expected.count == n, "\(n): \(cells.count) cells, the library \(expected.count)")
            for (a, b) in zip(cells, expected) {
                #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }, "\(n): \(a) vs \(b)")
            }
            guard n == 17 else { continue }
            func line(_ name: String) -> [String] { lines.first { $0.first == name } ?? [] }
            let item2 = cells.first { $0[1] == 2 }!, item3 = cells.first { $0[1] == 3 }!
            // Inserted item 2 from transparent at its own place; deleted item 3 to transparent where it was shown.
            #expect(line("appearing") == ["appearing", "2", "0.0", "\(item2[2])", "\(item2[3])"], "\(line("appearing"))")
            #expect(line("disappearing") == ["disappearing", "3", "0.0", "\(item3[2])", "\(item3[3])"], "\(line("disappearing"))")
            #expect(line("unchanged") == ["unchanged", "none"] && line("after") == ["after", "true"])
        }
    }

    /// `--name` takes a Swift identifier, for the UIKit export only; anything
    /// else is one line and exit status 2.
    @Test func namesThatAreNotSwiftIdentifiersAreOneLineErrors() throws {
        for name in ["9Lives", "my-layout", "class", "Self", "Gallery Layout", "", "a.b"] {
            let run = try CLIRunner.run(["export", "uikit", "--layout", "cards", "--name", name, "--out", "/tmp/never-written.swift"])
            #expect(run.status == 2 && run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("--name"), "\(name): \(run.stderr)")
        }
        let web = try CLIRunner.run(["export", "web", "--layout", "cards", "--name", "Gallery", "--out", "/tmp/never-written"])
        #expect(web.status == 2 && web.stderr.split(separator: "\n").count == 1, "\(web.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.swift"))
    }
}
