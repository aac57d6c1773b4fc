import ArgumentParser
import Foundation

/// A first word that is neither a command nor a document: `rendr`, `exprot`.
///
/// Without this check the default command (`gui`) would take the word for a
/// document's path and then trip over the options meant for the command the
/// person had in mind ("Unknown option '--out'", "rendr: no such file").
/// A word is read as a document when a file or folder of that name exists
/// or when it looks like a path (it has a `/` or a `.`, as `x.layout`,
/// `./notes` or `~/Desktop/a.layout` do); command names have neither.
struct UnknownCommand: Error, CustomStringConvertible {
    /// The word as typed.
    let word: String
    /// The command it most likely meant, when one is close enough.
    let suggestion: String?
    /// Every command's name, in the order `--help` lists them.
    let commands: [String]

    /// The one line the command line prints.
    var description: String {
        if let suggestion { return "unknown command '\(word)' (did you mean '\(suggestion)'?)" }
        return "unknown command '\(word)' (the commands are: \(commands.joined(separator: ", ")))"
    }

    /// The commands `layout-playground` knows, by name.
    static var commandNames: [String] {
        RootCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// Throws when the first of `arguments` (the words after the program's
    /// name) names no command and no document; otherwise does nothing.
    ///
    /// - Throws: `UnknownCommand`, suggesting the nearest command.
    static func check(_ arguments: [String], commands: [String] = commandNames) throws(UnknownCommand) {
        guard let word = arguments.first, !word.isEmpty, !word.hasPrefix("-") else { return }
        // `help` is the argument parser's own command.
        guard !commands.contains(word), word != "help" else { return }
        guard !word.contains("/"), !word.contains("."), !FileManager.default.fileExists(atPath: word) else { return }
        throw UnknownCommand(word: word, suggestion: nearest(to: word, in: commands), commands: commands)
    }

    /// The command closest to `word`, when it is a slip away: at most one
    /// edit per three letters of the command (a letter left out, added,
    /// changed, or two swapped), ignoring case. The first wins a tie.
    static func nearest(to word: String, in commands: [String]) -> String? {
        let typed = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for name in commands {
            let distance = editDistance(typed, Array(name.lowercased()))
            guard distance <= max(1, name.count / 3) else { continue }
            if best == nil || distance < best!.distance { best = (name, distance) }
        }
        return best?.name
    }

    /// The number of single-letter insertions, deletions, substitutions and
    /// swaps of neighbours that turn `a` into `b` (optimal string alignment).
    ///
    /// - Complexity: O(`a.count` × `b.count`).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
