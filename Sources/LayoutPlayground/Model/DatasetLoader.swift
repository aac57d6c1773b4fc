import CollectionLayout
import CollectionRendering
import Foundation

/// Reads what a person names as data — a dataset JSON file, a folder of
/// pictures, or picture files — for the command line's `--dataset`, the
/// app's dataset chooser and a drop on the window.
enum DatasetLoader {
    /// A folder becomes one item per picture in it; a picture file one
    /// item; anything else is read as dataset JSON.
    ///
    /// - Throws: `DatasetError` naming the path: a file or folder that
    ///   cannot be read (and why, in `FileProblem`'s words), an empty
    ///   folder, a folder without a readable picture, or what
    ///   `Dataset.load` refuses.
    static func load(path: String) throws(DatasetError) -> Dataset {
        let folder = PictureFolder.isFolder(path)
        if let reason = FileProblem.readingReason(path, folder: folder) {
            throw DatasetError(source: path, message: reason)
        }
        if folder { return try PictureFolder.load(folder: path) }
        if PictureFolder.hasPictureExtension(path), FileManager.default.fileExists(atPath: path) {
            return try PictureFolder.load(files: [path], source: path)
        }
        return try Dataset.load(path: path)
    }

    /// Picture files (dropped together), in file-name order.
    static func load(pictures paths: [String]) throws(DatasetError) -> Dataset {
        try PictureFolder.load(files: paths, source: paths.count == 1 ? paths[0] : "\(paths.count) pictures")
    }
}
