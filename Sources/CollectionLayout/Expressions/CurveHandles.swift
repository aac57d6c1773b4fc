/// The `curve(offset, x0, y0, x1, y1, …)` (and `extrapolate(offset, …)`) calls of a custom carousel that a
/// person can drag on the attribute curves: a call written with plain
/// numbers that is a whole argument of a transform step (`translate`'s x, y
/// or z, `rotate`'s angle, `scale`'s sx) or the whole alpha. Each knows
/// where its numbers are in the text, to write a moved point back.
public struct CurveHandle: Hashable, Sendable {
    /// The component the call drives (an index of `TransformComponents.names`).
    public var component: Int
    /// The points, offset and value.
    public var points: [Point]
    /// The character ranges of each point's two numbers (a minus sign included).
    let ranges: [Range<Int>]

    /// The calls a person can drag: `curve` and `extrapolate`.
    static let callNames: Set<String> = ["curve", "extrapolate"]

    /// The component driven by argument `argument` of `operation`, if one is.
    static func component(_ operation: TransformChain.Step.Operation, argument: Int) -> Int? {
        switch (operation, argument) {
        case (.translate, 0...2): argument
        case (.rotate, 0): 3
        case (.scale, 0): 4
        default: nil
        }
    }

    /// `text` with point `k` moved to `p`, kept between its neighbours
    /// (`minimumGap` apart) and written short (offsets to 0.05, values to
    /// 0.01, or whole numbers from 10 on).
    ///
    /// - Complexity: O(c) for c characters.
    public func text(_ text: String, moving k: Int, to p: Point, minimumGap: Double = 0.05) -> String {
        guard points.indices.contains(k) else { return text }
        let low = k > 0 ? points[k - 1].x + minimumGap : -Double.infinity
        let high = k < points.count - 1 ? points[k + 1].x - minimumGap : Double.infinity
        // Twentieths, divided once, read back exactly as written.
        var x = (Swift.min(high, Swift.max(low, p.x)) * 20).rounded() / 20
        if x < low - 1e-9 || x > high + 1e-9 { x = Swift.min(high, Swift.max(low, p.x)) }
        let y = abs(p.y) >= 10 ? p.y.rounded() : (p.y * 100).rounded() / 100
        var chars = Array(text)
        // The later number first, so the earlier range stays where it is.
        for (range, value) in [(ranges[2 * k + 1], y), (ranges[2 * k], x)] {
            chars.replaceSubrange(range, with: Array(formatNumber(value)))
        }
        return String(chars)
    }

    /// The draggable calls of a transform chain.
    ///
    /// - Complexity: O(c) for c characters.
    public static func inTransform(_ text: String) -> [CurveHandle] {
        guard let tokens = try? ExpressionTokenizer.tokens(of: text) else { return [] }
        var handles: [CurveHandle] = []
        var i = 0, depth = 0, argument = 0
        var operation: TransformChain.Step.Operation?
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .name(let name) where depth == 0:
                operation = TransformChain.Step.Operation(rawValue: name)
            case .symbol("("):
                depth += 1
                if depth == 1 { argument = 0 }
            case .symbol(")"):
                depth -= 1
            case .symbol(",") where depth == 1:
                argument += 1
            case .name(let name) where depth == 1 && Self.callNames.contains(name):
                let atStart = i > 0 && (tokens[i - 1].kind == .symbol("(") || tokens[i - 1].kind == .symbol(","))
                if atStart, let operation, let c = component(operation, argument: argument),
                   let (handle, next) = call(tokens, at: i, text: Array(text), component: c),
                   tokens[next].kind == .symbol(",") || tokens[next].kind == .symbol(")") {
                    handles.append(handle)
                    i = next
                    continue
                }
            default:
                break
            }
            i += 1
        }
        return handles
    }

    /// The alpha's call, when the whole alpha is one.
    public static func inAlpha(_ text: String) -> CurveHandle? {
        guard let tokens = try? ExpressionTokenizer.tokens(of: text), case .name(let name)? = tokens.first?.kind, Self.callNames.contains(name),
              let (handle, next) = call(tokens, at: 0, text: Array(text), component: 5), tokens[next].kind == .end else { return nil }
        return handle
    }

    /// `curve(offset, ±n, ±n, …)` from token `i`: the handle and the token after its `)`.
    private static func call(_ tokens: [ExpressionToken], at start: Int, text: [Character], component: Int) -> (CurveHandle, Int)? {
        var i = start + 1
        guard tokens[i].kind == .symbol("("), tokens[i + 1].kind == .name("offset") else { return nil }
        i += 2
        var values: [Double] = [], ranges: [Range<Int>] = []
        while tokens[i].kind == .symbol(",") {
            i += 1
            let first = tokens[i].column - 1
            var sign = 1.0
            if tokens[i].kind == .symbol("-") { sign = -1; i += 1 }
            guard case .number(let v) = tokens[i].kind else { return nil }
            var end = tokens[i + 1].column - 1
            while end > first, text[end - 1].isWhitespace { end -= 1 }
            values.append(sign * v)
            ranges.append(first..<end)
            i += 1
        }
        guard tokens[i].kind == .symbol(")"), values.count >= 4, values.count % 2 == 0 else { return nil }
        let points = stride(from: 0, to: values.count, by: 2).map { Point(x: values[$0], y: values[$0 + 1]) }
        return (CurveHandle(component: component, points: points, ranges: ranges), i + 1)
    }
}
