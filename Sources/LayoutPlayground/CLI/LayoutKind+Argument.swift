import ArgumentParser
import CollectionLayout

/// `--layout cards`: the command line names a layout by its identifier,
/// and this is where that name becomes a `LayoutKind`.
extension LayoutKind: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(id: argument)
    }

    /// The layout `argument` names; an unknown name is the one line that
    /// lists the known ones (`unknown layout 'tiles' (known: cards, …)`).
    static func parsing(_ argument: String) throws(LayoutError) -> LayoutKind {
        guard let kind = LayoutKind(argument: argument) else { throw .unknownLayout(argument) }
        return kind
    }
}
