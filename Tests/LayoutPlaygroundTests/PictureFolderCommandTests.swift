import CGtk
import Foundation
import Testing

/// `--dataset DIR` on the command line: one item per picture, in file-name
/// order, each sized from its picture; folders without pictures are bad input.
@Suite struct PictureFolderCommandTests {
    /// photo-1 is landscape, photo-2 portrait, photo-10 square; a text file and a damaged PNG are skipped.
    private func folder() -> String {
        let dir = TestPictures.folder(count: 0)
        TestPictures.write(dir + "/photo-1.png", width: 120, height: 80, index: 0)
        TestPictures.write(dir + "/photo-2.jpg", width: 80, height: 160, index: 1)
        TestPictures.write(dir + "/photo-10.png", width: 100, height: 100, index: 2)
        FileManager.default.createFile(atPath: dir + "/notes.txt", contents: Data("notes".utf8))
        FileManager.default.createFile(atPath: dir + "/damaged.png", contents: Data("not a png".utf8))
        return dir
    }

    @Test func theWaterfallShowsOneItemPerPictureInNameOrderWithItsAspect() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try CLIRunner.run(["attributes", "--layout", "waterfall", "--dataset", dir, "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = try #require(try result.json()["elements"] as? [[String: Any]]).filter { $0["category"] as? String == "cell" }
        #expect(cells.map { $0["item"] as? Int } == [0, 1, 2])
        let sizes = cells.map { $0["size"] as? [String: Double] ?? [:] }
        let aspects = sizes.map { ($0["height"] ?? 0) / ($0["width"] ?? 1) }
        for (aspect, expected) in zip(aspects, [80.0 / 120, 160.0 / 80, 1]) {
            #expect(abs(aspect - expected) < 1e-9, "\(aspects)")
        }
    }

    @Test func onePictureIsADatasetOfOneItem() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try CLIRunner.run(["attributes", "--layout", "flow", "--dataset", dir + "/photo-2.jpg", "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = try #require(try result.json()["elements"] as? [[String: Any]]).filter { $0["category"] as? String == "cell" }
        #expect(cells.count == 1)
        #expect((cells.first?["size"] as? [String: Double])?["width"] == 100, "200 points tall, half as wide")
    }

    @Test func renderDrawsThePictures() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out/flow.png"
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let result = try CLIRunner.run(["render", "--layout", "flow", "--dataset", dir, "--viewport", "800x600", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = try CLIRunner.run(["attributes", "--layout", "flow", "--dataset", dir, "--viewport", "800x600"])
        let cells = try #require(try attributes.json()["elements"] as? [[String: Any]])
        #expect(cells.count == 3)
        let pixbuf = try #require(gdk_pixbuf_new_from_file(out, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let pixels = try #require(gdk_pixbuf_read_pixels(pixbuf))
        // Each cell shows its picture's colour a little above its middle (clear of the title).
        let expected: [(Int, Int, Int)] = [(0xFF, 0x30, 0x30), (0x30, 0xC0, 0x30), (0x30, 0x60, 0xFF)]
        for (cell, colour) in zip(cells, expected) {
            let frame = cell["frame"] as? [String: Double] ?? [:]
            let x = Int((frame["x"] ?? 0) + (frame["width"] ?? 0) / 2), y = Int((frame["y"] ?? 0) + (frame["height"] ?? 0) / 3)
            let p = pixels + y * stride + x * channels
            let seen = (Int(p[0]), Int(p[1]), Int(p[2]))
            #expect(abs(seen.0 - colour.0) < 12 && abs(seen.1 - colour.1) < 12 && abs(seen.2 - colour.2) < 12,
                    "cell \(cell["item"] ?? "?"): \(seen)")
        }
    }

    @Test func foldersWithoutPicturesAreOneClearLine() throws {
        let empty = TestPictures.folder(count: 0)
        let text = TestPictures.folder(count: 0)
        FileManager.default.createFile(atPath: text + "/readme.txt", contents: Data("x".utf8))
        FileManager.default.createFile(atPath: text + "/fake.jpg", contents: Data("x".utf8))
        defer {
            try? FileManager.default.removeItem(atPath: empty)
            try? FileManager.default.removeItem(atPath: text)
        }
        for command in ["attributes", "render", "gui"] {
            for (dir, why) in [(empty, "the folder is empty"), (text, "the folder holds no picture that can be read")] {
                var arguments = [command, "--layout", "waterfall", "--dataset", dir]
                if command == "render" { arguments += ["--out", dir + "/x.png"] }
                let result = try CLIRunner.run(arguments, environment: ["DISPLAY": ""])
                #expect(result.status == 2, "\(arguments)")
                #expect(result.stderr == "layout-playground: error: \(dir): \(why)\n", "\(arguments)")
                #expect(result.stdout.isEmpty)
            }
        }
    }
}
