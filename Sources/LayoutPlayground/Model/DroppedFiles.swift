import CollectionRendering
import Foundation

/// What files dropped on the window (or opened together) stand for.
enum DroppedFiles: Equatable {
    /// A `.layout` document, to open.
    case document(String)
    /// A dataset JSON file or a folder of pictures, to show.
    case data(String)
    /// Picture files, to show one item each.
    case pictures([String])
    /// Nothing usable: the one line that says why.
    case unusable(String)

    /// The extension of documents.
    static let documentExtension = "layout"

    /// Classifies local paths: one document, dataset or folder is used as
    /// it is; among several files the pictures count (else the first
    /// document).
    init(paths: [String]) {
        func ext(_ path: String) -> String { (path as NSString).pathExtension.lowercased() }
        guard !paths.isEmpty else {
            self = .unusable("Only files on this computer can be dropped here.")
            return
        }
        if paths.count == 1 {
            let path = paths[0]
            if ext(path) == Self.documentExtension { self = .document(path) }
            else if PictureFolder.isFolder(path) || ext(path) == "json" { self = .data(path) }
            else if PictureFolder.hasPictureExtension(path) { self = .pictures([path]) }
            else {
                let name = (path as NSString).lastPathComponent
                self = .unusable("\(name) is not a document, a dataset, a picture or a folder of pictures.")
            }
            return
        }
        let pictures = paths.filter { !PictureFolder.isFolder($0) && PictureFolder.hasPictureExtension($0) }
        if !pictures.isEmpty {
            self = .pictures(pictures)
        } else if let document = paths.first(where: { ext($0) == Self.documentExtension }) {
            self = .document(document)
        } else {
            self = .unusable("None of the \(paths.count) dropped files is a picture or a document.")
        }
    }
}
