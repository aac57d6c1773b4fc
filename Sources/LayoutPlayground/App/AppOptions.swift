import CollectionLayout

/// What the app was started with (SPEC §3): the view, the canvas size and
/// the trace switches.
struct AppOptions {
    var view = ViewConfiguration()
    var canvasSize = Size(width: 960, height: 640)
    var trace = TraceLog(enabled: false)
    var traceFrames = false
}
