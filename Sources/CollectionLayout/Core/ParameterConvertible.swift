/// A Swift type a layout parameter's value is read and written as in a
/// typed configuration (`CardsLayout.Configuration` and the like): `Double`
/// for a number, `Int` for a whole number, `Bool`, `EdgeInsets`, `Point` for
/// an `x,y` pair, `TransformChain`, `LayoutExpression`, a layout's option
/// enum for a choice, and an optional of any of these where `nil` is `auto`.
public protocol ParameterConvertible: Hashable, Sendable {
    /// The value `value` holds, or nil when it holds another kind.
    init?(parameterValue value: ParameterValue)
    /// The value in the form `LayoutParameters` keeps (and the command line
    /// writes as text).
    var parameterValue: ParameterValue { get }
}

extension Double: ParameterConvertible {
    public init?(parameterValue value: ParameterValue) {
        switch value {
        case .number(let v): self = v
        case .integer(let v): self = Double(v)
        default: return nil
        }
    }
    public var parameterValue: ParameterValue { .number(self) }
}

extension Int: ParameterConvertible {
    public init?(parameterValue value: ParameterValue) {
        guard case .integer(let v) = value else { return nil }
        self = v
    }
    public var parameterValue: ParameterValue { .integer(self) }
}

extension Bool: ParameterConvertible {
    public init?(parameterValue value: ParameterValue) {
        guard case .bool(let v) = value else { return nil }
        self = v
    }
    public var parameterValue: ParameterValue { .bool(self) }
}

extension EdgeInsets: ParameterConvertible {
    public init?(parameterValue value: ParameterValue) {
        guard case .insets(let v) = value else { return nil }
        self = v
    }
    public var parameterValue: ParameterValue { .insets(self) }
}

extension Point: ParameterConvertible {
    /// An `x,y` text parameter (`TextSyntax.numberPair`).
    public init?(parameterValue value: ParameterValue) {
        guard case .text(let text) = value, let (x, y) = try? TextSyntax.numberPair(text) else { return nil }
        self.init(x: x, y: y)
    }
    public var parameterValue: ParameterValue { .text("\(formatNumber(x)),\(formatNumber(y))") }
}

extension TransformChain: ParameterConvertible {
    public init?(parameterValue value: ParameterValue) {
        guard case .text(let text) = value, let chain = try? TransformChain(text) else { return nil }
        self = chain
    }
    public var parameterValue: ParameterValue { .text(text) }
}

extension LayoutExpression: ParameterConvertible {
    public init?(parameterValue value: ParameterValue) {
        guard case .text(let text) = value, let expression = try? LayoutExpression(text) else { return nil }
        self = expression
    }
    public var parameterValue: ParameterValue { .text(text) }
}

extension String: ParameterConvertible {
    /// A text parameter's text, as written (`1,3,1`).
    public init?(parameterValue value: ParameterValue) {
        guard case .text(let text) = value else { return nil }
        self = text
    }
    public var parameterValue: ParameterValue { .text(self) }
}

extension Optional: ParameterConvertible where Wrapped: ParameterConvertible {
    /// `auto` is nil.
    public init?(parameterValue value: ParameterValue) {
        if case .auto = value {
            self = .none
            return
        }
        guard let wrapped = Wrapped(parameterValue: value) else { return nil }
        self = .some(wrapped)
    }
    public var parameterValue: ParameterValue { map(\.parameterValue) ?? .auto }
}

/// A layout's named options for a choice parameter, as a Swift enum whose
/// raw values are the option names.
public protocol ParameterChoice: ParameterConvertible, RawRepresentable where RawValue == String {}

extension ParameterChoice {
    public init?(parameterValue value: ParameterValue) {
        guard case .choice(let name) = value else { return nil }
        self.init(rawValue: name)
    }
    public var parameterValue: ParameterValue { .choice(rawValue) }
}

extension ScrollPhysics.Preset: ParameterChoice {}
extension KeylineStrategy: ParameterChoice {}
extension KeylineAlignment: ParameterChoice {}
extension CarouselLayout.CarouselType: ParameterChoice {}
extension FlowLayout.Alignment: ParameterChoice {}
extension FlowLayout.VerticalAlignment: ParameterChoice {}
extension StackLayout.SwipeDirection: ParameterChoice {}
extension WheelLayout.Geometry: ParameterChoice {}
extension WheelLayout.RowPitch: ParameterChoice {}
