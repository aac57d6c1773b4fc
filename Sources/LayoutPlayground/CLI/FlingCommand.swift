import ArgumentParser
import CollectionLayout

/// `fling`: where a release at an offset with a velocity comes to rest, or
/// (`--land-on`) the velocity that comes to rest on a chosen item.
struct FlingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fling",
        abstract: "Simulate a release at --offset with --velocity (points per second) and print where it rests.",
        discussion: """
            With --land-on I, find the release velocity whose free deceleration comes to rest exactly on item I \
            (after passing at least --min-items items) and print it with the rest the release reaches; \
            --velocity is then optional and only its sign counts (the direction of the spin). \
            With --section S (compositional only), --offset X,0 and --velocity VX,0 are section S's sideways \
            offset and velocity: print where that section rests (x) and its first fully visible item.
            """)

    @OptionGroup var view: ViewOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The content offset's velocity at release in points per second; may be negative, e.g. --velocity -2000,0.",
                               valueName: "VX,VY"))
    var velocity: PointArgument?

    @Option(name: .customLong("land-on"), help: ArgumentHelp("Find the velocity that lands on this item.", valueName: "I"))
    var landOn: Int?

    @Option(name: .customLong("min-items"),
            help: ArgumentHelp("With --land-on: pass at least this many items first (looping views add whole turns).",
                               valueName: "N"))
    var minItems: Int?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Compositional only: simulate a sideways release in this section (--offset X,0 is its sideways offset).",
                               valueName: "S"))
    var section: Int?

    func validate() throws {
        if let section {
            guard section >= 0 else {
                throw LayoutError.invalidArgument(name: "--section", value: String(section), reason: "expected a section number, 0 or more")
            }
            if landOn != nil { throw LayoutError.invalidArgument(name: "--section", value: String(section), reason: "cannot be combined with --land-on") }
            if let v = velocity, v.point.y != 0 {
                throw LayoutError.invalidArgument(name: "--velocity", value: v.text, reason: "a sideways release in a section moves along x only (VX,0)")
            }
            if let o = view.offset, o.point.y != 0 {
                throw LayoutError.invalidArgument(name: "--offset", value: o.text, reason: "with --section it is the section's sideways offset (X,0)")
            }
        }
        try velocity?.validate(name: "--velocity")
        if velocity == nil && landOn == nil {
            throw LayoutError.invalidArgument(name: "--velocity", value: "", reason: "required unless --land-on is given")
        }
        if minItems != nil && landOn == nil {
            throw LayoutError.invalidArgument(name: "--min-items", value: String(minItems!), reason: "only with --land-on")
        }
        if let landOn, landOn < 0 {
            throw LayoutError.invalidArgument(name: "--land-on", value: String(landOn), reason: "expected an item index, 0 or more")
        }
    }

    func run() throws {
        if let section {
            try runSideways(section: section)
            return
        }
        let prepared = try view.configuration().makeView()
        var v = velocity?.point ?? .zero
        if let landOn {
            let axis = prepared.layout.scrollAxis
            let sign = v[axis]
            let plan = try Scroller.spin(layout: prepared.layout, viewport: prepared.viewport, offset: prepared.offset,
                                         landingOn: landOn, minimumItems: minItems ?? 0,
                                         direction: sign == 0 ? nil : sign)
            v = plan.velocity
        }
        let result = Scroller.simulateRelease(layout: prepared.layout, viewport: prepared.viewport,
                                              offset: prepared.offset, velocity: v)
        var fields: [(String, JSONValue)] = []
        if landOn != nil { fields.append(("velocity", .point(v))) }
        fields += [
            ("restOffset", .point(result.rest)),
            ("currentIndex", .integer(prepared.layout.currentIndex(at: result.rest))),
            ("duration", .number(result.duration)),
        ]
        print(JSONValue.object(fields).serialized())
    }

    /// A sideways release in a compositional section: its rest offset, the
    /// first item wholly in view there, and how long the motion takes.
    private func runSideways(section s: Int) throws {
        var configuration = try view.configuration()
        configuration.offset = nil
        let prepared = try configuration.makeView()
        guard let layout = prepared.layout as? CompositionalLayout else {
            throw LayoutError.invalidArgument(name: "--section", value: String(s), reason: "applies to the compositional layout only")
        }
        if layout.sidewaysGeometry(ofSection: s) == nil, let problem = layout.sectionOffsetProblem(0, section: s) {
            throw LayoutError.invalidArgument(name: "--section", value: String(s), reason: problem)
        }
        let x = view.offset?.point.x ?? layout.sectionOffset(ofSection: s)
        if let problem = layout.sectionOffsetProblem(x, section: s) {
            throw LayoutError.invalidArgument(name: "--offset", value: view.offset?.text ?? formatNumber(x), reason: problem)
        }
        let v = velocity?.point.x ?? 0
        let (rest, duration) = layout.simulateSidewaysRelease(section: s, offset: x, velocity: v)
        let first = layout.firstFullyVisibleItem(inSection: s, atOffset: rest)
        print(JSONValue.object([
            ("restOffset", .point(Point(x: rest, y: 0))),
            ("currentIndex", .integer(first)),
            ("duration", .number(duration)),
            ("section", .integer(s)),
            ("behaviour", .string(layout.behaviour(ofSection: s).rawValue)),
            ("firstFullyVisibleItem", .integer(first)),
        ]).serialized())
    }
}
