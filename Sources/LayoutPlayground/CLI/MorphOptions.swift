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

    /// With `--gesture`, the gesture drives the morph (as a Ctrl+drag on
    /// the canvas does): `--progress` is then not given.
    func validate(beside gesture: GestureOptions) throws {
        guard morphTo != nil, gesture.gesture != nil, let t = progress else { return }
        throw LayoutError.invalidArgument(name: "--progress", value: formatNumber(t),
                                          reason: "cannot be combined with --gesture, which drives the morph")
    }

    /// How far along `morphed` is: `--progress`, or where the recorded
    /// gesture has taken it `--time` seconds in — a drag holding the morph
    /// from its first sample (right toward the end layout, 0.6 of the
    /// viewport's width for the whole way), let go at its last, then the end
    /// layout's spring to the nearer end with the drag's velocity.
    func progress(of morphed: MorphedView, gesture: GestureOptions) throws -> Double {
        guard let recorded = try gesture.load() else { return progress ?? 1 }
        let spring = ScrollPhysics(parameters: morphed.end.layout.parameters).spring
        let run = MorphRun(morph: morphed.morph, from: morphed.start.layoutKind, to: morphed.end.layoutKind, spring: spring)
        return run.progress(driven: recorded, at: gesture.time ?? recorded.duration,
                            length: MorphRun.scrubLength(viewport: morphed.morph.viewport))
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
