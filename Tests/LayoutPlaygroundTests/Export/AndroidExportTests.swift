import CollectionLayout
import Foundation
import Testing

/// `export android`: the exported `NAMEMath.java` compiles with `javac`
/// alone and its check mode prints what `attributes --all` prints for the
/// same view and data, over seeded random parameters of every exported
/// layout and carousel type, at several viewports and offsets, at item
/// counts the export never saw (`--items`) and with the app's sizes
/// (`--sizes`). One `javac` and one `java` for the whole sweep: the exports,
/// each under its own `--name`, share one package, and a small driver runs
/// their `check` methods line by line.
@Suite(.serialized) struct AndroidExportTests {
    struct Configuration {
        var layout: String
        var options: [String]
        var seed: UInt64
        /// Data in sections, exported as they are: a dataset of the repository; nil: generated pictures.
        var sections: String? = nil
        var title: String {
            let type = options.first { $0.hasPrefix("type=") }.map { " " + $0.dropFirst(5) } ?? ""
            return layout + type + (options.contains("rtl") ? " rtl" : "") + (sections != nil ? " in sections" : "")
        }
    }

    /// The layouts the Android export carries: every kind, the keyline
    /// carousel too (`AndroidKeylineExportTests` sweeps its strategies).
    static let exportedKinds: [LayoutKind] = LayoutKind.allCases

    static let configurations: [Configuration] = {
        var list: [Configuration] = []
        var seed: UInt64 = 901
        func add(_ layout: String, fixed: [String] = [], sections: String? = nil, rightToLeft: Bool = false) {
            guard let kind = LayoutKind(id: layout), exportedKinds.contains(kind) else { return }
            var random = SeededGenerator(seed: seed)
            let fixedKeys = Set(fixed.map { String($0.split(separator: "=")[0]) })
            let options = kind.layoutType.parameterSpecs.filter { !fixedKeys.contains($0.key) }
                .compactMap { UIKitExportTests.randomAssignment($0, &random) } + fixed
            list.append(Configuration(layout: layout, options: options.flatMap { ["--set", $0] } + (rightToLeft ? ["--direction", "rtl"] : []),
                                      seed: seed, sections: sections))
            seed += 1
        }
        add("cards")
        add("cards", fixed: ["vertical=false"], rightToLeft: true)
        add("waterfall")
        add("waterfall", fixed: ["columns=3"])
        add("wheel", fixed: ["geometry=drum"])
        add("wheel", fixed: ["geometry=seed", "perspective=100000"])
        add("ring")
        add("stack")
        add("stack", rightToLeft: true)
        add("flow")
        add("flow", rightToLeft: true)
        for type in CarouselLayout.CarouselType.allCases where type != .custom {
            add("carousel", fixed: ["type=\(type.rawValue)"])
        }
        add("carousel", fixed: ["type=coverFlow", "wrap=false"], rightToLeft: true)
        add("carousel", fixed: remainderCarousel)
        add("carousel", fixed: UIKitExportTests.curveCarousel)
        add("carousel", fixed: UIKitExportTests.posedCarousel)
        add("springs")
        add("compositional", fixed: ["orthogonal=none", "itemWidth=1/3", "itemHeight=~90", "groupSize=3"])
        add("compositional", fixed: ["orthogonal=paging,groupPagingCentered,groupPaging,none", "itemWidth=100%,70%,85%,1/2",
                                     "itemHeight=220,200,64,~160", "groupSize=1,1,1x3,2"], sections: "")
        add("compositional", fixed: ["orthogonal=continuous,none", "itemWidth=40%,1/3", "itemHeight=50%,~90", "groupSize=1,3",
                                     "pinHeaders=true"], rightToLeft: true)
        add("waterfall", sections: "Resources/datasets/shop-departments.json")
        add("flow", sections: "")
        add("keyline")
        // Multi-aspect reads each item's aspect: the exported sizes, and the app's (--sizes).
        add("keyline", fixed: ["strategy=multiAspect"], rightToLeft: true)
        return list
    }()

    /// A custom carousel whose expressions take `%` of negative and
    /// positive numbers both ways (C's fmod: the sign of the dividend, which
    /// Java's `%` on doubles keeps), `round` of halves, `sign`, `floor`.
    static let remainderCarousel = [
        "type=custom",
        "transform=translate((offset % 2) * 100 + round(offset * 1.5) * 7, (-offset % 0.7) * 50 + sign(offset) * 3, "
            + "(offset % -1.25) * 40) rotate(atan2(offset, 2) + floor(offset) * 0.1, 0, 1, 0)",
        "alpha=clamp((offset % 1.5 + 1.5) / 3, 0.1, 0.9)",
    ]

    /// The one program that runs any export's check: `Checks FILE` reads
    /// lines `CLASS<TAB>ARG<TAB>ARG…` and prints one line per request.
    static let driver = """
    import java.nio.file.Files;
    import java.nio.file.Paths;
    import java.util.Arrays;

    public class Checks {
        public static void main(String[] arguments) throws Exception {
            for (String line : Files.readAllLines(Paths.get(arguments[0]))) {
                String[] parts = line.split("\\t");
                Class<?> type = Class.forName(parts[0]);
                String[] rest = Arrays.copyOfRange(parts, 1, parts.length);
                try {
                    System.out.println(type.getMethod("check", String[].class).invoke(null, (Object) rest));
                } catch (java.lang.reflect.InvocationTargetException e) {
                    System.out.println("error: " + e.getCause().getMessage());
                }
            }
        }
    }
    """

    /// A temporary folder, removed by the caller.
    static func temporaryFolder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs `javac` or `java` (found on PATH; `arguments` starts with the
    /// tool's name) in `dir` and waits for it to end.
    static func run(_ tool: String, _ arguments: [String], in dir: URL) throws -> CLIRunner.Result {
        precondition(arguments.first == tool)
        return try CLIRunner.run(arguments, program: "/usr/bin/env", directory: dir.path)
    }

    @Test func checkModeMatchesTheLibraryForEveryLayout() throws {
        let dir = try Self.temporaryFolder("android-checks")
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

        var exported: [(index: Int, configuration: Configuration, count: Int)] = []
        func exportedData(_ index: Int) -> [String] {
            guard let sections = Self.configurations[index].sections else { return ["--dataset", path("data\(index).json")] }
            return sections.isEmpty ? [] : ["--dataset", CLIRunner.repositoryRoot + "/" + sections]
        }
        var sources: [String] = []
        for (index, configuration) in Self.configurations.enumerated() {
            var random = SeededGenerator(seed: configuration.seed &* 104_729)
            var count = Int.random(in: 2...25, using: &random)
            let own = UIKitDataSourceExportTests.dataset(count: count, &random)
            let other = UIKitDataSourceExportTests.dataset(count: Int.random(in: 1...9, using: &random), &random)
            try Data(own.dataset.utf8).write(to: URL(fileURLWithPath: path("data\(index).json")))
            try Data(other.dataset.utf8).write(to: URL(fileURLWithPath: path("other\(index).json")))
            try Data(other.sizes.utf8).write(to: URL(fileURLWithPath: path("sizes\(index).json")))
            let view = ["--layout", configuration.layout] + configuration.options + ["--viewport", "700x500"]
            // A configuration the library refuses is left out (the export refuses it too).
            let probe = try CLIRunner.run(["attributes", "--all"] + view + exportedData(index))
            guard probe.status == 0 else { continue }
            if configuration.sections != nil {
                count = (try probe.json()["elements"] as? [[String: Any]] ?? []).filter { $0["category"] as? String == "cell" }.count
            }
            let export = try CLIRunner.run(["export", "android"] + view + exportedData(index)
                                           + ["--name", "Export\(index)", "--package", "checks.android", "--out", path("src")])
            try #require(export.status == 0, "\(configuration.title): \(export.stderr)")
            exported.append((index, configuration, count))
            sources.append(path("src/Export\(index)Math.java"))
        }
        #expect(exported.count >= Self.configurations.count - 2, "most configurations export")

        // Each layout's and carousel type's math class alone (no other file, no Android; one
        // export per title), then all of them with the driver.
        var titles: Set<String> = []
        for (entry, source) in zip(exported, sources) where titles.insert(entry.configuration.title).inserted
            || entry.configuration.options.contains(where: { $0.hasPrefix("transform=") }) {
            let text = try String(contentsOfFile: source, encoding: .utf8)
            #expect(!text.contains("import android"), "\(source) imports Android")
            let alone = try Self.run("javac", ["javac", "--release", "17", "-d", path("alone\(entry.index)"), source], in: dir)
            #expect(alone.status == 0, "\(entry.configuration.title): \(alone.stderr.prefix(2000))")
        }
        #expect(titles.count >= 20, "\(titles.count) layouts and carousel types compiled alone")
        try Data(Self.driver.utf8).write(to: URL(fileURLWithPath: path("Checks.java")))
        let compile = try Self.run("javac", ["javac", "-d", path("classes"), path("Checks.java")] + sources, in: dir)
        try #require(compile.status == 0, "the exports do not compile:\n\(compile.stderr.prefix(3000))")

        // Every view: the library's JSON now, the check's in one run of the driver.
        struct View { var configuration: Configuration; var count: Int; var n: Int; var library: [String: Any]; var delegate: Bool }
        var views: [View] = [], requests: [String] = []
        for (index, configuration, count) in exported {
            var random = SeededGenerator(seed: configuration.seed &* 7_919)
            let unseen = [Int.random(in: 2...60, using: &random), Int.random(in: 2...60, using: &random)].filter { $0 != count }
            for (k, n) in ([0, 1, count] + unseen).enumerated() {
                // Alternately the app's sizes (--sizes) and the exported ones (--items alone).
                let delegate = k % 2 == 1 && configuration.sections == nil
                let data = delegate ? ["--dataset", path("other\(index).json")] : exportedData(index)
                let sizes = k == 3 ? path("other\(index).json") : path("sizes\(index).json")
                var at = ["--viewport", k % 3 == 2 ? "480x820" : "700x500"]
                if k >= 2 {
                    let x = Double(Int.random(in: -200...2500, using: &random)) + 0.25
                    let y = Double(Int.random(in: -200...2500, using: &random)) + 0.5
                    at += ["--offset", "\(x),\(y)"]
                }
                let library = try CLIRunner.run(["attributes", "--all", "--layout", configuration.layout] + configuration.options
                                                + data + ["--items", String(n)] + at)
                guard library.status == 0 else { continue }
                views.append(View(configuration: configuration, count: count, n: n, library: try library.json(), delegate: delegate))
                requests.append((["checks.android.Export\(index)Math", "--items", String(n)] + (delegate ? ["--sizes", sizes] : []) + at)
                    .joined(separator: "\t"))
            }
        }
        try Data(requests.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path("requests.txt")))
        let checks = try Self.run("java", ["java", "-cp", path("classes"), "Checks", path("requests.txt")], in: dir)
        try #require(checks.status == 0, "\(checks.stderr.prefix(2000))")
        let lines = checks.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= views.count, "\(lines.count) answers for \(views.count) views")

        var largest: [String: Double] = [:]
        for (view, line) in zip(views, lines) {
            let title = view.configuration.title
            let label = "\(title) seed \(view.configuration.seed) --items \(view.n)\(view.delegate ? " --sizes" : "")"
            guard let ported = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                Issue.record("\(label): \(line.prefix(300))")
                continue
            }
            var differences: [String] = []
            UIKitExportTests.compare(view.library, ported, path: "", into: &differences)
            UIKitExportTests.dropCoincidentOrder(&differences, library: view.library)
            #expect(differences.isEmpty, "\(label): \(differences.prefix(5).joined(separator: "; "))")
            if view.n != view.count {
                largest[title] = max(largest[title] ?? 0, UIKitDataSourceExportTests.largestDifference(view.library, ported))
            }
        }
        #expect(views.count >= exported.count * 4, "\(views.count) views compared")
        for (title, d) in largest.sorted(by: { $0.key < $1.key }) {
            print("android check mode vs attributes at counts the export never saw, \(title): largest difference \(d)")
        }
    }
}
