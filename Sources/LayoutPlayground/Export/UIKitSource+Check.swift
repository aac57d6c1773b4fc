/// The check mode of an exported UIKit layout file: compiled with
/// `-D LAYOUT_EXPORT_CHECK`, the file is a command that prints the JSON
/// `layout-playground attributes --all` prints for the same view.
extension UIKitExporter {
    /// The check command; for the springs layout it also replays a table of
    /// content moves (`--touch X,Y --moves T:X,Y;… --time T`) into the
    /// cells' springs and prints the cells where they swing at `--time`.
    static func checkSource(springs: Bool) -> String {
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
\#(springs ? "        var moves: [(time: Double, offset: LayoutPoint)] = [], touch: LayoutPoint? = nil, time: Double? = nil\n" : "")        var arguments = Array(CommandLine.arguments.dropFirst())
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
\#(springs ? springOptions + "\n" : "")            default:
                fail("unknown option '\(option)' (expected --viewport WxH or --offset X,Y\#(springs ? ", --touch X,Y, --moves T:X,Y;…, --time T" : ""))")
            }
        }
        let layout = ExportedLayoutMath()
        layout.prepare(viewport: viewport)
        \#(springs ? "var" : "let") at = offset ?? layout.initialContentOffset
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
