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
            --velocity is then optional and only its sign counts (the direction of the spin).
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

    func validate() throws {
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
}
