import ArgumentParser
import CollectionLayout

/// `swift`: the Swift code that builds and prepares a configured layout with
/// the `CollectionLayout` library (the app's "Copy as Swift").
struct SwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Print Swift code that builds the configured layout with the CollectionLayout library.")

    @Option(help: "The layout: \(LayoutRegistry.ids.joined(separator: ", ")).")
    var layout: String

    @Option(name: .customLong("set"), help: "Set a layout parameter, KEY=VALUE (repeatable).")
    var assignments: [String] = []

    @Option(parsing: .unconditional, help: "The viewport size the code prepares the layout for, WxH in points.")
    var viewport: String = "800x600"

    @Option(parsing: .unconditional, help: "The number of items the code prepares the layout for.")
    var items: Int = SwiftCodeGenerator.defaultItemCount

    func run() throws {
        let parameters = try LayoutRegistry.make(layout, assignments: assignments).parameters
        let size = try ArgumentParsing.size(viewport, name: "--viewport")
        guard (0...ViewConfiguration.maximumItems).contains(items) else {
            throw LayoutError.invalidArgument(name: "--items", value: String(items),
                                              reason: "expected 0…\(ViewConfiguration.maximumItems)")
        }
        print(SwiftCodeGenerator(parameters: parameters, viewport: size, itemCount: items).code, terminator: "")
    }
}
