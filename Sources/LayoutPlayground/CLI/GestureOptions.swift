import ArgumentParser
import CollectionLayout
import Foundation

/// `--gesture FILE --time T`: the view T seconds into a recorded gesture,
/// shared by `attributes` and `render`.
struct GestureOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A recorded gesture (JSON, as the app's Record Gesture saves it) played from the view's offset.",
                               valueName: "FILE"))
    var gesture: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds into the gesture (default: its last sample).", valueName: "T"))
    var time: Double?

    func validate() throws {
        if let time {
            guard gesture != nil else {
                throw LayoutError.invalidArgument(name: "--time", value: formatNumber(time), reason: "needs --gesture")
            }
            guard time.isFinite, time >= 0, time <= 600 else {
                throw LayoutError.invalidArgument(name: "--time", value: formatNumber(time), reason: "expected seconds in 0…600")
            }
        }
    }

    /// The gesture in the file, checked.
    func load() throws -> RecordedGesture? {
        guard let path = gesture else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LayoutError.invalidArgument(name: "--gesture", value: path, reason: FileProblem(reading: path).reason)
        }
        do {
            return try RecordedGesture(json: data)
        } catch {
            throw LayoutError.invalidArgument(name: "--gesture", value: path, reason: Self.reason(error))
        }
    }

    /// `view` as it is `--time` seconds into the gesture: the offset the
    /// scroller reached, and for the springs layout its cells' swing.
    func apply(to view: PreparedView) throws -> PreparedView {
        guard let recorded = try load() else { return view }
        let t = time ?? recorded.duration
        let state = GesturePlayback.state(of: recorded, layout: view.layout, viewport: view.viewport, offset: view.offset,
                                          at: t)
        var moved = PreparedView(layout: view.layout, layoutKind: view.layoutKind, dataset: view.dataset, viewport: view.viewport, offset: state.offset,
                                 layoutDirection: view.layoutDirection)
        moved.springs = state.springs.map { ($0, t) }
        return moved
    }

    private static func reason(_ error: LayoutError) -> String {
        if case .invalidArgument(_, _, let reason) = error { return reason }
        return error.description
    }
}
