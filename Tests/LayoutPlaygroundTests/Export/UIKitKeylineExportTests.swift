import CollectionLayout
import Foundation
import Testing

/// The keyline carousel in the Swift exports: the exported math's frames,
/// masks and keylines equal the library's at the offsets where they change
/// most — both ends (the start and end steps, overscrolled too), each rest
/// offset and halfway between rests — for every configuration of
/// `UIKitExportTests` that is a keyline carousel (every strategy, across and
/// down, right to left); and the UIKit class, run against the stub, hands
/// each cell its mask and the cell masks its layer with it.
@Suite struct UIKitKeylineExportTests {
    /// The keyline carousel's configurations among `UIKitExportTests`'.
    static let indices = UIKitExportTests.configurations.indices.filter { UIKitExportTests.configurations[$0].layout == "keyline" }

    /// The offsets along the axis the sweep visits: before the start, the
    /// ends, fractions of the travel that fall in the end regions and in the
    /// middle, the rest offsets of the first and last items and the points
    /// halfway between neighbouring rests.
    static func offsets(travel: Double, rests: [Double]) -> [Double] {
        var list = [-37.5, 0, travel, travel + 41.25]
        list += [0.004, 0.02, 0.07, 0.15, 0.5, 0.85, 0.93, 0.98, 0.996].map { $0 * travel }
        let ends = Array(rests.prefix(4)) + Array(rests.suffix(4))
        list += ends
        for (a, b) in zip(rests, rests.dropFirst()) where ends.contains(a) || ends.contains(b) { list.append((a + b) / 2) }
        var seen = Set<Double>()
        return list.filter { seen.insert($0).inserted }
    }

    @Test(arguments: indices)
    func exportedMasksMatchTheLibraryBetweenRestsAndAtTheEnds(_ index: Int) throws {
        let configuration = UIKitExportTests.configurations[index]
        let program = UIKitExportTests.program
        try #require(program.exports.count == UIKitExportTests.configurations.count, "the exports were not made: \(program.problem)")
        try #require(program.exports[index].status == 0, "\(program.exports[index].stderr)")
        let binary = try #require(program.binary, "the exported files do not build together in check mode:\n\(program.problem)")
        let view = ["--layout", "keyline"] + configuration.options + ["--viewport", "700x500"]
        let vertical = configuration.options.contains("vertical=true")
        let rightToLeft = configuration.options.contains("rtl")

        // The library's layout, for its travel and its rest offsets (sized items aside, as the CLI prepares it).
        let start = try CLIRunner.run(["attributes"] + view).json()
        let size = try #require(start["contentSize"] as? [String: Double])
        let travel = vertical ? size["height"]! - 500 : size["width"]! - 700
        let sets = stride(from: 0, to: configuration.options.count, by: 1).filter { configuration.options[$0] == "--set" }
            .map { configuration.options[$0 + 1] }
        let items = Int(configuration.options[configuration.options.firstIndex(of: "--items")! + 1])!
        let layout = try KeylineLayout(assignments: sets)
        layout.prepare(LayoutContext(viewport: Size(width: 700, height: 500), sections: [Array(repeating: ItemMetrics(), count: items)],
                                     layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
        let rests = layout.strategy == .multiAspect ? [] : (0..<items).map { layout.restOffset(ofItem: $0) }.sorted()

        var partial = 0, compared = 0
        for along in Self.offsets(travel: travel, rests: rests) {
            let offset = vertical ? "0,\(along)" : "\(along),0"
            let library = try CLIRunner.run(["attributes", "--all"] + view + ["--offset", offset])
            try #require(library.status == 0, "\(library.stderr)")
            let exported = try CLIRunner.runExecutable(binary, [String(index), "--viewport", "700x500", "--offset", offset])
            try #require(exported.status == 0, "check mode failed: \(exported.stderr)")
            let reference = try library.json(), ported = try exported.json()
            var differences: [String] = []
            UIKitExportTests.compare(reference, ported, path: "", into: &differences)
            #expect(differences.isEmpty, "\(configuration.testDescription) at \(offset): \(differences.prefix(5).joined(separator: "; "))")
            compared += 1
            // Masks narrower than their items: the masks say something the frames do not.
            for e in reference["elements"] as? [[String: Any]] ?? [] {
                guard let mask = e["mask"] as? [String: Double], let item = e["size"] as? [String: Double] else { continue }
                if mask[vertical ? "height" : "width"]! < item[vertical ? "height" : "width"]! - 1e-6 { partial += 1 }
            }
        }
        // A list that stays put has three offsets to visit (before, at and past its one rest).
        #expect(compared >= (travel > 0 ? 8 : 3), "\(compared) offsets compared")
        // Every keyline strategy narrows items toward the edges somewhere, but full screen (one item, whole) and a list that stays put.
        if !configuration.options.contains("strategy=fullScreen"), travel > 0 { #expect(partial > 0, "no item was ever masked") }
    }

    /// A driver for the keyline carousel's UIKit class against the stub: a
    /// collection view with `N` items scrolled to `X,Y`; for each cell it
    /// prints the attributes' centre, size and mask, and the mask layer
    /// (frame, corner radius) the cell puts on its own layer once the
    /// attributes are applied.
    static let cellDriver = """
    import UIKit

    final class View: UICollectionView {
        var count = 0
        override var numberOfSections: Int { 1 }
        override func numberOfItems(inSection section: Int) -> Int { count }
    }

    @main
    enum Driver {
        @MainActor static func main() {
            let arguments = CommandLine.arguments
            let view = View()
            view.bounds = CGRect(x: 0, y: 0, width: 700, height: 500)
            view.count = Int(arguments[1])!
            let offset = arguments[2].split(separator: ",").map { Double($0)! }
            view.contentOffset = CGPoint(x: offset[0], y: offset[1])
            let layout = Shelf()
            layout.stubAttach(view)
            layout.prepare()
            print("class", ObjectIdentifier(Shelf.layoutAttributesClass) == ObjectIdentifier(ShelfAttributes.self))
            for a in layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) ?? [] {
                guard let masked = a as? ShelfAttributes, let m = masked.mask else { print("unmasked", a.indexPath.item); continue }
                let cell = ShelfCell()
                cell.apply(masked)
                let f = cell.layer.mask?.frame ?? .zero
                print("cell", a.indexPath.item, a.center.x, a.center.y, a.size.width, a.size.height,
                      m.minX, m.minY, m.width, m.height, f.minX, f.minY, f.width, f.height, cell.layer.mask?.cornerRadius ?? -1)
                // Attributes without a mask take the mask away.
                cell.apply(UICollectionViewLayoutAttributes(forCellWith: a.indexPath))
                if cell.layer.mask != nil { print("kept", a.indexPath.item) }
            }
        }
    }
    """

    /// The UIKit class on Linux against the stub: the collection view's
    /// item count is read live, every cell's attributes carry the mask the
    /// library gives (`attributes --all`), and a cell of the exported cell
    /// class masks its layer with exactly that rect, corners rounded by the
    /// configured radius (no more than half the mask's shorter side).
    @Test func theCellsMaskTheirLayersWithTheLibrarysMasks() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-keyline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let stub = try UIKitExportTests.stubModule(in: dir)
        let sets = ["strategy=multiBrowse", "vertical=false", "cornerRadius=24", "itemWidth=260", "spacing=10"].flatMap { ["--set", $0] }
        let export = try CLIRunner.run(["export", "uikit", "--layout", "keyline"] + sets
                                       + ["--items", "12", "--viewport", "700x500", "--name", "Shelf", "--out", path("Shelf.swift")])
        try #require(export.status == 0, "\(export.stderr)")
        let text = try String(contentsOfFile: path("Shelf.swift"), encoding: .utf8)
        #expect(text.contains("open class ShelfCell: UICollectionViewCell {") && text.contains("public final class ShelfAttributes"))
        try Data(Self.cellDriver.utf8).write(to: URL(fileURLWithPath: path("Driver.swift")))
        let build = try UIKitExportTests.swiftc(["-parse-as-library", "-swift-version", "6", "-I", stub.path, "-L", stub.path, "-lUIKit",
                                                 "-Xlinker", "-rpath", "-Xlinker", stub.path,
                                                 path("Shelf.swift"), path("Driver.swift"), "-o", path("driver")], in: dir)
        try #require(build.status == 0, "\(build.output.prefix(3000))")
        var masked = 0
        for (n, x) in [(0, 0.0), (3, 0), (12, 0), (12, 191.5), (30, 1333.25), (30, 5000)] {
            let run = try CLIRunner.runExecutable(path("driver"), [String(n), "\(x),0"])
            try #require(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            #expect(lines.first == ["class", "true"], "\(run.stdout.prefix(200))")
            #expect(!lines.contains { $0.first == "unmasked" || $0.first == "kept" }, "\(run.stdout)")
            let cells = lines.filter { $0.first == "cell" }.map { $0.dropFirst().map { Double($0)! } }
            let library = try CLIRunner.run(["attributes", "--all", "--layout", "keyline"] + sets
                                            + ["--items", String(n), "--viewport", "700x500", "--offset", "\(x),0"]).json()
            let elements = library["elements"] as? [[String: Any]] ?? []
            #expect(cells.count == n && elements.count == n, "\(n) items: \(cells.count) cells, the library \(elements.count)")
            for cell in cells {
                let e = try #require(elements.first { ($0["item"] as? Int) == Int(cell[0]) })
                let c = e["center"] as! [String: Double], s = e["size"] as! [String: Double], m = e["mask"] as! [String: Double]
                let want = [c["x"]!, c["y"]!, s["width"]!, s["height"]!, m["x"]!, m["y"]!, m["width"]!, m["height"]!,
                            m["x"]!, m["y"]!, m["width"]!, m["height"]!, min(24, min(m["width"]!, m["height"]!) / 2)]
                #expect(zip(cell.dropFirst(), want).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) },
                        "\(n) at \(x): item \(Int(cell[0])): \(Array(cell.dropFirst())) vs \(want)")
                if m["width"]! < s["width"]! - 1e-6 { masked += 1 }
            }
        }
        #expect(masked > 0, "some cell shows only part of its item")
    }
}
