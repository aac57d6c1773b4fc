import Foundation
import ArgumentParser
import CollectionLayout

/// The options that pick a layout view, shared by `attributes`, `render` and `fling`.
struct ViewOptions: ParsableArguments {
    @Option(help: "The layout: \(LayoutRegistry.ids.joined(separator: ", ")) (required unless --document gives it).",
            transform: LayoutKind.parsing)
    var layout: LayoutKind?

    @Option(help: ArgumentHelp("A .layout document: its layout, parameters, data, viewport, offset, sideways section offsets and direction; the other options given override those parts.",
                               valueName: "FILE"))
    var document: String?

    @OptionGroup var data: DataOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The viewport size in points (default: 800x600).", valueName: "WxH"))
    var viewport: SizeArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The content offset; may be negative, e.g. --offset -200,0 (default: the layout's initial offset).",
                               valueName: "X,Y"))
    var offset: PointArgument?

    @Option(name: .customLong("section-offset"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Compositional only: section S's sideways offset in points, within 0 and the section's width less the viewport's (repeatable).",
                               valueName: "S=X"))
    var sectionOffsets: [SectionOffsetArgument] = []

    @Option(help: "Which way horizontal layouts run: ltr, or rtl (right to left, as under an Arabic or Hebrew locale).")
    var direction: LayoutDirection?

    @Flag(help: "Carousel only: turn the configured type into the custom type with the expressions the app's Edit as Custom writes.")
    var editAsCustom = false

    func validate() throws {
        try viewport?.validate(name: "--viewport")
        try offset?.validate(name: "--offset")
        for offset in sectionOffsets { _ = try offset.parsed() }
        if layout == nil, document == nil { throw ValidationError("Missing expected argument '--layout <layout>' (or --document <file>)") }
    }

    /// The configuration these options describe: the document's view when
    /// one is given, with the options given beside it in place of its parts.
    /// Another layout than the document's starts from that layout's defaults.
    func configuration() throws -> ViewConfiguration {
        var c = ViewConfiguration()
        if let path = document {
            c = try LayoutDocument.read(path: path).configuration
            if let layout, layout != c.layoutKind { c.assignments = [] }
        }
        if let layout { c.layoutKind = layout }
        c.assignments += data.assignments
        if let path = data.dataset {
            c.datasetPath = path
            c.inlineDataset = nil
        }
        if let items = data.items { c.itemCount = items }
        if let viewport { c.viewport = viewport.size }
        if let offset { c.offset = offset.point }
        if let direction { c.layoutDirection = direction }
        c.editsAsCustom = editAsCustom
        c.sectionOffsets += try sectionOffsets.map { try $0.parsed() }
        return c
    }
}
