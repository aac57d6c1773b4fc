import ArgumentParser
import CollectionLayout

/// `swift`: the Swift code that builds and prepares a configured layout with
/// the `CollectionLayout` library (the app's "Copy as Swift").
struct SwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Print Swift code that builds the configured layout with the CollectionLayout library.")

    @Option(help: "The layout: \(LayoutRegistry.ids.joined(separator: ", ")).", transform: LayoutKind.parsing)
    var layout: LayoutKind

    @Option(name: .customLong("set"), help: "Set a layout parameter, KEY=VALUE (repeatable).")
    var assignments: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("The viewport size the code prepares the layout for, in points.",
                                                        valueName: "WxH"))
    var viewport = SizeArgument(Size(width: 800, height: 600))

    @Option(parsing: .unconditional, help: "The number of items the code prepares the layout for.")
    var items: Int = SwiftCodeGenerator.defaultItemCount

    @Flag(help: "Carousel only: turn the configured type into the custom type with the expressions the app's Edit as Custom writes.")
    var editAsCustom = false

    func validate() throws {
        try viewport.validate(name: "--viewport")
        try ItemCountArgument.validate(items)
    }

    func run() throws {
        var configured = try layout.make(assignments: assignments)
        if editAsCustom {
            let context = LayoutContext(viewport: viewport.size, sections: [Array(repeating: ItemMetrics(), count: items)])
            configured.prepare(context)
            configured = try ViewConfiguration.editedAsCustom(configured, context: context, when: true)
        }
        let parameters = configured.parameters
        print(SwiftCodeGenerator(parameters: parameters, viewport: viewport.size, itemCount: items).code, terminator: "")
    }
}
