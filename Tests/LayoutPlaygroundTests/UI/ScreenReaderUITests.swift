import Foundation
import Testing

extension UITests {
    /// What GNOME's screen reader, Orca, says while a person uses the app
    /// from the keyboard: the real Orca, listening over AT-SPI, its speech
    /// written to a file (see `ScreenReader`). First the same harness
    /// listens to a GtkFlowBox, which GTK makes accessible itself: proof
    /// that it hears what Orca says of a widget that works.
    @Suite(.enabled(if: ScreenReader.isAvailable, "needs orca, speech-dispatcher and dbus-daemon"))
    struct ScreenReaderUITests {
        /// Lines such as "2 of 16." — an item's position as Orca speaks it.
        private func positions(_ lines: [String], of total: Int) -> [String] {
            lines.filter { $0.hasSuffix(" of \(total).") || $0.hasSuffix(" of \(total)") }
        }

        @Test func orcaSpeaksTheChildInFocusOfAGtkFlowBox() throws {
            let script = CLIRunner.repositoryRoot + "/Tests/LayoutPlaygroundTests/UI/FlowBoxReference.py"
            let reader = try ScreenReader(["/usr/bin/python3", script, "6"])
            defer { reader.finish() }
            try reader.focusWindow()
            try reader.waitForSpeech(after: 0, containing: "Flow box reference")

            var mark = reader.spoken.count
            #expect(!reader.spoken.contains { $0.contains("Misty Harbor") }, "nothing named the second child yet")
            reader.key("Right")
            let moved = try reader.waitForSpeech(after: mark, containing: "Level 2, Misty Harbor")
            #expect(moved.contains("not selected."), "\(moved)")

            mark = reader.spoken.count
            reader.key("Down")  // three children a line
            try reader.waitForSpeech(after: mark, containing: "Level 5, Frozen Lake")
        }

        @Test func thePanelsChoicesAreSpoken() throws {
            let reader = try ScreenReader(
                [CLIRunner.executable, "gui", "--layout", "carousel", "--size", "800x600"],
                environment: ["LAYOUT_PLAYGROUND_RESOURCES": CLIRunner.repositoryRoot + "/Resources"])
            defer { reader.finish() }
            try reader.focusWindow()
            // The canvas has the focus; Tab goes on to the carousel's Type, which says its choice.
            var mark = reader.spoken.count
            reader.key("Tab")
            let type = try reader.waitForSpeech(after: mark, containing: "Type combo box")
            #expect(type.contains("Cover Flow."), "\(type)")
            // Back past the canvas to the header: the layout switcher says which layout is on.
            mark = reader.spoken.count
            // (The switcher is reached at its last layout, the keyline carousel, then walks left.)
            for _ in 0..<10 where !reader.spoken.dropFirst(mark).contains(where: { $0.hasPrefix("Layout Carousel") }) {
                reader.key("shift+Tab")
                usleep(800_000)
            }
            try reader.waitForSpeech(after: mark, containing: "Layout Carousel toggle button pressed")
        }

        @Test func orcaFollowsTheCanvasItsSelectionLayoutsAndEdits() throws {
            let reader = try ScreenReader(
                [CLIRunner.executable, "gui", "--layout", "cards", "--size", "800x600"],
                environment: ["LAYOUT_PLAYGROUND_RESOURCES": CLIRunner.repositoryRoot + "/Resources"])
            defer { reader.finish() }
            try reader.focusWindow()

            // Cards: Right brings the second card into focus; Orca says its name and place.
            var mark = reader.spoken.count
            #expect(!reader.spoken.contains { $0.contains("Misty Harbor") })
            reader.key("Right")
            var said = try reader.waitForSpeech(after: mark, containing: "Level 2, Misty Harbor")
            #expect(said.contains("2 of 16."), "\(said)")

            // Enter selects it; "where am I" (keypad Enter) then finds it selected.
            mark = reader.spoken.count
            reader.key("Return")
            try reader.waitForSpeech(after: mark, containing: "Selected Level 2, Misty Harbor")
            mark = reader.spoken.count
            reader.key("KP_Enter")
            said = try reader.waitForSpeech(after: mark, containing: "Level 2, Misty Harbor")
            #expect(!said.contains("not selected."), "\(said)")
            // Escape clears the selection, and the state says so at once.
            mark = reader.spoken.count
            reader.key("Escape")
            try reader.waitForSpeech(after: mark, containing: "Deselected Level 2, Misty Harbor")
            mark = reader.spoken.count
            reader.key("KP_Enter")
            said = try reader.waitForSpeech(after: mark, containing: "Level 2, Misty Harbor")
            #expect(said.contains("not selected."), "\(said)")

            // The focus leaves the canvas and comes back: Orca ends on the item, not the canvas.
            mark = reader.spoken.count
            reader.key("shift+Tab")
            try reader.waitForSpeech(after: mark, containing: "Show the side panel")
            mark = reader.spoken.count
            reader.key("Tab")
            said = try reader.waitForSpeech(after: mark, containing: "2 of 16")
            #expect(said.last == "2 of 16." && said.contains("Level 2, Misty Harbor."), "\(said)")

            // Ctrl+2: the waterfall, its name and size, then the item the cursor starts on.
            mark = reader.spoken.count
            reader.key("ctrl+2")
            said = try reader.waitForSpeech(after: mark, containing: "Waterfall, 30 items")
            try reader.waitForSpeech(after: mark, "a position of 30") { !positions([$0], of: 30).isEmpty }

            // The waterfall's keyboard cursor: Right moves it to the next item, spoken by name and place.
            mark = reader.spoken.count
            reader.key("Right")
            said = try reader.waitForSpeech(after: mark, "the cursor's item") { !positions([$0], of: 30).isEmpty }
            let place = try #require(positions(said, of: 30).last)
            let index = try #require(said.lastIndex(of: place))
            // The name comes before "not selected." and the position.
            let name = try #require(said[..<index].last { $0 != "not selected." && !$0.hasSuffix("items.") })
            let item = String(name.dropLast(name.hasSuffix(".") ? 1 : 0))
            #expect(!item.isEmpty && item != "Layout canvas", "\(said)")

            // Delete takes the item in focus away, and undo brings it back: both are said.
            mark = reader.spoken.count
            reader.key("Delete")
            try reader.waitForSpeech(after: mark, containing: "Deleted \(item)")
            mark = reader.spoken.count
            reader.key("ctrl+z")
            try reader.waitForSpeech(after: mark, containing: "Restored \(item)")
        }

        /// Pose mode from the keyboard with Orca listening: the Pose toggle
        /// is reached by Tab and pressed with Space, and on the canvas `.`
        /// chooses the card to the right and `]` turns it, each saying the
        /// card's pose.
        @Test func orcaSaysThePosesTheKeysMake() throws {
            let reader = try ScreenReader(
                [CLIRunner.executable, "gui", "--layout", "carousel", "--size", "800x600"],
                environment: ["LAYOUT_PLAYGROUND_RESOURCES": CLIRunner.repositoryRoot + "/Resources"])
            defer { reader.finish() }
            try reader.focusWindow()
            /// Presses `key` (at most `times`) until Orca has said something containing `heard`.
            func press(_ key: String, times: Int, until heard: String) throws {
                let mark = reader.spoken.count
                for _ in 0..<times where !reader.spoken.dropFirst(mark).contains(where: { $0.contains(heard) }) {
                    reader.key(key)
                    usleep(800_000)
                }
                try reader.waitForSpeech(after: mark, containing: heard)
            }
            try press("Tab", times: 4, until: "Pose toggle button")
            var mark = reader.spoken.count
            reader.key("space")
            // Cover Flow becomes seven poses: the document has changed (the title says so).
            try reader.waitForSpeech(after: mark, containing: "• Untitled")
            // Back to the canvas.
            try press("shift+Tab", times: 8, until: "of 16")
            mark = reader.spoken.count
            reader.key("period")
            try reader.waitForSpeech(after: mark, containing: "Offset 1: x 140, y 0, depth")
            let chosen = try #require(reader.spoken.dropFirst(mark).last { $0.contains("Offset 1:") })
            // `]` turns it a step: the pose said again, turned.
            mark = reader.spoken.count
            reader.key("bracketright")
            let turned = try reader.waitForSpeech(after: mark, containing: "Offset 1: x 140, y 0, depth")
            #expect(turned.last { $0.contains("Offset 1:") } != chosen, "turned: \(chosen) → \(turned)")
        }
    }
}
