/// A layout's parameters as typed Swift properties: `CardsLayout.Configuration`,
/// `CarouselLayout.Configuration` and so on.
///
/// One declaration serves both forms. The layout's `parameterSpecs` hold
/// each parameter's key, kind, range and default; a configuration keeps its
/// values by those keys, starts from the specs' defaults, and its properties
/// read and write them as Swift types (`nil` is `auto`). The text form the
/// command line, presets and documents use (`assignments`, `"itemWidth=300"`)
/// is generated from the same values, and a configuration can be read back
/// from it.
///
/// A typed property takes any value of its type; the layout's ranges are
/// checked when a layout is made from the configuration, with the same
/// one-line ``LayoutError`` as the text form:
///
/// ```swift
/// var configuration = CardsLayout.Configuration()
/// configuration.itemWidth = 300
/// configuration.sectionInsets = nil   // auto
/// let layout = try CardsLayout(configuration)
/// ```
public protocol LayoutConfiguration: Hashable, Sendable {
    /// The layout it configures.
    associatedtype Layout: CollectionLayout

    /// Every parameter's value, by key (the text form's keys and values).
    var values: [String: ParameterValue] { get set }

    /// A configuration holding `values`.
    init(values: [String: ParameterValue])
}

extension LayoutConfiguration {
    /// The layout's defaults.
    public init() {
        self.init(values: Dictionary(uniqueKeysWithValues: Layout.parameterSpecs.map { ($0.key, $0.defaultValue) }))
    }

    /// The configuration `parameters` describe (the text form, read back).
    public init(_ parameters: LayoutParameters) {
        self.init()
        for spec in Layout.parameterSpecs { values[spec.key] = parameters[spec.key] }
    }

    /// The defaults with `KEY=VALUE` assignments applied in order.
    ///
    /// - Throws: `LayoutError` naming the first assignment that does not fit.
    public init(assignments: [String]) throws(LayoutError) {
        var parameters = LayoutParameters(layoutID: Layout.id, specs: Layout.parameterSpecs)
        try parameters.apply(assignments: assignments)
        self.init(parameters)
    }

    /// The parameters, every value checked against its spec.
    ///
    /// - Throws: `LayoutError` for the first value out of its range, in
    ///   spec order, in the text form's words (`invalid value '5000' for
    ///   itemWidth: out of range 1…4000`).
    public func parameters() throws(LayoutError) -> LayoutParameters {
        var parameters = LayoutParameters(layoutID: Layout.id, specs: Layout.parameterSpecs)
        for spec in Layout.parameterSpecs {
            try parameters.set(spec.key, values[spec.key] ?? spec.defaultValue)
        }
        return parameters
    }

    /// The text form: `KEY=VALUE` for every value that differs from its
    /// default, in spec order.
    public var assignments: [String] {
        Layout.parameterSpecs.compactMap { spec in
            let value = values[spec.key] ?? spec.defaultValue
            return value == spec.defaultValue ? nil : "\(spec.key)=\(value)"
        }
    }

    /// The value of `key` as `Value`; the default when it holds another kind.
    public subscript<Value: ParameterConvertible>(key: String) -> Value {
        get {
            if let value = values[key].flatMap(Value.init(parameterValue:)) { return value }
            let fallback = Layout.parameterSpecs.first { $0.key == key }?.defaultValue ?? .auto
            guard let value = Value(parameterValue: fallback) else {
                preconditionFailure("\(Layout.id).\(key) is not a \(Value.self)")
            }
            return value
        }
        set { values[key] = newValue.parameterValue }
    }

    /// The value of a key enum's case as `Value`.
    public subscript<Key: RawRepresentable, Value: ParameterConvertible>(key: Key) -> Value where Key.RawValue == String {
        get { self[key.rawValue] }
        set { self[key.rawValue] = newValue }
    }

    // The scrolling parameters every layout has (`ScrollPhysics`); nil is auto.

    /// Where the constants below come from when left on auto.
    public var physics: ScrollPhysics.Preset {
        get { self[ScrollPhysics.Key.physics] }
        set { self[ScrollPhysics.Key.physics] = newValue }
    }
    /// Velocity kept per millisecond after a release (UIKit: 0.998).
    public var decelerationRate: Double? {
        get { self[ScrollPhysics.Key.decelerationRate] }
        set { self[ScrollPhysics.Key.decelerationRate] = newValue }
    }
    /// Damping ratio of the snap and bounce spring.
    public var dampingRatio: Double? {
        get { self[ScrollPhysics.Key.dampingRatio] }
        set { self[ScrollPhysics.Key.dampingRatio] = newValue }
    }
    /// Stiffness of the snap and bounce spring.
    public var stiffness: Double? {
        get { self[ScrollPhysics.Key.stiffness] }
        set { self[ScrollPhysics.Key.stiffness] = newValue }
    }
    /// Mass on the snap and bounce spring.
    public var mass: Double? {
        get { self[ScrollPhysics.Key.mass] }
        set { self[ScrollPhysics.Key.mass] = newValue }
    }
    /// Whether content may be pulled past its edges.
    public var bounces: Bool? {
        get { self[ScrollPhysics.Key.bounces] }
        set { self[ScrollPhysics.Key.bounces] = newValue }
    }
    /// Resistance past an edge.
    public var rubberBand: Double? {
        get { self[ScrollPhysics.Key.rubberBand] }
        set { self[ScrollPhysics.Key.rubberBand] = newValue }
    }
    /// Whether releases come to rest on the layout's snap points.
    public var paging: Bool? {
        get { self[ScrollPhysics.Key.paging] }
        set { self[ScrollPhysics.Key.paging] = newValue }
    }
    /// Whether one swipe may travel past the neighbouring item.
    public var allowLongSwipes: Bool? {
        get { self[ScrollPhysics.Key.allowLongSwipes] }
        set { self[ScrollPhysics.Key.allowLongSwipes] = newValue }
    }
}

extension CollectionLayout {
    /// A layout configured by `configuration`.
    ///
    /// - Throws: `LayoutError` for the first value out of its range, the
    ///   same line the text form gives.
    public init<Configuration: LayoutConfiguration>(_ configuration: Configuration) throws(LayoutError)
    where Configuration.Layout == Self {
        self.init(parameters: try configuration.parameters())
    }

    /// The layout's parameters as a typed configuration.
    public func configuration<Configuration: LayoutConfiguration>(as type: Configuration.Type = Configuration.self)
        -> Configuration where Configuration.Layout == Self {
        Configuration(parameters)
    }
}
