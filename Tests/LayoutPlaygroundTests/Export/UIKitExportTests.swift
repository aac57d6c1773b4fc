import CollectionLayout
import Foundation
import Testing

/// `export uikit`: the exported file, compiled here with `swiftc` in its
/// check mode, prints the attributes the library gives for the same view,
/// over seeded random parameters of every layout, at several offsets and
/// viewports. One compile per configuration keeps the suite's time down.
@Suite struct UIKitExportTests {
    /// One configuration: a layout and its `--set` assignments.
    struct Configuration: Sendable, CustomTestStringConvertible {
        var layout: String
        var options: [String]
        var seed: UInt64
        var testDescription: String { "\(layout) seed \(seed) \(options.joined(separator: " "))" }
    }

    /// The largest difference allowed between a number the export prints
    /// and the library's, relative to the number (both compute in Double;
    /// the port keeps the library's operations in order, so it is usually 0).
    static let tolerance = 1e-6

    static let configurations: [Configuration] = {
        var list: [Configuration] = []
        var seed: UInt64 = 1
        func add(_ layout: String, fixed: [String] = [], count: Int = 1) {
            for _ in 0..<count {
                var random = SeededGenerator(seed: seed)
                let type = LayoutKind(id: layout)!.layoutType
                let fixedKeys = Set(fixed.map { String($0.split(separator: "=")[0]) })
                var options = type.parameterSpecs.filter { !fixedKeys.contains($0.key) }
                    .compactMap { randomAssignment($0, &random) }.flatMap { ["--set", $0] }
                options += fixed.flatMap { ["--set", $0] }
                options += ["--items", String(Int.random(in: 1...40, using: &random))]
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
        return list
    }()

    @Test(arguments: configurations)
    func checkModeMatchesTheLibrary(_ configuration: Configuration) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Exported.swift").path
        let view = ["--layout", configuration.layout] + configuration.options
        let export = try CLIRunner.run(["export", "uikit"] + view + ["--viewport", "700x500", "--out", file])
        let probe = try CLIRunner.run(["attributes"] + view + ["--viewport", "700x500"])
        guard probe.status == 0 else {
            // A configuration the library refuses is refused by the export too, in one line.
            #expect(export.status == 2 && export.stderr.split(separator: "\n").count == 1, "\(export.stderr)")
            return
        }
        #expect(export.status == 0, "\(export.stderr)")
        let binary = dir.appendingPathComponent("check").path
        let compile = try Self.swiftc(["-parse-as-library", "-D", "LAYOUT_EXPORT_CHECK", file, "-o", binary], in: dir)
        try #require(compile.status == 0, "the exported file does not compile in check mode:\n\(compile.output)")

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
            let exported = try CLIRunner.runExecutable(binary, at)
            try #require(exported.status == 0, "check mode failed: \(exported.stderr)")
            var differences: [String] = []
            Self.compare(try library.json(), try exported.json(), path: "", into: &differences)
            #expect(differences.isEmpty, "\(viewport) \(offset ?? "initial"): \(differences.prefix(5).joined(separator: "; "))")
        }
        print("exported math vs library, largest difference so far: \(Worst.value)")
    }

    /// The file compiles unchanged without the check flag: the math and,
    /// where UIKit is missing, nothing else (here: as a library).
    @Test func compilesAsALibraryWithoutTheCheckFlag() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // The springs' swing is a state beside the layout, which a UICollectionViewLayout export has no place for.
        for layout in LayoutKind.allCases where layout != .springs {
            let file = dir.appendingPathComponent("\(layout.id).swift").path
            let export = try CLIRunner.run(["export", "uikit", "--layout", layout.id, "--out", file])
            try #require(export.status == 0, "\(export.stderr)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("#if canImport(UIKit)") && text.contains(": UICollectionViewLayout {"))
            #expect(!text.contains("import CollectionLayout"))
            // In the default language mode and in Swift 6's (strict concurrency), with and without the check.
            for flags in [[], ["-swift-version", "6"], ["-swift-version", "6", "-D", "LAYOUT_EXPORT_CHECK"]] {
                let typecheck = try Self.swiftc(["-parse-as-library", "-typecheck"] + flags + [file], in: dir)
                #expect(typecheck.status == 0, "\(layout.id) \(flags): \(typecheck.output)")
            }
        }
        let library = try Self.swiftc(["-parse-as-library", "-emit-library", dir.appendingPathComponent("carousel.swift").path,
                                       "-o", dir.appendingPathComponent("libcarousel.so").path], in: dir)
        #expect(library.status == 0, "\(library.output)")
    }

    @Test func rightToLeftAndUnwritablePathsAreOneLineErrors() throws {
        let rtl = try CLIRunner.run(["export", "uikit", "--layout", "cards", "--direction", "rtl", "--out", "/tmp/x.swift"])
        #expect(rtl.status == 2 && rtl.stderr.contains("right-to-left"))
        let unwritable = try CLIRunner.run(["export", "uikit", "--layout", "cards", "--out", "/nonexistent-dir/x.swift"])
        #expect(unwritable.status == 2 && unwritable.stderr.split(separator: "\n").count == 1)
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
            if records, abs(p - q).isFinite { Worst.record(abs(p - q)) }
        case (is NSNull, is NSNull):
            break
        case (let x as String, let y as String):
            if x != y { out.append("\(path): \(x) vs \(y)") }
        default:
            out.append("\(path): \(a) vs \(b)")
        }
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
