import CollectionLayout
import CollectionRendering

extension Playground {
    /// What item `path` is called on screen: its title, or on a picker of
    /// untitled rows its number ("Row 999999", as the wheel draws it); nil
    /// for an untitled item elsewhere.
    func shownTitle(of path: IndexPath) -> String? {
        if let title = dataset.item(at: path)?.title, !title.isEmpty { return title }
        guard layoutKind == .wheel, dataset.item(at: path) != nil else { return nil }
        return SceneRenderer.rowTitle(dataset.flatIndex(of: path))
    }
}
