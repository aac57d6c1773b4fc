/// A layout whose parameter keys are declared once, as the cases of an
/// enum: its specs and its reads of `LayoutParameters` name the cases, so a
/// misspelt key does not compile, and a test checks that the cases and the
/// specs are the same keys.
public protocol ParameterKeyed {
    /// The layout's own parameter keys (the scrolling keys are
    /// `ScrollPhysics.Key`'s).
    associatedtype Key: RawRepresentable & CaseIterable where Key.RawValue == String
}

extension ParameterSpec {
    /// A parameter whose key is a case of a layout's key enum.
    public init<Key: RawRepresentable>(
        key: Key, title: String, kind: Kind, defaultValue: ParameterValue, allowsAuto: Bool = false,
        help: String = "", choiceTitles: [String: String] = [:]
    ) where Key.RawValue == String {
        self.init(key: key.rawValue, title: title, kind: kind, defaultValue: defaultValue, allowsAuto: allowsAuto,
                  help: help, choiceTitles: choiceTitles)
    }
}

extension LayoutParameters {
    /// `number(_:)` by a key enum's case.
    public func number<Key: RawRepresentable>(_ key: Key) -> Double where Key.RawValue == String {
        number(key.rawValue)
    }

    /// `numberOrAuto(_:)` by a key enum's case.
    public func numberOrAuto<Key: RawRepresentable>(_ key: Key) -> Double? where Key.RawValue == String {
        numberOrAuto(key.rawValue)
    }

    /// `integer(_:)` by a key enum's case.
    public func integer<Key: RawRepresentable>(_ key: Key) -> Int where Key.RawValue == String {
        integer(key.rawValue)
    }

    /// `integerOrAuto(_:)` by a key enum's case.
    public func integerOrAuto<Key: RawRepresentable>(_ key: Key) -> Int? where Key.RawValue == String {
        integerOrAuto(key.rawValue)
    }

    /// `bool(_:)` by a key enum's case.
    public func bool<Key: RawRepresentable>(_ key: Key) -> Bool where Key.RawValue == String {
        bool(key.rawValue)
    }

    /// `choice(_:)` by a key enum's case.
    public func choice<Key: RawRepresentable>(_ key: Key) -> String where Key.RawValue == String {
        choice(key.rawValue)
    }

    /// `insets(_:)` by a key enum's case.
    public func insets<Key: RawRepresentable>(_ key: Key) -> EdgeInsets where Key.RawValue == String {
        insets(key.rawValue)
    }

    /// `insetsOrAuto(_:)` by a key enum's case.
    public func insetsOrAuto<Key: RawRepresentable>(_ key: Key) -> EdgeInsets? where Key.RawValue == String {
        insetsOrAuto(key.rawValue)
    }

    /// The value of a key enum's case.
    public subscript<Key: RawRepresentable>(key: Key) -> ParameterValue where Key.RawValue == String {
        self[key.rawValue]
    }
}
