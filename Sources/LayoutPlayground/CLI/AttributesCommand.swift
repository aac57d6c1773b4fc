import ArgumentParser
import CollectionLayout

/// `attributes`: the layout attributes of a view as JSON (the format is in docs/REFERENCE.md).
struct AttributesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the attributes of the elements in the viewport (or all) as JSON.")

    @OptionGroup var view: ViewOptions

    @OptionGroup var gesture: GestureOptions

    @Flag(help: "Every element, not only those in the viewport (with --update: every element at progress T).")
    var all = false

    @Option(help: ArgumentHelp("Apply a batch update, as UICollectionView's performBatchUpdates: 'delete I; insert I; move A B' (deletes and move sources by old index, inserts and move destinations by new index).",
                               valueName: "OPS"))
    var update: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The progress of the animated update, 0…1 (default 1).", valueName: "T"))
    var progress: Double?

    func validate() throws {
        if let t = progress {
            guard update != nil else {
                throw LayoutError.invalidArgument(name: "--progress", value: formatNumber(t), reason: "needs --update")
            }
            guard t.isFinite, (0...1).contains(t) else {
                throw LayoutError.invalidArgument(name: "--progress", value: formatNumber(t), reason: "expected a number in 0…1")
            }
        }
        if let text = update {
            _ = try BatchUpdate(parsing: text)
            if gesture.gesture != nil { throw ValidationError("--gesture cannot be combined with --update") }
        }
    }

    func run() throws {
        let prepared = try gesture.apply(to: try view.configuration().makeView())
        if let text = update {
            let updated = try UpdatedView(updating: prepared, with: try BatchUpdate(parsing: text), all: all)
            print(AttributesReport.json(for: updated, progress: progress ?? 1).serialized())
            return
        }
        print(AttributesReport.json(for: prepared, all: all).serialized())
    }
}
