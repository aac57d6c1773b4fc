import ArgumentParser
import CollectionLayout

/// `fling`: where a release at an offset with a velocity comes to rest.
struct FlingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fling",
        abstract: "Simulate a release at --offset with --velocity (points per second) and print where it rests.")

    @OptionGroup var view: ViewOptions

    @Option(parsing: .unconditional, help: "The content offset's velocity at release, VX,VY in points per second; may be negative, e.g. --velocity -2000,0.")
    var velocity: String

    func run() throws {
        let v = try ArgumentParsing.point(velocity, name: "--velocity")
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
