import Foundation

/// The syntaxes a text parameter can be written in, each checked when the
/// value is set.
public enum TextSyntax: String, Sendable, Hashable, CaseIterable {
    /// One arithmetic `LayoutExpression` (`1 - abs(offset) * 0.5`).
    case expression
    /// A `TransformChain` (`translate(offset*itemWidth, 0, 0) rotate(-offset, 0, 1, 0)`).
    case transformChain
    /// Two finite numbers `x,y` (`0,0`).
    case numberPair
    /// Orthogonal scrolling behaviours, one per section, the last repeating (`paging,none`).
    case behaviours
    /// Item sizes, one per section, the last repeating (`90%,1/3,120,~120`).
    case sizes
    /// Item widths, one per section, the last repeating: sizes without estimates (`90%,1/3,120`).
    case widths
    /// Group sizes, one per section, the last repeating (`1,1x3,2`).
    case groupSizes
    /// Positive weights (`1,3,1`), a weighted keyline carousel's slots.
    case weights
    /// Keylines `offset:maskedSize,…` with increasing offsets (`100:200,272:144,372:56`).
    case keylines

    /// Checks that `text` reads in this syntax.
    ///
    /// - Throws: `ExpressionError` naming the column and what was expected.
    /// - Complexity: O(c) for c characters.
    public func check(_ text: String) throws(ExpressionError) {
        switch self {
        case .expression: _ = try LayoutExpression(text)
        case .transformChain: _ = try TransformChain(text)
        case .numberPair: _ = try Self.numberPair(text)
        case .behaviours: try Self.list(text, of: OrthogonalScrollingBehavior.self)
        case .sizes: try Self.list(text, of: CompositionalLayout.Dimension.self)
        case .groupSizes: try Self.list(text, of: CompositionalLayout.GroupShape.self)
        case .weights: _ = try KeylineSyntax.weights(text)
        case .keylines: _ = try KeylineSyntax.keylines(text)
        case .widths:
            try Self.list(text, of: CompositionalLayout.Dimension.self)
            var column = 1
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                if part.trimmingCharacters(in: .whitespaces).hasPrefix("~") {
                    throw ExpressionError(column: column, message: "a width cannot be estimated, found '\(part)'")
                }
                column += part.count + 1
            }
        }
    }

    /// Checks a per-section list of `Value`s.
    private static func list<Value: PerSectionValue>(_ text: String, of _: Value.Type) throws(ExpressionError) {
        do {
            _ = try PerSection<Value>(parsing: text)
        } catch {
            throw ExpressionError(column: error.column, message: error.message)
        }
    }

    /// The two numbers of `x,y`.
    ///
    /// - Throws: `ExpressionError` at the part that is not a finite number.
    public static func numberPair(_ text: String) throws(ExpressionError) -> (Double, Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw ExpressionError(column: 1, message: "expected two numbers x,y")
        }
        var values: [Double] = []
        var column = 1
        for part in parts {
            guard let v = Double(part.trimmingCharacters(in: .whitespaces)), v.isFinite else {
                throw ExpressionError(column: column, message: "expected a finite number, found '\(part)'")
            }
            values.append(v)
            column += part.count + 1
        }
        return (values[0], values[1])
    }
}

extension LayoutParameters {
    /// The value of `key` as text ("" when it is not text).
    public func text(_ key: String) -> String {
        if case .text(let v) = self[key] { return v }
        assertionFailure("\(key) is not text"); return ""
    }

    /// `text(_:)` by a key enum's case.
    public func text<Key: RawRepresentable>(_ key: Key) -> String where Key.RawValue == String {
        text(key.rawValue)
    }
}
