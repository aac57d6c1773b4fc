import Foundation

extension CompositionalLayout {
    /// The size of an item along one axis, as `NSCollectionLayoutDimension`:
    /// a fraction of something larger, an absolute number of points, or an
    /// estimate that the item's own content replaces when it is laid out.
    ///
    /// Written `90%` or `1/3` (a fraction), `120` (points) or `~120` (an
    /// estimate of 120 points). What a fraction is of depends on the axis:
    /// a width's fraction is of the section's content width left after the
    /// group's inter-item spacing (so `1/3` with three items across fills a
    /// row exactly); a height's fraction is of the item's own width (`100%`
    /// is a square).
    public enum Dimension: Hashable, Sendable, PerSectionValue {
        /// A fraction (1 = all) of the reference length.
        case fractional(Double)
        /// A number of points.
        case absolute(Double)
        /// An estimate in points, replaced by the item's own size (its
        /// picture's aspect ratio, its text's height) when it has one.
        case estimated(Double)

        /// "sizes".
        public static let listName = "sizes (90%, 1/3, 120 or ~120)"

        /// The largest number of points a dimension may be.
        public static let maximumPoints = 10_000.0

        /// Reads `90%`, `1/3`, `120` or `~120`.
        ///
        /// - Throws: `PerSectionError` naming what was expected.
        public init(token: String) throws(PerSectionError) {
            func number(_ text: Substring) throws(PerSectionError) -> Double {
                guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite else {
                    throw PerSectionError(message: "expected a size (90%, 1/3, 120 or ~120), found '\(token)'")
                }
                return v
            }
            if token.hasSuffix("%") {
                let v = try number(token.dropLast())
                guard v > 0, v <= 1000 else { throw PerSectionError(message: "a fraction must lie in 0…1000%, found '\(token)'") }
                self = .fractional(v / 100)
            } else if let slash = token.firstIndex(of: "/") {
                let a = try number(token[..<slash]), b = try number(token[token.index(after: slash)...])
                guard a > 0, b > 0, a / b <= 10 else { throw PerSectionError(message: "a fraction a/b needs a, b > 0 and at most 10, found '\(token)'") }
                self = .fractional(a / b)
            } else if token.hasPrefix("~") {
                let v = try number(token.dropFirst())
                guard v >= 0, v <= Self.maximumPoints else {
                    throw PerSectionError(message: "an estimate must lie in 0…10000 points, found '\(token)'")
                }
                self = .estimated(v)
            } else {
                let v = try number(Substring(token))
                guard v >= 0, v <= Self.maximumPoints else {
                    throw PerSectionError(message: "a size must lie in 0…10000 points, found '\(token)'")
                }
                self = .absolute(v)
            }
        }

        /// `90%`, `1/3` (a fraction that is no short percentage), `120` or `~120`.
        public var token: String {
            switch self {
            case .fractional(let f):
                let percent = formatNumber(f * 100)
                if percent.count > 6 {
                    for b in 2...16 {
                        let a = (f * Double(b)).rounded()
                        if a >= 1, abs(a / Double(b) - f) < 1e-12 { return "\(Int(a))/\(b)" }
                    }
                }
                return percent + "%"
            case .absolute(let v): return formatNumber(v)
            case .estimated(let v): return "~" + formatNumber(v)
            }
        }

        /// Whether the item's content decides the size.
        public var isEstimated: Bool {
            if case .estimated = self { return true }
            return false
        }
    }

    /// How many items a group holds: `columns` across and `rows` down,
    /// filled row by row (`NSCollectionLayoutGroup.horizontal` with
    /// `repeatingSubitem:count:`, nested in a vertical group for rows).
    /// Written `3` (three across) or `1x3` (three down).
    public struct GroupShape: Hashable, Sendable, PerSectionValue {
        /// The most items a group may hold along either axis.
        public static let maximumCount = 12

        /// Items across.
        public var columns: Int
        /// Items down.
        public var rows: Int

        /// A group of `columns` × `rows` items, each clamped to 1…12.
        public init(columns: Int, rows: Int = 1) {
            self.columns = min(max(1, columns), Self.maximumCount)
            self.rows = min(max(1, rows), Self.maximumCount)
        }

        /// "group sizes".
        public static let listName = "group sizes (3 or 1x3)"

        /// Reads `3` or `2x3`.
        ///
        /// - Throws: `PerSectionError` naming what was expected.
        public init(token: String) throws(PerSectionError) {
            let parts = token.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            let numbers = parts.map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard (1...2).contains(parts.count), numbers.allSatisfy({ $0 != nil }) else {
                throw PerSectionError(message: "expected a group size N or NxM (items across x down), found '\(token)'")
            }
            let across = numbers[0]!, down = parts.count == 2 ? numbers[1]! : 1
            guard (1...Self.maximumCount).contains(across), (1...Self.maximumCount).contains(down) else {
                throw PerSectionError(message: "a group holds 1…\(Self.maximumCount) items each way, found '\(token)'")
            }
            self.init(columns: across, rows: down)
        }

        /// `3` or `1x3`.
        public var token: String { rows == 1 ? String(columns) : "\(columns)x\(rows)" }

        /// Items per group.
        public var count: Int { columns * rows }
    }
}

extension OrthogonalScrollingBehavior: PerSectionValue {
    /// "behaviours".
    public static let listName = "behaviours (" + allCases.map(\.rawValue).joined(separator: ", ") + ")"

    /// The behaviour named `token` (UIKit's case name).
    ///
    /// - Throws: `PerSectionError` listing the six names.
    public init(token: String) throws(PerSectionError) {
        guard let behaviour = Self(rawValue: token) ?? Self.allCases.first(where: { $0.rawValue.lowercased() == token.lowercased() })
        else {
            throw PerSectionError(message: "expected one of " + Self.allCases.map(\.rawValue).joined(separator: ", ")
                                    + ", found '\(token)'")
        }
        self = behaviour
    }

    /// UIKit's case name.
    public var token: String { rawValue }
}
