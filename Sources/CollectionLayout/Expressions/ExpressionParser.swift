/// A recursive-descent parser from tokens to an `ExpressionNode` tree.
///
/// ```
/// conditional := comparison ('?' conditional ':' conditional)?
/// comparison  := additive (('<' | '<=' | '>' | '>=' | '==' | '!=') additive)*
/// additive    := term (('+' | '-') term)*
/// term        := unary (('*' | '/' | '%') unary)*
/// unary       := ('-' | '+') unary | power
/// power       := primary ('^' unary)?
/// primary     := number | name | name '(' conditional (',' conditional)* ')' | '(' conditional ')'
/// ```
///
/// Nesting is bounded by `maximumDepth`, so no input can exhaust the stack.
struct ExpressionParser {
    /// The deepest nesting of parentheses, calls, unary operators and
    /// conditionals accepted.
    static let maximumDepth = 64

    private let tokens: [ExpressionToken]
    private var position = 0
    private var depth = 0

    init(tokens: [ExpressionToken]) {
        self.tokens = tokens
    }

    /// The tree of `text`, which must be one expression and nothing more.
    ///
    /// - Complexity: O(c) for c characters.
    static func parse(_ text: String) throws(ExpressionError) -> ExpressionNode {
        var parser = ExpressionParser(tokens: try ExpressionTokenizer.tokens(of: text))
        let node = try parser.expression()
        try parser.expectEnd()
        return node
    }

    // MARK: Cursor

    var current: ExpressionToken { tokens[position] }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    func isSymbol(_ s: String) -> Bool { current.kind == .symbol(s) }

    /// Reads the symbol `s`, or throws the error `template` (with `arguments`) at the current token.
    mutating func expectSymbol(_ s: String, _ template: String, _ arguments: [String: String] = [:]) throws(ExpressionError) {
        guard isSymbol(s) else { throw ExpressionError(at: current.column, template, arguments) }
        advance()
    }

    mutating func expectEnd() throws(ExpressionError) {
        guard current.kind == .end else {
            throw ExpressionError(at: current.column, "expected an operator or the end, found {token}",
                                  ["token": current.quoted])
        }
    }

    private mutating func deeper() throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw ExpressionError(at: current.column, "expected at most {count} levels of nesting",
                                  ["count": "\(Self.maximumDepth)"])
        }
    }

    // MARK: Grammar

    /// `conditional`: a whole expression.
    mutating func expression() throws(ExpressionError) -> ExpressionNode {
        try deeper()
        defer { depth -= 1 }
        let condition = try comparison()
        guard isSymbol("?") else { return condition }
        advance()
        let yes = try expression()
        try expectSymbol(":", "expected ':' between the two branches of '?'")
        let no = try expression()
        return .conditional(condition, yes, no)
    }

    private mutating func comparison() throws(ExpressionError) -> ExpressionNode {
        var left = try additive()
        while case .symbol(let s) = current.kind, let op = ExpressionNode.BinaryOperator(rawValue: s),
              [.less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual].contains(op) {
            advance()
            left = .binary(op, left, try additive())
        }
        return left
    }

    private mutating func additive() throws(ExpressionError) -> ExpressionNode {
        var left = try term()
        while isSymbol("+") || isSymbol("-") {
            let op: ExpressionNode.BinaryOperator = isSymbol("+") ? .add : .subtract
            advance()
            left = .binary(op, left, try term())
        }
        return left
    }

    private mutating func term() throws(ExpressionError) -> ExpressionNode {
        var left = try unary()
        while isSymbol("*") || isSymbol("/") || isSymbol("%") {
            let op: ExpressionNode.BinaryOperator = isSymbol("*") ? .multiply : (isSymbol("/") ? .divide : .remainder)
            advance()
            left = .binary(op, left, try unary())
        }
        return left
    }

    private mutating func unary() throws(ExpressionError) -> ExpressionNode {
        guard isSymbol("-") || isSymbol("+") else { return try power() }
        let negate = isSymbol("-")
        advance()
        try deeper()
        defer { depth -= 1 }
        let operand = try unary()
        return negate ? .negate(operand) : operand
    }

    private mutating func power() throws(ExpressionError) -> ExpressionNode {
        let base = try primary()
        guard isSymbol("^") else { return base }
        advance()
        try deeper()
        defer { depth -= 1 }
        return .binary(.power, base, try unary())
    }

    private mutating func primary() throws(ExpressionError) -> ExpressionNode {
        let token = current
        switch token.kind {
        case .number(let v):
            advance()
            return .constant(v)
        case .symbol("("):
            advance()
            let inner = try expression()
            try expectSymbol(")", "expected ')' to close the '(' at column {column}", ["column": "\(token.column)"])
            return inner
        case .name(let name):
            advance()
            if isSymbol("(") { return try call(name, at: token.column) }
            if let variable = ExpressionVariable(rawValue: name) { return .variable(variable) }
            if ExpressionFunction(rawValue: name) != nil {
                throw ExpressionError(at: current.column, "expected '(' after the function {name}", ["name": name])
            }
            throw Self.unknownName(name, at: token.column, among: ExpressionVariable.allCases.map(\.rawValue))
        default:
            throw ExpressionError(at: token.column, "expected a number, a name or '(', found {token}",
                                  ["token": token.quoted])
        }
    }

    private mutating func call(_ name: String, at column: Int) throws(ExpressionError) -> ExpressionNode {
        guard let function = ExpressionFunction(rawValue: name) else {
            throw Self.unknownName(name, at: column, among: ExpressionFunction.allCases.map(\.rawValue))
        }
        let args = try arguments(of: name)
        guard function.accepts(args.count) else { throw Self.arityError(function, args.count, at: column) }
        if function == .curve || function == .extrapolate { try MonotoneCurve.checkConstantPoints(args.dropFirst(), at: column) }
        return .call(function, args)
    }

    /// The error of a name that is not one of `known`: the nearest known
    /// name when one is a slip away (`ofset`), else where to find them all.
    private static func unknownName(_ name: String, at column: Int, among known: [String]) -> ExpressionError {
        if let suggestion = nearest(to: name, among: known) {
            return ExpressionError(at: column, "unknown name '{name}': did you mean '{suggestion}'?",
                                   ["name": name, "suggestion": suggestion], length: name.count)
        }
        return ExpressionError(at: column, "unknown name '{name}': not a variable or a function of the language (the reference lists them)",
                               ["name": name], length: name.count)
    }

    /// The one of `known` a slip away from `name` (`ofset`, `translte`), if any.
    static func nearest(to name: String, among known: [String]) -> String? {
        let nearest = known.map { (name: $0, distance: editDistance(name.lowercased(), $0.lowercased())) }
            .min { $0.distance < $1.distance }
        guard let nearest, nearest.distance <= max(1, min(2, name.count / 3)) else { return nil }
        return nearest.name
    }

    /// Levenshtein distance between `a` and `b`.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }

    /// The error of `function` called with `count` arguments.
    private static func arityError(_ function: ExpressionFunction, _ count: Int, at column: Int) -> ExpressionError {
        let values = ["name": function.rawValue, "count": "\(count)", "low": "\(function.arity.lowerBound)",
                      "high": "\(function.arity.upperBound)", "syntax": ExpressionReference.entry(function).syntax,
                      "numbers": "\(count - 1)"]
        let length = function.rawValue.count
        if function == .curve || function == .extrapolate {
            if count >= 3, count % 2 == 0 {
                return ExpressionError(at: column, "{name}'s points come in pairs (x0, y0, x1, y1…): found {numbers} numbers after x", values, length: length)
            }
            return ExpressionError(at: column, "expected x and at least two points (x0, y0, x1, y1…) for {name}, found {count} arguments", values, length: length)
        }
        if function.arity.count == 1 {
            return function.arity.lowerBound == 1
                ? ExpressionError(at: column, "expected 1 argument for {syntax}, found {count}", values, length: length)
                : ExpressionError(at: column, "expected {low} arguments for {syntax}, found {count}", values, length: length)
        }
        return ExpressionError(at: column, "expected {low} to {high} arguments for {syntax}, found {count}", values, length: length)
    }

    /// `'(' conditional (',' conditional)* ')'`, the current token being `(`.
    mutating func arguments(of name: String) throws(ExpressionError) -> [ExpressionNode] {
        advance()
        try deeper()
        defer { depth -= 1 }
        var args = [try expression()]
        while isSymbol(",") {
            advance()
            args.append(try expression())
        }
        // Another argument where ')' should be: a comma is missing ("1 0").
        switch current.kind {
        case .number, .name, .symbol("("):
            throw ExpressionError(at: current.column, "expected ',' between the arguments of {name}", ["name": name])
        default:
            try expectSymbol(")", "expected ')' after the arguments of {name}", ["name": name])
        }
        return args
    }
}
