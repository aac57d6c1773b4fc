import Foundation
import Testing

@Suite struct AttributesCommandTests {
    @Test func keysAreExactlyTheSpecs() throws {
        let result = try CLIRunner.run(["attributes", "--layout", "cards", "--viewport", "800x600", "--offset", "285,0"])
        #expect(result.status == 0, "\(result.stderr)")
        // Key order is part of the format: check the raw text, not only the parsed object.
        #expect(result.stdout.hasPrefix(
            "{\"layout\":\"cards\",\"viewport\":{\"width\":800,\"height\":600},\"contentOffset\":{\"x\":285,\"y\":0},\"contentSize\":{"))
        let json = try result.json()
        #expect(Set(json.keys) == ["layout", "viewport", "contentOffset", "contentSize", "currentIndex", "elements"])
        #expect(json["currentIndex"] as? Int == 1)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(!elements.isEmpty)
        let keys = ["category", "section", "item", "id", "center", "size", "frame", "alpha", "zIndex", "hidden", "transform", "transform3D"]
        for element in elements {
            #expect(Set(element.keys) == Set(keys))
            #expect((element["transform"] as? [Double])?.count == 6)
            #expect((element["transform3D"] as? [Double])?.count == 16)
        }
        let first = try #require(result.stdout.range(of: "{\"category\""))
        let keyOrder = keys.map { "\"\($0)\":" }
        var cursor = first.lowerBound
        for key in keyOrder {
            let found = try #require(result.stdout.range(of: key, range: cursor..<result.stdout.endIndex))
            cursor = found.upperBound
        }
    }

    @Test func itemsRepeatTheDatasetAndAllListsEverything() throws {
        let result = try CLIRunner.run(["attributes", "--layout", "cards", "--items", "40", "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        let elements = try #require(try result.json()["elements"] as? [[String: Any]])
        #expect(elements.map { $0["item"] as? Int } == (0..<40).map { $0 })
        let content = try #require(try result.json()["contentSize"] as? [String: Double])
        #expect(content["width"] == Double(520 + 40 * 280 + 39 * 5))
    }

    @Test func listJSONDescribesEveryParameter() throws {
        let result = try CLIRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let layouts = try #require(try result.json()["layouts"] as? [[String: Any]])
        let cards = try #require(layouts.first { $0["id"] as? String == "cards" })
        let parameters = try #require(cards["parameters"] as? [[String: Any]])
        let scale = try #require(parameters.first { $0["key"] as? String == "scale" })
        #expect(scale["type"] as? String == "number")
        #expect(scale["default"] as? String == "0.85")
        #expect(scale["range"] as? [Double] == [0.05, 1])
    }
}
