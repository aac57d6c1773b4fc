import CollectionLayout

/// The carousel in Java: iCarousel's types, and a custom type's expressions
/// compiled to Java.
extension AndroidExporter {
    func carouselPart(_ layout: CarouselLayout) throws -> LayoutPart {
        typealias K = CarouselLayout.Key
        let p = layout.parameters
        func bool(_ key: K) -> String {
            if case .bool(let b) = p[key.rawValue] { return "Boolean.valueOf(\(b))" }
            return "null"
        }
        func number(_ key: K) -> String { Self.optional(p.numberOrAuto(key.rawValue)).replacingOccurrences(of: "null", with: "null") }
        func integer(_ key: K) -> String { p.integerOrAuto(key.rawValue).map { "Integer.valueOf(\($0))" } ?? "null" }
        let chain = try TransformChain(p.text(K.transform.rawValue))
        let alpha = try LayoutExpression(p.text(K.alpha.rawValue))
        let steps = chain.stepSources(.java).map { step -> String in
            let a = step.arguments
            switch step.operation {
            case .translate: return "t = t.translated(\(a[0]), \(a[1]), \(a[2]));"
            case .rotate: return "t = t.rotated(\(a[0]), \(a[1]), \(a[2]), \(a[3]));"
            case .scale: return "t = t.scaled(\(a[0]), \(a[1]), \(a[2]));"
            }
        }
        let custom = """
        /** The custom type's transform, `\(Self.comment(chain.text))`, compiled: each step a CATransform3D function of the running transform, from the base. */
        static Matrix3D customTransform(Matrix3D base, ExpressionVariables v) {
            Matrix3D t = base;
        \(steps.map { "    " + $0 }.joined(separator: "\n"))
            return t;
        }

        /** The custom type's alpha, `\(Self.comment(alpha.text))`, compiled. */
        static double customAlpha(ExpressionVariables v) {
            return \(alpha.source(.java));
        }

        """
        let o = layout.options
        return LayoutPart(configuration: [
            "static final int itemCount = \(view.dataset.itemCount);",
            "/** iCarousel's type. */",
            "static final CarouselType type = CarouselType.\(layout.type.rawValue);",
            "static final boolean vertical = \(layout.isVertical);",
            "/** Right to left (horizontal only): iCarousel in a mirror, the next item coming from the left. */",
            "static final boolean rightToLeft = \(layout.isMirrored);",
            "static final double itemWidth = \(Self.literal(layout.itemSize.width)), itemHeight = \(Self.literal(layout.itemSize.height));",
            "static final double m34 = \(Self.literal(o.m34));",
            "static final Point viewpointOffset = new Point(\(Self.literal(o.viewpointOffset.x)), \(Self.literal(o.viewpointOffset.y)));",
            "// iCarousel's options; null: iCarousel's default for the type.",
            "static final Boolean wrap = \(bool(.wrap));",
            "static final Double spacing = \(number(.spacing)), arc = \(number(.arc)), radius = \(number(.radius));",
            "static final Double angle = \(number(.angle)), tilt = \(number(.tilt));",
            "static final Integer count = \(integer(.count));",
            "static final Double fadeMin = \(number(.fadeMin)), fadeMax = \(number(.fadeMax));",
            "static final Double fadeRange = \(number(.fadeRange)), fadeMinAlpha = \(number(.fadeMinAlpha));",
            "static final Boolean showBackfaces = \(bool(.showBackfaces));",
            "static final Integer visibleItems = \(integer(.visibleItems));",
        ], math: Self.carouselTypes(layout) + Self.expressionHelpers + custom + Self.carouselOptionsMath + Self.carouselMath)
    }

    /// `text` on one line, safe inside a Java comment.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "*/", with: "* /")
    }

    /// The enum of iCarousel's types.
    static func carouselTypes(_ layout: CarouselLayout) -> String {
        "/** iCarousel's types, and the custom one. */\npublic enum CarouselType { "
            + CarouselLayout.CarouselType.allCases.map(\.rawValue).joined(separator: ", ") + " }\n\n"
    }

    /// The helpers compiled custom expressions call (C's MIN/MAX/clamp/round semantics).
    static let expressionHelpers = #"""
// ---- Expression helpers (C's MIN/MAX/clamp semantics, left to right) ----

static double exprMin(double... xs) { double r = xs[0]; for (int i = 1; i < xs.length; i++) r = r < xs[i] ? r : xs[i]; return r; }
static double exprMax(double... xs) { double r = xs[0]; for (int i = 1; i < xs.length; i++) r = r > xs[i] ? r : xs[i]; return r; }
static double exprClamp(double x, double lo, double hi) { double u = x < hi ? x : hi; return lo > u ? lo : u; }
static double exprSign(double x) { return Double.isNaN(x) ? Double.NaN : (x > 0 ? 1 : (x < 0 ? -1 : 0)); }
static double exprBool(boolean b) { return b ? 1 : 0; }
/** Half away from zero, as C's round (Math.round rounds half up). */
static double exprRound(double x) { return rnd(x); }

/** extrapolate(x, x0, y0, x1, y1, …): curve, carried on beyond the end points along the line through the two points at that end. */
static double exprExtrapolate(double x, double... v) {
    double held = exprCurve(x, v);
    int n = v.length / 2;
    if (Double.isNaN(held)) return held;
    if (x < v[0]) { double slope = (v[3] - v[1]) / (v[2] - v[0]); return v[1] + (x - v[0]) * slope; }
    if (x > v[2 * n - 2]) {
        double slope = (v[2 * n - 1] - v[2 * n - 3]) / (v[2 * n - 2] - v[2 * n - 4]);
        return v[2 * n - 1] + (x - v[2 * n - 2]) * slope;
    }
    return held;
}

/** curve(x, x0, y0, x1, y1, …): the monotone cubic through the points (Fritsch–Carlson). */
static double exprCurve(double x, double... v) {
    int n = v.length / 2;
    if (n < 2 || v.length % 2 != 0) return Double.NaN;
    double[] xs = new double[n], ys = new double[n];
    for (int k = 0; k < n; k++) { xs[k] = v[2 * k]; ys[k] = v[2 * k + 1]; }
    for (int k = 0; k < n; k++) if (!Double.isFinite(xs[k]) || !Double.isFinite(ys[k])) return Double.NaN;
    for (int k = 1; k < n; k++) if (!(xs[k] > xs[k - 1])) return Double.NaN;
    if (Double.isNaN(x)) return Double.NaN;
    if (x <= xs[0]) return ys[0];
    if (x >= xs[n - 1]) return ys[n - 1];
    double[] d = new double[n - 1];
    for (int k = 0; k < n - 1; k++) { double rise = ys[k + 1] - ys[k], run = xs[k + 1] - xs[k]; d[k] = rise / run; }
    double[] m = new double[n];
    m[0] = d[0];
    m[n - 1] = d[n - 2];
    for (int k = 1; k < n - 1; k++) { boolean agree = d[k - 1] * d[k] > 0; m[k] = agree ? (d[k - 1] + d[k]) / 2 : 0; }
    for (int k = 0; k < n - 1; k++) {
        if (d[k] == 0) { m[k] = 0; m[k + 1] = 0; continue; }
        double a = m[k] / d[k], b = m[k + 1] / d[k];
        double s = a * a + b * b;
        if (s > 9) { double tau = 3 / Math.sqrt(s); m[k] = tau * a * d[k]; m[k + 1] = tau * b * d[k]; }
    }
    int k = 0;
    while (xs[k + 1] < x) k++;
    double h = xs[k + 1] - xs[k], t = (x - xs[k]) / h;
    double t2 = t * t, t3 = t2 * t;
    double h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t;
    double h01 = 3 * t2 - 2 * t3, h11 = t3 - t2;
    double start = h00 * ys[k] + h10 * h * m[k];
    return start + h01 * ys[k + 1] + h11 * h * m[k + 1];
}

"""#
}
