import Foundation

/// A value a layout parameter can take.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    /// "Work it out from the viewport" (columns, insets, radius).
    case auto
    /// A real number.
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// On or off.
    case bool(Bool)
    /// One of the parameter's named options.
    case choice(String)
    /// Four insets, `top,left,bottom,right`.
    case insets(EdgeInsets)
    /// Text in the parameter's syntax (an expression, a transform chain, `x,y`).
    case text(String)

    /// The text form the command line, presets and `list` use.
    public var description: String {
        switch self {
        case .auto: return "auto"
        case .number(let v): return formatNumber(v)
        case .integer(let v): return String(v)
        case .bool(let v): return v ? "true" : "false"
        case .choice(let v): return v
        case .insets(let v): return v.description
        case .text(let v): return v
        }
    }
}

/// Describes one parameter a layout exposes, so that the side panel, the
/// command line and presets can all be generated from it.
public struct ParameterSpec: Sendable, Hashable {
    /// The type of value and its allowed range.
    public enum Kind: Sendable, Hashable {
        /// A real number in `range`; `step` is the UI increment.
        case number(range: ClosedRange<Double>, step: Double)
        /// A whole number in `range`.
        case integer(range: ClosedRange<Int>)
        /// On or off.
        case bool
        /// One of the named options.
        case choice([String])
        /// Four non-negative numbers `top,left,bottom,right`, each at most `maximum`.
        case insets(maximum: Double)
        /// Text that must read in `syntax` (checked when set, so a bad
        /// expression is refused with the column where it goes wrong).
        case text(TextSyntax)

        /// The type's name in `list --json`.
        public var name: String {
            switch self {
            case .number: return "number"
            case .integer: return "integer"
            case .bool: return "bool"
            case .choice: return "choice"
            case .insets: return "insets"
            case .text: return "text"
            }
        }
    }

    /// The key of `--set key=value`, presets and `LayoutParameters`.
    public var key: String
    /// The label the side panel shows.
    public var title: String
    /// The type of value and its allowed range.
    public var kind: Kind
    /// The value until one is set.
    public var defaultValue: ParameterValue
    /// Whether `auto` is accepted besides values of `kind`.
    public var allowsAuto: Bool
    /// A one-line explanation for tooltips and `list`.
    public var help: String
    /// The label a person reads for each option of a `.choice` parameter, by
    /// option name ("viewport" → "One viewport per row"); an option without
    /// one is shown by its name.
    public var choiceTitles: [String: String]
    /// The group the side panel lists the parameter under ("" for the
    /// layout's own, `ScrollPhysics.parameterGroup` for scrolling).
    public var group: String
    /// The upper end of a slider for a number, when a comfortable one is
    /// shorter than the whole range (item sizes up to 1000 of 4000); the
    /// spin button beside it still takes the whole range.
    public var sliderMaximum: Double?

    /// A parameter described by its key, title, kind and default, and for a
    /// choice the title of each option.
    public init(
        key: String, title: String, kind: Kind, defaultValue: ParameterValue,
        allowsAuto: Bool = false, help: String = "", choiceTitles: [String: String] = [:], group: String = ""
    ) {
        self.key = key
        self.title = title
        self.kind = kind
        self.defaultValue = defaultValue
        self.allowsAuto = allowsAuto
        self.help = help
        self.choiceTitles = choiceTitles
        self.group = group
    }

    /// This parameter with its slider ending at `maximum` (see `sliderMaximum`).
    public func slider(upTo maximum: Double) -> ParameterSpec {
        var spec = self
        spec.sliderMaximum = maximum
        return spec
    }

    /// The upper end of the slider while it shows `value`: `sliderMaximum`,
    /// or twice the value when that is further, within the range.
    public func sliderUpperBound(showing value: Double) -> Double {
        let upper: Double
        switch kind {
        case .number(let range, _): upper = range.upperBound
        case .integer(let range): upper = Double(range.upperBound)
        default: return value
        }
        guard let maximum = sliderMaximum else { return upper }
        return min(upper, max(maximum, value * 2))
    }

    /// The label for the option `choice`: its title, else its name.
    public func title(ofChoice choice: String) -> String {
        choiceTitles[choice] ?? choice
    }

    /// Reads `text` as a value of this parameter.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the key, the text and the
    ///   reason (not a number, NaN, out of range, unknown choice…).
    public func parse(_ text: String) throws(LayoutError) -> ParameterValue {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if allowsAuto, trimmed.lowercased() == "auto" { return .auto }
        let value: ParameterValue
        switch kind {
        case .number:
            value = .number(try parseNumber(trimmed))
        case .integer:
            guard let v = Int(trimmed) else {
                throw invalid(trimmed, "expected a whole number" + autoHint)
            }
            value = .integer(v)
        case .bool:
            switch trimmed.lowercased() {
            case "true", "yes", "on", "1": value = .bool(true)
            case "false", "no", "off", "0": value = .bool(false)
            default: throw invalid(trimmed, "expected true or false")
            }
        case .choice(let choices):
            guard choices.contains(trimmed) else {
                throw invalid(trimmed, "expected one of " + choices.joined(separator: ", ") + autoHint)
            }
            value = .choice(trimmed)
        case .insets:
            let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 4 else {
                throw invalid(trimmed, "expected four numbers top,left,bottom,right" + autoHint)
            }
            let n = try parts.map { (part) throws(LayoutError) -> Double in try parseNumber(String(part)) }
            value = .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
        case .text:
            value = .text(trimmed)
        }
        try validate(value)
        return value
    }

    /// Checks that `value` has this parameter's type and lies in its range.
    public func validate(_ value: ParameterValue) throws(LayoutError) {
        switch (kind, value) {
        case (_, .auto):
            if !allowsAuto { throw invalid("auto", "this parameter has no automatic value") }
        case (.number(let range, _), .number(let v)):
            guard v.isFinite else { throw invalid(formatNumber(v), "not a finite number") }
            guard range.contains(v) else {
                throw invalid(formatNumber(v), "out of range \(formatNumber(range.lowerBound))…\(formatNumber(range.upperBound))")
            }
        case (.integer(let range), .integer(let v)):
            guard range.contains(v) else {
                throw invalid(String(v), "out of range \(range.lowerBound)…\(range.upperBound)")
            }
        case (.bool, .bool):
            break
        case (.choice(let choices), .choice(let v)):
            guard choices.contains(v) else {
                throw invalid(v, "expected one of " + choices.joined(separator: ", "))
            }
        case (.insets(let maximum), .insets(let e)):
            for side in [e.top, e.left, e.bottom, e.right] {
                guard side.isFinite else { throw invalid(e.description, "not a finite number") }
                guard side >= 0, side <= maximum else {
                    throw invalid(e.description, "each inset must lie in 0…\(formatNumber(maximum))")
                }
            }
        case (.text(let syntax), .text(let t)):
            do {
                try syntax.check(t)
            } catch {
                throw invalid(t, error.description)
            }
        default:
            throw invalid(value.description, "expected a value of type \(kind.name)")
        }
    }

    private var autoHint: String { allowsAuto ? " or auto" : "" }

    private func invalid(_ text: String, _ reason: String) -> LayoutError {
        .invalidValue(key: key, value: text, reason: reason)
    }

    private func parseNumber(_ text: String) throws(LayoutError) -> Double {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard let v = Double(t) else { throw invalid(t, "not a number" + autoHint) }
        guard v.isFinite else { throw invalid(t, "not a finite number") }
        return v
    }
}
