/// The languages an expression can be written out in, for exports that
/// carry a custom carousel to another platform.
public enum ExpressionDialect: Sendable {
    /// Swift with Foundation. The code refers to `v.offset`, `v.index`…
    /// for the variables and calls helpers the export defines beside it:
    /// `exprMin`, `exprMax`, `exprClamp`, `exprSign`, `exprBool`, `exprCurve`.
    case swift
    /// Plain JavaScript. The code refers to `v.offset`, `v.index`… and the
    /// same helpers as Swift, defined by the page.
    case javaScript
    /// Java 17. The code refers to `v.offset`, `v.index`… (fields of the
    /// export's variables class), calls `java.lang.Math` by its full name
    /// and the same helpers as Swift, plus `exprRound` (C's round).
    case java
}

extension LayoutExpression {
    /// The expression as source code of `dialect` that evaluates to exactly
    /// what `evaluate` gives (the same operations in the same order, every
    /// subexpression parenthesised).
    public func source(_ dialect: ExpressionDialect) -> String {
        root.source(dialect)
    }
}

extension TransformChain {
    /// Each step's operation and its arguments as source code of `dialect`.
    public func stepSources(_ dialect: ExpressionDialect) -> [(operation: Step.Operation, arguments: [String])] {
        steps.map { ($0.operation, $0.arguments.map { $0.source(dialect) }) }
    }
}

extension ExpressionNode {
    func source(_ d: ExpressionDialect) -> String {
        switch self {
        case .constant(let c): return Self.literal(c, d)
        case .variable(let name):
            if name == .pi {
                switch d {
                case .swift: return "Double.pi"
                case .javaScript: return "Math.PI"
                case .java: return "java.lang.Math.PI"
                }
            }
            return "v.\(name.rawValue)"
        case .negate(let a): return "(-\(a.source(d)))"
        case .binary(let op, let a, let b):
            let x = a.source(d), y = b.source(d)
            switch op {
            case .add, .subtract, .multiply, .divide: return "(\(x) \(op.rawValue) \(y))"
            // All three are C's fmod: the sign of the dividend (JavaScript's and Java's % on doubles truncate).
            case .remainder: return d == .swift ? "fmod(\(x), \(y))" : "(\(x) % \(y))"
            case .power:
                switch d {
                case .swift: return "pow(\(x), \(y))"
                case .javaScript: return "Math.pow(\(x), \(y))"
                case .java: return "java.lang.Math.pow(\(x), \(y))"
                }
            case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
                let symbol = d == .javaScript && (op == .equal || op == .notEqual) ? op.rawValue + "=" : op.rawValue
                return "exprBool(\(x) \(symbol) \(y))"
            }
        case .conditional(let c, let a, let b):
            return "((\(c.source(d))) != 0 ? \(a.source(d)) : \(b.source(d)))"
        case .call(let f, let args):
            let list = args.map { $0.source(d) }.joined(separator: ", ")
            switch f {
            case .min: return "exprMin(\(list))"
            case .max: return "exprMax(\(list))"
            case .clamp: return "exprClamp(\(list))"
            case .sign: return "exprSign(\(list))"
            case .curve: return "exprCurve(\(list))"
            case .extrapolate: return "exprExtrapolate(\(list))"
            // Half away from zero, as C's round (JavaScript's and Java's Math.round round half up).
            case .round: return d == .swift ? "round(\(list))" : "exprRound(\(list))"
            case .sqrt, .sin, .cos, .tan, .asin, .acos, .atan, .atan2, .abs, .pow, .exp, .log, .floor, .ceil:
                switch d {
                case .swift: return "\(f.rawValue)(\(list))"
                case .javaScript: return "Math.\(f.rawValue)(\(list))"
                case .java: return "java.lang.Math.\(f.rawValue)(\(list))"
                }
            }
        }
    }

    /// A literal that reads back as exactly `v` in `d`.
    static func literal(_ v: Double, _ d: ExpressionDialect) -> String {
        if v.isNaN {
            switch d {
            case .swift: return "Double.nan"
            case .javaScript: return "NaN"
            case .java: return "Double.NaN"
            }
        }
        if v.isInfinite {
            let inf: String
            switch d {
            case .swift: inf = "Double.infinity"
            case .javaScript: inf = "Infinity"
            case .java: inf = "Double.POSITIVE_INFINITY"
            }
            return v > 0 ? inf : "(-\(inf))"
        }
        // Swift's description is the shortest text that reads back exactly, in all three languages.
        let text = "\(v)"
        return v < 0 || (v == 0 && v.sign == .minus) ? "(\(text))" : text
    }
}
