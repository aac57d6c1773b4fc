import CollectionLayout
import Dispatch

/// A playground's items repeated to their count, and its layout prepared
/// for them, on a thread of their own. At a million items that is most of
/// the app's start (a tenth of a second on two cores), and it needs nothing
/// of GTK: the main thread starts GTK meanwhile, then waits for the items.
final class ItemsInBackground: @unchecked Sendable {
    // Written only by the worker, before it signals `done`; read only after
    // `wait()`. The main thread does not touch `layout` until then either.
    private let layout: any CollectionLayout
    private var dataset: Dataset?
    private let done = DispatchSemaphore(value: 0)

    /// Starts repeating `base` to `itemCount` items (flattened for a layout
    /// without sections) and preparing `layout` for them.
    init(base: Dataset, itemCount: Int?, layout: any CollectionLayout, viewport: Size,
         textMeasurer: any TextMeasuring, layoutDirection: LayoutDirection) {
        self.layout = layout
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let items = Playground.shownItems(of: base, itemCount: itemCount, layout: self.layout)
            self.layout.prepare(items.context(viewport: viewport, textMeasurer: textMeasurer,
                                              layoutDirection: layoutDirection))
            dataset = items
            done.signal()
        }
    }

    /// The items, once made (waiting for them meanwhile).
    func wait() -> Dataset {
        done.wait()
        return dataset!
    }
}
