internal import CRendering
import CollectionLayout

/// Draws one element into its local box: origin at the element's top-left,
/// size `attributes.size`, in whatever cairo context it is given (a cell
/// picture, the canvas, an SVG or PDF page).
///
/// The look depends on the layout and the element's category (see
/// `CellStyle`): rounded cards with the picture aspect-fill, tag pills,
/// header and footer bands, section panels. Text is shaped once through a
/// `TextLayoutCache`.
public final class CellPainter {
    /// The look the painter draws (see `CellStyle`).
    public let sceneStyle: SceneStyle
    /// Draws titles, subtitles, prices and tag text.
    public var showsText: Bool
    /// Right to left: header titles and cards' bottom titles end at the right
    /// padding instead of starting at the left one (a price chip moves to the
    /// top left), as a right-to-left interface reads.
    public var rightToLeft = false
    let text: TextLayoutCache
    /// How many elements this painter has painted.
    public private(set) var paintCount = 0

    /// A painter of `style`, with text or without.
    public convenience init(style: SceneStyle, showsText: Bool = true) {
        self.init(style: style, showsText: showsText, text: TextLayoutCache())
    }

    init(style: SceneStyle, showsText: Bool, text: TextLayoutCache) {
        sceneStyle = style
        self.showsText = showsText
        self.text = text
    }

    func style(for element: LayoutAttributes, content: CellContent) -> CellStyle {
        var hasPicture = false
        if case .none = content.picture {} else { hasPicture = true }
        return CellStyle.style(scene: sceneStyle, category: element.category, size: element.size,
                               hasPicture: hasPicture)
    }

    /// How far outside its box `element` paints (its shadow).
    public func margin(for element: LayoutAttributes, content: CellContent) -> Double {
        style(for: element, content: content).margin
    }

    /// Paints `element` with `content` into `cr`, whose user space has the
    /// element's top-left at the origin. Leaves `cr`'s state as it found it.
    public func paint(_ element: LayoutAttributes, content: CellContent, into cr: OpaquePointer) {
        let box = Rect(origin: .zero, size: element.size)
        guard !box.isEmpty else { return }
        paintCount += 1
        let style = style(for: element, content: content)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch style.shape {
        case .card: paintCard(box, style: style, content: content, cr)
        case .pill: paintPill(box, style: style, content: content, cr)
        case .band: paintBand(box, style: style, content: content, opaque: Self.floats(element), cr)
        case .panel: paintPanel(box, style: style, cr)
        }
    }

    private func paintCard(_ box: Rect, style: CellStyle, content: CellContent, _ cr: OpaquePointer) {
        if style.hasShadow { paintShadow(box, radius: style.cornerRadius, cr) }
        var fill = RGBA(content.color)
        switch content.picture {
        case .pending, .failed: fill = Palette.placeholder
        case .none, .image: break
        }
        CairoPath.roundedRect(cr, box, radius: style.cornerRadius)
        fill.setSource(on: cr)
        cairo_fill(cr)

        cairo_save(cr)
        CairoPath.roundedRect(cr, box, radius: style.cornerRadius)
        cairo_clip(cr)
        var overPicture = false
        switch content.picture {
        case .image(let image):
            paintAspectFill(image, in: box, cr)
            overPicture = true
        case .pending:
            paintPlaceholderIcon(in: box, struckThrough: false, cr)
        case .failed:
            paintPlaceholderIcon(in: box, struckThrough: true, cr)
        case .none:
            break
        }
        switch style.textPlacement {
        case .priceBar: paintPriceBar(box, style: style, content: content, cr)
        case .bottom: paintBottomText(box, style: style, content: content, overPicture: overPicture, cr)
        case .centered: paintCenteredText(box, style: style, content: content, fill: fill, cr)
        }
        cairo_restore(cr)

        if style.borderWidth > 0 {
            let inset = style.borderWidth / 2
            CairoPath.roundedRect(cr, box.insetBy(dx: inset, dy: inset), radius: style.cornerRadius - inset)
            style.borderColor.setSource(on: cr)
            cairo_set_line_width(cr, style.borderWidth)
            cairo_stroke(cr)
        }
    }

    private func paintPill(_ box: Rect, style: CellStyle, content: CellContent, _ cr: OpaquePointer) {
        let fill = RGBA(content.color).mixed(with: RGBA(hex: 0x1E1F26), 0.3)
        CairoPath.roundedRect(cr, box, radius: style.cornerRadius)
        fill.setSource(on: cr)
        cairo_fill(cr)
        guard showsText, let label = content.title ?? content.price ?? content.subtitle else { return }
        let width = box.width - 2 * TagMetrics.horizontalPadding
        guard width > 0 else { return }
        let layout = text.layout(label, style: TagMetrics.font, width: width)
        fill.readableText.setSource(on: cr)
        layout.show(in: cr, x: TagMetrics.horizontalPadding, y: (box.height - layout.height) / 2)
    }

    /// Whether a header or footer floats over the cells (a pinned one, drawn
    /// above them): its band is then opaque, so what scrolls under it does
    /// not show through its title.
    static func floats(_ element: LayoutAttributes) -> Bool {
        element.category != .cell && element.zIndex > 0
    }

    private func paintBand(_ box: Rect, style: CellStyle, content: CellContent, opaque: Bool, _ cr: OpaquePointer) {
        if opaque {
            cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
            Palette.background(for: sceneStyle).top.setSource(on: cr)
            cairo_fill(cr)
        }
        if !style.isFooter || opaque {
            cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
            Palette.band.setSource(on: cr)
            cairo_fill(cr)
            cairo_rectangle(cr, 16, box.maxY - 1, max(0, box.width - 32), 1)
            RGBA.white.withAlpha(0.08).setSource(on: cr)
            cairo_fill(cr)
        }
        guard showsText, let title = content.title, box.width > 32 else { return }
        let font = TextStyle(size: style.titleSize, bold: !style.isFooter,
                             alignment: style.isFooter ? .center : .left)
        let layout = text.layout(title, style: font, width: box.width - 32)
        Palette.bandText.withAlpha(style.isFooter ? 0.55 : 1).setSource(on: cr)
        // Right to left a header's title ends 16 points from the right, whatever its own script.
        let x = style.isFooter ? 16 : leadingX(layout, pad: 16, width: box.width)
        layout.show(in: cr, x: x, y: (box.height - layout.height) / 2)
    }

    private func paintPanel(_ box: Rect, style: CellStyle, _ cr: OpaquePointer) {
        CairoPath.roundedRect(cr, box, radius: style.cornerRadius)
        Palette.panel.setSource(on: cr)
        cairo_fill(cr)
        CairoPath.roundedRect(cr, box.insetBy(dx: 0.5, dy: 0.5), radius: style.cornerRadius - 0.5)
        RGBA.white.withAlpha(0.05).setSource(on: cr)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    /// Draws `image` scaled to cover `box`, centred (clip first).
    private func paintAspectFill(_ image: CairoImage, in box: Rect, _ cr: OpaquePointer) {
        guard image.width > 0, image.height > 0 else { return }
        let s = max(box.width / Double(image.width), box.height / Double(image.height))
        cairo_save(cr)
        cairo_translate(cr, box.midX, box.midY)
        cairo_scale(cr, s, s)
        cairo_translate(cr, -Double(image.width) / 2, -Double(image.height) / 2)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
