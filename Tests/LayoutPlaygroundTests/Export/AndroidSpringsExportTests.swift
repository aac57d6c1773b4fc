import CollectionLayout
import Foundation
import Testing

/// The springs layout's Android export: the swing of its cells, replayed
/// from a table of content moves in `java SpringsMath --touch --moves
/// --time`, is the library's `SpringField` at every step and exactly at rest
/// afterwards.
@Suite(.serialized) struct AndroidSpringsExportTests {
    @Test func motionMatchesTheLibraryStepByStep() throws {
        let dir = try AndroidExportTests.temporaryFolder("android-springs")
        defer { try? FileManager.default.removeItem(at: dir) }
        var largest = 0.0
        for (index, sets) in SpringsExportTests.configurations.enumerated() {
            let items = [40, 200, 9, 75, 120][index]
            let viewport = Size(width: [700, 390, 1000, 800, 600][index], height: [500, 840, 700, 600, 900][index])
            let start = [0.0, 600, 0, 250.5, 1200][index], speed = [900.0, -1500, 2500, 400, -3000][index]
            let touch = Point(x: viewport.width / 3, y: start + viewport.height * 0.7)
            let size = "\(formatNumber(viewport.width))x\(formatNumber(viewport.height))"
            let src = dir.appendingPathComponent("src\(index)").path, classes = dir.appendingPathComponent("classes\(index)").path
            let export = try CLIRunner.run(["export", "android", "--layout", "springs"] + sets.flatMap { ["--set", $0] }
                                           + ["--items", String(items), "--viewport", size, "--out", src])
            try #require(export.status == 0, "\(export.stderr)")
            let compile = try AndroidExportTests.run("javac", ["javac", "-d", classes, src + "/SpringsMath.java"], in: dir)
            try #require(compile.status == 0, "\(compile.stderr)")

            let table = SpringsExportTests.moves(from: start, speed: speed)
            let last = table.last!.t
            var moved = 0
            for time in [1.0 / 60, 0.2, last, last + 0.1, last + 0.4, last + 1.5, last + 400] {
                let steps = table.filter { $0.t <= time }
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
                var arguments = ["--viewport", size, "--offset", "0,\(start)", "--touch", "\(touch.x),\(touch.y)", "--time", "\(time)"]
                if !moves.isEmpty { arguments += ["--moves", moves] }
                let run = try AndroidExportTests.run("java", ["java", "-cp", classes, "layoutplayground.export.SpringsMath"] + arguments, in: dir)
                try #require(run.status == 0, "\(run.stderr)")
                let elements = try #require(try run.json()["elements"] as? [[String: Any]])
                try #require(elements.count == expected.count, "\(sets) at \(time): \(elements.count) cells, the library \(expected.count)")
                for (e, a) in zip(elements, expected) {
                    let c = try #require(e["center"] as? [String: Any]), s = try #require(e["size"] as? [String: Any])
                    let got = [c["x"], c["y"], s["width"], s["height"]].map { ($0 as! NSNumber).doubleValue }
                    let want = [a.center.x, a.center.y, a.size.width, a.size.height]
                    let d = zip(got, want).map { abs($0 - $1) }.max()!
                    largest = max(largest, d)
                    #expect(d <= 1e-6, "\(sets) at \(time) s item \(a.indexPath.item): \(d) pt from the library's")
                }
                if time > last + 30 {
                    #expect(zip(elements, resting).allSatisfy { (e, a) in
                        ((e["center"] as! [String: Any])["y"] as! NSNumber).doubleValue == a.center.y
                    }, "\(sets): a cell still off its place long after the move")
                }
            }
            #expect(moved > 0, "the table moved no cell off its place")
        }
        print("android springs: exported motion vs library, largest difference \(largest)")
    }
}
