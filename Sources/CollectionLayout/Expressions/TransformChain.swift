/// A chain of 3-D operations written as text, applied to a running
/// transform like iCarousel's `itemTransformForOffset:baseTransform:`
/// builds one: `translate(x, y, z)`, `rotate(angle, ax, ay, az)` and
/// `scale(sx, sy, sz)`, separated by whitespace, each one
/// `CATransform3DTranslate`/`Rotate`/`Scale` of the transform so far, left
/// to right. Every argument is an `LayoutExpression`. An empty chain leaves the
/// base transform as it is.
public struct TransformChain: Hashable, Sendable, CustomStringConvertible {
    /// One operation and its argument expressions.
    public struct Step: Hashable, Sendable {
        /// The three operations.
        public enum Operation: String, CaseIterable, Sendable {
            /// `translate(x, y, z)`: moves the item.
            case translate
            /// `rotate(angle, x, y, z)`: turns the item by `angle` radians about the axis (x, y, z).
            case rotate
            /// `scale(x, y, z)`: stretches the item along each axis.
            case scale

            /// How many arguments it takes.
            var arity: Int { self == .rotate ? 4 : 3 }
            /// Its arguments' names, for messages.
            var parameterNames: String { self == .rotate ? "angle, ax, ay, az" : (self == .scale ? "sx, sy, sz" : "x, y, z") }
        }

        /// The operation.
        public var operation: Operation
        let arguments: [ExpressionNode]
    }

    /// The text it was parsed from.
    public let text: String
    /// The operations, in the order they apply.
    public let steps: [Step]

    /// Whether `text` has a digit, a comma and a digit with no space between.
    private static func hasDecimalComma(_ text: String) -> Bool {
        let c = Array(text)
        return c.indices.dropFirst().dropLast().contains { c[$0] == "," && c[$0 - 1].isNumber && c[$0 + 1].isNumber }
    }

    /// Parses `text`.
    ///
    /// - Throws: `ExpressionError` naming the column and what was expected.
    /// - Complexity: O(c) for c characters.
    public init(_ text: String) throws(ExpressionError) {
        self.text = text
        do { steps = try Self.steps(of: text) } catch { throw error.located(in: text) }
    }

    /// The steps `text` writes.
    private static func steps(of text: String) throws(ExpressionError) -> [Step] {
        var parser = ExpressionParser(tokens: try ExpressionTokenizer.tokens(of: text))
        var steps: [Step] = []
        while parser.current.kind != .end {
            let token = parser.current
            if case .symbol(",") = token.kind, !steps.isEmpty {
                throw ExpressionError(at: token.column, "steps follow each other without ',': separate them with spaces or new lines")
            }
            guard case .name(let name) = token.kind, let operation = Step.Operation(rawValue: name) else {
                var length = 1
                if case .name(let name) = token.kind {
                    length = name.count
                    if let suggestion = ExpressionParser.nearest(to: name, among: Step.Operation.allCases.map(\.rawValue)) {
                        throw ExpressionError(at: token.column, "unknown step '{name}': did you mean '{suggestion}'?",
                                              ["name": name, "suggestion": suggestion], length: length)
                    }
                }
                throw ExpressionError(at: token.column, "expected translate, rotate or scale, found {token}",
                                      ["token": token.quoted], length: length)
            }
            parser.advance()
            guard parser.isSymbol("(") else {
                throw ExpressionError(at: parser.current.column, "expected '(' after {name}", ["name": name])
            }
            let args = try parser.arguments(of: name)
            guard args.count == operation.arity else {
                let values = ["arity": "\(operation.arity)", "names": operation.parameterNames, "name": name,
                              "count": "\(args.count)"]
                // "0,8" for 0.8 reads as two arguments.
                if args.count > operation.arity, Self.hasDecimalComma(text) {
                    throw ExpressionError(at: token.column, "expected {arity} arguments ({names}) for {name}, found {count}: decimals take a point (0.8), not a comma",
                                          values, length: name.count)
                }
                throw ExpressionError(at: token.column, "expected {arity} arguments ({names}) for {name}, found {count}",
                                      values, length: name.count)
            }
            steps.append(Step(operation: operation, arguments: args))
        }
        return steps
    }

    /// `base` with every step applied for `variables`.
    ///
    /// - Complexity: O(size of the chain).
    public func apply(to base: Transform3D, _ variables: ExpressionVariables) -> Transform3D {
        var t = base
        for step in steps {
            let a = step.arguments.map { $0.evaluate(variables) }
            switch step.operation {
            case .translate: t = t.translated(x: a[0], y: a[1], z: a[2])
            case .rotate: t = t.rotated(by: a[0], x: a[1], y: a[2], z: a[3])
            case .scale: t = t.scaled(x: a[0], y: a[1], z: a[2])
            }
        }
        return t
    }

    /// The text it was parsed from.
    public var description: String { text }
}

extension TransformChain {
    /// The names (variables, functions, operations) `text` mentions; empty
    /// when it does not read.
    ///
    /// - Complexity: O(c) for c characters.
    public static func names(in text: String) -> Set<String> {
        guard let tokens = try? ExpressionTokenizer.tokens(of: text) else { return [] }
        return Set(tokens.compactMap { if case .name(let n) = $0.kind { n } else { nil } })
    }
}
