import CollectionLayout
import Foundation
@testable import LayoutPlayground
import Testing

/// One section's entry of a per-section list, changed as the panel's
/// section controls change it: only that section changes, whatever the
/// list's length, and the list stays as short as it can be.
@Suite struct SectionListEditTests {
    typealias Behaviours = PerSection<OrthogonalScrollingBehavior>

    private func set(_ list: String, section: Int, to value: OrthogonalScrollingBehavior, sections: Int) throws -> String {
        SectionListEdit.setting(value, section: section, in: try Behaviours(parsing: list), sectionCount: sections).text
    }

    @Test func onlyTheChangedSectionChanges() throws {
        let cases: [(String, Int, OrthogonalScrollingBehavior, Int, String)] = [
            ("paging,none", 1, .continuous, 4, "paging,continuous,none"),
            ("paging,none", 3, .continuous, 4, "paging,none,none,continuous"),
            ("none", 0, .paging, 4, "paging,none"),
            ("none", 0, .paging, 1, "paging"),
            ("paging,groupPagingCentered,groupPaging,none", 1, .none, 4, "paging,none,groupPaging,none"),
            // Back to what the sections after it have: the repeat at the end goes.
            ("paging,continuous,none", 1, .none, 4, "paging,none"),
            // Entries past the data's sections are kept.
            ("none,none,none,paging", 0, .continuous, 2, "continuous,none,none,paging"),
        ]
        for (list, section, value, sections, expected) in cases {
            let edited = try set(list, section: section, to: value, sections: sections)
            #expect(edited == expected, "\(list): section \(section) = \(value)")
            // Every section of the data has its old value but the one changed.
            let before = try Behaviours(parsing: list), after = try Behaviours(parsing: edited)
            for s in 0..<sections { #expect(after[s] == (s == section ? value : before[s]), "\(list) → \(edited): section \(s)") }
        }
    }

    @Test func aSectionPastTheListsEndRepeatsItsLastValue() throws {
        let list = try Behaviours(parsing: "paging,none")
        #expect(!SectionListEdit.repeats(list, section: 1))
        #expect(SectionListEdit.repeats(list, section: 2) && list[2] == .none)
    }

    /// Each change is one step of undo named after what it changed; quick
    /// changes of one section's entry join, those of two sections do not.
    @Test func undoStepsAreNamedAndKeptApartBySection() throws {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
        var configuration = ViewConfiguration()
        configuration.layoutKind = .compositional
        configuration.assignments = Playground.showcaseAssignments(for: .compositional)
        let p = try Playground(configuration: configuration)
        try p.setParameter("orthogonal", .text("paging,none"), name: "Sideways scrolling of section 2",
                           editKey: SectionListEdit.editKey("orthogonal", section: 1))
        try p.setParameter("orthogonal", .text("paging,continuous"), name: "Sideways scrolling of section 2",
                           editKey: SectionListEdit.editKey("orthogonal", section: 1))
        try p.setParameter("orthogonal", .text("none,continuous"), name: "Sideways scrolling of section 1",
                           editKey: SectionListEdit.editKey("orthogonal", section: 0))
        #expect(p.history.undoCount == 2)
        #expect(p.history.undoEdit?.name == "Sideways scrolling of section 1")
        #expect(p.undo() && p.parameters["orthogonal"] == .text("paging,continuous"))
        #expect(p.history.undoEdit?.name == "Sideways scrolling of section 2")
        #expect(p.undo() && p.parameters["orthogonal"] == .auto)
    }
}
