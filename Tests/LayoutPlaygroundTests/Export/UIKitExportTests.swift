import CollectionLayout
import Foundation
import Testing

/// `export uikit`: the exported file, compiled here with `swiftc` in its
/// check mode, prints the attributes the library gives for the same view,
/// over seeded random parameters of every layout, at several offsets and
/// viewports. One compilation for every configuration keeps the suite's
/// time down.
@Suite struct UIKitExportTests {
    /// One configuration: a layout and its `--set` assignments.
    struct Configuration: Sendable, CustomTestStringConvertible {
        var layout: String
        var options: [String]
        var seed: UInt64
        /// For a carousel edited as custom: the built-in type's options that
        /// `--edit-as-custom` turns into `options` (at 700×500).
        var original: [String]? = nil
        var testDescription: String { "\(layout) seed \(seed) \(options.joined(separator: " "))" }
    }

    /// The largest difference allowed between a number the export prints
    /// and the library's, relative to the number (both compute in Double;
    /// the port keeps the library's operations in order, so it is usually 0).
    static let tolerance = 1e-6

    static let configurations: [Configuration] = {
        var list: [Configuration] = []
        var seed: UInt64 = 1
        func add(_ layout: String, fixed: [String] = [], count: Int = 1, rightToLeft: Bool = false) {
            for _ in 0..<count {
                var random = SeededGenerator(seed: seed)
                let type = LayoutKind(id: layout)!.layoutType
                let fixedKeys = Set(fixed.map { String($0.split(separator: "=")[0]) })
                var options = type.parameterSpecs.filter { !fixedKeys.contains($0.key) }
                    .compactMap { randomAssignment($0, &random) }.flatMap { ["--set", $0] }
                options += fixed.flatMap { ["--set", $0] }
                options += ["--items", String(Int.random(in: 1...40, using: &random))]
                if rightToLeft { options += ["--direction", "rtl"] }
                list.append(Configuration(layout: layout, options: options, seed: seed))
                seed += 1
            }
        }
        add("cards", count: 2)
        add("waterfall", count: 2)
        add("wheel", fixed: ["geometry=drum"], count: 2)
        // The seed's polygon past a few rows reaches the eye: a large perspective keeps it valid.
        add("wheel", fixed: ["geometry=seed", "perspective=100000"])
        add("ring", count: 2)
        add("stack", count: 2)
        add("flow", count: 2)
        for type in CarouselLayout.CarouselType.allCases where type != .custom {
            add("carousel", fixed: ["type=\(type.rawValue)"])
        }
        add("carousel", fixed: ["type=custom",
                                "transform=translate(offset * itemWidth * 1.1, sin(offset) * 20, -abs(offset) ^ 1.5 * 80) "
                                    + "rotate(clamp(-offset, -1, 1) * pi / 3, 0, 1, 0) scale(1 - min(abs(offset), 3) / 10, 1, 1)",
                                "alpha=offset % 2 == 0 ? 1 : max(0.2, 1 - abs(offset) / 5)"])
        add("carousel", fixed: curveCarousel)
        add("carousel", fixed: posedCarousel)
        add("springs", count: 2)
        // Sections of groups: every behaviour, fractional, absolute and estimated sizes, groups across and down.
        add("compositional", fixed: ["orthogonal=paging,groupPagingCentered,groupPaging,none",
                                     "itemWidth=100%,70%,85%,1/2", "itemHeight=220,200,64,~160", "groupSize=1,1,1x3,2"])
        add("compositional", fixed: ["orthogonal=continuous,none,continuousGroupLeadingBoundary,groupPaging",
                                     "itemWidth=40%,1/3,150,45%", "itemHeight=50%,~90,120,80", "groupSize=1,3,2x2,1"])
        // Right to left: the horizontal layouts mirrored, the flow's lines from the right.
        add("cards", fixed: ["vertical=false"], rightToLeft: true)
        add("stack", rightToLeft: true)
        add("carousel", fixed: ["type=coverFlow", "wrap=false"], rightToLeft: true)
        add("carousel", fixed: ["type=rotary", "vertical=false"], rightToLeft: true)
        add("flow", count: 2, rightToLeft: true)
        // Right to left the compositional layout in a mirror: rows and shelves from the right, random unequal insets.
        add("compositional", fixed: ["orthogonal=paging,groupPagingCentered,groupPaging,none",
                                     "itemWidth=100%,70%,85%,1/2", "itemHeight=220,200,64,~160", "groupSize=1,1,1x3,2"],
            rightToLeft: true)
        add("compositional", fixed: ["orthogonal=continuous,none,continuousGroupLeadingBoundary,groupPaging",
                                     "itemWidth=40%,1/3,150,45%", "itemHeight=50%,~90,120,80", "groupSize=1,3,2x2,1",
                                     "pinHeaders=true"], rightToLeft: true)
        // The keyline carousel: every strategy, keylines of one's own, weights, across and down, and right to left
        // (`UIKitKeylineExportTests` sweeps these at offsets between rest positions and at both ends).
        for strategy in KeylineStrategy.allCases {
            add("keyline", fixed: ["strategy=\(strategy.rawValue)"])
        }
        add("keyline", fixed: keylineCustom)
        add("keyline", fixed: ["strategy=weighted", "weights=1,2,5,2,1", "vertical=true"])
        add("keyline", fixed: ["strategy=multiBrowse", "vertical=true", "alignment=center"])
        add("keyline", fixed: ["strategy=uncontained", "vertical=true", "itemHeight=auto"])
        for strategy in ["multiBrowse", "hero", "uncontained", "multiAspect", "weighted", "custom"] {
            add("keyline", fixed: ["strategy=\(strategy)", "vertical=false"], rightToLeft: true)
        }
        add("keyline", fixed: ["strategy=multiBrowse", "vertical=false", "alignment=center"], rightToLeft: true)
        // Edit as Custom from representative types (the rest run in node only, see `editedAsCustom`).
        let representative = ["rotary", "invertedCylinder", "wheel", "coverFlow2", "invertedTimeMachine"].map { "type=\($0)" }
        list += editedAsCustom.filter { representative.contains($0.original?[1] ?? "") }
        return list
    }()

    /// A keyline carousel with keylines of its own: two focal ones, items
    /// shrinking to either side.
    static let keylineCustom = ["strategy=custom", "keylines=40:60,150:160,310:160,430:80,500:30"]

    /// A custom carousel whose expressions call `curve()` and read the
    /// carousel's variables (`radius`, `spacing`, `tilt`, `arc`, `count`,
    /// `angle`, the fades).
    static let curveCarousel = [
        "type=custom", "fadeMin=-2.5", "fadeMax=3", "fadeMinAlpha=0.25",
        "transform=translate(curve(offset, -3, -2.6, -1, -1.15, 0, 0, 1, 1.15, 3, 2.6) * itemWidth * spacing, "
            + "curve(offset, -2, 15, 0, 0, 2, 15), -curve(abs(offset), 0, 0, 1, radius / 5, 4, radius, 9, radius * 1.2)) "
            + "rotate(curve(offset, -2, 1, 0, 0, 2, -1) * tilt * pi / 2, 0, 1, 0) "
            + "rotate(angle * offset * 0.1 + arc / count * 0.05, 0, 0, 1) "
            + "scale(curve(abs(offset), 0, 1, 2, 0.7, 5, 0.5), curve(abs(offset), 0, 1, 2, 0.75, 5, 0.5), 1)",
        "alpha=curve(offset, fadeMin, fadeMinAlpha, 0, 1, fadeMax, fadeMinAlpha) * (fadeRange > 0 ? 1 : 0)",
    ]

    /// The UIKit stub compiled as a module `UIKit` (`libUIKit.so`) in a
    /// folder `stub` of `dir`, for an exported class to be run against it.
    static func stubModule(in dir: URL) throws -> URL {
        let stub = dir.appendingPathComponent("stub")
        try FileManager.default.createDirectory(at: stub, withIntermediateDirectories: true)
        try Data(UIKitStub.source.utf8).write(to: stub.appendingPathComponent("UIKit.swift"))
        let uikit = try swiftc(["-parse-as-library", "-emit-library", "-emit-module", "-module-name", "UIKit",
                                "UIKit.swift", "-o", "libUIKit.so"], in: stub)
        try #require(uikit.status == 0, "the stub: \(uikit.output)")
        return stub
    }

    /// A posed custom carousel (`pose`): `extrapolate()` through poses from
    /// −1 to 1.5, so the items further out carry on along the end lines.
    static let posedCarousel: [String] = {
        let poses = CarouselPoses([
            CarouselPose(offset: -1, x: -260, z: -120, angle: 0.9, scale: 0.8, alpha: 0.7),
            CarouselPose(offset: 0, scale: 1.15),
            CarouselPose(offset: 0.5, x: 90, y: -12, z: -40, angle: -0.3, scale: 1),
            CarouselPose(offset: 1.5, x: 300, y: 10, z: -160, angle: -1.1, scale: 0.75, alpha: 0.5),
        ], axis: PoseAxis(x: 0, y: 1, z: 0.2))
        return ["type=custom", "transform=\(poses.transformText)", "alpha=\(poses.alphaText)"]
    }()

    /// Every built-in carousel type, with seeded random options, turned into
    /// the custom type as `--edit-as-custom` turns it at 700×500: the
    /// expressions read `radius`, `spacing`, `arc`, `count`, `tilt`, the fades.
    static let editedAsCustom: [Configuration] = {
        var list: [Configuration] = []
        var seed: UInt64 = 101
        for type in CarouselLayout.CarouselType.allCases where type != .custom {
            var random = SeededGenerator(seed: seed)
            let specs = CarouselLayout.parameterSpecs.filter { $0.key != "type" }
            let sets = ["type=\(type.rawValue)"] + specs.compactMap { randomAssignment($0, &random) }
            let items = Int.random(in: 1...40, using: &random)
            let original = sets.flatMap { ["--set", $0] } + ["--items", String(items)]
            // The library's Edit as Custom at the viewport the export is made at.
            guard let layout = try? CarouselLayout(assignments: sets) else { continue }
            layout.prepare(LayoutContext(viewport: Size(width: 700, height: 500),
                                         sections: [Array(repeating: ItemMetrics(), count: items)]))
            let edited = layout.editedAsCustom().nonDefaultAssignments.flatMap { ["--set", $0] } + ["--items", String(items)]
            list.append(Configuration(layout: "carousel", options: edited, seed: seed, original: original))
            seed += 1
        }
        return list
    }()

    /// Every configuration's export (`--name Export<i>`, made at 700×500)
    /// built into one program in check mode: `checks I ARGS…` runs export
    /// I's check command. One compilation for the whole sweep; each file
    /// leaves its own `@main` out (`-D LAYOUT_EXPORT_CHECKS_TOGETHER`).
    struct Program: Sendable {
        /// The program, or nil when it did not build (then `problem` says why).
        var binary: String?
        var problem = ""
        /// Per configuration: the export's status and stderr, and its file.
        var exports: [(status: Int32, stderr: String, file: String)] = []
    }

    /// Built once, in the build folder (each run replaces the last run's).
    static let program: Program = {
        var program = Program()
        let base = SwiftTypeChecker.modulesDirectory.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? FileManager.default.temporaryDirectory
        let dir = base.appendingPathComponent("uikit-export-checks")
        try? FileManager.default.removeItem(at: dir)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            var indices: [Int] = [], files: [String] = []
            for (index, configuration) in configurations.enumerated() {
                let file = dir.appendingPathComponent("Export\(index).swift").path
                let export = try CLIRunner.run(["export", "uikit", "--layout", configuration.layout] + configuration.options
                                               + ["--viewport", "700x500", "--name", "Export\(index)", "--out", file])
                program.exports.append((export.status, export.stderr, file))
                guard export.status == 0 else { continue }
                files.append(file)
                indices.append(index)
            }
            let driver = dir.appendingPathComponent("Checks.swift").path
            try Data(Self.checksDriver(exports: indices).utf8).write(to: URL(fileURLWithPath: driver))
            let binary = dir.appendingPathComponent("checks").path
            let compile = try swiftc(["-parse-as-library", "-D", "LAYOUT_EXPORT_CHECK", "-D", "LAYOUT_EXPORT_CHECKS_TOGETHER",
                                      "-module-name", "Checks"] + files + [driver, "-o", binary], in: dir)
            if compile.status == 0 { program.binary = binary } else { program.problem = String(compile.output.prefix(4000)) }
        } catch {
            program.problem = "\(error)"
        }
        return program
    }()

    @Test(arguments: configurations.indices)
    func checkModeMatchesTheLibrary(_ index: Int) throws {
        let configuration = Self.configurations[index]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let program = Self.program
        try #require(program.exports.count == Self.configurations.count, "the exports were not made: \(program.problem)")
        let export = program.exports[index], file = export.file
        let view = ["--layout", configuration.layout] + configuration.options
        let probe = try CLIRunner.run(["attributes"] + view + ["--viewport", "700x500"])
        guard probe.status == 0 else {
            // A configuration the library refuses is refused by the export too, in one line.
            #expect(export.status == 2 && export.stderr.split(separator: "\n").count == 1, "\(export.stderr)")
            return
        }
        #expect(export.status == 0, "\(export.stderr)")
        if let original = configuration.original {
            // `export --edit-as-custom` writes the file the edited parameters give.
            let editedFile = dir.appendingPathComponent("Edited.swift").path
            let edited = try CLIRunner.run(["export", "uikit", "--layout", "carousel", "--edit-as-custom"] + original
                                           + ["--viewport", "700x500", "--name", "Export\(index)", "--out", editedFile])
            #expect(edited.status == 0, "\(edited.stderr)")
            #expect(try String(contentsOfFile: editedFile, encoding: .utf8) == String(contentsOfFile: file, encoding: .utf8))
        }
        let binary = try #require(program.binary, "the exported files do not build together in check mode:\n\(program.problem)")

        var random = SeededGenerator(seed: configuration.seed &* 7919)
        var views: [(String, String?)] = [("700x500", nil), ("700x500", "0,0")]
        for _ in 0..<3 {
            let w = Int.random(in: 200...1200, using: &random), h = Int.random(in: 200...1000, using: &random)
            let x = Double(Int.random(in: -300...3000, using: &random)) + 0.25
            let y = Double(Int.random(in: -300...3000, using: &random)) + 0.5
            views.append(("\(w)x\(h)", "\(x),\(y)"))
        }
        for (viewport, offset) in views {
            let at = ["--viewport", viewport] + (offset.map { ["--offset", $0] } ?? [])
            let library = try CLIRunner.run(["attributes", "--all"] + view + at)
            guard library.status == 0 else { continue }
            let exported = try CLIRunner.runExecutable(binary, [String(index)] + at)
            try #require(exported.status == 0, "\(configuration.testDescription): check mode failed: \(exported.stderr)")
            var differences: [String] = []
            let reference = try library.json()
            Self.compare(reference, try exported.json(), path: "", into: &differences)
            Self.dropCoincidentOrder(&differences, library: reference)
            #expect(differences.isEmpty, "\(configuration.testDescription) at \(viewport) \(offset ?? "initial"): \(differences.prefix(5).joined(separator: "; "))")
        }
        print("exported math vs library, largest difference so far: \(Worst.value)")
    }

    /// The file compiles unchanged without the check flag: the math and,
    /// where UIKit is missing, nothing else (here: as a library). Every
    /// layout's file is type-checked in one compilation, under its default
    /// name beside the others: the names nested in each class do not clash.
    @Test func compilesAsALibraryWithoutTheCheckFlag() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for layout in LayoutKind.allCases {
            let file = dir.appendingPathComponent("\(layout.id).swift").path
            let export = try CLIRunner.run(["export", "uikit", "--layout", layout.id, "--out", file])
            try #require(export.status == 0, "\(export.stderr)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            // The compositional layout's UIKit part is UIKit's own compositional layout.
            let base = layout == .compositional ? "UICollectionViewCompositionalLayout" : "UICollectionViewLayout"
            #expect(text.contains("#if canImport(UIKit)") && text.contains("class \(Self.className(layout)): \(base) {"))
            #expect(!text.contains("import CollectionLayout"))
            files.append(file)
        }
        // In the default language mode and in Swift 6's (strict concurrency), with and without the
        // check (its commands together, each file's @main left out; one file alone keeps its @main).
        for flags in [[], ["-swift-version", "6"], ["-swift-version", "6", "-D", "LAYOUT_EXPORT_CHECK", "-D", "LAYOUT_EXPORT_CHECKS_TOGETHER"]] {
            let typecheck = try Self.swiftc(["-parse-as-library", "-typecheck"] + flags + files, in: dir)
            #expect(typecheck.status == 0, "\(flags): \(typecheck.output.prefix(3000))")
        }
        let single = try Self.swiftc(["-parse-as-library", "-typecheck", "-swift-version", "6", "-D", "LAYOUT_EXPORT_CHECK",
                                      dir.appendingPathComponent("carousel.swift").path], in: dir)
        #expect(single.status == 0, "\(single.output.prefix(3000))")
        let library = try Self.swiftc(["-parse-as-library", "-emit-library", dir.appendingPathComponent("carousel.swift").path,
                                       "-o", dir.appendingPathComponent("libcarousel.so").path], in: dir)
        #expect(library.status == 0, "\(library.output)")
    }

    /// The default class name: `CardsCollectionViewLayout` and so on.
    static func className(_ kind: LayoutKind) -> String {
        kind.id.prefix(1).uppercased() + kind.id.dropFirst() + "CollectionViewLayout"
    }

    @Test func unwritablePathsAndNonCarouselsEditedAsCustomAreOneLineErrors() throws {
        let unwritable = try CLIRunner.run(["export", "uikit", "--layout", "cards", "--out", "/nonexistent-dir/x.swift"])
        #expect(unwritable.status == 2 && unwritable.stderr.split(separator: "\n").count == 1)
        let notCarousel = try CLIRunner.run(["export", "uikit", "--layout", "cards", "--edit-as-custom", "--out", "/tmp/x.swift"])
        #expect(notCarousel.status == 2 && notCarousel.stderr.split(separator: "\n").count == 1 && notCarousel.stderr.contains("carousel"))
    }

    /// The comparison reports a number, a bool and a count that differ.
    @Test func comparisonFindsDifferences() throws {
        let a = try JSONSerialization.jsonObject(with: Data(#"{"x":1,"h":true,"e":[{"z":0}],"n":null,"k":0.5}"#.utf8))
        let b = try JSONSerialization.jsonObject(with: Data(#"{"x":1.001,"h":false,"e":[],"n":null,"k":0.5}"#.utf8))
        var differences: [String] = []
        Self.compare(a, b, path: "", into: &differences, records: false)
        #expect(differences.count == 3, "\(differences)")
        var none: [String] = []
        Self.compare(a, a, path: "", into: &none, records: false)
        #expect(none.isEmpty, "\(none)")
        // Two items in one place may swap z-indexes; items apart may not.
        let t = (0..<16).map { $0 % 5 == 0 ? 1.0 : 0 }, u = t.enumerated().map { $0.offset == 12 ? 40 : $0.element }
        let library: [String: Any] = ["elements": [["zIndex": 0, "transform3D": t], ["zIndex": 1, "transform3D": t],
                                                   ["zIndex": 2, "transform3D": u]]]
        var swapped = [".elements[0].zIndex: 0.0 vs 1.0", ".elements[1].zIndex: 1.0 vs 0.0"]
        Self.dropCoincidentOrder(&swapped, library: library)
        #expect(swapped.isEmpty, "\(swapped)")
        var apart = [".elements[1].zIndex: 1.0 vs 2.0", ".elements[2].zIndex: 2.0 vs 1.0"]
        Self.dropCoincidentOrder(&apart, library: library)
        #expect(apart.count == 2, "\(apart)")
    }

    // MARK: - Helpers

    /// Appends to `out` each difference between two parsed JSON values
    /// (numbers beyond `tolerance`); `records` logs the largest difference.
    static func compare(_ a: Any, _ b: Any, path: String, into out: inout [String], records: Bool = true) {
        switch (a, b) {
        case (let x as [String: Any], let y as [String: Any]):
            for (key, value) in x where key != "id" {
                guard let other = y[key] else { out.append("\(path).\(key) missing"); continue }
                compare(value, other, path: "\(path).\(key)", into: &out, records: records)
            }
        case (let x as [Any], let y as [Any]):
            guard x.count == y.count else { out.append("\(path): \(x.count) vs \(y.count) entries"); return }
            for (i, (p, q)) in zip(x, y).enumerated() { compare(p, q, path: "\(path)[\(i)]", into: &out, records: records) }
        case (let x as Bool, let y as Bool) where !(a is Double) || !(b is Double):
            if x != y { out.append("\(path): \(x) vs \(y)") }
        case (let x as NSNumber, let y as NSNumber):
            let p = x.doubleValue, q = y.doubleValue
            if abs(p - q) > tolerance * max(1, abs(p)) { out.append("\(path): \(p) vs \(q)") }
            // The log's largest difference is of the computed numbers; z-indexes are ranks.
            if records, abs(p - q).isFinite, !path.hasSuffix(".zIndex") { Worst.record(abs(p - q)) }
        case (is NSNull, is NSNull):
            break
        case (let x as String, let y as String):
            if x != y { out.append("\(path): \(x) vs \(y)") }
        default:
            out.append("\(path): \(a) vs \(b)")
        }
    }

    /// Removes the z-index differences between items the library puts in
    /// the same place (transforms equal within `tolerance`; a wrapping
    /// carousel with fewer places than items stacks them): their depths tie,
    /// and the order of a tie follows the last bit of sin and cos, which
    /// node's Math and the C library may round differently. The picture of
    /// the pair is the same either way; every other difference stays.
    static func dropCoincidentOrder(_ differences: inout [String], library: [String: Any]) {
        let elements = library["elements"] as? [[String: Any]] ?? []
        func transform(_ i: Int) -> [Double] { (elements[i]["transform3D"] as? [NSNumber] ?? []).map(\.doubleValue) }
        differences.removeAll { difference in
            // ".elements[i].zIndex: a vs b": item i is drawn where the library draws the item with z-index b.
            guard let match = difference.wholeMatch(of: /\.elements\[(\d+)\]\.zIndex: (-?[\d.]+) vs (-?[\d.]+)/),
                  let i = Int(match.1), let b = Double(match.3), i < elements.count else { return false }
            guard let j = elements.firstIndex(where: { ($0["zIndex"] as? NSNumber)?.doubleValue == b }) else { return false }
            let ti = transform(i), tj = transform(j)
            return ti.count == 16 && tj.count == 16 && zip(ti, tj).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0)) }
        }
    }

    /// One program over exports named `Export<I>` compiled together in check
    /// mode: `checks I ARGS…` runs export I's check command, nested in
    /// `Export<I><suffix>` (a SwiftUI export's math is in `NAMEMath`).
    static func checksDriver(exports indices: [Int], suffix: String = "") -> String {
        let cases = indices.map { "        case \"\($0)\": Export\($0)\(suffix).LayoutExportCheck.run(rest)" }
        return """
        @main
        enum Checks {
            static func main() {
                let arguments = Array(CommandLine.arguments.dropFirst()), rest = Array(arguments.dropFirst())
                switch arguments.first ?? "" {
        \(cases.joined(separator: "\n"))
                default: fatalError("no such export")
                }
            }
        }
        """
    }

    static func swiftc(_ arguments: [String], in dir: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SwiftTypeChecker.swiftc)
        process.arguments = ["-suppress-warnings"] + arguments
        process.currentDirectoryURL = dir
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A random valid value for `spec`, or nil to leave it at its default;
    /// text parameters keep their defaults but for the carousel's viewpoint.
    static func randomAssignment(_ spec: ParameterSpec, _ random: inout SeededGenerator) -> String? {
        if spec.allowsAuto, Bool.random(using: &random) { return "\(spec.key)=auto" }
        switch spec.kind {
        case .number(let range, _):
            let upper = min(range.upperBound, spec.sliderMaximum ?? range.upperBound)
            return "\(spec.key)=\(formatNumber(Double.random(in: range.lowerBound...max(range.lowerBound, upper), using: &random)))"
        case .integer(let range):
            return "\(spec.key)=\(Int.random(in: range.lowerBound...min(range.upperBound, range.lowerBound + 40), using: &random))"
        case .bool:
            return "\(spec.key)=\(Bool.random(using: &random))"
        case .choice(let choices):
            return "\(spec.key)=\(choices.randomElement(using: &random)!)"
        case .insets:
            let v = (0..<4).map { _ in String(Int.random(in: 0...80, using: &random)) }
            return "\(spec.key)=\(v.joined(separator: ","))"
        case .text:
            guard spec.key == "viewpointOffset" else { return nil }
            return "viewpointOffset=\(Int.random(in: -50...50, using: &random)),\(Int.random(in: -50...50, using: &random))"
        }
    }
}

/// The largest difference any comparison has seen in this run, for the log.
enum Worst {
    nonisolated(unsafe) static var value = 0.0
    static let lock = NSLock()
    static func record(_ d: Double) { lock.lock(); value = max(value, d); lock.unlock() }
}

/// A small deterministic generator (SplitMix64), so the sweeps repeat.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension CLIRunner {
    /// Runs another executable (an exported file's check command).
    static func runExecutable(_ path: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
                      stderr: String(decoding: errors, as: UTF8.self))
    }
}
