import CGtk
import Foundation

/// Folders of generated pictures, written with GdkPixbuf.
enum TestPictures {
    /// A fresh folder holding `count` pictures named `photo-1.png`…, each
    /// `width`×`height` (alternately PNG and JPEG when `mixed`), each a
    /// colour of its own from a bright palette.
    static func folder(count: Int, width: Int32 = 120, height: Int32 = 80, mixed: Bool = false) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-pictures-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for i in stride(from: 1, through: count, by: 1) {
            let jpeg = mixed && i % 2 == 0
            write(path + "/photo-\(i).\(jpeg ? "jpg" : "png")", width: width, height: height, index: i)
        }
        return path
    }

    /// Writes one picture filled with the `index`th palette colour.
    static func write(_ path: String, width: Int32, height: Int32, index: Int) {
        let palette: [UInt32] = [0xFF30_30FF, 0x30C0_30FF, 0x3060_FFFF, 0xFFC0_20FF, 0xC030_FFFF, 0x20E0_E0FF]
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, palette[index % palette.count])
        gdk_pixbuf_savev(pixbuf, path, path.hasSuffix(".jpg") ? "jpeg" : "png", nil, nil, nil)
    }
}
