import CGtk
import CollectionRendering
import Foundation

/// Decodes pictures off the main thread, each at the size it is drawn, and
/// hands them to the renderer's image cache on the main thread, so
/// scrolling never waits for a file.
@MainActor
final class PictureLoader {
    /// Called on the main thread after pictures arrived; `replaced` when one
    /// took the place of a smaller decode of the same file (cell pictures
    /// made from the smaller one are then stale).
    var onLoaded: ((_ replaced: Bool) -> Void)?
    private var inFlight: Set<String> = []
    /// Whether no picture is being decoded now.
    var isIdle: Bool { inFlight.isEmpty }
    private let queue = DispatchQueue(label: "pictures", qos: .userInitiated, attributes: .concurrent)

    /// Starts decoding every path of `renderer.pendingPicturePaths` not yet
    /// under way, at the box the renderer drew it into.
    func request(for renderer: SceneRenderer) {
        for path in renderer.pendingPicturePaths where !inFlight.contains(path) {
            if renderer.imageCache.failure(forPath: path) != nil { continue }
            inFlight.insert(path)
            let box = renderer.pendingPictureBoxes[path]
            let delivery = Delivery(path: path, cache: .passRetained(renderer.imageCache), loader: .passRetained(self))
            queue.async {
                delivery.result = Result { () throws(RenderError) -> DecodedPicture in
                    if let box { return try DecodedPicture.decode(path: path, filling: box) }
                    return try DecodedPicture.decode(path: path)
                }
                delivery.send()
            }
        }
    }

    fileprivate func delivered(_ path: String, _ result: Result<DecodedPicture, RenderError>, cache: ImageCache) {
        inFlight.remove(path)
        let replaced = cache.isCached(path)
        switch result {
        case .success(let picture): _ = cache.insert(picture, forPath: path)
        case .failure(let error): cache.recordFailure(error, forPath: path)
        }
        onLoaded?(replaced)
    }
}

/// A decoded picture on its way back to the main thread through the GLib main loop.
private final class Delivery: @unchecked Sendable {
    let path: String
    /// Set on the worker thread before `send`; read on the main thread after.
    var result: Result<DecodedPicture, RenderError> = .failure(.unreadableImage(path: "", reason: "not decoded"))
    let cache: Unmanaged<ImageCache>
    let loader: Unmanaged<PictureLoader>

    init(path: String, cache: Unmanaged<ImageCache>, loader: Unmanaged<PictureLoader>) {
        self.path = path
        self.cache = cache
        self.loader = loader
    }

    /// Queues the hand-over on the main loop (g_idle_add is thread-safe).
    func send() {
        let data = Unmanaged.passRetained(self).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            // The idle source runs on the main loop's thread: the main actor.
            let delivery = Unmanaged<Delivery>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated {
                let loader = delivery.loader.takeRetainedValue()
                let cache = delivery.cache.takeRetainedValue()
                loader.delivered(delivery.path, delivery.result, cache: cache)
            }
            return 0
        }, data, nil)
    }
}
