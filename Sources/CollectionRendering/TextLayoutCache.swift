internal import CRendering

/// The font of a text run: an absolute size in points (user units, so it does
/// not depend on the screen's dpi), a weight and an alignment.
struct TextStyle: Hashable, Sendable {
    enum Alignment: Hashable, Sendable { case left, center, right }

    var size: Double
    var bold: Bool
    var alignment: Alignment
    /// A fixed-width face (overlay labels of numbers).
    var monospace: Bool
    /// Whether text wraps onto more lines at the width instead of ending in
    /// an ellipsis.
    var wraps: Bool

    init(size: Double, bold: Bool = false, alignment: Alignment = .left, monospace: Bool = false, wraps: Bool = false) {
        self.size = size
        self.bold = bold
        self.alignment = alignment
        self.monospace = monospace
        self.wraps = wraps
    }
}

/// A `PangoLayout*` owned by Swift.
final class TextLayout {
    let layout: OpaquePointer
    /// The logical extents in points: the ink may overhang them slightly.
    /// `x` is where the text starts within the layout's width (0 for text
    /// set from the left; more for text Pango aligned further right).
    let x: Double
    let width: Double
    let height: Double

    init(adopting layout: OpaquePointer) {
        self.layout = layout
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        x = Double(logical.x) / Double(PANGO_SCALE)
        width = Double(logical.width) / Double(PANGO_SCALE)
        height = Double(logical.height) / Double(PANGO_SCALE)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Draws the layout with its top-left at (`x`, `y`) in `cr`'s user space.
    func show(in cr: OpaquePointer, x: Double, y: Double) {
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }
}

/// Pango layouts by text, font and width, so text is shaped once and not on
/// every frame. One Pango context with unhinted metrics makes the same layout
/// valid on any cairo surface and at any scale. Use from one thread.
final class TextLayoutCache {
    private struct Key: Hashable {
        var text: String
        var style: TextStyle
        /// The wrap width in Pango units, or -1 for none.
        var width: Int32
    }

    private let context: OpaquePointer
    private var fonts: [TextStyle: OpaquePointer] = [:]
    private let cache: LRUCache<Key, TextLayout>
    private(set) var layoutsCreated = 0

    /// - Parameter ownFontMap: a private PangoCairo font map (for use off the
    ///   drawing thread) instead of this thread's default one.
    init(capacity: Int = 2048, ownFontMap: Bool = false) {
        cache = LRUCache(budget: capacity)
        let map = ownFontMap ? pango_cairo_font_map_new()! : pango_cairo_font_map_get_default()!
        context = pango_font_map_create_context(map)!
        if ownFontMap { g_object_unref(UnsafeMutableRawPointer(map)) }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        cache.removeAll()
        for font in fonts.values { pango_font_description_free(font) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// A layout of `text`: one line, ellipsized at the end when `width` is
    /// given and the text is longer (wrapped onto more lines for a style
    /// that wraps); aligned within `width`.
    func layout(_ text: String, style: TextStyle, width: Double? = nil) -> TextLayout {
        let pangoWidth = width.map { Int32(max(1, ($0 * Double(PANGO_SCALE)).rounded(.down))) } ?? -1
        let key = Key(text: text, style: style, width: pangoWidth)
        if let cached = cache.value(for: key) { return cached }
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, font(for: style))
        pango_layout_set_single_paragraph_mode(layout, style.wraps ? 0 : 1)
        pango_layout_set_text(layout, text, -1)
        if pangoWidth > 0 {
            pango_layout_set_width(layout, pangoWidth)
            if style.wraps {
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            } else {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            switch style.alignment {
            case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            }
        }
        let result = TextLayout(adopting: layout)
        layoutsCreated += 1
        cache.insert(result, for: key, cost: 1)
        return result
    }

    private func font(for style: TextStyle) -> OpaquePointer {
        if let font = fonts[style] { return font }
        let family = style.monospace ? "Monospace" : "Sans"
        let font = pango_font_description_from_string(style.bold ? family + " Bold" : family)!
        pango_font_description_set_absolute_size(font, style.size * Double(PANGO_SCALE))
        fonts[style] = font
        return font
    }
}
