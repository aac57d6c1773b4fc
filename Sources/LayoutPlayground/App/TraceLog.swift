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
        // A reader that went away (a closed pipe) ends the trace, not the app.
        try? FileHandle.standardOutput.write(contentsOf: Data(line.utf8))
    }

    /// `{"event":"ready","layout":…,"canvas":{x,y,width,height}}` after the first frame.
    func ready(layout: String, canvas: Rect) {
        emit(.object([("event", .string("ready")), ("layout", .string(layout)), ("canvas", .rect(canvas))]))
    }

    /// `{"event":"settled",…,"time":t}` when motion comes to rest (and once
    /// at the start), `{"event":"changed",…}` when the configuration
    /// changes; `time` is the motion clock's, in seconds.
    func state(_ event: String, layout: String, offset: Point, currentIndex: Int?, itemCount: Int, time: Double) {
        let value = JSONValue.object([
            ("event", .string(event)), ("layout", .string(layout)), ("offset", .point(offset)),
            ("currentIndex", .integer(currentIndex)), ("itemCount", .number(Double(itemCount))),
            ("time", .number(time)),
        ])
        emit(value)
    }

    /// `{"event":"released","time":t,"velocity":{x,y},"restOffset":{x,y}}`
    /// when a drag ends: the motion clock's time, the release velocity and
    /// where the content will come to rest.
    func released(time: Double, velocity: Point, restOffset: Point) {
        emit(.object([("event", .string("released")), ("time", .number(time)), ("velocity", .point(velocity)),
                      ("restOffset", .point(restOffset))]))
    }

    /// `{"event":"error","message":…}` when the window shows an error.
    func error(_ message: String) {
        emit(.object([("event", .string("error")), ("message", .string(message))]))
    }

    /// `{"event":…,"item":…}`: an item `lifted` to be carried, or `dropped`
    /// (the item is the flat index it lands at).
    func item(_ event: String, item: Int) {
        emit(.object([("event", .string(event)), ("item", .number(Double(item)))]))
    }

    /// `{"event":"selected","item":…}`.
    func selected(item: Int) {
        emit(.object([("event", .string("selected")), ("item", .number(Double(item)))]))
    }
}

extension TraceLog {
    /// `{"event":"announced","text":…}` when the window announces a change
    /// to assistive technology (see `Announcer`).
    func announced(_ text: String, at place: String = "top") {
        emit(.object([("event", .string("announced")), ("text", .string(text)), ("at", .string(place))]))
    }

    /// `{"event":"kept","saved":…}` after the settings keeper tried to
    /// write the settings: whether the file was written.
    func settingsSaved(_ saved: Bool) {
        emit(.object([("event", .string("kept")), ("saved", .bool(saved))]))
    }
}
