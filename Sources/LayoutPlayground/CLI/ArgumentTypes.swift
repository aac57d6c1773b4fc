import ArgumentParser
import CollectionLayout

/// `WxH`: a size on the command line (`--viewport`, `--size`). Parsing
/// checks the form; `validate(name:)` the range.
struct SizeArgument: ExpressibleByArgument {
    /// The largest side accepted, in points.
    static let maximumSide = 100_000.0

    var size: Size
    /// The text as typed, for error messages.
    var text: String

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
        size = Size(width: w, height: h)
        text = argument
    }

    init(_ size: Size) {
        self.size = size
        text = "\(formatNumber(size.width))x\(formatNumber(size.height))"
    }

    static var defaultCompletionKind: CompletionKind { .default }

    var defaultValueDescription: String { text }

    /// Both sides finite and in 1…100000, or a one-line error naming `name`.
    func validate(name: String) throws(LayoutError) {
        guard size.width.isFinite, size.height.isFinite,
              (1...Self.maximumSide).contains(size.width), (1...Self.maximumSide).contains(size.height) else {
            throw .invalidArgument(name: name, value: text, reason: "each side must be a number in 1…\(Int(Self.maximumSide))")
        }
    }
}

/// `X,Y`: a point or a velocity on the command line (`--offset`,
/// `--velocity`); either number may be negative.
struct PointArgument: ExpressibleByArgument {
    var point: Point
    var text: String

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        point = Point(x: x, y: y)
        text = argument
    }

    /// Both numbers finite and below 10¹² in size, or a one-line error naming `name`.
    func validate(name: String) throws(LayoutError) {
        guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e12, abs(point.y) < 1e12 else {
            throw .invalidArgument(name: name, value: text, reason: "expected finite numbers")
        }
    }
}

/// An item count (`--items`), checked against what the app accepts.
enum ItemCountArgument {
    static func validate(_ n: Int?) throws(LayoutError) {
        guard let n else { return }
        guard (0...ViewConfiguration.maximumItems).contains(n) else {
            throw .invalidArgument(name: "--items", value: String(n), reason: "expected 0…\(ViewConfiguration.maximumItems)")
        }
    }
}

/// The options that choose the data and the parameters, shared by every
/// command that shows a layout (the app included).
struct DataOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: "Set a layout parameter, KEY=VALUE (repeatable).")
    var assignments: [String] = []

    @Option(help: "A dataset JSON file (default: the layout's bundled data).")
    var dataset: String?

    @Option(parsing: .unconditional, help: "Repeat the dataset cyclically to N items.")
    var items: Int?

    func validate() throws {
        try ItemCountArgument.validate(items)
    }
}

extension LayoutDirection: ExpressibleByArgument {}

/// `S=X`: a section's sideways offset (`--section-offset`). Any text is
/// taken; `validate()` reads it, so a malformed one gets its own line.
struct SectionOffsetArgument: ExpressibleByArgument {
    var text: String

    init?(argument: String) {
        text = argument
    }

    /// The section and the offset, or a one-line error.
    func parsed() throws(LayoutError) -> (section: Int, x: Double) {
        let parts = text.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .invalidArgument(name: "--section-offset", value: text,
                                   reason: "expected S=X, a section number and its sideways offset in points (0=120)")
        }
        guard let s = Int(parts[0].trimmingCharacters(in: .whitespaces)), s >= 0 else {
            throw .invalidArgument(name: "--section-offset", value: text, reason: "the section must be a number, 0 or more")
        }
        guard let x = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite else {
            throw .invalidArgument(name: "--section-offset", value: text, reason: "the offset must be a finite number")
        }
        return (s, x)
    }
}
