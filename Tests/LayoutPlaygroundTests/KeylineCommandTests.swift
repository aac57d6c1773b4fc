import CollectionLayout
import Foundation
import Testing

/// `attributes` and `render` for the keyline carousel.
@Suite struct KeylineCommandTests {
    @Test func attributesPrintMasksAndKeylines() throws {
        let result = try CLIRunner.run(["attributes", "--layout", "keyline", "--set", "strategy=multiBrowse",
                                        "--set", "spacing=0", "--viewport", "400x300", "--items", "12"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        #expect(Set(json.keys) == ["layout", "viewport", "contentOffset", "contentSize", "currentIndex", "elements", "keylines"])
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(!elements.isEmpty)
        for element in elements {
            let mask = try #require(element["mask"] as? [String: Double])
            let size = try #require(element["size"] as? [String: Double])
            #expect(Set(mask.keys) == ["x", "y", "width", "height"])
            #expect(mask["width"]! >= 0 && mask["x"]! >= 0 && mask["x"]! + mask["width"]! <= size["width"]! + 1e-9)
        }
        let keylines = try #require(json["keylines"] as? [[String: Any]])
        let inner = keylines.dropFirst().dropLast()
        #expect(inner.map { $0["maskedSize"] as? Double } == [200, 144, 56])
        #expect(inner.map { $0["focal"] as? Bool } == [true, false, false])
        #expect(keylines.allSatisfy { Set($0.keys) == ["offset", "maskedSize", "focal"] })
    }

    @Test func otherLayoutsPrintNoMaskOrKeylines() throws {
        let result = try CLIRunner.run(["attributes", "--layout", "carousel", "--viewport", "400x300"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\"mask\"") && !result.stdout.contains("\"keylines\""))
    }

    @Test func badKeylinesAreOneLineAndExitTwo() throws {
        let result = try CLIRunner.run(["attributes", "--layout", "keyline", "--set", "strategy=custom",
                                        "--set", "keylines=100:200,50:20"])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("keylines"))
    }

    @Test func renderClipsItemsToTheirMasks() throws {
        let path = NSTemporaryDirectory() + "keyline-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["render", "--layout", "keyline", "--viewport", "400x300", "--items", "12",
                                        "--no-text", "--out", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
