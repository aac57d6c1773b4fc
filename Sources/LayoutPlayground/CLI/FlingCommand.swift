import ArgumentParser
import CollectionLayout

/// `fling`: where a release at an offset with a velocity comes to rest.
struct FlingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fling",
        abstract: "Simulate a release at --offset with --velocity (points per second) and print where it rests.")

    @OptionGroup var view: ViewOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The content offset's velocity at release in points per second; may be negative, e.g. --velocity -2000,0.",
                               valueName: "VX,VY"))
    var velocity: PointArgument

    func validate() throws {
        try velocity.validate(name: "--velocity")
    }

    func run() throws {
        let v = velocity.point
        let prepared = try view.configuration().makeView()
        let result = Scroller.simulateRelease(layout: prepared.layout, viewport: prepared.viewport,
                                              offset: prepared.offset, velocity: v)
        let json = JSONValue.object([
            ("restOffset", .point(result.rest)),
            ("currentIndex", .integer(prepared.layout.currentIndex(at: result.rest))),
            ("duration", .number(result.duration)),
        ])
        print(json.serialized())
    }
}
