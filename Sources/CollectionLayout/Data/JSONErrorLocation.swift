import Foundation

/// Where in a JSON text a parse error is, as a person finds it in an editor:
/// line and column (both from 1, the column counted in characters).
struct JSONErrorLocation: Equatable {
    let line: Int
    let column: Int
    /// What went wrong, without the parser's "around character N".
    let problem: String

    /// The location of `error`, thrown by `JSONSerialization` for `data`:
    /// from the error's index, its "around character N" or "line N, column
    /// M", or the end of the text for an unexpected end.
    init(error: Error, data: Data) {
        let ns = error as NSError
        let detail = (ns.userInfo["NSDebugDescription"] as? String) ?? ns.localizedDescription
        var problem = detail
        var offset: Int?
        if let index = ns.userInfo["NSJSONSerializationErrorIndex"] as? Int { offset = index }
        if let range = detail.range(of: " around character ") {
            let digits = detail[range.upperBound...].prefix { $0.isNumber }
            offset = offset ?? Int(digits)
            problem = String(detail[..<range.lowerBound])
        }
        if let range = detail.range(of: " around line "),
           let parsed = Self.lineAndColumn(String(detail[range.upperBound...])) {
            self.init(line: parsed.line, column: parsed.column, problem: String(detail[..<range.lowerBound]))
            return
        }
        if problem.hasSuffix(".") { problem.removeLast() }
        let bytes = [UInt8](data)
        let at = min(max(0, offset ?? bytes.count), bytes.count)
        let before = bytes[..<at]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<at], as: UTF8.self).count + 1
        self.init(line: line, column: column, problem: problem)
    }

    init(line: Int, column: Int, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// "5, column 7." → (5, 7).
    private static func lineAndColumn(_ text: String) -> (line: Int, column: Int)? {
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count >= 2 ? (numbers[0], numbers[1]) : nil
    }

    /// "line 3, column 11: Invalid value".
    var description: String { "line \(line), column \(column): \(problem)" }
}
