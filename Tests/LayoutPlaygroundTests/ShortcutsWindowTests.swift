import Testing
@testable import LayoutPlayground

/// The shortcuts window spells key names as a keyboard does.
@Suite struct ShortcutsWindowTests {
    @Test func keyNamesLoseTheirUnderscores() {
        #expect(ShortcutsWindow.keyLabel("Page_Up") == "Page Up")
        #expect(ShortcutsWindow.keyLabel("Page_Down") == "Page Down")
    }

    @Test func otherLabelsStayAsTheyAre() {
        for text in ["Home", "F9", "Ctrl", "A page back or forward", "snake_case words", "←", ""] {
            #expect(ShortcutsWindow.keyLabel(text) == text)
        }
    }
}
