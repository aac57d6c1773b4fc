import CGtk
import CollectionLayout

/// Files dropped on the window: a document opens, a dataset, a folder of
/// pictures or pictures become the data shown; in pose mode one picture
/// becomes the reference picture behind the items.
extension MainWindow {
    /// Makes the whole window a drop target for files (`text/uri-list`).
    /// Widgets that take drops themselves (text fields) keep theirs.
    func installDropTarget() {
        var target = GtkTargetEntry(target: strdup("text/uri-list"), flags: 0, info: 0)
        defer { free(target.target) }
        gtk_drag_dest_set(window, GTK_DEST_DEFAULT_ALL, &target, 1, GDK_ACTION_COPY)
        onDragDataReceived(window) { [weak self] selection in
            let paths = Self.localPaths(selection)
            // After the drop has finished: opening a document may first ask about unsaved changes.
            runWhenIdle { self?.received(paths) }
        }
    }

    /// The local files of a dropped URI list, in the order given.
    private static func localPaths(_ selection: OpaquePointer) -> [String] {
        guard let uris = gtk_selection_data_get_uris(selection) else { return [] }
        defer { g_strfreev(uris) }
        var paths: [String] = []
        var k = 0
        while let uri = uris[k] {
            k += 1
            guard let name = g_filename_from_uri(uri, nil, nil) else { continue }
            paths.append(String(cString: name))
            g_free(name)
        }
        return paths
    }

    /// Uses what was dropped.
    func received(_ paths: [String]) {
        switch DroppedFiles(paths: paths) {
        case .document(let path): openDocument(path: path)
        case .data(let path): loadDataset(path: path)
        case .pictures(let paths) where paths.count == 1 && panel.designer.isPosing:
            panel.designer.setReferencePicture(path: paths[0])
        case .pictures(let paths): use(.pictures(paths))
        case .unusable(let reason): showError(reason)
        }
    }
}
