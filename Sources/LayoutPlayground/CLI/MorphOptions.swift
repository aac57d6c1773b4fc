import ArgumentParser
import CollectionLayout

/// `--morph-to B [--morph-set K=V …] --progress P [--anchor I]`: the view
/// P of the way from the configured layout to layout B, shared by
/// `attributes` and `render`. `--progress` also gives an `--update`'s
/// progress (`attributes` checks that range itself).
struct MorphOptions: ParsableArguments {
    /// How far past either end a morph may be shown (a spring's overshoot).
    static let range: ClosedRange<Double> = -0.25...1.25

    @Option(name: .customLong("morph-to"),
            help: ArgumentHelp("Morph to this layout (\(LayoutRegistry.ids.joined(separator: ", "))), with the same data and viewport.",
                               valueName: "LAYOUT"),
            transform: LayoutKind.parsing)
    var morphTo: LayoutKind?

    @Option(name: .customLong("morph-set"),
            help: ArgumentHelp("Set a parameter of the --morph-to layout, KEY=VALUE (repeatable; --set applies to the first layout only).",
                               valueName: "KEY=VALUE"))
    var morphAssignments: [String] = []

    @Option(parsing: .unconditional,
            help: ArgumentHelp("How far along: with --update 0…1, with --morph-to −0.25…1.25 (default 1).", valueName: "T"))
    var progress: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("With --morph-to: the item kept in place (default: the item in focus).", valueName: "I"))
    var anchor: Int?

    func validate() throws {
        guard let kind = morphTo else {
            if let first = morphAssignments.first {
                throw LayoutError.invalidArgument(name: "--morph-set", value: first, reason: "needs --morph-to")
            }
            if let anchor {
                throw LayoutError.invalidArgument(name: "--anchor", value: String(anchor), reason: "needs --morph-to")
            }
            return
        }
        _ = try kind.make(assignments: morphAssignments)
        if let t = progress, !(t.isFinite && Self.range.contains(t)) {
            throw LayoutError.invalidArgument(name: "--progress", value: formatNumber(t),
                                              reason: "expected a number in −0.25…1.25 with --morph-to")
        }
        if let anchor, anchor < 0 {
            throw LayoutError.invalidArgument(name: "--anchor", value: String(anchor), reason: "expected an item index, 0 or more")
        }
    }

    /// The refusal of `--morph-to` beside an option it does not go with.
    func refuse(beside option: String) throws {
        guard let kind = morphTo else { return }
        throw LayoutError.invalidArgument(name: "--morph-to", value: kind.id, reason: "cannot be combined with \(option)")
    }

    /// The morph from `start` (made from `configuration`) to the
    /// `--morph-to` layout; nil without `--morph-to`.
    func morph(from start: PreparedView, configuration: ViewConfiguration,
               textMeasurer: any TextMeasuring = EstimatedTextMeasurer()) throws -> MorphedView? {
        guard let kind = morphTo else { return nil }
        return try MorphedView(from: start, configuration: configuration, to: kind, assignments: morphAssignments,
                               anchor: anchor, textMeasurer: textMeasurer)
    }
}
