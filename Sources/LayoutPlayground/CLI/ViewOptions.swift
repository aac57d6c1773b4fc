import Foundation
import ArgumentParser
import CollectionLayout

/// The options that pick a layout view, shared by `attributes`, `render` and `fling`.
struct ViewOptions: ParsableArguments {
    @Option(help: "The layout: \(LayoutRegistry.ids.joined(separator: ", ")).")
    var layout: String

    @OptionGroup var data: DataOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The viewport size in points.", valueName: "WxH"))
    var viewport = SizeArgument(Size(width: 800, height: 600))

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The content offset; may be negative, e.g. --offset -200,0 (default: the layout's initial offset).",
                               valueName: "X,Y"))
    var offset: PointArgument?

    @Option(help: "Which way horizontal layouts run: ltr, or rtl (right to left, as under an Arabic or Hebrew locale).")
    var direction: LayoutDirection = .leftToRight

    @Flag(help: "Carousel only: turn the configured type into the custom type with the expressions the app's Edit as Custom writes.")
    var editAsCustom = false

    func validate() throws {
        try viewport.validate(name: "--viewport")
        try offset?.validate(name: "--offset")
    }

    /// The configuration these options describe.
    func configuration() -> ViewConfiguration {
        var c = ViewConfiguration()
        c.layoutID = layout
        c.assignments = data.assignments
        c.datasetPath = data.dataset
        c.itemCount = data.items
        c.viewport = viewport.size
        c.offset = offset?.point
        c.layoutDirection = direction
        c.editsAsCustom = editAsCustom
        return c
    }
}
