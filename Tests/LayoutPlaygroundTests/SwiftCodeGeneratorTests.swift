import CollectionLayout
import Foundation
import Testing

/// `layout-playground swift` ("Copy as Swift"): the code it prints compiles
/// against the library and rebuilds exactly the configured parameters.
@Suite struct SwiftCodeGeneratorTests {
    /// One configuration and the code printed for it.
    struct Snippet: Sendable {
        var layoutID: String
        var typeName: String
        var assignments: [String]
        var code: String
    }

    /// Several configurations of every layout: the defaults; every parameter
    /// changed (awkward numbers, insets, the last choice, bools flipped);
    /// `auto` switched on or off with bools flipped; each other choice.
    static func parameterSets(for type: any CollectionLayout.Type) -> [[String]] {
        let specs = type.parameterSpecs
        var sets: [[String]] = [[], specs.map { "\($0.key)=\(changedValue($0))" }]
        var autoAndBools: [String] = []
        for spec in specs {
            if spec.allowsAuto {
                autoAndBools.append("\(spec.key)=\(spec.defaultValue == .auto ? changedValue(spec) : "auto")")
            } else if case .bool = spec.kind {
                autoAndBools.append("\(spec.key)=\(changedValue(spec))")
            }
        }
        if !autoAndBools.isEmpty { sets.append(autoAndBools) }
        for spec in specs {
            guard case .choice(let choices) = spec.kind else { continue }
            sets += choices.filter { .choice($0) != spec.defaultValue }.map { ["\(spec.key)=\($0)"] }
        }
        return sets
    }

    /// A valid value other than the default, with numbers whose shortest
    /// form has many digits (or an exponent) so that round trips are tested.
    static func changedValue(_ spec: ParameterSpec) -> String {
        switch spec.kind {
        case .number(let range, _):
            let span = range.upperBound - range.lowerBound
            let v = range.lowerBound + span / 7
            return spec.defaultValue == .number(v) ? "\(range.lowerBound + span / 3)" : "\(v)"
        case .integer(let range):
            return spec.defaultValue == .integer(range.lowerBound) ? "\(range.upperBound)" : "\(range.lowerBound)"
        case .bool:
            return spec.defaultValue == .bool(true) ? "false" : "true"
        case .choice(let choices):
            return choices.last { .choice($0) != spec.defaultValue } ?? choices[0]
        case .insets(let maximum):
            return "0.1,2.5,1e-05,\(formatNumber(maximum))"
        case .text(.expression):
            return "1 - abs(offset) * 0.5"
        case .text(.transformChain):
            return "translate(offset*itemWidth, 0, 0) rotate(-offset*0.3, 0, 1, 0)"
        case .text(.numberPair):
            return "0.1,1e-05"
        case .text(.behaviours):
            return "groupPagingCentered,continuous"
        case .text(.sizes):
            return "33.5%,~44,1/3"
        case .text(.widths):
            return "12.5,1/3"
        case .text(.groupSizes):
            return "1x3,2"
        case .text(.weights):
            return "1.5,7,0.25"
        case .text(.keylines):
            return "50.5:101,190:177,300:43"
        }
    }

    /// The code printed for every configuration (the second of each layout
    /// with an unusual viewport and no items).
    static let snippets: [Snippet] = {
        var snippets: [Snippet] = []
        for type in LayoutRegistry.all {
            for (n, set) in parameterSets(for: type).enumerated() {
                var arguments = ["swift", "--layout", type.id] + set.flatMap { ["--set", $0] }
                if n == 1 { arguments += ["--viewport", "1024.5x333.25", "--items", "0"] }
                let result = try? CLIRunner.run(arguments)
                snippets.append(Snippet(layoutID: type.id, typeName: String(describing: type),
                                        assignments: set, code: result?.status == 0 ? result?.stdout ?? "" : ""))
            }
        }
        return snippets
    }()

    @Test func everySnippetTypeChecksAgainstTheLibrary() throws {
        #expect(Self.snippets.count >= 20)
        // One swiftc call: each snippet in its own function.
        var source = "import CollectionLayout\n"
        for (n, snippet) in Self.snippets.enumerated() {
            #expect(snippet.code.hasPrefix("import CollectionLayout\n\n"), "\(snippet.layoutID) \(snippet.assignments)")
            let body = snippet.code.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }
                .map { $0.isEmpty ? "" : "    " + $0 }
            source += "\n// \(snippet.layoutID) \(snippet.assignments)\nfunc snippet\(n)() throws {\n"
                + body.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n}\n"
        }
        let check = try SwiftTypeChecker.typecheck(source)
        #expect(check.succeeded, "\(check.diagnostics)\n\(source)")
    }

    @Test func theTypeCheckCatchesCodeThatDoesNotCompile() throws {
        let check = try SwiftTypeChecker.typecheck("import CollectionLayout\nlet n: Int = CardsLayout().noSuchMember\n")
        #expect(!check.succeeded)
        #expect(check.diagnostics.contains("noSuchMember"))
    }

    /// Both ways: every snippet (typed code generated from the text form)
    /// is built and run, and the layout it makes has exactly the parameters
    /// of the text form it came from.
    @Test func everySnippetRebuildsTheSameParameters() throws {
        var source = "import CollectionLayout\nimport Foundation\n"
        var calls = ""
        for (n, snippet) in Self.snippets.enumerated() {
            let context = "\(snippet.layoutID) \(snippet.assignments)\n\(snippet.code)"
            if snippet.assignments.isEmpty {
                #expect(snippet.code.contains("let layout = \(snippet.typeName)()\n"), "\(context)")
            } else {
                #expect(snippet.code.contains("var configuration = \(snippet.typeName).Configuration()\n"), "\(context)")
                #expect(snippet.code.contains("let layout = try \(snippet.typeName)(configuration)\n"), "\(context)")
                #expect(!snippet.code.contains("assignments"), "\(context)")
            }
            let body = snippet.code.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }.map { "    " + $0 }.joined(separator: "\n")
            source += "\nfunc snippet\(n)() throws -> [String] {\n\(body)\n    return layout.parameters.nonDefaultAssignments\n}\n"
            calls += "print(String(decoding: try JSONSerialization.data(withJSONObject: try snippet\(n)()), as: UTF8.self))\n"
        }
        let result = try SwiftProgramRunner.run(source + calls)
        #expect(result.built && result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.snippets.count)
        for (snippet, line) in zip(Self.snippets, lines) {
            let expected = try LayoutRegistry.make(snippet.layoutID, assignments: snippet.assignments).parameters
            let rebuilt = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String]
            #expect(rebuilt == expected.nonDefaultAssignments, "\(snippet.layoutID) \(snippet.assignments)\n\(snippet.code)")
        }
    }

    @Test func preparesForTheGivenViewportAndItems() throws {
        let result = try CLIRunner.run(["swift", "--layout", "cards", "--set", "itemWidth=300", "--set", "scale=0.9",
                                        "--viewport", "800x600", "--items", "16"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            import CollectionLayout

            var configuration = CardsLayout.Configuration()
            configuration.itemWidth = 300
            configuration.scale = 0.9
            let layout = try CardsLayout(configuration)
            let viewport = Size(width: 800, height: 600)
            layout.prepare(LayoutContext(viewport: viewport, itemCount: 16))
            let offset = layout.initialContentOffset
            let visible = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)

            """)
    }

    @Test func badInputFailsWithOneLine() throws {
        for arguments in [["swift", "--layout", "nope"], ["swift", "--layout", "cards", "--set", "scale=2"],
                          ["swift", "--layout", "cards", "--viewport", "0x5"], ["swift", "--layout", "cards", "--items", "-1"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
