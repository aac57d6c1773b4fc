import CGtk
import CollectionLayout
import Foundation

/// A folder of pictures (or a few picture files) read as a dataset: one item
/// per picture GdkPixbuf can read, titled by its file name without the
/// extension, showing the file, sized from the picture's header alone (no
/// pixel is decoded, so 10,000 pictures read in a fraction of a second; the
/// pictures themselves are decoded later, at the size they are drawn).
///
/// Items come in the order a file manager lists the names: runs of digits
/// compare as numbers ("2.png" before "10.png"), everything else byte by
/// byte, so a camera's or a screenshot tool's numbering reads in order.
public enum PictureFolder {
    /// The height every item is given, in points; its width follows the
    /// picture's aspect. The waterfall keeps only the aspect; the flow lays
    /// pictures out in rows of this height.
    public static let itemHeight = 200.0

    /// Whether `path` is a folder.
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether `path`'s extension is one of GdkPixbuf's formats (the file is
    /// not opened).
    public static func hasPictureExtension(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return !ext.isEmpty && loaderTypes[ext] != nil
    }

    /// The pictures of the folder at `path`, in file-name order.
    ///
    /// - Throws: `DatasetError` naming the folder when it cannot be listed,
    ///   holds no file, or holds no picture GdkPixbuf can read.
    public static func load(folder path: String) throws(DatasetError) -> Dataset {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw DatasetError(source: path, message: "cannot read the folder")
        }
        let visible = names.filter { !$0.hasPrefix(".") }
        guard !visible.isEmpty else { throw DatasetError(source: path, message: "the folder is empty") }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let files = visible.filter(hasPictureExtension).map { base + "/" + $0 }
        let dataset = self.dataset(files: files, source: path)
        guard dataset.itemCount > 0 else {
            throw DatasetError(source: path, message: "the folder holds no picture that can be read")
        }
        return dataset
    }

    /// The given picture files, in file-name order; files that are not
    /// readable pictures are left out.
    ///
    /// - Throws: `DatasetError` when none of them is a picture.
    public static func load(files: [String], source: String) throws(DatasetError) -> Dataset {
        let dataset = self.dataset(files: files.filter(hasPictureExtension), source: source)
        guard dataset.itemCount > 0 else {
            throw DatasetError(source: source, message: "no picture that can be read")
        }
        return dataset
    }

    /// One item per file whose header GdkPixbuf reads, in name order. The
    /// headers are read on all cores.
    ///
    /// - Complexity: O(n log n) for n files, one header read each.
    static func dataset(files: [String], source: String) -> Dataset {
        let sorted = files.map { (path: $0, name: ($0 as NSString).lastPathComponent) }
            .sorted { naturalOrder($0.name, $1.name) }
        var sizes = [Size?](repeating: nil, count: sorted.count)
        let chunk = 64
        let chunks = (sorted.count + chunk - 1) / chunk
        sizes.withUnsafeMutableBufferPointer { out in
            nonisolated(unsafe) let out = out
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                for i in (c * chunk)..<min(sorted.count, (c + 1) * chunk) {
                    out[i] = headerSize(of: sorted[i].path)
                }
            }
        }
        var items: [DatasetItem] = []
        items.reserveCapacity(sorted.count)
        for (file, size) in zip(sorted, sizes) {
            guard let size else { continue }
            let title = (file.name as NSString).deletingPathExtension
            let width = itemHeight * size.width / size.height
            items.append(DatasetItem(size: Size(width: width, height: itemHeight), title: title,
                                     imagePath: absolute(file.path)))
        }
        return Dataset(sections: [DatasetSection(items: items)], source: source)
    }

    /// The picture's size in pixels from its header, as it is shown (a JPEG
    /// turned by its EXIF orientation), or nil when GdkPixbuf cannot read it.
    ///
    /// GdkPixbuf's loader for the file's extension reads the header, as
    /// `gdk_pixbuf_get_file_info` does but without guessing the format from
    /// the content first (a third of the cost); a file whose extension
    /// names the wrong format goes through `gdk_pixbuf_get_file_info`.
    public static func headerSize(of path: String) -> Size? {
        let ext = (path as NSString).pathExtension.lowercased()
        var size: Size
        if let type = loaderTypes[ext], let read = headerSize(of: path, loaderType: type) {
            size = read
        } else {
            var width: Int32 = 0, height: Int32 = 0
            guard gdk_pixbuf_get_file_info(path, &width, &height) != nil, width > 0, height > 0 else { return nil }
            size = Size(width: Double(width), height: Double(height))
        }
        // Shown upright, as decoding turns it (`gdk_pixbuf_apply_embedded_orientation`).
        if loaderTypes[ext] == "jpeg", let orientation = ExifOrientation.read(path: path),
           ExifOrientation.swapsSides(orientation) {
            size = Size(width: size.height, height: size.width)
        }
        return size
    }

    /// The size the `loaderType` loader announces for the file, reading it
    /// until then; the loader is told to make no pixels (`set_size(0, 0)`).
    private static func headerSize(of path: String, loaderType: String) -> Size? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        guard let loader = gdk_pixbuf_loader_new_with_type(loaderType, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var size: (width: Int32, height: Int32) = (0, 0)
        let prepared: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, gpointer?) -> Void = {
            loader, width, height, data in
            data?.assumingMemoryBound(to: (width: Int32, height: Int32).self).pointee = (width, height)
            gdk_pixbuf_loader_set_size(loader, 0, 0)
        }
        withUnsafeMutablePointer(to: &size) { found in
            cgtk_signal_connect(UnsafeMutableRawPointer(loader), "size-prepared",
                                unsafeBitCast(prepared, to: GCallback.self), UnsafeMutableRawPointer(found), nil)
            // The header comes first: a PNG's in its first 33 bytes, a JPEG's after its EXIF block.
            var buffer = [UInt8](repeating: 0, count: 4096)
            var chunk = 256
            while found.pointee.width == 0 {
                let n = fread(&buffer, 1, chunk, file)
                guard n > 0, gdk_pixbuf_loader_write(loader, buffer, gsize(n), nil) != 0 else { break }
                chunk = buffer.count
            }
            gdk_pixbuf_loader_close(loader, nil)
        }
        guard size.width > 0, size.height > 0 else { return nil }
        return Size(width: Double(size.width), height: Double(size.height))
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The lower-case extensions of GdkPixbuf's enabled formats.
    static var extensions: Set<String> { Set(loaderTypes.keys) }

    /// The loader (GdkPixbuf's format name) of each lower-case extension of
    /// GdkPixbuf's enabled formats.
    static let loaderTypes: [String: String] = {
        var result: [String: String] = [:]
        var node = gdk_pixbuf_get_formats()
        let list = node
        while let current = node {
            if let data = current.pointee.data, case let format = OpaquePointer(data),
               gdk_pixbuf_format_is_disabled(format) == 0, let type = gdk_pixbuf_format_get_name(format),
               let names = gdk_pixbuf_format_get_extensions(format) {
                var k = 0
                while let name = names[k] {
                    result[String(cString: name).lowercased()] = String(cString: type)
                    k += 1
                }
                g_strfreev(names)
                g_free(type)
            }
            node = current.pointee.next
        }
        g_slist_free(list)
        return result
    }()

    /// Whether `a` comes before `b` as a file manager lists them: digit runs
    /// by their value (then the shorter run first: "2" before "02"), other
    /// characters by their UTF-8 bytes; equal names by their bytes.
    public static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var i = 0, j = 0
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                let si = i, sj = j
                while i < x.count && isDigit(x[i]) { i += 1 }
                while j < y.count && isDigit(y[j]) { j += 1 }
                let p = x[si..<i].drop { $0 == 0x30 }, q = y[sj..<j].drop { $0 == 0x30 }
                if p.count != q.count { return p.count < q.count }
                if !p.elementsEqual(q) { return p.lexicographicallyPrecedes(q) }
                if i - si != j - sj { return i - si < j - sj }
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        if x.count - i != y.count - j { return x.count - i < y.count - j }
        return x.lexicographicallyPrecedes(y)
    }
}
