import CGtk
import CollectionRendering
import Foundation

/// Decodes pictures off the main thread and hands them to the renderer's
/// image cache on the main thread, so scrolling never waits for a file.
final class PictureLoader {
    /// Called on the main thread after pictures arrived.
    var onLoaded: (() -> Void)?
    private var inFlight: Set<String> = []
    private let queue = DispatchQueue(label: "pictures", qos: .userInitiated, attributes: .concurrent)

    /// Starts decoding every path of `renderer.pendingPicturePaths` not yet under way.
    func request(for renderer: SceneRenderer) {
        for path in renderer.pendingPicturePaths where !inFlight.contains(path) {
            if renderer.imageCache.hasLoaded(path) || renderer.imageCache.failure(forPath: path) != nil { continue }
            inFlight.insert(path)
            let cache = Unmanaged.passRetained(renderer.imageCache)
            let me = Unmanaged.passRetained(self)
            queue.async {
                let result = Result { () throws(RenderError) -> DecodedPicture in try DecodedPicture.decode(path: path) }
                let delivery = Delivery(path: path, result: result, cache: cache, loader: me)
                delivery.send()
            }
        }
    }

    fileprivate func delivered(_ path: String, _ result: Result<DecodedPicture, RenderError>, cache: ImageCache) {
        inFlight.remove(path)
        switch result {
        case .success(let picture): _ = cache.insert(picture, forPath: path)
        case .failure(let error): cache.recordFailure(error, forPath: path)
        }
        onLoaded?()
    }
}

/// A decoded picture on its way back to the main thread through the GLib main loop.
private final class Delivery: @unchecked Sendable {
    let path: String
    let result: Result<DecodedPicture, RenderError>
    let cache: Unmanaged<ImageCache>
    let loader: Unmanaged<PictureLoader>

    init(path: String, result: Result<DecodedPicture, RenderError>, cache: Unmanaged<ImageCache>,
         loader: Unmanaged<PictureLoader>) {
        self.path = path
        self.result = result
        self.cache = cache
        self.loader = loader
    }

    /// Queues the hand-over on the main loop (g_idle_add is thread-safe).
    func send() {
        let data = Unmanaged.passRetained(self).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            let delivery = Unmanaged<Delivery>.fromOpaque(data!).takeRetainedValue()
            let loader = delivery.loader.takeRetainedValue()
            let cache = delivery.cache.takeRetainedValue()
            loader.delivered(delivery.path, delivery.result, cache: cache)
            return 0
        }, data, nil)
    }
}
