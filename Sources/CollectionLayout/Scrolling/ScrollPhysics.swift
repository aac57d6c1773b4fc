import Foundation

/// How a view scrolls: how fast a flick slows down, the spring that snaps
/// and bounces, whether it rubber-bands past its edges, whether it pages,
/// and whether one swipe may travel more than one item.
///
/// Every layout carries these as parameters (`physics`, `decelerationRate`,
/// `dampingRatio`, `stiffness`, `mass`, `bounces`, `rubberBand`, `paging`,
/// `allowLongSwipes`; see `parameterSpecs(preset:)`), so the side panel, the
/// command line and presets tune them like any other key. `physics` picks
/// one of the `Preset`s; every other key left on `auto` takes that preset's
/// value, and `paging` on `auto` follows the layout.
public struct ScrollPhysics: Hashable, Sendable {
    /// The free deceleration of a release.
    public var decelerationRate: DecelerationRate
    /// The spring for snaps, bounces and programmatic scrolls.
    public var spring: SpringParameters
    /// Whether a spring that carries a release onto its snap point stops the
    /// moment it arrives (libadwaita's `adw_spring_animation_set_clamp`)
    /// instead of swinging through and back.
    public var clampsSnap: Bool
    /// Whether content may be pulled and flung past its edges and bounce
    /// back (`UIScrollView.bounces`); otherwise it stops at the edge.
    public var bounces: Bool
    /// The rubber-band constant `c` of `RubberBand` (`UIScrollView`: 0.55).
    public var rubberBand: Double
    /// Whether releases end on the layout's snap points; nil: as the layout says.
    public var paging: Bool?
    /// Whether one swipe may travel past the neighbouring snap point
    /// (libadwaita's `allow-long-swipes`); otherwise a release ends at most
    /// one snap point from where the drag began.
    public var allowsLongSwipes: Bool

    /// Physics with every value given.
    public init(
        decelerationRate: DecelerationRate, spring: SpringParameters, clampsSnap: Bool = false,
        bounces: Bool = true, rubberBand: Double = RubberBand.coefficient, paging: Bool? = nil,
        allowsLongSwipes: Bool = true
    ) {
        self.decelerationRate = decelerationRate
        self.spring = spring
        self.clampsSnap = clampsSnap
        self.bounces = bounces
        self.rubberBand = rubberBand
        self.paging = paging
        self.allowsLongSwipes = allowsLongSwipes
    }

    /// Where a set of constants comes from.
    public enum Preset: String, CaseIterable, Sendable {
        /// `UIScrollView`: deceleration 0.998 per ms, rubber band 0.55, and a
        /// critically damped spring that brings content pulled 100 pt past an
        /// edge back in about half a second, as UIKit's bounce does.
        case uikit
        /// libadwaita's `AdwCarousel`: the spring `adw_spring_params_new (1,
        /// 0.5, 500)`, clamped on arrival, and `allow-long-swipes` off.
        case libadwaita
        /// Flutter: `FrictionSimulation` with drag 0.135 (0.998 per ms), the
        /// default `ScrollPhysics.spring` (mass 0.5, stiffness 100, damping
        /// ratio 1.1) of `BouncingScrollPhysics` and `PageScrollPhysics`.
        case flutter
        /// iCarousel: `decelerationRate` 0.95 with its `DECELERATION_MULTIPLIER`
        /// 30 stops a flick after `v/3` items (`decelerationDistance`), which
        /// is the exponential decay of 0.997 per ms; a snap takes iCarousel's
        /// `SCROLL_DURATION` 0.4 s, the time a critically damped spring of
        /// stiffness 729 (mass 1) needs to settle from 200 pt.
        case iCarousel = "icarousel"

        /// The title shown in drop-downs ("UIKit").
        public var title: String {
            switch self {
            case .uikit: "UIKit"
            case .libadwaita: "libadwaita (GNOME)"
            case .flutter: "Flutter"
            case .iCarousel: "iCarousel"
            }
        }

        /// The physics of this preset.
        public var physics: ScrollPhysics {
            switch self {
            case .uikit:
                ScrollPhysics(decelerationRate: .normal,
                              spring: SpringParameters(dampingRatio: 1, mass: 1, stiffness: 400))
            case .libadwaita:
                ScrollPhysics(decelerationRate: .normal, spring: .carousel, clampsSnap: true,
                              allowsLongSwipes: false)
            case .flutter:
                ScrollPhysics(decelerationRate: DecelerationRate(perMillisecond: pow(0.135, 0.001)),
                              spring: SpringParameters(dampingRatio: 1.1, mass: 0.5, stiffness: 100))
            case .iCarousel:
                ScrollPhysics(decelerationRate: DecelerationRate(exponent: -3),
                              spring: SpringParameters(dampingRatio: 1, mass: 1, stiffness: 729))
            }
        }
    }

    /// The parameter keys, in the order the side panel lists them.
    public enum Key {
        /// The key of the `physics` parameter: where the constants come from when left on auto.
        public static let physics = "physics"
        /// The key of the `decelerationRate` parameter: velocity kept per millisecond after a release.
        public static let decelerationRate = "decelerationRate"
        /// The key of the `dampingRatio` parameter: damping ratio of the snap and bounce spring.
        public static let dampingRatio = "dampingRatio"
        /// The key of the `stiffness` parameter: stiffness of the snap and bounce spring.
        public static let stiffness = "stiffness"
        /// The key of the `mass` parameter: mass on the snap and bounce spring.
        public static let mass = "mass"
        /// The key of the `bounces` parameter: whether content may be pulled past its edges.
        public static let bounces = "bounces"
        /// The key of the `rubberBand` parameter: resistance past an edge.
        public static let rubberBand = "rubberBand"
        /// The key of the `paging` parameter: whether releases rest on snap points.
        public static let paging = "paging"
        /// The key of the `allowLongSwipes` parameter: whether one swipe may travel past the neighbouring item.
        public static let allowLongSwipes = "allowLongSwipes"
    }

    /// The group the physics parameters are listed under, "Scrolling".
    public static let parameterGroup = "Scrolling"

    /// The physics parameters of a layout whose `physics` starts at `preset`.
    /// Each is `auto` (the preset's value) until set.
    public static func parameterSpecs(preset: Preset = .uikit) -> [ParameterSpec] {
        let g = parameterGroup
        return [
            ParameterSpec(key: Key.physics, title: "Physics", kind: .choice(Preset.allCases.map(\.rawValue)),
                          defaultValue: .choice(preset.rawValue),
                          help: "Where the constants below come from when left on Auto",
                          choiceTitles: Dictionary(uniqueKeysWithValues: Preset.allCases.map { ($0.rawValue, $0.title) }),
                          group: g),
            ParameterSpec(key: Key.decelerationRate, title: "Deceleration", kind: .number(range: 0.9...0.9999, step: 0.0001),
                          defaultValue: .auto, allowsAuto: true,
                          help: "Velocity kept per millisecond after a release (UIKit: 0.998, fast 0.99)", group: g),
            ParameterSpec(key: Key.dampingRatio, title: "Spring damping", kind: .number(range: 0.05...4, step: 0.01),
                          defaultValue: .auto, allowsAuto: true,
                          help: "Damping ratio of the snap and bounce spring: below 1 it overshoots", group: g),
            ParameterSpec(key: Key.stiffness, title: "Spring stiffness", kind: .number(range: 1...5000, step: 1),
                          defaultValue: .auto, allowsAuto: true, help: "Stiffness of the snap and bounce spring", group: g),
            ParameterSpec(key: Key.mass, title: "Spring mass", kind: .number(range: 0.05...20, step: 0.05),
                          defaultValue: .auto, allowsAuto: true, help: "Mass on the snap and bounce spring", group: g),
            ParameterSpec(key: Key.bounces, title: "Bounces", kind: .bool, defaultValue: .auto, allowsAuto: true,
                          help: "Content may be pulled past its edges and springs back", group: g),
            ParameterSpec(key: Key.rubberBand, title: "Rubber band", kind: .number(range: 0.05...1, step: 0.01),
                          defaultValue: .auto, allowsAuto: true,
                          help: "Resistance past an edge: the pull shows as (1 − 1/(x·c/d + 1))·d", group: g),
            ParameterSpec(key: Key.paging, title: "Paging", kind: .bool, defaultValue: .auto, allowsAuto: true,
                          help: "Releases come to rest on the layout's snap points", group: g),
            ParameterSpec(key: Key.allowLongSwipes, title: "Long swipes", kind: .bool, defaultValue: .auto,
                          allowsAuto: true, help: "One swipe may travel past the neighbouring item", group: g),
        ]
    }

    /// Whether `key` is one of the physics parameters.
    public static func isPhysicsKey(_ key: String) -> Bool {
        parameterSpecs().contains { $0.key == key }
    }

    /// The physics `parameters` describe: the chosen preset with every key
    /// that is set (not `auto`) put over it; `.uikit` for parameters without
    /// physics keys.
    ///
    /// - Complexity: O(p) for the p parameters.
    public init(parameters: LayoutParameters) {
        let keys = Set(parameters.specs.map(\.key))
        func value(_ key: String) -> ParameterValue? {
            guard keys.contains(key) else { return nil }
            let v = parameters[key]
            return v == .auto ? nil : v
        }
        var preset = Preset.uikit
        if case .choice(let name)? = value(Key.physics), let p = Preset(rawValue: name) { preset = p }
        self = preset.physics
        if case .number(let r)? = value(Key.decelerationRate) { decelerationRate = DecelerationRate(perMillisecond: r) }
        var ratio = spring.dampingRatio, stiffness = spring.stiffness, mass = spring.mass
        if case .number(let v)? = value(Key.dampingRatio) { ratio = v }
        if case .number(let v)? = value(Key.stiffness) { stiffness = v }
        if case .number(let v)? = value(Key.mass) { mass = v }
        spring = SpringParameters(dampingRatio: ratio, mass: mass, stiffness: stiffness)
        if case .bool(let v)? = value(Key.bounces) { bounces = v }
        if case .number(let v)? = value(Key.rubberBand) { rubberBand = v }
        if case .bool(let v)? = value(Key.paging) { paging = v }
        if case .bool(let v)? = value(Key.allowLongSwipes) { allowsLongSwipes = v }
    }

    /// The value an `auto` physics key stands for in `parameters` (nil for
    /// other keys): the preset's constant; for `paging`, `layoutPages`.
    ///
    /// - Complexity: O(p) for the p parameters.
    public static func effectiveValue(forKey key: String, in parameters: LayoutParameters,
                                      layoutPages: Bool) -> ParameterValue? {
        let physics = ScrollPhysics(parameters: parameters)
        switch key {
        case Key.decelerationRate: return .number(physics.decelerationRate.perMillisecond)
        case Key.dampingRatio: return .number(physics.spring.dampingRatio)
        case Key.stiffness: return .number(physics.spring.stiffness)
        case Key.mass: return .number(physics.spring.mass)
        case Key.bounces: return .bool(physics.bounces)
        case Key.rubberBand: return .number(physics.rubberBand)
        case Key.paging: return .bool(physics.paging ?? layoutPages)
        case Key.allowLongSwipes: return .bool(physics.allowsLongSwipes)
        default: return nil
        }
    }
}
