import Foundation
import Testing

/// `--edit-as-custom`: the command line's Edit as Custom.
@Suite struct EditAsCustomCommandTests {
    static let types = ["linear", "rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel",
                        "coverFlow", "coverFlow2", "timeMachine", "invertedTimeMachine"]

    private func attributes(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try CLIRunner.run(["attributes", "--layout", "carousel", "--all", "--offset", "530,0"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return json?["elements"] as? [[String: Any]] ?? []
    }

    /// Every type's attributes, and the same type edited as custom: equal within 1e-6.
    @Test(arguments: types)
    func attributesEqualTheBuiltInTypes(_ type: String) throws {
        let builtIn = try attributes(["--set", "type=\(type)"])
        let edited = try attributes(["--set", "type=\(type)", "--edit-as-custom"])
        #expect(builtIn.count == edited.count && !builtIn.isEmpty)
        for (a, b) in zip(builtIn, edited) {
            let ta = a["transform3D"] as? [Double] ?? [], tb = b["transform3D"] as? [Double] ?? []
            #expect(ta.count == 16 && zip(ta, tb).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(type) item \(a["item"] ?? "")")
            #expect(abs((a["alpha"] as? Double ?? -1) - (b["alpha"] as? Double ?? -2)) <= 1e-6)
            #expect(a["hidden"] as? Bool == b["hidden"] as? Bool && a["zIndex"] as? Int == b["zIndex"] as? Int)
        }
    }

    /// `swift` prints the expressions a person sees; another layout is one clear line, exit 2.
    @Test func swiftPrintsTheNamedExpressionsAndOtherLayoutsAreRefused() throws {
        let swift = try CLIRunner.run(["swift", "--layout", "carousel", "--set", "type=wheel", "--edit-as-custom"])
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout.contains("\"type=custom\""))
        #expect(swift.stdout.contains("transform=translate(0, radius, 0) rotate(angle * offset, 0, 0, 1) translate(0, -radius, offset * 0.01)"))
        let cards = try CLIRunner.run(["attributes", "--layout", "cards", "--edit-as-custom"])
        #expect(cards.status == 2 && cards.stderr.split(separator: "\n").count == 1 && cards.stderr.contains("carousel"))
    }
}
