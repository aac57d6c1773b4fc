import CollectionLayout
import Foundation

/// Writes the app's `--trace` events: one JSON line per event on stdout,
/// flushed at once so a driving test reads it as it happens.
final class TraceLog {
    let isEnabled: Bool
    init(enabled: Bool) {
        isEnabled = enabled
    }

    /// Writes one line (`force`: even without `--trace`, for `--trace-frames`).
    func emit(_ value: JSONValue, force: Bool = false) {
        guard isEnabled || force else { return }
        let line = value.serialized() + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// `{"event":"ready","layout":…,"canvas":{x,y,width,height}}` after the first frame.
    func ready(layout: String, canvas: Rect) {
        emit(.object([("event", .string("ready")), ("layout", .string(layout)), ("canvas", .rect(canvas))]))
    }

    /// `{"event":"settled",…}` when motion comes to rest or the configuration
    /// changes.
    func settled(layout: String, offset: Point, currentIndex: Int?, itemCount: Int) {
        let value = JSONValue.object([
            ("event", .string("settled")), ("layout", .string(layout)), ("offset", .point(offset)),
            ("currentIndex", .integer(currentIndex)), ("itemCount", .number(Double(itemCount))),
        ])
        emit(value)
    }

    /// `{"event":"error","message":…}` when the window shows an error.
    func error(_ message: String) {
        emit(.object([("event", .string("error")), ("message", .string(message))]))
    }

    /// `{"event":"selected","item":…}`.
    func selected(item: Int) {
        emit(.object([("event", .string("selected")), ("item", .number(Double(item)))]))
    }
}
