import Foundation

/// A drag or flick as it was made: pointer samples in canvas (viewport)
/// coordinates, timed in seconds from the first. Recorded once, it can be
/// replayed on any layout and configuration, so two settings are compared
/// with the same hand.
///
/// JSON: `{"samples": [{"t": s, "x": pt, "y": pt, "phase": "down"|"move"|"up"}]}`.
/// A gesture starts with `down`; every `down` is followed by moves and an
/// `up` before the next; times never go back.
public struct RecordedGesture: Hashable, Sendable, Codable {
    /// What the pointer did at a sample.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// The finger or button went down.
        case down
        /// The pointer moved while down.
        case move
        /// The finger or button was lifted.
        case up
    }

    /// One pointer sample.
    public struct Sample: Hashable, Sendable, Codable {
        /// Seconds since the gesture began.
        public var t: Double
        /// The pointer in canvas coordinates.
        public var x: Double
        /// The pointer's vertical position in canvas coordinates.
        public var y: Double
        /// Whether the pointer went down, moved or came up.
        public var phase: Phase

        /// A sample at `t` seconds, at (x, y), in `phase`.
        public init(t: Double, x: Double, y: Double, phase: Phase) {
            self.t = t
            self.x = x
            self.y = y
            self.phase = phase
        }

        /// The pointer as a point.
        public var point: Point { Point(x: x, y: y) }
    }

    /// The samples, in time order.
    public var samples: [Sample]

    /// A gesture of `samples`, checked.
    public init(samples: [Sample]) throws(LayoutError) {
        self.samples = samples
        try validate()
    }

    /// The gesture in `data` (JSON), checked; the error names the problem.
    public init(json data: Data) throws(LayoutError) {
        let decoded: RecordedGesture
        do {
            decoded = try JSONDecoder().decode(RecordedGesture.self, from: data)
        } catch {
            throw .invalidArgument(name: "--gesture", value: "", reason: "not a recorded gesture: \(Self.describe(error))")
        }
        try self.init(samples: decoded.samples)
    }

    /// The gesture as JSON, one sample a line.
    public var json: Data {
        let lines = samples.map { s in
            "  {\"t\": \(formatNumber(s.t)), \"x\": \(formatNumber(s.x)), \"y\": \(formatNumber(s.y)), \"phase\": \"\(s.phase.rawValue)\"}"
        }
        return Data(("{\"samples\": [\n" + lines.joined(separator: ",\n") + "\n]}\n").utf8)
    }

    /// When the last sample was taken.
    public var duration: Double { samples.last?.t ?? 0 }

    private func validate() throws(LayoutError) {
        func bad(_ reason: String) -> LayoutError { .invalidArgument(name: "--gesture", value: "", reason: reason) }
        guard let first = samples.first else { throw bad("it has no samples") }
        guard first.phase == .down else { throw bad("the first sample must be 'down'") }
        var down = false
        var last = -Double.infinity
        for (i, s) in samples.enumerated() {
            guard s.t.isFinite, s.x.isFinite, s.y.isFinite else { throw bad("sample \(i) is not finite") }
            guard s.t >= last else { throw bad("sample \(i) goes back in time") }
            last = s.t
            switch s.phase {
            case .down:
                guard !down else { throw bad("sample \(i) is a second 'down' before an 'up'") }
                down = true
            case .move, .up:
                guard down else { throw bad("sample \(i) ('\(s.phase.rawValue)') comes with no pointer down") }
                down = s.phase == .move
            }
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty ? "malformed JSON"
                : "bad value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "malformed JSON"
        }
    }
}
