import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// `export android`'s shell and edges: the LayoutManager and SnapHelper of
/// every exported layout compile with `javac` against the stub of the
/// Android and AndroidX declarations they use (Tests/…/AndroidStub, each
/// declaration citing developer.android.com); the check command runs alone
/// from its package; the homography the shell draws 3-D cards with maps a
/// card's corners where its 4×4 transform projects them; bad input is one
/// line and exit status 2.
@Suite(.serialized) struct AndroidShellTests {
    static let stubFolder = CLIRunner.repositoryRoot + "/Tests/LayoutPlaygroundTests/Export/AndroidStub"

    static var stubSources: [String] {
        let enumerator = FileManager.default.enumerator(atPath: stubFolder)
        var files: [String] = []
        while let next = enumerator?.nextObject() as? String {
            if next.hasSuffix(".java") { files.append(stubFolder + "/" + next) }
        }
        return files.sorted()
    }

    @Test func shellCompilesAgainstTheAndroidStubForEveryLayout() throws {
        let dir = try AndroidExportTests.temporaryFolder("android-shell")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("src").path
        var files: [String] = []
        for kind in AndroidExportTests.exportedKinds {
            let export = try CLIRunner.run(["export", "android", "--layout", kind.id, "--out", out])
            try #require(export.status == 0, "\(kind.id): \(export.stderr)")
            let name = AndroidExporter.defaultName(of: kind)
            for suffix in ["Math", "LayoutManager", "SnapHelper"] {
                let file = out + "/\(name)\(suffix).java"
                #expect(FileManager.default.fileExists(atPath: file), "\(file)")
                files.append(file)
            }
            let manager = try String(contentsOfFile: out + "/\(name)LayoutManager.java", encoding: .utf8)
            #expect(manager.contains("package layoutplayground.export;"))
            #expect(manager.contains("extends RecyclerView.LayoutManager implements RecyclerView.SmoothScroller.ScrollVectorProvider"))
            let math = try String(contentsOfFile: out + "/\(name)Math.java", encoding: .utf8)
            #expect(!math.contains("import android"), "the math imports nothing of Android")
        }
        // Every carousel type is `Carousel` by default; a custom one and others under their own names and package.
        for (index, type) in CarouselLayout.CarouselType.allCases.enumerated() {
            let name = "Type\(index)"
            var sets = ["--set", "type=\(type.rawValue)"]
            if type == .custom { sets += AndroidExportTests.remainderCarousel.dropFirst().flatMap { ["--set", $0] } }
            let export = try CLIRunner.run(["export", "android", "--layout", "carousel"] + sets
                                           + ["--name", name, "--package", "com.example.carousels", "--out", out + "/more"])
            try #require(export.status == 0, "\(type): \(export.stderr)")
            files += ["Math", "LayoutManager", "SnapHelper"].map { out + "/more/\(name)\($0).java" }
        }
        let compile = try AndroidExportTests.run("javac", ["javac", "--release", "17", "-Xlint:all", "-Werror", "-d", dir.appendingPathComponent("classes").path]
                                                 + Self.stubSources + files, in: dir)
        #expect(compile.status == 0, "\(compile.stderr.prefix(4000))")
        // Without the stub, the math alone: javac with no Android at all.
        let alone = try AndroidExportTests.run("javac", ["javac", "--release", "17", "-d", dir.appendingPathComponent("alone").path,
                                                         out + "/CarouselMath.java"], in: dir)
        #expect(alone.status == 0, "\(alone.stderr.prefix(2000))")
    }

    @Test func checkCommandRunsFromItsPackage() throws {
        let dir = try AndroidExportTests.temporaryFolder("android-check")
        defer { try? FileManager.default.removeItem(at: dir) }
        let src = dir.appendingPathComponent("src").path, classes = dir.appendingPathComponent("classes").path
        let export = try CLIRunner.run(["export", "android", "--layout", "wheel", "--items", "12", "--package", "com.example.pickers",
                                        "--name", "Picker", "--out", src])
        try #require(export.status == 0, "\(export.stderr)")
        let compile = try AndroidExportTests.run("javac", ["javac", "-d", classes, src + "/PickerMath.java"], in: dir)
        try #require(compile.status == 0, "\(compile.stderr)")
        for (items, offset) in [("12", "0,130.5"), ("0", "0,0"), ("1", "0,-40"), ("37", "0,2222.25")] {
            let at = ["--viewport", "600x400", "--offset", offset, "--items", items]
            let library = try CLIRunner.run(["attributes", "--all", "--layout", "wheel"] + at)
            let check = try AndroidExportTests.run("java", ["java", "-cp", classes, "com.example.pickers.PickerMath"] + at, in: dir)
            try #require(check.status == 0, "\(check.stderr)")
            var differences: [String] = []
            UIKitExportTests.compare(try library.json(), try check.json(), path: "", into: &differences)
            #expect(differences.isEmpty, "--items \(items): \(differences.prefix(5))")
        }
        // Bad input to the check command: one line on stderr, exit status 2.
        try Data("[[100, 80], [0, 50]]".utf8).write(to: dir.appendingPathComponent("bad.json"))
        try Data("{\"w\": 100}".utf8).write(to: dir.appendingPathComponent("object.json"))
        for arguments in [["--sizes", dir.appendingPathComponent("bad.json").path], ["--sizes", dir.appendingPathComponent("object.json").path],
                          ["--sizes", dir.appendingPathComponent("missing.json").path], ["--items", "-3"], ["--items", "many"],
                          ["--viewport", "0x300"], ["--offset", "1,2,3"], ["--frobnicate", "1"], ["--items"]] {
            let run = try AndroidExportTests.run("java", ["java", "-cp", classes, "com.example.pickers.PickerMath"] + arguments, in: dir)
            #expect(run.status == 2 && run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix("error: "),
                    "\(arguments): \(run.status) \(run.stderr)")
        }
    }

    /// The 3×3 matrix the shell hands to View.setAnimationMatrix maps each
    /// corner of a card (its own coordinates, origin top-left) to where the
    /// 4×4 transform3D with perspective, then the 2-D transform, puts it.
    @Test func homographyMapsTheCornersWhereTheTransformProjectsThem() throws {
        let dir = try AndroidExportTests.temporaryFolder("android-homography")
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, [String], String)] = [
            ("carousel", ["--set", "type=coverFlow"], "330.5,0"),
            ("carousel", ["--set", "type=cylinder", "--set", "viewpointOffset=30,-20"], "470,0"),
            ("carousel", ["--set", "type=invertedTimeMachine", "--set", "vertical=true"], "0,345"),
            ("wheel", ["--set", "geometry=drum", "--set", "magnification=1.2", "--set", "offAxisFraction=0.3"], "0,1137"),
            ("stack", ["--set", "maximumRotation=0.4", "--set", "backgroundScale=0.9"], "250,0"),
            ("cards", [], "400,0"),
        ]
        var checked = 0, largest = 0.0
        for (index, (layout, sets, offset)) in cases.enumerated() {
            let src = dir.appendingPathComponent("src\(index)").path, classes = dir.appendingPathComponent("classes\(index)").path
            let export = try CLIRunner.run(["export", "android", "--layout", layout] + sets + ["--items", "9", "--name", "H", "--out", src])
            try #require(export.status == 0, "\(export.stderr)")
            let compile = try AndroidExportTests.run("javac", ["javac", "-d", classes, src + "/HMath.java"], in: dir)
            try #require(compile.status == 0, "\(compile.stderr)")
            let run = try AndroidExportTests.run("java", ["java", "-cp", classes, "layoutplayground.export.HMath", "--viewport", "700x500",
                                                          "--offset", offset, "--homography"], in: dir)
            try #require(run.status == 0, "\(run.stderr)")
            for element in try run.json()["elements"] as? [[String: Any]] ?? [] {
                let m = (element["transform3D"] as? [NSNumber] ?? []).map(\.doubleValue)
                let a = (element["transform"] as? [NSNumber] ?? []).map(\.doubleValue)
                let h = (element["homography"] as? [NSNumber] ?? []).map(\.doubleValue)
                let size = element["size"] as? [String: NSNumber] ?? [:]
                let w = size["width"]?.doubleValue ?? 0, hh = size["height"]?.doubleValue ?? 0
                guard m.count == 16, a.count == 6, h.count == 9, w > 0, hh > 0 else { continue }
                for (u, v) in [(0.0, 0.0), (w, 0), (w, hh), (0, hh), (w / 2, hh / 3)] {
                    // The 4×4 transform, row vectors, about the centre; then the 2-D transform.
                    let x = u - w / 2, y = v - hh / 2
                    let pw = x * m[3] + y * m[7] + m[15]
                    guard pw > 1e-6 else { continue }
                    let px = (x * m[0] + y * m[4] + m[12]) / pw, py = (x * m[1] + y * m[5] + m[13]) / pw
                    let sx = a[0] * px + a[2] * py + a[4] + w / 2, sy = a[1] * px + a[3] * py + a[5] + hh / 2
                    // The homography, column vectors, in the card's own coordinates.
                    let hw = h[6] * u + h[7] * v + h[8]
                    let hx = (h[0] * u + h[1] * v + h[2]) / hw, hy = (h[3] * u + h[4] * v + h[5]) / hw
                    let d = max(abs(hx - sx), abs(hy - sy))
                    largest = max(largest, d)
                    #expect(d < 1e-6 * max(1, abs(sx), abs(sy)), "\(layout) \(sets) item \(element["item"] ?? "?") corner (\(u), \(v)): \(hx),\(hy) vs \(sx),\(sy)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100, "\(checked) points checked")
        print("android homography vs projected transform3D: \(checked) points, largest difference \(largest)")
    }

    @Test func badInputIsOneLineAndExitStatusTwo() throws {
        let dir = try AndroidExportTests.temporaryFolder("android-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("x".utf8).write(to: dir.appendingPathComponent("file"))
        let out = dir.appendingPathComponent("out").path
        let cases: [([String], String)] = [
            (["--layout", "cards", "--package", "1bad", "--out", out], "package"),
            (["--layout", "cards", "--package", "com..example", "--out", out], "package"),
            (["--layout", "cards", "--package", "com.example.class", "--out", out], "package"),
            (["--layout", "cards", "--package", "java.util.layouts", "--out", out], "package"),
            (["--layout", "cards", "--name", "class", "--out", out], "name"),
            (["--layout", "cards", "--name", "My-Layout", "--out", out], "name"),
            (["--layout", "cards", "--out", dir.appendingPathComponent("file/inside").path], "file"),
            (["--layout", "cards", "--out", "/proc/no-such-folder/out"], "write"),
            // The keyline carousel exports; keylines that do not read are refused before anything is written.
            (["--layout", "keyline", "--set", "keylines=40:60,30:80", "--out", out], "keylines"),
        ]
        for (arguments, word) in cases {
            let run = try CLIRunner.run(["export", "android"] + arguments)
            #expect(run.status == 2 && run.stderr.split(separator: "\n").count == 1 && run.stderr.contains(word),
                    "\(arguments): \(run.status) \(run.stderr)")
        }
        let web = try CLIRunner.run(["export", "web", "--layout", "cards", "--package", "com.example", "--out", out])
        #expect(web.status == 2 && web.stderr.split(separator: "\n").count == 1, "\(web.stderr)")
        let help = try CLIRunner.run(["export", "--help"])
        #expect(help.stdout.contains("android") && help.stdout.contains("--package"))
    }
}
