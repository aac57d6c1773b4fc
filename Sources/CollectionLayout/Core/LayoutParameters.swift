/// The values of a layout's parameters, checked against its specs.
///
/// Every key of `specs` has a value (the default until set). Reading a typed
/// value of the wrong type is a programming error and traps in debug builds.
public struct LayoutParameters: Hashable, Sendable {
    /// The identifier of the layout these parameters configure.
    public let layoutID: String
    /// The parameters the layout exposes, in its order.
    public let specs: [ParameterSpec]
    /// Every parameter's current value, by key.
    public private(set) var values: [String: ParameterValue]

    /// The defaults of `specs`.
    public init(layoutID: String, specs: [ParameterSpec]) {
        self.layoutID = layoutID
        self.specs = specs
        self.values = Dictionary(uniqueKeysWithValues: specs.map { ($0.key, $0.defaultValue) })
    }

    /// The spec for `key`.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public func spec(_ key: String) throws(LayoutError) -> ParameterSpec {
        guard let spec = specs.first(where: { $0.key == key }) else {
            throw .unknownParameter(key: key, layout: layoutID)
        }
        return spec
    }

    /// Sets `key` to `value` after validating it.
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public mutating func set(_ key: String, _ value: ParameterValue) throws(LayoutError) {
        try spec(key).validate(value)
        values[key] = value
    }

    /// Sets `key` from its text form (`--set key=value`).
    ///
    /// - Complexity: O(p) for the layout's p parameters.
    public mutating func set(_ key: String, text: String) throws(LayoutError) {
        values[key] = try spec(key).parse(text)
    }

    /// Applies `KEY=VALUE` assignments in order.
    ///
    /// - Complexity: O(a·p) for a assignments and the layout's p parameters.
    public mutating func apply(assignments: [String]) throws(LayoutError) {
        for assignment in assignments {
            guard let eq = assignment.firstIndex(of: "="), eq != assignment.startIndex else {
                throw .invalidArgument(name: "assignment", value: assignment, reason: "expected KEY=VALUE")
            }
            try set(String(assignment[..<eq]), text: String(assignment[assignment.index(after: eq)...]))
        }
    }

    /// The value of `key`, or `auto` for an unknown key.
    public subscript(key: String) -> ParameterValue {
        values[key] ?? .auto
    }

    /// The value of `key` as a real number (an integer converts).
    public func number(_ key: String) -> Double {
        switch self[key] {
        case .number(let v): return v
        case .integer(let v): return Double(v)
        default: assertionFailure("\(key) is not a number"); return 0
        }
    }

    /// The number, or nil when the value is `auto`.
    public func numberOrAuto(_ key: String) -> Double? {
        if case .auto = self[key] { return nil }
        return number(key)
    }

    /// The value of `key` as a whole number (a real number truncates).
    public func integer(_ key: String) -> Int {
        switch self[key] {
        case .integer(let v): return v
        case .number(let v): return Int(v)
        default: assertionFailure("\(key) is not an integer"); return 0
        }
    }

    /// The whole number, or nil when the value is `auto`.
    public func integerOrAuto(_ key: String) -> Int? {
        if case .auto = self[key] { return nil }
        return integer(key)
    }

    /// The value of `key` as a bool.
    public func bool(_ key: String) -> Bool {
        if case .bool(let v) = self[key] { return v }
        assertionFailure("\(key) is not a bool"); return false
    }

    /// The value of `key` as the chosen option's name.
    public func choice(_ key: String) -> String {
        if case .choice(let v) = self[key] { return v }
        assertionFailure("\(key) is not a choice"); return ""
    }

    /// The insets, or nil when the value is `auto`.
    public func insetsOrAuto(_ key: String) -> EdgeInsets? {
        if case .insets(let v) = self[key] { return v }
        return nil
    }

    /// The insets, or `.zero` when the value is `auto`.
    public func insets(_ key: String) -> EdgeInsets {
        insetsOrAuto(key) ?? .zero
    }

    /// The assignments that differ from the defaults, in spec order.
    public var nonDefaultAssignments: [String] {
        specs.compactMap { spec in
            let v = self[spec.key]
            return v == spec.defaultValue ? nil : "\(spec.key)=\(v)"
        }
    }
}
