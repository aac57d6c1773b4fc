import ArgumentParser
import CollectionLayout
import CollectionRendering

/// `render`: draws one view headless to PNG, SVG or PDF.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Draw a view of a layout to a PNG, SVG or PDF file, without a display.")

    @OptionGroup var view: ViewOptions

    @OptionGroup var gesture: GestureOptions

    @OptionGroup var morph: MorphOptions

    @Option(help: "The file to write: .png, .svg or .pdf.")
    var out: String

    @Option(parsing: .unconditional, help: "Pixels per point (PNG) or page scale (SVG, PDF).")
    var scale: Double = 1

    @Flag(help: "Leave out titles, subtitles and prices.")
    var noText = false

    func validate() throws {
        try morph.validate(beside: gesture)
        if morph.morphTo == nil, let t = morph.progress {
            throw LayoutError.invalidArgument(name: "--progress", value: formatNumber(t), reason: "needs --morph-to")
        }
    }

    func run() throws {
        guard ImageFormat(path: out) != nil else {
            throw LayoutError.invalidArgument(name: "--out", value: out, reason: "expected a .png, .svg or .pdf file")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw LayoutError.invalidArgument(name: "--scale", value: "\(scale)", reason: "expected a number in (0, 8]")
        }
        let configuration = try view.configuration()
        let view = try configuration.makeView(textMeasurer: PangoTextMeasurer())
        // A gesture beside --morph-to drives the morph, not the first layout's scrolling.
        let morphed = try morph.morph(from: view, configuration: configuration, textMeasurer: PangoTextMeasurer())
        let start = morphed == nil ? try gesture.apply(to: view) : view
        let progress = try morphed.map { try morph.progress(of: $0, gesture: gesture) } ?? 1
        // A morph draws with the nearer end's look and data (their index paths).
        let prepared = morphed?.nearer(progress) ?? start
        let renderer = SceneRenderer(dataset: prepared.dataset, style: prepared.sceneStyle,
                                     options: RenderOptions(showsText: !noText,
                                                            rightToLeft: prepared.layoutDirection.isRightToLeft))
        if let carousel = LayoutDescription.keylines(prepared.layout) {
            renderer.options.maskCornerRadius = carousel.cornerRadius
        }
        do {
            try ViewExporter(renderer: renderer).render(
                elements: morphed.map { m in m.elements(at: progress).map(\.attributes) } ?? prepared.elements(all: false),
                offset: morphed?.morph.contentOffset(at: progress) ?? prepared.offset, viewport: prepared.viewport,
                to: out, scale: scale)
        } catch .unreadableImage(let path, _) where FileProblem.readingReason(path) != nil {
            // A picture that is a folder, or that cannot be opened: the path says why.
            throw FileProblem(reading: path)
        } catch .cairo(path: _?, _) {
            // Cairo only says "error while writing to output stream": the path says why.
            throw FileProblem(writing: out)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
