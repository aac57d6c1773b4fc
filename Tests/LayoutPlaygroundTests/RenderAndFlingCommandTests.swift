import Foundation
import Testing

@Suite struct RenderCommandTests {
    static let layouts = ["cards", "waterfall", "wheel", "ring", "stack", "flow"]

    private func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(getpid())-\(name)").path
    }

    @Test(arguments: layouts)
    func rendersEveryLayoutToAPNGOfTheViewportSize(layout: String) throws {
        let path = temporary("\(layout).png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["render", "--layout", layout, "--viewport", "640x480", "--out", path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16…23.
        let bytes = [UInt8](data[16..<24])
        let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 640 && height == 480)
        #expect(data.count > 5_000, "a picture with content, not an empty canvas")
    }

    @Test func svgAndPDFAreWritten() throws {
        for (ext, magic) in [("svg", "<?xml"), ("pdf", "%PDF-")] {
            let path = temporary("view.\(ext)")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = try CLIRunner.run(["render", "--layout", "wheel", "--viewport", "400x400", "--out", path])
            #expect(result.status == 0, "\(result.stderr)")
            let head = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)).prefix(5), as: UTF8.self)
            #expect(head == magic)
        }
    }

    /// An SVG is sized in pixels, as the PNG of the same view: a viewer
    /// opens both at the same size (a size in pt shows 1.33× larger).
    @Test func anSVGIsSizedInPixelsLikeThePNG() throws {
        let path = temporary("sized.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["render", "--layout", "cards", "--viewport", "960x640", "--out", path])
        #expect(result.status == 0, "\(result.stderr)")
        let head = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)).prefix(400), as: UTF8.self)
        #expect(head.contains("width=\"960px\"") && head.contains("height=\"640px\""), "\(head)")
    }

    @Test func badOutputsAreOneLineErrors() throws {
        let gif = try CLIRunner.run(["render", "--layout", "cards", "--out", temporary("x.gif")])
        #expect(gif.status == 2 && gif.stderr.contains("expected a .png, .svg or .pdf file"))
        let unwritable = try CLIRunner.run(["render", "--layout", "cards", "--out", "/nonexistent-dir/x.png"])
        #expect(unwritable.status == 2 && unwritable.stderr.contains("/nonexistent-dir/x.png"))
        #expect(unwritable.stderr.split(separator: "\n").count == 1)
    }
}

@Suite struct FlingCommandTests {
    private func fling(_ arguments: [String]) throws -> (rest: [String: Double], index: Int?, duration: Double) {
        let result = try CLIRunner.run(["fling"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        #expect(Set(json.keys) == ["restOffset", "currentIndex", "duration"])
        return (json["restOffset"] as? [String: Double] ?? [:], json["currentIndex"] as? Int, json["duration"] as? Double ?? -1)
    }

    @Test func aSlowReleaseGoesToTheNearestCardAndAFlickTravelsSeveral() throws {
        let slow = try fling(["--layout", "cards", "--viewport", "800x600", "--offset", "400,0", "--velocity", "50,0"])
        #expect(slow.rest["x"] == 285 && slow.index == 1)
        let flick = try fling(["--layout", "cards", "--viewport", "800x600", "--offset", "0,0", "--velocity", "3000,0"])
        #expect(flick.index.map { $0 >= 3 } == true)
        #expect(flick.rest["x"] == Double(flick.index ?? 0) * 285)
        #expect(flick.duration > 0.2 && flick.duration < 5)
    }

    @Test func theStackThrowsExactlyOneCard() throws {
        let result = try fling(["--layout", "stack", "--viewport", "800x600", "--offset", "1600,0", "--velocity", "9000,0"])
        #expect(result.rest["x"] == 2400 && result.index == 3)
    }

    /// A slow release past `swipeThreshold` card widths (half a card, 125
    /// points, by default) throws the top card; short of it the card springs back.
    @Test func aSlowDragPastTheSwipeThresholdThrowsTheCard() throws {
        let view = ["--layout", "stack", "--viewport", "800x600"]
        let stamped = try fling(view + ["--offset", "240,0", "--velocity", "0,0"])
        #expect(stamped.rest["x"] == 800 && stamped.index == 1)
        let slowly = try fling(view + ["--offset", "2530,0", "--velocity", "150,0"])
        #expect(slowly.rest["x"] == 3200 && slowly.index == 4)
        let short = try fling(view + ["--offset", "100,0", "--velocity", "0,0"])
        #expect(short.rest["x"] == 0 && short.index == 0)
        let strict = try fling(view + ["--set", "swipeThreshold=1", "--offset", "240,0", "--velocity", "0,0"])
        #expect(strict.rest["x"] == 0 && strict.index == 0)
        let back = try fling(view + ["--offset", "240,0", "--velocity", "-2000,0"])
        #expect(back.rest["x"] == 0, "a flick back still brings the card back")
        let bad = try CLIRunner.run(["fling"] + view + ["--set", "swipeThreshold=0", "--offset", "240,0", "--velocity", "0,0"])
        #expect(bad.status == 2 && bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains("swipeThreshold"))
    }

    @Test func theWheelRestsOnARowAfterWrapping() throws {
        let result = try fling(["--layout", "wheel", "--viewport", "400x400", "--offset", "0,400", "--velocity", "0,-6000"])
        let y = try #require(result.rest["y"])
        #expect(y.truncatingRemainder(dividingBy: 400) == 0, "rests on a row: \(y)")
        #expect(y >= 200 && y <= 4400, "inside the wrap range")
    }

    /// Each layout flicks with its anchor's physics: the carousel iCarousel's
    /// (a flick of v items per second stops after about v/3 items, in well
    /// under UIKit's 2 s), the stack libadwaita's, the others UIKit's.
    @Test func eachLayoutFlicksWithItsAnchorsPhysics() throws {
        let base = ["--viewport", "800x600", "--offset", "0,0", "--velocity", "1300,0"]
        let carousel = try fling(["--layout", "carousel"] + base)
        let iCarousel = try fling(["--layout", "carousel", "--set", "physics=icarousel"] + base)
        let uikit = try fling(["--layout", "carousel", "--set", "physics=uikit"] + base)
        #expect(carousel.rest == iCarousel.rest && carousel.index == iCarousel.index
                    && carousel.duration == iCarousel.duration, "\(carousel) vs \(iCarousel)")
        #expect(carousel.duration < uikit.duration)
        let list = try CLIRunner.run(["list", "--json"])
        #expect(list.status == 0)
        let layouts = try #require((try list.json())["layouts"] as? [[String: Any]])
        func physics(_ id: String) -> String? {
            let params = layouts.first { $0["id"] as? String == id }?["parameters"] as? [[String: Any]]
            return params?.first { $0["key"] as? String == "physics" }?["default"] as? String
        }
        #expect(physics("carousel") == "icarousel")
        #expect(physics("stack") == "libadwaita")
        #expect(physics("wheel") == "uikit" && physics("cards") == "uikit")
    }

    @Test func waterfallComesToRestInsideTheContent() throws {
        let result = try fling(["--layout", "waterfall", "--viewport", "800x600", "--offset", "0,100", "--velocity", "0,-8000"])
        #expect(result.rest["y"] == 0)
        #expect(result.index == nil)
    }
}

/// Negative numbers follow their option with a space, as a person types them.
@Suite struct NegativeValueTests {
    @Test func aNegativeVelocityIsAValueNotAnOption() throws {
        let spaced = try CLIRunner.run(["fling", "--layout", "cards", "--offset", "300,0", "--velocity", "-2000,0"])
        #expect(spaced.status == 0, "\(spaced.stderr)")
        let joined = try CLIRunner.run(["fling", "--layout", "cards", "--offset", "300,0", "--velocity=-2000,0"])
        #expect(spaced.stdout == joined.stdout)
        let rest = try #require((try spaced.json())["restOffset"] as? [String: Double])
        #expect(try #require(rest["x"]) < 300, "a leftward flick comes to rest left of its start")
    }

    @Test func aNegativeOffsetIsAValueNotAnOption() throws {
        let result = try CLIRunner.run(["attributes", "--layout", "cards", "--offset", "-200,0"])
        #expect(result.status == 0, "\(result.stderr)")
        let offset = try #require((try result.json())["contentOffset"] as? [String: Double])
        #expect(offset["x"] == -200)
    }

    @Test func aNegativeItemCountIsOurErrorNotAMissingValue() throws {
        let result = try CLIRunner.run(["attributes", "--layout", "cards", "--items", "-5"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--items") && !result.stderr.contains("Missing value"), "\(result.stderr)")
    }

    @Test func helpSaysNegativeValuesMayFollowTheOption() throws {
        let help = try CLIRunner.run(["fling", "--help"])
        #expect(help.stdout.contains("may be negative, e.g. --velocity"))
    }
}
