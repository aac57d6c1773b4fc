import Foundation
import ArgumentParser
import CollectionLayout

/// The options that pick a layout view, shared by `attributes`, `render` and `fling`.
struct ViewOptions: ParsableArguments {
    @Option(help: "The layout: \(LayoutRegistry.ids.joined(separator: ", ")).")
    var layout: String

    @Option(help: "A dataset JSON file (default: the layout's bundled data).")
    var dataset: String?

    @Option(parsing: .unconditional, help: "Repeat the dataset cyclically to N items.")
    var items: Int?

    @Option(name: .customLong("set"), help: "Set a layout parameter, KEY=VALUE (repeatable).")
    var assignments: [String] = []

    @Option(parsing: .unconditional, help: "The viewport size, WxH in points.")
    var viewport: String = "800x600"

    @Option(parsing: .unconditional, help: "The content offset X,Y; may be negative, e.g. --offset -200,0 (default: the layout's initial offset).")
    var offset: String?

    /// The configuration these options describe, validated.
    func configuration() throws -> ViewConfiguration {
        var c = ViewConfiguration()
        c.layoutID = layout
        c.assignments = assignments
        c.datasetPath = dataset
        if let n = items {
            guard (0...ViewConfiguration.maximumItems).contains(n) else {
                throw LayoutError.invalidArgument(name: "--items", value: String(n),
                                                  reason: "expected 0…\(ViewConfiguration.maximumItems)")
            }
            c.itemCount = n
        }
        c.viewport = try ArgumentParsing.size(viewport, name: "--viewport")
        c.offset = try offset.map { try ArgumentParsing.point($0, name: "--offset") }
        return c
    }
}

/// Parsers for the command line's compound values, with one-line errors.
enum ArgumentParsing {
    /// The largest viewport side accepted, in points.
    static let maximumSide = 100_000.0

    /// `WxH`, both finite and in 1…100000.
    static func size(_ text: String, name: String) throws(LayoutError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw .invalidArgument(name: name, value: text, reason: "expected WIDTHxHEIGHT, e.g. 800x600")
        }
        guard w.isFinite, h.isFinite, (1...maximumSide).contains(w), (1...maximumSide).contains(h) else {
            throw .invalidArgument(name: name, value: text, reason: "each side must be a number in 1…\(Int(maximumSide))")
        }
        return Size(width: w, height: h)
    }

    /// `X,Y` (or `VX,VY`), both finite.
    static func point(_ text: String, name: String) throws(LayoutError) -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw .invalidArgument(name: name, value: text, reason: "expected two numbers X,Y")
        }
        guard x.isFinite, y.isFinite, abs(x) < 1e12, abs(y) < 1e12 else {
            throw .invalidArgument(name: name, value: text, reason: "expected finite numbers")
        }
        return Point(x: x, y: y)
    }
}
