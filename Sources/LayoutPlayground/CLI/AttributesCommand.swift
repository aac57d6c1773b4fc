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

    @OptionGroup var morph: MorphOptions

    func validate() throws {
        if morph.morphTo != nil {
            if update != nil { try morph.refuse(beside: "--update") }
            try morph.validate(beside: gesture)
            if all { try morph.refuse(beside: "--all") }
        } else if let t = morph.progress {
            guard update != nil else {
                throw LayoutError.invalidArgument(name: "--progress", value: formatNumber(t), reason: "needs --update or --morph-to")
            }
            guard t.isFinite, (0...1).contains(t) else {
                throw LayoutError.invalidArgument(name: "--progress", value: formatNumber(t), reason: "expected a number in 0…1 with --update")
            }
        }
        if let text = update {
            _ = try BatchUpdate(parsing: text)
            if gesture.gesture != nil { throw ValidationError("--gesture cannot be combined with --update") }
        }
    }

    func run() throws {
        let configuration = try view.configuration()
        let view = try configuration.makeView()
        // A gesture beside --morph-to drives the morph, not the first layout's scrolling.
        if let morphed = try morph.morph(from: view, configuration: configuration) {
            print(AttributesReport.json(for: morphed, progress: try morph.progress(of: morphed, gesture: gesture),
                                        drivenByGesture: gesture.gesture != nil).serialized())
            return
        }
        let prepared = try gesture.apply(to: view)
        if let text = update {
            let updated = try UpdatedView(updating: prepared, with: try BatchUpdate(parsing: text), all: all)
            print(AttributesReport.json(for: updated, progress: morph.progress ?? 1).serialized())
            return
        }
        print(AttributesReport.json(for: prepared, all: all).serialized())
    }
}
