import Foundation
@testable import LayoutPlayground
import Testing

/// What files dropped on the window stand for.
@Suite struct DroppedFilesTests {
    @Test func oneFileIsUsedForWhatItIs() throws {
        let dir = TestPictures.folder(count: 1)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(DroppedFiles(paths: ["/a/b.layout"]) == .document("/a/b.layout"))
        #expect(DroppedFiles(paths: ["/a/data.JSON"]) == .data("/a/data.JSON"))
        #expect(DroppedFiles(paths: [dir]) == .data(dir))
        #expect(DroppedFiles(paths: ["/a/p.jpeg"]) == .pictures(["/a/p.jpeg"]))
        #expect(DroppedFiles(paths: ["/a/notes.txt"])
                == .unusable("notes.txt is not a document, a dataset, a picture or a folder of pictures."))
        #expect(DroppedFiles(paths: []) == .unusable("Only files on this computer can be dropped here."))
    }

    @Test func amongSeveralFilesThePicturesCountElseTheFirstDocument() {
        #expect(DroppedFiles(paths: ["/a/2.png", "/a/x.txt", "/a/1.gif", "/a/d.layout"]) == .pictures(["/a/2.png", "/a/1.gif"]))
        #expect(DroppedFiles(paths: ["/a/x.txt", "/a/d.layout", "/a/e.layout"]) == .document("/a/d.layout"))
        #expect(DroppedFiles(paths: ["/a/x.txt", "/a/y.json"])
                == .unusable("None of the 2 dropped files is a picture or a document."))
    }
}
