import Foundation

/// The RGB pixels of a region of the virtual screen, as a person would see
/// them: read from the X server with ImageMagick's `import`.
struct Screenshot {
    let width: Int
    let height: Int
    /// Row-major RGB triples.
    let bytes: [UInt8]

    struct Color: Equatable, CustomStringConvertible {
        var r: Double, g: Double, b: Double
        var description: String { String(format: "rgb(%.0f, %.0f, %.0f)", r, g, b) }
    }

    /// Grabs `width`×`height` pixels at (`x`, `y`) of `display`'s root window.
    static func grab(display: String, x: Int, y: Int, width: Int, height: Int) throws -> Screenshot {
        guard let tool = Which.find("import") else { throw AppSession.Failure(description: "ImageMagick's import is missing") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-display", display, "-window", "root",
                             "-crop", "\(width)x\(height)+\(x)+\(y)", "-depth", "8", "rgb:-"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard data.count == width * height * 3 else {
            throw AppSession.Failure(description: "a screenshot of \(width)×\(height) gave \(data.count) bytes")
        }
        return Screenshot(width: width, height: height, bytes: [UInt8](data))
    }

    func pixel(_ x: Int, _ y: Int) -> Color {
        let i = (y * width + x) * 3
        return Color(r: Double(bytes[i]), g: Double(bytes[i + 1]), b: Double(bytes[i + 2]))
    }

    /// The average colour.
    var mean: Color {
        var r = 0.0, g = 0.0, b = 0.0
        for i in stride(from: 0, to: bytes.count, by: 3) {
            r += Double(bytes[i]); g += Double(bytes[i + 1]); b += Double(bytes[i + 2])
        }
        let n = Double(max(1, width * height))
        return Color(r: r / n, g: g / n, b: b / n)
    }

    /// The share (0…1) of pixels for which `test` holds.
    func fraction(where test: (Color) -> Bool) -> Double {
        var hits = 0
        for y in 0..<height { for x in 0..<width where test(pixel(x, y)) { hits += 1 } }
        return Double(hits) / Double(max(1, width * height))
    }

    /// The share (0…1) of pixels that differ from `other`'s by more than
    /// `tolerance` in any channel.
    func changedFraction(from other: Screenshot, tolerance: UInt8 = 24) -> Double {
        precondition(width == other.width && height == other.height)
        var changed = 0
        for i in stride(from: 0, to: bytes.count, by: 3) {
            for c in 0..<3 where bytes[i + c].distance(to: other.bytes[i + c]).magnitude > Int(tolerance) {
                changed += 1
                break
            }
        }
        return Double(changed) / Double(max(1, width * height))
    }

    /// Writes the region as a PNG (to look at a failure).
    func save(png path: String) {
        guard let tool = Which.find("convert") else { return }
        let raw = path + ".rgb"
        FileManager.default.createFile(atPath: raw, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: raw) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-size", "\(width)x\(height)", "-depth", "8", "rgb:" + raw, path]
        try? process.run()
        process.waitUntilExit()
    }
}

extension AppSession {
    /// The pixels of a region given in canvas coordinates.
    func screenshot(x: Double, y: Double, width: Double, height: Double) throws -> Screenshot {
        try Screenshot.grab(display: display.name, x: Int((canvas.x + x).rounded()), y: Int((canvas.y + y).rounded()),
                            width: Int(width), height: Int(height))
    }

    /// The whole canvas.
    func screenshotOfCanvas() throws -> Screenshot {
        try screenshot(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }
}
