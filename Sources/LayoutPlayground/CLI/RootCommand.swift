import ArgumentParser
import CollectionLayout
import Foundation

/// `layout-playground`: the app and its command line (`list`, `attributes`, `render`, `fling`, `swift`).
struct RootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-playground",
        abstract: "Explore custom collection-view layouts.",
        subcommands: [GUICommand.self, ListCommand.self, AttributesCommand.self, RenderCommand.self, FlingCommand.self, SwiftCommand.self, ExportCommand.self, PoseCommand.self],
        defaultSubcommand: GUICommand.self
    )
}

@main
enum Entry {
    /// Runs the command; every failure becomes one line on stderr and exit
    /// status 2 — never a trap or a stack trace.
    static func main() {
        ProcessSignals.unblockTermination()
        do {
            // A mistyped command is not taken for the path of a document to open.
            try UnknownCommand.check(Array(CommandLine.arguments.dropFirst()))
            var command = try RootCommand.parseAsRoot()
            try command.run()
        } catch {
            exit(report(error))
        }
    }

    static func report(_ error: Error) -> Int32 {
        if let layoutError = error as? LayoutError { return fail(layoutError.description) }
        if let datasetError = error as? DatasetError { return fail(datasetError.description) }
        if let updateError = error as? BatchUpdateError { return fail(updateError.description) }
        if let failure = error as? CommandFailure { return fail(failure.message) }
        if let documentError = error as? DocumentError { return fail(documentError.description) }
        if let unknown = error as? UnknownCommand { return fail(unknown.description) }
        if let problem = error as? FileProblem { return fail(problem.description) }
        if let cause = rejectedArgument(error) { return fail(cause.description) }
        let code = RootCommand.exitCode(for: error)
        if code == .success {
            print(RootCommand.fullMessage(for: error))
            return 0
        }
        let message = RootCommand.message(for: error)
        let line = message.split(separator: "\n").first.map(String.init) ?? "\(error)"
        return fail(line.replacingOccurrences(of: "Error: ", with: ""))
    }

    /// What made the parser refuse an argument (an unknown `--layout`), when
    /// a `LayoutError` says it: that one line is what is printed, as it is
    /// for the layout's other problems. The parser keeps the cause inside
    /// its own error, which it does not make public.
    static func rejectedArgument(_ error: Error, depth: Int = 0) -> LayoutError? {
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: error).children {
            if let cause = child.value as? LayoutError { return cause }
            if let nested = child.value as? Error, let cause = rejectedArgument(nested, depth: depth + 1) { return cause }
            for grandchild in Mirror(reflecting: child.value).children {
                if let cause = grandchild.value as? LayoutError { return cause }
                if let nested = grandchild.value as? Error, let cause = rejectedArgument(nested, depth: depth + 1) {
                    return cause
                }
            }
        }
        return nil
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("layout-playground: error: \(message)\n".utf8))
        return 2
    }
}
