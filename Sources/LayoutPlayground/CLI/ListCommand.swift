import ArgumentParser

/// `list [--json]`: the layouts and their parameters.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the layouts and their parameters (key, type, default, range).")

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        print(json ? ParameterCatalog.json().serialized() : ParameterCatalog.text())
    }
}
