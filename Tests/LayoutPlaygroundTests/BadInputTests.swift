import Foundation
import Testing

/// Bad input exits with status 2 and one line on stderr naming the problem.
@Suite struct BadInputTests {
    static let cases: [(arguments: [String], mentions: String)] = [
        (["attributes", "--layout", "nope"], "unknown layout 'nope'"),
        (["attributes", "--layout", "cards", "--set", "bogus=1"], "unknown parameter 'bogus'"),
        (["attributes", "--layout", "cards", "--set", "scale=2"], "out of range"),
        (["attributes", "--layout", "cards", "--set", "scale=nan"], "not a finite number"),
        (["attributes", "--layout", "cards", "--set", "itemWidth=abc"], "not a number"),
        (["attributes", "--layout", "cards", "--set", "sectionInsets=1,2,3"], "four numbers"),
        (["attributes", "--layout", "cards", "--set", "noequals"], "KEY=VALUE"),
        (["attributes", "--layout", "cards", "--viewport", "0x600"], "--viewport"),
        (["attributes", "--layout", "cards", "--viewport", "nanx600"], "--viewport"),
        (["attributes", "--layout", "cards", "--offset", "nan,0"], "--offset"),
        (["attributes", "--layout", "cards", "--offset", "12"], "--offset"),
        (["attributes", "--layout", "cards", "--items", "100000000"], "--items"),
        (["attributes", "--layout", "cards", "--dataset", "/nonexistent/data.json"], "/nonexistent/data.json: no such file"),
        (["attributes"], "--layout"),
        (["frobnicate"], "frobnicate"),
    ]

    @Test(arguments: 0..<cases.count)
    func badArgumentsGiveOneClearLine(index: Int) throws {
        let (arguments, mention) = Self.cases[index]
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(mention), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("layout-playground: error: "))
    }

    @Test func malformedAndInvalidDatasetsNameTheProblem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lp-bad-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let files: [(name: String, text: String, mention: String)] = [
            ("broken.json", "[{\"w\": 10, ", "malformed JSON at line 1, column 12: Unexpected end of file"),
            ("comma.json", "[\n {\"w\": 10},\n {\"w\": 10 \"h\": 3}\n]", "malformed JSON at line 3, column 11: Invalid value"),
            ("object.json", "{\"items\": []}", "\"sections\""),
            ("negative.json", "[{\"w\": -1, \"h\": 10}]", "item 0: field \"w\" must be a positive number"),
            ("half.json", "[{\"title\": \"a\"}, {\"w\": 3}]", "item 1: fields \"w\" and \"h\" must be given together"),
            ("color.json", "[{\"color\": \"red\"}]", "field \"color\" must look like #rrggbb"),
            ("image.json", "{\"sections\": [{\"items\": [{}, {\"img\": \"missing.png\"}]}]}", "section 0, item 1: field \"img\": missing image missing.png"),
            ("title.json", "[{\"title\": 5}]", "field \"title\" must be a string"),
        ]
        for file in files {
            let path = dir.appendingPathComponent(file.name).path
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try CLIRunner.run(["attributes", "--layout", "cards", "--dataset", path])
            #expect(result.status == 2, "\(file.name)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.contains(path), "\(result.stderr)")
            #expect(result.stderr.contains(file.mention), "\(file.name): \(result.stderr)")
        }
    }

    @Test func helpIsNotAnError() throws {
        let result = try CLIRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("attributes"))
    }
}
