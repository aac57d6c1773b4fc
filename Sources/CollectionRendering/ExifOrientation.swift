import Foundation

/// The EXIF orientation of a JPEG (1…8: how the camera was held), read from
/// the APP1 segment at the start of the file. The picture's header gives
/// the size as stored; a photo taken upright on a phone is stored sideways
/// with orientation 6 or 8, and is shown (and sized) turned upright.
enum ExifOrientation {
    /// Whether `orientation` turns the picture by a quarter (width and
    /// height swap when it is shown).
    static func swapsSides(_ orientation: Int) -> Bool { (5...8).contains(orientation) }

    /// The orientation of the JPEG at `path`, or nil when it has none (or
    /// is not a JPEG). Reads the first 8 KB: the orientation is in the first
    /// directory of the EXIF block, which cameras write first.
    static func read(path: String) -> Int? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let n = fread(&bytes, 1, bytes.count, file)
        return of(jpeg: bytes.prefix(n))
    }

    /// The orientation in JPEG `bytes` (its first segments suffice).
    static func of(jpeg bytes: ArraySlice<UInt8>) -> Int? {
        let b = Array(bytes)
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            if marker == 0xFF { i += 1; continue }
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2 else { return nil }
            let body = i + 4, end = min(b.count, i + 2 + length)
            if marker == 0xE1, end - body > 14, Array(b[body..<body + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return tiffOrientation(b, start: body + 6, end: end)
            }
            i += 2 + length
        }
        return nil
    }

    /// The orientation tag (0x0112) of the first IFD of the TIFF structure in `b[start..<end]`.
    private static func tiffOrientation(_ b: [UInt8], start: Int, end: Int) -> Int? {
        let little: Bool
        switch (b[start], b[start + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at + 2 <= end else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 : Int(b[at]) << 8 | Int(b[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let hi = u16(little ? at + 2 : at), let lo = u16(little ? at : at + 2) else { return nil }
            return hi << 16 | lo
        }
        guard u16(start + 2) == 42, let ifd = u32(start + 4), let count = u16(start + ifd) else { return nil }
        for k in 0..<count {
            let entry = start + ifd + 2 + 12 * k
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112 {
                guard u16(entry + 2) == 3, let value = u16(entry + 8), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }
}
