import Foundation
import Testing

extension UITests {
    /// The wheel looks like a picker: a curved drum, rows dimmed away from
    /// the middle, the picked row's name beside the rows, numbers as numbers.
    @Suite
    struct WheelLookUITests {
        @Test func theDrumIsCurvedAndDimmedAndThePillIsClearOfTheRows() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lp-wheel-\(getpid())").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let app = try AppSession(["--layout", "wheel", "--size", "800x600"])
            try app.waitFor("settled")
            try app.waitForWidget("Diameter ratio") { $0["text"] as? String == "1.07" }
            try app.waitForWidget("Off-centre opacity") { $0["text"] as? String == "0.45" }
            // The picked band's height, right of the rows: the pill, white text on dark.
            let beside = try app.screenshot(x: 540, y: 280, width: 200, height: 40)
            #expect(beside.fraction { $0.r > 200 && $0.g > 200 && $0.b > 200 } > 0.02, "the pill is beside the rows")
            app.click(at: (10, 10))
            let json = "\(dir)/wheel.json"
            app.export(shortcut: "ctrl+shift+e", to: json)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
            let elements = try #require(object["elements"] as? [[String: Any]]).filter { $0["hidden"] as? Bool != true }
            let alpha = Dictionary(elements.map { ($0["item"] as? Int ?? -1, $0["alpha"] as? Double ?? -1) }, uniquingKeysWith: { a, _ in a })
            #expect(alpha[0] == 1, "the middle row at full strength")
            #expect(alpha.filter { $0.key != 0 }.values.allSatisfy { $0 < 0.5 }, "the others dimmed: \(alpha)")
            #expect(elements.count >= 9, "a squeezed drum shows more rows: \(elements.count)")
            #expect(app.finish().isEmpty)
        }

        @Test func aMillionRowsReadTheirOwnNumbers() throws {
            let app = try AppSession(["--layout", "wheel", "--items", "1000000", "--size", "800x600"], timeout: 60)
            try app.waitFor("settled", timeout: 30)
            app.click(at: (10, 10))
            var mark = app.events.count
            app.key("Up")  // looping: from row 0 back to the last row
            let last = try app.settled(after: mark)
            #expect(last["currentIndex"] as? Int == 999_999)
            mark = app.events.count
            app.key("Return")
            _ = try app.waitFor("selected", after: mark)
            try app.waitForWidget("Selection") { ($0["text"] as? String ?? "") == "Selected: Row 999999" }
            #expect(app.finish().isEmpty)
        }
    }
}
