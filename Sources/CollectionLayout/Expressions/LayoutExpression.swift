import Foundation

/// The values an expression's names stand for while one item is placed:
/// the item's own (`offset`, `index`), the view's (`width`, `height`) and
/// the carousel's options as the type resolves them (`count`, `radius`,
/// `spacing`, `arc`, `angle`, `tilt`, the fades), so that an expression
/// names its quantities as iCarousel's source does.
public struct ExpressionVariables: Hashable, Sendable {
    /// The item's offset from the centre in items (iCarousel's `offset`).
    public var offset: Double
    /// The item's index.
    public var index: Double
    /// The items around the circle (iCarousel's `circularCarouselItemCount`;
    /// by default the number of items).
    public var count: Double
    /// The `itemWidth` parameter.
    public var itemWidth: Double
    /// The `itemHeight` parameter.
    public var itemHeight: Double
    /// The viewport's width.
    public var width: Double
    /// The viewport's height.
    public var height: Double
    /// The circle's radius (iCarousel's `iCarouselOptionRadius`).
    public var radius: Double
    /// The distance between items in item widths (`iCarouselOptionSpacing`).
    public var spacing: Double
    /// The radians the circle spans (`iCarouselOptionArc`).
    public var arc: Double
    /// Radians per item (`iCarouselOptionAngle`; by default `arc / count`).
    public var angle: Double
    /// The tilt of the cover flow and the time machine (`iCarouselOptionTilt`).
    public var tilt: Double
    /// The offsets below `fadeMin` and above `fadeMax` fade (±∞: none).
    public var fadeMin: Double, fadeMax: Double
    /// The offsets over which an item fades out.
    public var fadeRange: Double
    /// The alpha of a faded item.
    public var fadeMinAlpha: Double

    /// Values for every name.
    public init(offset: Double = 0, index: Double = 0, count: Double = 0, itemWidth: Double = 0,
                itemHeight: Double = 0, width: Double = 0, height: Double = 0, radius: Double = 0,
                spacing: Double = 1, arc: Double = 2 * .pi, angle: Double = 0, tilt: Double = 0,
                fadeMin: Double = -.infinity, fadeMax: Double = .infinity, fadeRange: Double = 1,
                fadeMinAlpha: Double = 0) {
        self.offset = offset
        self.index = index
        self.count = count
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.width = width
        self.height = height
        self.radius = radius
        self.spacing = spacing
        self.arc = arc
        self.angle = angle
        self.tilt = tilt
        self.fadeMin = fadeMin
        self.fadeMax = fadeMax
        self.fadeRange = fadeRange
        self.fadeMinAlpha = fadeMinAlpha
    }
}

/// A parsed arithmetic expression, ready to evaluate many times.
///
/// Grammar (lowest precedence first): `c ? a : b` (right-associative);
/// comparisons `< <= > >= == !=` (1 or 0); `+ -`; `* / %` (`%` is C's
/// `fmod`); unary `-` and `+`; `^` (power, right-associative, binding
/// tighter than unary minus: `-2^2 = -4`); numbers, names, calls and
/// parentheses. See `ExpressionParser`.
public struct LayoutExpression: Hashable, Sendable, CustomStringConvertible {
    /// The text it was parsed from.
    public let text: String
    let root: ExpressionNode

    /// Parses `text`.
    ///
    /// - Throws: `ExpressionError` naming the column and what was expected.
    /// - Complexity: O(c) for c characters.
    public init(_ text: String) throws(ExpressionError) {
        self.text = text
        do { root = try ExpressionParser.parse(text) } catch { throw error.located(in: text) }
    }

    init(text: String, root: ExpressionNode) {
        self.text = text
        self.root = root
    }

    /// The value for `variables` (NaN or ±∞ when the arithmetic gives them).
    ///
    /// - Complexity: O(size of the expression).
    public func evaluate(_ variables: ExpressionVariables) -> Double {
        root.evaluate(variables)
    }

    /// The text it was parsed from.
    public var description: String { text }
}

/// A name an expression can read.
public enum ExpressionVariable: String, CaseIterable, Sendable {
    /// The item's offset from the current position, in items (0 in the middle).
    case offset
    /// The item's index.
    case index
    /// The count option, or the number of items.
    case count
    /// The width of an item, in points.
    case itemWidth
    /// The height of an item, in points.
    case itemHeight
    /// The viewport's width, in points.
    case width
    /// The viewport's height, in points.
    case height
    /// The radius the circular types place items on.
    case radius
    /// The spacing option: the gap between items as a fraction of their width.
    case spacing
    /// The arc the circular types spread items over, in radians.
    case arc
    /// The angle between neighbouring items on the circular types, in radians.
    case angle
    /// The tilt of Cover Flow's side items.
    case tilt
    /// The offset below which items fade.
    case fadeMin
    /// The offset above which items fade.
    case fadeMax
    /// Over how many items the fade runs.
    case fadeRange
    /// The alpha faded items reach.
    case fadeMinAlpha
    /// π.
    case pi

    /// The variable's value among `v`.
    public func value(in v: ExpressionVariables) -> Double {
        switch self {
        case .offset: v.offset
        case .index: v.index
        case .count: v.count
        case .itemWidth: v.itemWidth
        case .itemHeight: v.itemHeight
        case .width: v.width
        case .height: v.height
        case .radius: v.radius
        case .spacing: v.spacing
        case .arc: v.arc
        case .angle: v.angle
        case .tilt: v.tilt
        case .fadeMin: v.fadeMin
        case .fadeMax: v.fadeMax
        case .fadeRange: v.fadeRange
        case .fadeMinAlpha: v.fadeMinAlpha
        case .pi: Double.pi
        }
    }
}

/// A function an expression can call, with the number of arguments it takes.
public enum ExpressionFunction: String, CaseIterable, Sendable {
    /// The sine of radians.
    case sin
    /// The cosine of radians.
    case cos
    /// The tangent of radians.
    case tan
    /// The arc sine, in radians.
    case asin
    /// The arc cosine, in radians.
    case acos
    /// The arc tangent, in radians.
    case atan
    /// `atan2(y, x)`: the angle of the point (x, y), in radians.
    case atan2
    /// The absolute value.
    case abs
    /// The smallest of its arguments.
    case min
    /// The largest of its arguments.
    case max
    /// `clamp(x, lo, hi)`: x kept within lo…hi.
    case clamp
    /// `pow(x, y)`: x to the power y.
    case pow
    /// The square root.
    case sqrt
    /// e to the power x.
    case exp
    /// The natural logarithm.
    case log
    /// The largest whole number not above x.
    case floor
    /// The smallest whole number not below x.
    case ceil
    /// The nearest whole number, halves away from zero.
    case round
    /// -1, 0 or 1 by the sign of x.
    case sign
    /// `curve(x, x0, y0, x1, y1, …)`: the monotone cubic through the points, read at x.
    case curve
    /// `extrapolate(x, x0, y0, x1, y1, …)`: the same curve, carried on
    /// beyond the first and last points along the line through the two
    /// points at that end.
    case extrapolate

    /// The fewest and most arguments.
    var arity: ClosedRange<Int> {
        switch self {
        case .atan2, .pow: 2...2
        case .min, .max: 2...16
        case .clamp: 3...3
        case .curve, .extrapolate: 5...(1 + 2 * MonotoneCurve.maximumPoints)
        default: 1...1
        }
    }

    /// Whether it takes `n` arguments (`curve`: x and whole points).
    func accepts(_ n: Int) -> Bool {
        arity.contains(n) && ((self != .curve && self != .extrapolate) || n % 2 == 1)
    }

    func apply(_ a: [Double]) -> Double {
        switch self {
        case .sin: Foundation.sin(a[0])
        case .cos: Foundation.cos(a[0])
        case .tan: Foundation.tan(a[0])
        case .asin: Foundation.asin(a[0])
        case .acos: Foundation.acos(a[0])
        case .atan: Foundation.atan(a[0])
        case .atan2: Foundation.atan2(a[0], a[1])
        case .abs: Swift.abs(a[0])
        // C's MIN/MAX macros: `a < b ? a : b`, left to right.
        case .min: a.dropFirst().reduce(a[0]) { $0 < $1 ? $0 : $1 }
        case .max: a.dropFirst().reduce(a[0]) { $0 > $1 ? $0 : $1 }
        case .clamp: Self.clamp(a[0], a[1], a[2])
        case .pow: Foundation.pow(a[0], a[1])
        case .sqrt: a[0].squareRoot()
        case .exp: Foundation.exp(a[0])
        case .log: Foundation.log(a[0])
        case .floor: a[0].rounded(.down)
        case .ceil: a[0].rounded(.up)
        case .round: a[0].rounded(.toNearestOrAwayFromZero)
        case .sign: a[0].isNaN ? .nan : (a[0] > 0 ? 1 : (a[0] < 0 ? -1 : 0))
        case .curve: MonotoneCurve.value(at: a[0], points: a.dropFirst())
        case .extrapolate: MonotoneCurve.value(at: a[0], points: a.dropFirst(), ends: .linear)
        }
    }

    /// `max(lo, min(hi, x))` as C's macros compute it.
    private static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
        let upper = x < hi ? x : hi
        return lo > upper ? lo : upper
    }
}

/// A node of a compiled expression.
indirect enum ExpressionNode: Hashable, Sendable {
    case constant(Double)
    case variable(ExpressionVariable)
    case negate(ExpressionNode)
    case binary(BinaryOperator, ExpressionNode, ExpressionNode)
    case conditional(ExpressionNode, ExpressionNode, ExpressionNode)
    case call(ExpressionFunction, [ExpressionNode])

    /// A two-operand operator.
    enum BinaryOperator: String, Hashable, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%", power = "^"
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="

        func apply(_ a: Double, _ b: Double) -> Double {
            switch self {
            case .add: a + b
            case .subtract: a - b
            case .multiply: a * b
            case .divide: a / b
            case .remainder: a.truncatingRemainder(dividingBy: b)
            case .power: Foundation.pow(a, b)
            case .less: a < b ? 1 : 0
            case .lessOrEqual: a <= b ? 1 : 0
            case .greater: a > b ? 1 : 0
            case .greaterOrEqual: a >= b ? 1 : 0
            case .equal: a == b ? 1 : 0
            case .notEqual: a != b ? 1 : 0
            }
        }
    }

    func evaluate(_ v: ExpressionVariables) -> Double {
        switch self {
        case .constant(let c): return c
        case .variable(let name): return name.value(in: v)
        case .negate(let a): return -a.evaluate(v)
        case .binary(let op, let a, let b): return op.apply(a.evaluate(v), b.evaluate(v))
        case .conditional(let c, let a, let b): return c.evaluate(v) != 0 ? a.evaluate(v) : b.evaluate(v)
        case .call(let f, let args): return f.apply(args.map { $0.evaluate(v) })
        }
    }
}
