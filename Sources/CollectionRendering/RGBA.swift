internal import CRendering
import CollectionLayout

/// A colour with alpha, components 0…1, for cairo sources.
public struct RGBA: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A colour from its components, 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    init(_ color: RGBColor, alpha: Double = 1) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }

    /// The accent of marks on the canvas (selection, focus): GNOME's light blue.
    public static let accent = RGBA(red: 0.38, green: 0.66, blue: 1.0, alpha: 0.95)
    static let white = RGBA(hex: 0xFFFFFF)
    static let black = RGBA(hex: 0x000000)

    func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }

    /// Relative luminance (sRGB weights, no linearisation: enough to pick a
    /// readable text colour).
    var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// White on dark colours, the canvas colour on light ones.
    var readableText: RGBA { luminance < 0.62 ? .white : RGBA(hex: 0x1E1F26) }

    /// Mixes toward `other` by `t` (0: self, 1: other).
    func mixed(with other: RGBA, _ t: Double) -> RGBA {
        RGBA(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
             blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    func setSource(on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }

    func addStop(to pattern: OpaquePointer, at offset: Double) {
        cairo_pattern_add_color_stop_rgba(pattern, offset, red, green, blue, alpha)
    }
}

/// The colours of the product: the canvas and the default card palette.
enum Palette {
    /// Cards without a colour of their own take these by index.
    static let cards: [RGBA] = [
        0xFF6B6B, 0xF7A35C, 0xF9D56E, 0x7BD389, 0x2EC4B6,
        0x4D96FF, 0x6C7BFF, 0x9B6BFF, 0xD66BC6, 0xFF8FA3,
    ].map { RGBA(hex: $0) }

    /// The default colour of the item at `flatIndex` (over all sections).
    static func card(at flatIndex: Int) -> RGBA {
        cards[slot(at: flatIndex)]
    }

    /// The index into `cards` of the item at `flatIndex`.
    static func slot(at flatIndex: Int) -> Int {
        ((flatIndex % cards.count) + cards.count) % cards.count
    }

    /// The canvas: a soft vertical gradient around #1e1f26.
    static func background(for scene: SceneStyle) -> (top: RGBA, bottom: RGBA) {
        let plain = (RGBA(hex: 0x22232B), RGBA(hex: 0x1A1B21))
        guard let kind = scene.kind else { return plain }
        switch kind {
        case .cards, .stack, .carousel, .keyline: return (RGBA(hex: 0x2A2C3A), RGBA(hex: 0x15161C))
        case .wheel, .ring: return (RGBA(hex: 0x1B1C22), RGBA(hex: 0x23242E))
        case .waterfall, .flow, .springs, .compositional: return plain
        }
    }

    static let placeholder = RGBA(hex: 0x3A3D4A)
    static let placeholderIcon = RGBA(hex: 0xFFFFFF, alpha: 0.38)
    static let shadow = RGBA(hex: 0x000000, alpha: 0.5)
    static let panel = RGBA(hex: 0xFFFFFF, alpha: 0.06)
    static let band = RGBA(hex: 0xFFFFFF, alpha: 0.045)
    static let bandText = RGBA(hex: 0xE8E9F0)
    static let priceBar = RGBA(hex: 0x000000, alpha: 0.45)
}
