/// The check mode of an exported Swift file (UIKit or SwiftUI): compiled with
/// `-D LAYOUT_EXPORT_CHECK`, the file is a command that prints the JSON
/// `layout-playground attributes --all` prints for the same view.
extension SwiftMathGenerator {
    /// The check command; for the springs layout it also replays a table of
    /// content moves (`--touch X,Y --moves T:X,Y;… --time T`) into the
    /// cells' springs and prints the cells where they swing at `--time`.
    /// For the compositional layout it also takes `--section-offset S=X`
    /// (repeatable) and, with `--section S --offset X,0 --velocity VX,0`,
    /// prints where that section's sideways release rests, as `fling` does.
    /// What a layout's check command takes beyond the view and the data.
    struct CheckOptions {
        var springs = false
        var compositional = false
        /// The keyline carousel: the JSON also carries the keylines at the offset, as `attributes` prints them.
        var keylines = false
    }

    /// The check command, nested in the exported class `className`: `--items
    /// N` and `--sizes F.json` (`[[w, h], …]`) stand for the collection
    /// view's data source and delegate (one section of N items, the sizes
    /// cycled to N; without `--items`, N is the number of sizes).
    static func checkSource(className: String, _ options: CheckOptions) -> String {
        let springs = options.springs, compositional = options.compositional
        let command = checkCommand(springs: springs, compositional: compositional, keylines: options.keylines)
            .replacingOccurrences(of: "    static func number(", with: indented(readSizes) + "\n    static func number(")
        let main = """

        #if !LAYOUT_EXPORT_CHECKS_TOGETHER
        @main
        enum CheckCommand {
            static func main() { LayoutExportCheck.run(Array(CommandLine.arguments.dropFirst())) }
        }
        #endif
        """
        return "#if LAYOUT_EXPORT_CHECK\nextension \(className) {\n" + indented(command + main) + "\n}\n#endif\n"
    }

    static func checkCommand(springs: Bool, compositional: Bool, keylines: Bool = false) -> String {
        #"""
// MARK: - Check mode: `swiftc -parse-as-library -D LAYOUT_EXPORT_CHECK File.swift`
// prints, for `--viewport WxH --offset X,Y [--items N] [--sizes F.json]`, the
// JSON `layout-playground attributes --all` prints for the same view and data,
// so an export can be checked against the playground.

/// The check command: `run` takes the command line's arguments (without the
/// program's name). Compiled with `-D LAYOUT_EXPORT_CHECKS_TOGETHER`, the
/// file leaves out its `@main`, so one program can hold the check commands
/// of several exports and pick one.
public enum LayoutExportCheck {
    public static func run(_ commandLine: [String]) {
        var viewport = LayoutConfiguration.viewport
        var offset: LayoutPoint? = nil
        var items: Int? = nil, sizes: [LayoutSize?]? = nil
\#(compositional ? "        var sectionOffsets: [(Int, Double)] = [], section: Int? = nil, velocity = 0.0\n" : "")\#(springs ? "        var moves: [(time: Double, offset: LayoutPoint)] = [], touch: LayoutPoint? = nil, time: Double? = nil\n" : "")        var arguments = commandLine
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
            case "--items":
                guard let n = Int(value), n >= 0, n <= 1_000_000 else { fail("--items expects a count from 0 to 1000000, got '\(value)'") }
                items = n
            case "--sizes":
                sizes = readSizes(value)
\#(springs ? springOptions + "\n" : "")\#(compositional ? sectionOptions + "\n" : "")            default:
                fail("unknown option '\(option)' (expected --viewport WxH, --offset X,Y, --items N or --sizes FILE.json\#(springs ? ", --touch X,Y, --moves T:X,Y;…, --time T" : "")\#(compositional ? ", --section-offset S=X, --section S, --velocity VX,0" : ""))")
            }
        }
        // The data source: the exported data (repeated to --items N), or one
        // section of N items whose delegate answers the sizes given (cycled).
        var data = LayoutData.exported
        if let given = sizes {
            data = LayoutData(itemCounts: [items ?? given.count]) { _, i in given.isEmpty ? nil : given[i % given.count] }
        } else if let n = items {
            // The exported data repeated to n items, as `attributes --items` repeats a dataset.
            data = LayoutData.exportedRepeated(toCount: n)
        }
        let layout = Math()
        layout.prepare(viewport: viewport, data: data)
\#(compositional ? sectionReplay + "\n" : "")        \#(springs ? "var" : "let") at = offset ?? layout.initialContentOffset
\#(springs ? springReplay + "\n" : "")        let elements = layout.everyElement(offset: at).map { e -> String in
            let f = e.frame
            let json = "{\"category\":\"\(e.category)\",\"section\":\(e.section),\"item\":\(e.item),"
                + "\"center\":{\"x\":\(number(e.center.x)),\"y\":\(number(e.center.y))},"
                + "\"size\":{\"width\":\(number(e.size.width)),\"height\":\(number(e.size.height))},"
                + "\"frame\":{\"x\":\(number(f.x)),\"y\":\(number(f.y)),\"width\":\(number(f.width)),\"height\":\(number(f.height))},"
                + "\"alpha\":\(number(e.alpha)),\"zIndex\":\(e.zIndex),\"hidden\":\(e.isHidden),"
                + "\"transform\":[\(e.transform.values.map(number).joined(separator: ","))],"
                + "\"transform3D\":[\(e.transform3D.values.map(number).joined(separator: ","))]"
            // The visible part, for the elements a layout masks (the keyline carousel's).
            guard let m = e.mask else { return json + "}" }
            return json + ",\"mask\":{\"x\":\(number(m.x)),\"y\":\(number(m.y)),\"width\":\(number(m.width)),\"height\":\(number(m.height))}}"
        }
        let size = layout.contentSize
        let current = layout.currentIndex(at: at).map { String($0) } ?? "null"
        \#(keylines ? "var" : "let") json = "{\"layout\":\"\(LayoutConfiguration.layout)\","
            + "\"viewport\":{\"width\":\(number(viewport.width)),\"height\":\(number(viewport.height))},"
            + "\"contentOffset\":{\"x\":\(number(at.x)),\"y\":\(number(at.y))},"
            + "\"contentSize\":{\"width\":\(number(size.width)),\"height\":\(number(size.height))},"
            + "\"currentIndex\":\(current),\"elements\":[\(elements.joined(separator: ","))]"
\#(keylines ? keylinesJSON : "")        print(json + "}")
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
"""#
    }

    /// The keyline carousel's keylines at the offset, as `attributes` prints them.
    static let keylinesJSON = #"""
        let keylines = layout.keylines(at: at).map { k in
            "{\"offset\":\(number(k.offset)),\"maskedSize\":\(number(k.maskedSize)),\"focal\":\(k.isFocal)}"
        }
        json += ",\"keylines\":[" + keylines.joined(separator: ",") + "]"

"""#

    /// Reads `--sizes`' file: a JSON array with one entry per item, a
    /// `[w, h]` pair or a dataset's item (`{"w": …, "h": …, …}`).
    static let readSizes = #"""
/// The sizes in `path`, one per item: `[w, h]` (positive finite numbers), or
/// a dataset's item object, whose `w` and `h` are the size (an item without
/// them answers nothing: the exported size stands in for it).
static func readSizes(_ path: String) -> [LayoutSize?] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("--sizes: cannot read \(path)") }
    guard let list = (try? JSONSerialization.jsonObject(with: data)) as? [Any] else {
        fail("--sizes: \(path) is not a JSON array of [w, h] pairs or dataset items")
    }
    return list.enumerated().map { (i, entry) -> LayoutSize? in
        func number(_ v: Any?) -> Double? {
            guard let n = v as? NSNumber, n.doubleValue.isFinite, n.doubleValue > 0 else { return nil }
            return n.doubleValue
        }
        if let item = entry as? [String: Any] {
            switch (item["w"], item["h"]) {
            case (nil, nil): return nil
            case let (w, h):
                guard let w = number(w), let h = number(h) else { fail("--sizes: item \(i) of \(path) needs positive numbers w and h") }
                return LayoutSize(w, h)
            }
        }
        guard let pair = entry as? [Any], pair.count == 2, let w = number(pair[0]), let h = number(pair[1]) else {
            fail("--sizes: entry \(i) of \(path) is not a pair of positive numbers [w, h]")
        }
        return LayoutSize(w, h)
    }
}
"""#

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
                + "\"behaviour\":\"\(LayoutConfiguration.behaviours[Math.configured(s)])\",\"firstFullyVisibleItem\":\(first)}")
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
