internal import CRendering
import CollectionLayout

/// The text of cards: bottom titles over a scrim, centred titles, price bars.
extension CellPainter {
    static let textPadding = 16.0

    /// Title and subtitle at the bottom left, the price in a chip at the top
    /// right (right to left: bottom right, top left); over a picture, a dark
    /// gradient keeps them readable.
    func paintBottomText(_ box: Rect, style: CellStyle, content: CellContent, overPicture: Bool,
                         _ cr: OpaquePointer) {
        guard showsText else { return }
        let pad = min(Self.textPadding, box.width / 8)
        let width = box.width - 2 * pad
        guard width > 4 else { return }
        let color = overPicture ? RGBA.white : RGBA(content.color).readableText
        let title = content.title.map { text.layout($0, style: TextStyle(size: style.titleSize, bold: true), width: width) }
        let subtitle = content.subtitle.map {
            text.layout($0, style: TextStyle(size: style.titleSize * 0.6), width: width)
        }
        let blockHeight = (title?.height ?? 0) + (subtitle?.height ?? 0)
        if overPicture, blockHeight > 0 {
            let top = max(0, box.maxY - blockHeight - 3 * pad)
            let scrim = cairo_pattern_create_linear(0, top, 0, box.maxY)!
            RGBA.black.withAlpha(0).addStop(to: scrim, at: 0)
            RGBA.black.withAlpha(0.6).addStop(to: scrim, at: 1)
            cairo_rectangle(cr, 0, top, box.width, box.maxY - top)
            cairo_set_source(cr, scrim)
            cairo_fill(cr)
            cairo_pattern_destroy(scrim)
        }
        var y = box.maxY - pad - blockHeight
        if let title {
            color.setSource(on: cr)
            title.show(in: cr, x: leadingX(title, pad: pad, width: box.width), y: y)
            y += title.height
        }
        if let subtitle {
            color.withAlpha(0.8).setSource(on: cr)
            subtitle.show(in: cr, x: leadingX(subtitle, pad: pad, width: box.width), y: y)
        }
        if let price = content.price {
            let chip = text.layout(price, style: TextStyle(size: max(11, style.titleSize * 0.55), bold: true))
            let chipWidth = min(chip.width + 16, width), chipHeight = chip.height + 8
            let chipRect = Rect(x: rightToLeft ? box.minX + pad : box.maxX - pad - chipWidth, y: pad,
                                width: chipWidth, height: chipHeight)
            CairoPath.roundedRect(cr, chipRect, radius: chipHeight / 2)
            RGBA.black.withAlpha(0.4).setSource(on: cr)
            cairo_fill(cr)
            RGBA.white.setSource(on: cr)
            chip.show(in: cr, x: chipRect.minX + 8, y: chipRect.minY + 4)
        }
    }

    /// Where `layout` starts so that its text leads from the box's leading
    /// padding: `pad` from the left, or right to left ending `pad` from the
    /// right whatever the text's own script.
    func leadingX(_ layout: TextLayout, pad: Double, width: Double) -> Double {
        rightToLeft ? width - pad - (layout.x + layout.width) : pad
    }

    /// The title centred in the card (the subtitle under it), as picker rows
    /// and ring items show their label.
    func paintCenteredText(_ box: Rect, style: CellStyle, content: CellContent, fill: RGBA,
                           _ cr: OpaquePointer) {
        guard showsText, let label = content.title ?? content.price else { return }
        let width = box.width - 2 * min(Self.textPadding, box.width / 8)
        guard width > 4 else { return }
        let size = min(style.titleSize, box.height * 0.4)
        let title = text.layout(label, style: TextStyle(size: size, bold: true, alignment: .center), width: width)
        let subtitle = content.subtitle.flatMap { s in
            box.height > 3 * size ? text.layout(s, style: TextStyle(size: size * 0.55, alignment: .center), width: width) : nil
        }
        var y = (box.height - title.height - (subtitle?.height ?? 0)) / 2
        let color: RGBA
        if case .image = content.picture { color = .white } else { color = fill.readableText }
        color.setSource(on: cr)
        title.show(in: cr, x: (box.width - width) / 2, y: y)
        y += title.height
        if let subtitle {
            color.withAlpha(0.8).setSource(on: cr)
            subtitle.show(in: cr, x: (box.width - width) / 2, y: y)
        }
    }

    /// A translucent bar across the bottom with the price centred (the
    /// waterfall cell's `priceBtn`); the title when there is no price.
    func paintPriceBar(_ box: Rect, style: CellStyle, content: CellContent, _ cr: OpaquePointer) {
        guard let label = content.price ?? content.title else { return }
        let barHeight = min(30, box.height * 0.3)
        cairo_rectangle(cr, 0, box.maxY - barHeight, box.width, barHeight)
        Palette.priceBar.setSource(on: cr)
        cairo_fill(cr)
        guard showsText, box.width > 12 else { return }
        let layout = text.layout(label, style: TextStyle(size: min(style.titleSize, barHeight * 0.6), bold: true,
                                                         alignment: .center), width: box.width - 12)
        RGBA.white.setSource(on: cr)
        layout.show(in: cr, x: 6, y: box.maxY - barHeight + (barHeight - layout.height) / 2)
    }
}
