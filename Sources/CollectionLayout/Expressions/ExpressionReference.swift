/// What the custom carousel's language offers, each with a one-line
/// meaning: the variables, the functions, the operators and the transform
/// steps, and worked examples. The app's expression reference and the
/// README's designer section show it.
public enum ExpressionReference {
    /// One name or symbol and what it means.
    public struct Entry: Hashable, Sendable {
        /// The name, or how a call or operator is written (`clamp(x, lo, hi)`).
        public var syntax: String
        /// One line saying what it means.
        public var meaning: String
    }

    /// A transform and an alpha that make one kind of carousel.
    public struct Example: Hashable, Sendable {
        /// Its name ("Cover flow").
        public var title: String
        /// The `transform` chain.
        public var transform: String
        /// The `alpha` expression.
        public var alpha: String
    }

    /// Every variable, in the language's order.
    public static let variables: [(variable: ExpressionVariable, meaning: String)] = ExpressionVariable.allCases.map {
        ($0, meaning(of: $0))
    }

    /// What `variable` stands for.
    public static func meaning(of variable: ExpressionVariable) -> String {
        switch variable {
        case .offset: "The item's distance from the centre, in items (−1 = one to the left, or above with Vertical on)"
        case .index: "The item's position in the data, from 0"
        case .count: "Items around the circle (Count; auto: the number of items)"
        case .itemWidth: "The Item width parameter, in points"
        case .itemHeight: "The Item height parameter, in points"
        case .width: "The view's width, in points"
        case .height: "The view's height, in points"
        case .radius: "The circle's radius, in points (Radius; auto: fits count items)"
        case .spacing: "How far apart items sit, in item widths: 1 edge to edge, 1.2 a fifth of a width between (Spacing)"
        case .arc: "The radians the circle spans (Arc; auto: 2π, a whole turn)"
        case .angle: "Radians per item (Angle; auto: arc / count)"
        case .tilt: "How far the side items turn (Tilt; auto: 0.9)"
        case .fadeMin: "Items at offsets below it fade (Fade min; auto: none)"
        case .fadeMax: "Items at offsets above it fade (Fade max; auto: none)"
        case .fadeRange: "Offsets over which an item fades out (Fade range)"
        case .fadeMinAlpha: "The alpha of a faded item (Fade min alpha)"
        case .pi: "π, half a turn in radians (3.14159…)"
        }
    }

    /// Every function, in the language's order.
    public static let functions: [Entry] = ExpressionFunction.allCases.map { f in
        switch f {
        case .sin: Entry(syntax: "sin(a)", meaning: "Sine of an angle in radians")
        case .cos: Entry(syntax: "cos(a)", meaning: "Cosine of an angle in radians")
        case .tan: Entry(syntax: "tan(a)", meaning: "Tangent of an angle in radians")
        case .asin: Entry(syntax: "asin(x)", meaning: "The angle whose sine is x")
        case .acos: Entry(syntax: "acos(x)", meaning: "The angle whose cosine is x")
        case .atan: Entry(syntax: "atan(x)", meaning: "The angle whose tangent is x")
        case .atan2: Entry(syntax: "atan2(y, x)", meaning: "The angle of the point (x, y)")
        case .abs: Entry(syntax: "abs(x)", meaning: "x without its sign")
        case .min: Entry(syntax: "min(a, b, …)", meaning: "The smallest of its arguments")
        case .max: Entry(syntax: "max(a, b, …)", meaning: "The largest of its arguments")
        case .clamp: Entry(syntax: "clamp(x, lo, hi)", meaning: "x kept within lo…hi")
        case .pow: Entry(syntax: "pow(x, y)", meaning: "x to the power y (as x ^ y)")
        case .sqrt: Entry(syntax: "sqrt(x)", meaning: "Square root")
        case .exp: Entry(syntax: "exp(x)", meaning: "e to the power x")
        case .log: Entry(syntax: "log(x)", meaning: "Natural logarithm")
        case .floor: Entry(syntax: "floor(x)", meaning: "x rounded down")
        case .ceil: Entry(syntax: "ceil(x)", meaning: "x rounded up")
        case .round: Entry(syntax: "round(x)", meaning: "x rounded to the nearest whole number")
        case .sign: Entry(syntax: "sign(x)", meaning: "−1, 0 or 1 as x is negative, zero or positive")
        case .curve: Entry(syntax: "curve(x, x0, y0, x1, y1, …)",
                           meaning: "A smooth curve through the points (x0, y0), (x1, y1)… read at x; beyond the first and last point it keeps their values")
        case .extrapolate: Entry(syntax: "extrapolate(x, x0, y0, x1, y1, …)",
                                 meaning: "The same curve, carried on beyond the first and last point along the line through the two points at that end")
        }
    }

    /// The entry of `function`.
    public static func entry(_ function: ExpressionFunction) -> Entry {
        functions[ExpressionFunction.allCases.firstIndex(of: function) ?? 0]
    }

    /// The operators, loosest first.
    public static let operators: [Entry] = [
        Entry(syntax: "c ? a : b", meaning: "a where c is not 0, else b"),
        Entry(syntax: "< <= > >= == !=", meaning: "Comparisons: 1 when true, 0 when false"),
        Entry(syntax: "+ −", meaning: "Add, subtract"),
        Entry(syntax: "* / %", meaning: "Multiply, divide, remainder (sign of the left side)"),
        Entry(syntax: "−x", meaning: "Minus x"),
        Entry(syntax: "x ^ y", meaning: "x to the power y (−2 ^ 2 is −4)"),
        Entry(syntax: "( )", meaning: "Group: what is inside comes first"),
    ]

    /// The transform's steps, applied left to right to each item.
    public static let steps: [Entry] = [
        Entry(syntax: "translate(x, y, z)", meaning: "Move by x right, y down, z towards you, in points"),
        Entry(syntax: "rotate(angle, ax, ay, az)",
              meaning: "Turn by angle radians about the axis (ax, ay, az); a positive angle turns (0, 0, 1) clockwise, (0, 1, 0) the right edge away from you, (1, 0, 0) the top away"),
        Entry(syntax: "scale(sx, sy, sz)", meaning: "Stretch by sx, sy, sz (1 = as is)"),
    ]

    /// Six carousels written in the language.
    public static let examples: [Example] = [
        Example(title: "Linear", transform: "translate(offset * itemWidth * spacing, 0, 0)", alpha: "1"),
        Example(title: "Rotary",
                transform: "translate(radius * sin(offset / count * arc), 0, radius * cos(offset / count * arc) - radius)",
                alpha: "1"),
        Example(title: "Cover flow", transform: coverFlow, alpha: "1"),
        Example(title: "Fan",
                transform: "translate(0, itemHeight * 3, 0) rotate(offset * 0.12, 0, 0, 1) translate(0, -itemHeight * 3, offset * 0.01)",
                alpha: "1"),
        Example(title: "Spiral",
                transform: "translate(0, offset * itemHeight * 0.2, -itemWidth) rotate(offset * 0.6, 0, 1, 0) translate(0, 0, itemWidth)",
                alpha: "1 - abs(offset) / 8"),
        Example(title: "Cover flow with fade", transform: coverFlow, alpha: "1 - abs(offset) / 3"),
    ]

    private static let coverFlow = "translate((clamp(offset, -1, 1) * 0.5 * tilt + offset * 0.25) * itemWidth, 0, "
        + "abs(clamp(offset, -1, 1)) * -itemWidth * 0.5) rotate(-clamp(offset, -1, 1) * (pi / 2) * tilt, 0, 1, 0)"
}
