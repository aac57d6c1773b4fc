import Foundation
import Testing

extension UITests {
    /// Nothing a person made is lost: unsaved work is kept as a draft while
    /// they work, kept at once when the program is asked to end (a dialog
    /// open included), offered at the next start, and never after Discard.
    @Suite(.serialized)
    struct DraftUITests {
        /// One person's config and data folders, kept across restarts.
        private final class Home {
            let config = AppSession.freshConfigFolder()
            let data = AppSession.freshConfigFolder()
            deinit {
                try? FileManager.default.removeItem(atPath: config)
                try? FileManager.default.removeItem(atPath: data)
            }
            func start(_ arguments: [String] = ["--layout", "cards", "--size", "800x500"]) throws -> AppSession {
                try AppSession(arguments, configFolder: config, environment: ["XDG_DATA_HOME": data])
            }
            var drafts: [String] {
                (try? FileManager.default.contentsOfDirectory(atPath: data + "/layout-playground/drafts")) ?? []
            }
        }

        /// Deletes the first card: "1 / 15" and the unsaved mark.
        private func deleteACard(_ app: AppSession) throws {
            try app.waitFor("settled")
            app.click(at: (400, 250))
            app.key("Delete")
            try app.waitForWidget("Current index") { $0["text"] as? String == "1 / 15" }
            try app.waitForWidget("Document") { $0["text"] as? String == "• Untitled" }
        }

        /// Ctrl+Q with unsaved work: the app asks Save / Discard / Cancel.
        private func quitToTheQuestion(_ app: AppSession) throws {
            let mark = app.events.count
            app.key("ctrl+q")
            try app.waitFor("asked", after: mark)
            try app.waitForDialog { $0["title"] as? String == "Unsaved Changes" }
        }

        private func waitUntilEnded(_ app: AppSession, seconds: Double = 5) {
            let deadline = Date().addingTimeInterval(seconds)
            while app.isRunning && Date() < deadline { usleep(20_000) }
        }

        @Test func sigtermWithTheUnsavedChangesQuestionOpenEndsAtOnceAndKeepsTheWork() throws {
            let home = Home()
            do {
                let app = try home.start()
                try deleteACard(app)
                try quitToTheQuestion(app)
                kill(app.processIdentifier, SIGTERM)
                waitUntilEnded(app)
                #expect(!app.isRunning, "SIGTERM ended the app with the question open")
                #expect(app.exitStatus == 0)
                #expect(home.drafts.count == 1, "the unsaved work is kept: \(home.drafts)")
                #expect(FileManager.default.fileExists(atPath: home.config + "/layout-playground/settings.json"))
                _ = app.finish()
            }
            // The next start offers the work; Restore brings it back, unsaved.
            let again = try home.start()
            try again.waitFor("draft") { $0["action"] as? String == "offered" }
            try again.waitForWidget("Kept work") { $0["mapped"] as? Bool == true }
            try again.clickWidget("Restore kept work")
            try again.waitFor("draft") { $0["action"] as? String == "restored" }
            try again.waitForWidget("Current index") { $0["text"] as? String == "1 / 15" }
            try again.waitForWidget("Document") { $0["text"] as? String == "• Untitled" }
            try again.waitForWidget("Kept work") { $0["mapped"] as? Bool == false }
            #expect(again.finish().isEmpty)
        }

        @Test func afterSigkillTheWorkOfTheLastMomentsIsOfferedAndDiscardForgetsIt() throws {
            let home = Home()
            do {
                let app = try home.start()
                try deleteACard(app)
                // Written a moment after the person stopped.
                try app.waitFor("draft", timeout: 10) { $0["action"] as? String == "kept" }
                kill(app.processIdentifier, SIGKILL)
                waitUntilEnded(app)
                _ = app.finish()
            }
            #expect(home.drafts.count == 1)
            do {
                let again = try home.start()
                try again.waitFor("draft") { $0["action"] as? String == "offered" }
                try again.clickWidget("Discard kept work")
                try again.waitForWidget("Kept work") { $0["mapped"] as? Bool == false }
                try again.waitForWidget("Current index") { $0["text"] as? String == "1 / 16" }
                #expect(again.finish().isEmpty)
            }
            #expect(home.drafts.isEmpty, "a discarded draft is gone: \(home.drafts)")
            let third = try home.start()
            try third.waitFor("settled")
            #expect(!third.events.contains { $0["event"] as? String == "draft" }, "nothing is offered after Discard")
            #expect(third.finish().isEmpty)
        }

        /// Discard discards: the next start shows a fresh document, and the
        /// settings file holds preferences, not the discarded work.
        @Test func discardingOnQuitLeavesNothingOfTheWorkForTheNextStart() throws {
            let home = Home()
            do {
                let app = try home.start()
                try deleteACard(app)
                try quitToTheQuestion(app)
                app.key("alt+d")
                waitUntilEnded(app)
                #expect(!app.isRunning && app.exitStatus == 0)
                _ = app.finish()
            }
            #expect(home.drafts.isEmpty)
            let settings = try String(contentsOfFile: home.config + "/layout-playground/settings.json", encoding: .utf8)
            for key in ["parameters", "dataset", "items"] { #expect(!settings.contains("\"\(key)\""), "\(settings)") }
            let again = try home.start(["--size", "800x500"])
            try again.waitFor("settled")
            try again.waitForWidget("Current index") { $0["text"] as? String == "1 / 16" }
            try again.waitForWidget("Document") { $0["text"] as? String == "Untitled" }
            #expect(!again.events.contains { $0["event"] as? String == "draft" })
            #expect(again.finish().isEmpty)
        }
    }
}
