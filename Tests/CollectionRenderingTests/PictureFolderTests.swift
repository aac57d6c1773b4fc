import CGtk
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// A folder of pictures read as a dataset: which files count, their order,
/// their sizes from the header, and the folders that give no data.
@Suite struct PictureFolderTests {
    /// Writes a JPEG of `width`×`height` with GdkPixbuf.
    private func writeJPEG(_ path: String, width: Int32, height: Int32) {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3366_99FF)
        #expect(gdk_pixbuf_savev(pixbuf, path, "jpeg", nil, nil, nil) != 0)
    }

    @Test func onePicturePerReadableFileInFileNameOrderSizedFromItsHeader() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        writeTestPicture(to: dir.appendingPathComponent("img10.png"), width: 300, height: 200)
        writeTestPicture(to: dir.appendingPathComponent("img2.png"), width: 100, height: 400)
        writeJPEG(dir.appendingPathComponent("img1.JPG").path, width: 64, height: 64)
        try Data("not a picture".utf8).write(to: dir.appendingPathComponent("broken.png"))
        try Data("notes".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        try Data().write(to: dir.appendingPathComponent(".hidden.png"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub.png"), withIntermediateDirectories: true)

        let dataset = try PictureFolder.load(folder: dir.path)
        let items = dataset.sections.flatMap(\.items)
        #expect(items.map(\.title) == ["img1", "img2", "img10"])
        #expect(items.map(\.imagePath) == ["img1.JPG", "img2.png", "img10.png"].map { dir.path + "/" + $0 })
        let h = PictureFolder.itemHeight
        #expect(items.map(\.size) == [Size(width: h, height: h), Size(width: h / 4, height: h),
                                      Size(width: h * 1.5, height: h)])
        #expect(dataset.source == dir.path)
        // The waterfall's heights follow each picture's aspect.
        let column = 120.0
        #expect(items.map { WaterfallLayout.itemHeight($0.metrics, columnWidth: column) } == [120, 480, 80])
    }

    @Test func aPictureWhoseExtensionNamesAnotherFormatIsStillRead() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = writeTestPicture(to: dir.appendingPathComponent("real.png"), width: 30, height: 60)
        let misnamed = dir.appendingPathComponent("photo.jpg").path
        try FileManager.default.moveItem(atPath: png.path, toPath: misnamed)
        writeJPEG(dir.appendingPathComponent("big.jpeg").path, width: 3000, height: 2000)
        #expect(PictureFolder.headerSize(of: misnamed) == Size(width: 30, height: 60))
        #expect(PictureFolder.headerSize(of: dir.appendingPathComponent("big.jpeg").path) == Size(width: 3000, height: 2000))
        #expect(try PictureFolder.load(folder: dir.path).itemCount == 2)
    }

    /// Writes a `width`×`height` JPEG whose EXIF says to turn it by `orientation`.
    private func writeJPEG(_ path: String, width: Int32, height: Int32, orientation: UInt8, bigEndian: Bool) throws {
        writeJPEG(path, width: width, height: height)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let tiff: [UInt8] = bigEndian
            ? [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
            : [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]
        let body: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let length = body.count + 2
        bytes.insert(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body, at: 2)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func aPhotoTakenUprightIsSizedUprightAsItIsDecoded() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Stored 300×200, taken upright (orientation 6 and 8), or stored as shown (1, 3).
        for (name, orientation, big) in [("a", 6, true), ("b", 8, false), ("c", 1, true), ("d", 3, false)] {
            try writeJPEG(dir.appendingPathComponent("\(name).jpg").path, width: 300, height: 200,
                          orientation: UInt8(orientation), bigEndian: big)
        }
        let items = try PictureFolder.load(folder: dir.path).sections.flatMap(\.items)
        let h = PictureFolder.itemHeight
        #expect(items.map(\.size) == [Size(width: h * 2 / 3, height: h), Size(width: h * 2 / 3, height: h),
                                      Size(width: h * 1.5, height: h), Size(width: h * 1.5, height: h)])
        // The decoded picture has the item's shape.
        for item in items {
            let picture = try DecodedPicture.decode(path: item.imagePath!)
            #expect(abs(Double(picture.width) / Double(picture.height) - item.size!.width / item.size!.height) < 0.01)
        }
    }

    @Test func emptyFoldersAndFoldersWithoutPicturesSayWhy() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: DatasetError(source: dir.path, message: "the folder is empty")) {
            try PictureFolder.load(folder: dir.path)
        }
        try Data("x".utf8).write(to: dir.appendingPathComponent("a.txt"))
        try Data("x".utf8).write(to: dir.appendingPathComponent("b.png"))
        #expect(throws: DatasetError(source: dir.path, message: "the folder holds no picture that can be read")) {
            try PictureFolder.load(folder: dir.path)
        }
        #expect(throws: DatasetError.self) { try PictureFolder.load(folder: dir.path + "/missing") }
    }

    @Test func pictureFilesKeepOnlyPictures() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let b = writeTestPicture(to: dir.appendingPathComponent("b.png"), width: 20, height: 10).path
        let a = writeTestPicture(to: dir.appendingPathComponent("a.png"), width: 10, height: 20).path
        let text = dir.appendingPathComponent("c.json").path
        try Data("[]".utf8).write(to: URL(fileURLWithPath: text))
        let dataset = try PictureFolder.load(files: [b, text, a], source: "dropped")
        #expect(dataset.sections.flatMap(\.items).map(\.title) == ["a", "b"])
        #expect(throws: DatasetError.self) { try PictureFolder.load(files: [text], source: "dropped") }
    }

    @Test func namesCompareAsAFileManagerListsThem() {
        let names = ["b", "a10", "a2", "a02", "a1b", "A1", "a", "a1", "img-9.png", "img-10.png", "img-009.png"]
        #expect(names.sorted(by: PictureFolder.naturalOrder)
                == ["A1", "a", "a1", "a1b", "a2", "a02", "a10", "b", "img-9.png", "img-009.png", "img-10.png"])
        for x in names {
            #expect(!PictureFolder.naturalOrder(x, x))
            for y in names where x != y {
                #expect(PictureFolder.naturalOrder(x, y) != PictureFolder.naturalOrder(y, x), "\(x) \(y)")
            }
        }
    }

    @Test func gdkPixbufFormatsGiveTheExtensions() {
        for ext in ["png", "jpg", "jpeg", "gif"] { #expect(PictureFolder.extensions.contains(ext)) }
        #expect(PictureFolder.hasPictureExtension("/x/Y.PNG"))
        #expect(!PictureFolder.hasPictureExtension("/x/data.json"))
        #expect(!PictureFolder.hasPictureExtension("/x/README"))
    }
}
