import ArgumentParser

/// `attributes`: the layout attributes of a view as JSON (SPEC §3).
struct AttributesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the attributes of the elements in the viewport (or all) as JSON.")

    @OptionGroup var view: ViewOptions

    @Flag(help: "Every element, not only those in the viewport.")
    var all = false

    func run() throws {
        let prepared = try view.configuration().makeView()
        print(AttributesReport.json(for: prepared, all: all).serialized())
    }
}
