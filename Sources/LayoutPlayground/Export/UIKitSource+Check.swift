/// The check mode of an exported UIKit layout file: compiled with
/// `-D LAYOUT_EXPORT_CHECK`, the file is a command that prints the JSON
/// `layout-playground attributes --all` prints for the same view.
extension UIKitExporter {
    static let checkSource = #"""
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
        var arguments = Array(CommandLine.arguments.dropFirst())
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
            default:
                fail("unknown option '\(option)' (expected --viewport WxH or --offset X,Y)")
            }
        }
        let layout = ExportedLayoutMath()
        layout.prepare(viewport: viewport)
        let at = offset ?? layout.initialContentOffset
        let elements = layout.everyElement(offset: at).map { e -> String in
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
