import CollectionLayout

/// A JSON value whose objects keep their keys in the order written, so the
/// command line prints keys exactly in the order docs/REFERENCE.md lists them.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        a.serialized() == b.serialized()
    }

    /// Compact JSON text (one line). Non-finite numbers become `null`:
    /// JSON has no spelling for them.
    func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? Self.format(n) : "null"
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let values):
            out += "["
            for (i, v) in values.enumerated() {
                if i > 0 { out += "," }
                v.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(k, to: &out)
                out += ":"
                v.write(to: &out)
            }
            out += "}"
        }
    }

    /// Integral values print without a fraction; others in Swift's shortest
    /// round-tripping form, which is valid JSON.
    private static func format(_ n: Double) -> String {
        if n == 0 { return "0" }
        return formatNumber(n)
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    static func point(_ p: Point) -> JSONValue {
        .object([("x", .number(p.x)), ("y", .number(p.y))])
    }

    static func size(_ s: Size) -> JSONValue {
        .object([("width", .number(s.width)), ("height", .number(s.height))])
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)),
                 ("width", .number(r.width)), ("height", .number(r.height))])
    }

    static func numbers(_ values: [Double]) -> JSONValue {
        .array(values.map { .number($0) })
    }

    static func integer(_ i: Int?) -> JSONValue {
        i.map { .number(Double($0)) } ?? .null
    }
}
