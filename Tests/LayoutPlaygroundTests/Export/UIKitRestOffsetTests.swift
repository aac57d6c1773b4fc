import CollectionLayout
import Foundation
import Testing

/// The exported UIKit file's paging and tap-to-centre helpers — what
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
/// `scrollToCentre(_:)` and the first offset come from — equal the
/// library's, left to right and right to left, for the paging layouts: the
/// file's math is compiled here with a small driver that prints them.
@Suite struct UIKitRestOffsetTests {
    /// Prints, for each argument `px,py,vx,vy,cx,cy`, the target offset;
    /// then the offset focusing each item from the last argument's current
    /// offset; then the initial offset. One `x y` line each. It is nested in
    /// the exported class, as the math and its geometry are.
    static let driver = """
    extension Exported {
    @main
    enum Driver {
        static func main() {
            let math = Math()
            math.prepare(viewport: LayoutSize(800, 600))
            var from = LayoutPoint.zero
            for argument in CommandLine.arguments.dropFirst() {
                let v = argument.split(separator: ",").map { Double($0)! }
                from = LayoutPoint(v[4], v[5])
                let t = math.targetContentOffset(proposed: LayoutPoint(v[0], v[1]), velocity: LayoutPoint(v[2], v[3]), current: from)
                print(t.x, t.y)
            }
            for item in 0..<math.itemCount {
                let p = math.contentOffset(focusing: item, section: 0, from: from)!
                print(p.x, p.y)
            }
            print(math.initialContentOffset.x, math.initialContentOffset.y)
        }
    }
    }
    """

    @Test(arguments: [
        (["--layout", "cards"], false), (["--layout", "cards"], true),
        (["--layout", "stack"], true), (["--layout", "stack", "--set", "swipeDirection=right"], true),
        (["--layout", "stack", "--set", "swipeThreshold=0.25"], false), (["--layout", "stack", "--set", "swipeThreshold=2.5"], false),
        (["--layout", "carousel", "--set", "type=coverFlow"], true), (["--layout", "carousel", "--set", "type=rotary"], true),
        (["--layout", "carousel", "--set", "type=rotary"], false),
        (["--layout", "keyline"], false), (["--layout", "keyline", "--set", "vertical=false"], true),
        (["--layout", "keyline", "--set", "strategy=hero", "--set", "vertical=false"], true),
        (["--layout", "keyline", "--set", "strategy=uncontained", "--set", "alignment=center"], false),
        (["--layout", "keyline", "--set", "strategy=centeredHero", "--set", "vertical=true"], false),
        (["--layout", "keyline", "--set", "strategy=custom", "--set", "keylines=40:60,150:160,310:160,430:80,500:30"], false),
    ])
    func restOffsetsMatchTheLibrary(_ view: [String], _ rightToLeft: Bool) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-rest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let items = 9
        let direction = rightToLeft ? ["--direction", "rtl"] : []
        let file = dir.appendingPathComponent("Exported.swift").path, driver = dir.appendingPathComponent("Driver.swift").path
        let export = try CLIRunner.run(["export", "uikit"] + view + direction + ["--items", "\(items)", "--viewport", "800x600",
                                                                               "--name", "Exported", "--out", file])
        try #require(export.status == 0, "\(export.stderr)")
        try Data(Self.driver.utf8).write(to: URL(fileURLWithPath: driver))
        let binary = dir.appendingPathComponent("rest").path
        let compile = try UIKitExportTests.swiftc(["-parse-as-library", file, driver, "-o", binary], in: dir)
        try #require(compile.status == 0, "\(compile.output)")

        // The library's layout, configured and prepared as the export was.
        let sets = stride(from: 0, to: view.count, by: 1).filter { view[$0] == "--set" }.map { view[$0 + 1] }
        let type = LayoutKind(id: view[1])!.layoutType
        let layout = try type.init(assignments: sets)
        layout.prepare(LayoutContext(viewport: Size(width: 800, height: 600), sections: [Array(repeating: ItemMetrics(), count: items)],
                                     layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
        var random = SeededGenerator(seed: UInt64(view.count * 31 + (rightToLeft ? 7 : 0)))
        let pitch = view[1] == "stack" ? 800.0 : view[1] == "cards" ? 285 : 200
        var releases: [(proposed: Point, velocity: Point, current: Point)] = []
        for _ in 0..<12 {
            let current = Double(Int.random(in: -1...Int(Double(items) * pitch), using: &random))
            let proposed = current + Double(Int.random(in: -2000...2000, using: &random)) + 0.5
            let velocity = Double([-3000, -300, 0, 300, 3000].randomElement(using: &random)!)
            // Along the scroll axis: down for the vertical keyline carousel.
            func along(_ v: Double) -> Point { view.contains("vertical=true") ? Point(x: 0, y: v) : Point(x: v, y: 0) }
            releases.append((along(proposed), along(velocity), along(current)))
        }
        let run = try CLIRunner.runExecutable(binary, releases.map {
            "\($0.proposed.x),\($0.proposed.y),\($0.velocity.x),\($0.velocity.y),\($0.current.x),\($0.current.y)"
        })
        try #require(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").map { Double($0)! } }
        try #require(lines.count == releases.count + items + 1, "\(run.stdout)")
        var expected = releases.map { layout.targetContentOffset(forProposed: $0.proposed, velocity: $0.velocity, current: $0.current) }
        let from = releases.last!.current
        expected += (0..<items).map { layout.contentOffset(focusing: IndexPath(item: $0), from: from)! }
        expected.append(layout.initialContentOffset)
        // Along the scroll axis (x for these views but the vertical keyline carousel's); across it the export
        // keeps the current offset.
        let axis = view.contains("vertical=true") ? 1 : 0
        for (k, (line, want)) in zip(lines, expected).enumerated() {
            let w = axis == 1 ? want.y : want.x
            #expect(abs(line[axis] - w) <= 1e-9 * max(1, abs(w)), "line \(k): \(line[axis]), the library \(w)")
        }
        // The keyline carousel's releases do not all come to one rest: the rule is exercised, not a constant.
        if view[1] == "keyline" { #expect(Set(expected.prefix(releases.count).map { axis == 1 ? $0.y : $0.x }).count > 2) }
        if rightToLeft, !view.contains("swipeDirection=right") {
            // Item 0 rests at the far end (a deck thrown right, mirrored, is thrown left: from the start).
            #expect(expected[releases.count].x > expected[releases.count + 1].x, "item 0 rests right of item 1")
        }
    }
}
