import Foundation
import Testing

extension UITests {
    /// Scrolling physics a person can switch and feel: the panel's Scrolling
    /// group shows the preset's constants, and the same flick moves the cards
    /// differently under UIKit's and libadwaita's physics.
    @Suite
    struct PhysicsUITests {
        private func text(_ state: [String: Any]) -> String { state["text"] as? String ?? "" }
        private func isSensitive(_ state: [String: Any]) -> Bool { state["sensitive"] as? Bool == true }

        /// A hard flick on the cards: where it rests and how long after the release.
        private func hardFlick(_ extra: [String], expectStiffness: String) throws -> (index: Int, seconds: Double) {
            let app = try AppSession(["--layout", "cards", "--size", "800x600"] + extra)
            try app.waitFor("settled")
            // The Scrolling group starts folded; unfolded it shows the constants in effect.
            try app.clickWidget("Scrolling", atX: 0.1)
            try app.waitForWidget("Spring stiffness") { text($0) == expectStiffness && !isSensitive($0) }
            let mark = app.events.count
            app.flick(from: (650, 300), to: (250, 300), duration: 0.1)
            let released = try app.waitFor("released", after: mark)
            let settled = try app.settled(after: mark)
            let seconds = ((settled["time"] as? Double) ?? .nan) - ((released["time"] as? Double) ?? .nan)
            #expect(app.finish().isEmpty)
            return (settled["currentIndex"] as? Int ?? -1, seconds)
        }

        @Test func libadwaitaPhysicsMovesOnePageAndSettlesSooner() throws {
            let uikit = try hardFlick([], expectStiffness: "400")
            let adw = try hardFlick(["--set", "physics=libadwaita"], expectStiffness: "500")
            #expect(uikit.index > 2, "UIKit's long swipe travels several cards: \(uikit)")
            #expect(adw.index == 1, "libadwaita's short swipe moves one card: \(adw)")
            #expect(adw.seconds <= 0.4, "\(adw)")
        }
    }
}
