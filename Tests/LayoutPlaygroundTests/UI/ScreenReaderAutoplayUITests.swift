import Foundation
import Testing

extension UITests {
    /// Autoplay with GNOME's screen reader running: held (and said so)
    /// unless asked for, and when asked for, moving only while the
    /// keyboard is elsewhere, so the item Orca reads never changes under it.
    @Suite(.enabled(if: ScreenReader.isAvailable, "needs orca, speech-dispatcher and dbus-daemon"))
    struct ScreenReaderAutoplayUITests {
        private func start(_ extra: [String]) throws -> ScreenReader {
            try ScreenReader([CLIRunner.executable, "gui", "--layout", "cards", "--size", "800x600",
                              "--set", "autoplay=0.5", "--set", "autoplayResume=0"] + extra,
                             environment: ["LAYOUT_PLAYGROUND_RESOURCES": CLIRunner.repositoryRoot + "/Resources"])
        }

        @Test func autoplayIsHeldAndSaidSoWhileOrcaRuns() throws {
            let reader = try start([])
            defer { reader.finish() }
            try reader.focusWindow()
            try reader.waitForSpeech(after: 0, containing: "Autoplay is held while a screen reader runs")
            // Several intervals later the first card is still the one in view: Tab away and back says it.
            let mark = reader.spoken.count
            reader.key("Tab")
            try reader.waitForSpeech(after: mark, containing: "280")  // the Item width field
            let back = reader.spoken.count
            reader.key("shift+Tab")
            let said = try reader.waitForSpeech(after: back, containing: " of 16")
            #expect(said.contains("1 of 16."), "\(said)")
        }

        @Test func askedForItMovesOnlyWhileTheKeyboardIsElsewhere() throws {
            let reader = try start(["--set", "autoplayWithScreenReader=true"])
            defer { reader.finish() }
            try reader.focusWindow()
            // The keyboard is in the canvas: held, however long.
            try reader.waitForSpeech(after: 0, containing: "1 of 16")
            let quiet = reader.spoken.count
            Thread.sleep(forTimeInterval: 2)  // four intervals: any move would be spoken as the item in focus
            #expect(!reader.spoken.dropFirst(quiet).contains { $0.hasSuffix(" of 16.") }, "\(reader.spoken.dropFirst(quiet))")
            // In the panel, the cards move on; back in the canvas, Orca reads a later card.
            reader.key("Tab")
            try reader.waitForSpeech(after: quiet, containing: "280")
            Thread.sleep(forTimeInterval: 2)
            let back = reader.spoken.count
            reader.key("shift+Tab")
            let said = try reader.waitForSpeech(after: back, containing: " of 16")
            #expect(!said.contains("1 of 16."), "autoplay moved while the keyboard was in the panel: \(said)")
        }
    }
}
