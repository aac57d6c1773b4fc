/// The check mode of an exported UIKit layout file: compiled with
/// `-D LAYOUT_EXPORT_CHECK`, the file is a command that prints the JSON
/// `layout-playground attributes --all` prints for the same view.
extension UIKitExporter {
    /// The check command; for the springs layout it also replays a table of
    /// content moves (`--touch X,Y --moves T:X,Y;… --time T`) into the
    /// cells' springs and prints the cells where they swing at `--time`.
    /// For the compositional layout it also takes `--section-offset S=X`
    /// (repeatable) and, with `--section S --offset X,0 --velocity VX,0`,
    /// prints where that section's sideways release rests, as `fling` does.
    static func checkSource(springs: Bool, compositional: Bool = false) -> String {
        #"""
// MARK: - Check mode: `swiftc -parse-as-library -D LAYOUT_EXPORT_CHECK File.swift`
// prints, for `--viewport WxH --offset X,Y`, the JSON `layout-playground
// attributes --all` prints for the same view, so an export can be checked
// against the playground.

#if LAYOUT_EXPORT_CHECK
@main
enum LayoutExportCheck {
    static func main() {
        var viewport = LayoutConfiguration.viewport
        var offset: LayoutPoint? = nil
\#(compositional ? "        var sectionOffsets: [(Int, Double)] = [], section: Int? = nil, velocity = 0.0\n" : "")\#(springs ? "        var moves: [(time: Double, offset: LayoutPoint)] = [], touch: LayoutPoint? = nil, time: Double? = nil\n" : "")        var arguments = Array(CommandLine.arguments.dropFirst())
        while !arguments.isEmpty {
            var option = arguments.removeFirst()
            if let equals = option.firstIndex(of: "=") {
                arguments.insert(String(option[option.index(after: equals)...]), at: 0)
                option = String(option[..<equals])
            }
            guard !arguments.isEmpty else { fail("\(option) needs a value") }
            let value = arguments.removeFirst()
            switch option {
            case "--viewport":
                let parts = value.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { fail("--viewport expects WxH, got '\(value)'") }
                viewport = LayoutSize(parts[0], parts[1])
            case "--offset":
                let parts = value.split(separator: ",").compactMap { Double($0) }
                guard parts.count == 2, parts[0].isFinite, parts[1].isFinite else { fail("--offset expects X,Y, got '\(value)'") }
                offset = LayoutPoint(parts[0], parts[1])
\#(springs ? springOptions + "\n" : "")\#(compositional ? sectionOptions + "\n" : "")            default:
                fail("unknown option '\(option)' (expected --viewport WxH or --offset X,Y\#(springs ? ", --touch X,Y, --moves T:X,Y;…, --time T" : "")\#(compositional ? ", --section-offset S=X, --section S, --velocity VX,0" : ""))")
            }
        }
        let layout = ExportedLayoutMath()
        layout.prepare(viewport: viewport)
\#(compositional ? sectionReplay + "\n" : "")        \#(springs ? "var" : "let") at = offset ?? layout.initialContentOffset
\#(springs ? springReplay + "\n" : "")        let elements = layout.everyElement(offset: at).map { e -> String in
            let f = e.frame
            return "{\"category\":\"\(e.category)\",\"section\":\(e.section),\"item\":\(e.item),"
                + "\"center\":{\"x\":\(number(e.center.x)),\"y\":\(number(e.center.y))},"
                + "\"size\":{\"width\":\(number(e.size.width)),\"height\":\(number(e.size.height))},"
                + "\"frame\":{\"x\":\(number(f.x)),\"y\":\(number(f.y)),\"width\":\(number(f.width)),\"height\":\(number(f.height))},"
                + "\"alpha\":\(number(e.alpha)),\"zIndex\":\(e.zIndex),\"hidden\":\(e.isHidden),"
                + "\"transform\":[\(e.transform.values.map(number).joined(separator: ","))],"
                + "\"transform3D\":[\(e.transform3D.values.map(number).joined(separator: ","))]}"
        }
        let size = layout.contentSize
        let current = layout.currentIndex(at: at).map { String($0) } ?? "null"
        print("{\"layout\":\"\(LayoutConfiguration.layout)\","
            + "\"viewport\":{\"width\":\(number(viewport.width)),\"height\":\(number(viewport.height))},"
            + "\"contentOffset\":{\"x\":\(number(at.x)),\"y\":\(number(at.y))},"
            + "\"contentSize\":{\"width\":\(number(size.width)),\"height\":\(number(size.height))},"
            + "\"currentIndex\":\(current),\"elements\":[\(elements.joined(separator: ","))]}")
    }

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(("error: " + message + "\n").data(using: .utf8)!)
        exit(2)
    }
}
#endif
"""#
    }

    static let springOptions = #"""
            case "--touch":
                let parts = value.split(separator: ",").compactMap { Double($0) }
                guard parts.count == 2, parts[0].isFinite, parts[1].isFinite else { fail("--touch expects X,Y, got '\(value)'") }
                touch = LayoutPoint(parts[0], parts[1])
            case "--moves":
                for step in value.split(separator: ";") {
                    let pair = step.split(separator: ":")
                    let parts = pair.count == 2 ? pair[1].split(separator: ",").compactMap { Double($0) } : []
                    guard let t = pair.first.flatMap({ Double($0) }), t.isFinite, parts.count == 2, parts[0].isFinite, parts[1].isFinite
                    else { fail("--moves expects T:X,Y;T:X,Y…, got '\(step)'") }
                    moves.append((t, LayoutPoint(parts[0], parts[1])))
                }
            case "--time":
                guard let t = Double(value), t.isFinite else { fail("--time expects seconds, got '\(value)'") }
                time = t
"""#

    static let sectionOptions = #"""
            case "--section-offset":
                let pair = value.split(separator: "=")
                guard pair.count == 2, let s = Int(pair[0]), s >= 0, let x = Double(pair[1]), x.isFinite else {
                    fail("--section-offset expects S=X, got '\(value)'")
                }
                sectionOffsets.append((s, x))
            case "--section":
                guard let s = Int(value), s >= 0 else { fail("--section expects a section number, got '\(value)'") }
                section = s
            case "--velocity":
                let parts = value.split(separator: ",").compactMap { Double($0) }
                guard parts.count == 2, parts[0].isFinite, parts[1].isFinite else { fail("--velocity expects VX,VY, got '\(value)'") }
                velocity = parts[0]
"""#

    /// The sections' offsets set, and a sideways release printed as `fling --section` prints it.
    static let sectionReplay = #"""
        // Given offsets replace the export's (the others at 0), as `attributes --section-offset` sets them.
        if !sectionOffsets.isEmpty { layout.sectionOffsets = layout.sectionOffsets.map { _ in 0 } }
        for (s, x) in sectionOffsets {
            guard let g = layout.sidewaysGeometry(s) else { fail("--section-offset: section \(s) does not scroll sideways") }
            guard x >= 0, x <= g.maximumOffset + 1e-9 else { fail("--section-offset: section \(s) scrolls sideways in 0…\(g.maximumOffset)") }
            layout.sectionOffsets[s] = x
        }
        if let s = section {
            let x = offset?.x ?? layout.sectionOffset(s)
            guard let rest = layout.sidewaysRest(section: s, from: x, velocity: velocity) else {
                fail("--section: section \(s) does not scroll sideways")
            }
            let first = layout.firstFullyVisibleItem(section: s, offset: rest).map { String($0) } ?? "null"
            print("{\"restOffset\":{\"x\":\(number(rest)),\"y\":0},\"section\":\(s),"
                + "\"behaviour\":\"\(LayoutConfiguration.behaviours[s])\",\"firstFullyVisibleItem\":\(first)}")
            return
        }
"""#

    static let springReplay = #"""
        // The springs: from rest at the offset, the content moved as the table says, read at --time.
        layout.springs.reset(offset: at)
        layout.springs.touch = touch
        for move in moves {
            layout.contentMoved(to: move.offset, time: move.time)
            at = move.offset
        }
        if let t = time ?? moves.last?.time {
            layout.time = t
            layout.springs.advance(to: t)
        }
"""#
}
