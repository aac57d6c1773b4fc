import CollectionLayout
import Foundation
import Testing

/// The compositional layout's UIKit export: the file's check command, given
/// the sections' sideways offsets (`--section-offset S=X`, as `attributes`
/// takes them), prints what `attributes --all` prints, and for a sideways
/// release (`--section S --offset X,0 --velocity VX,0`) rests where
/// `fling --section S` says, for every behaviour; left to right and right to
/// left (everything mirrored, the offsets in leading-edge terms). One
/// compile per direction.
@Suite struct UIKitCompositionalExportTests {
    static let view = ["--layout", "compositional", "--viewport", "700x500", "--items", "60",
                       "--set", "orthogonal=paging,groupPagingCentered,groupPaging,continuous,continuousGroupLeadingBoundary,none",
                       "--set", "itemWidth=100%,70%,85%,40%,1/3,1/2", "--set", "itemHeight=120,100,50,80,60,~90",
                       "--set", "groupSize=1,1,1x3,1,2x2,2", "--set", "pinHeaders=true"]

    @Test(arguments: ["ltr", "rtl"])
    func sectionOffsetsAndSidewaysRestsMatchTheLibrary(direction: String) throws {
        // Unequal insets right to left, so that an unmirrored port cannot pass.
        let view = Self.view + ["--direction", direction] + (direction == "rtl" ? ["--set", "sectionInsets=8,12,16,44"] : [])
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-compositional-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Compositional.swift").path, binary = dir.appendingPathComponent("check").path
        let export = try CLIRunner.run(["export", "uikit"] + view + ["--section-offset", "1=120", "--out", file])
        try #require(export.status == 0, "\(export.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        for api in ["UICollectionViewCompositionalLayout", "NSCollectionLayoutSize(", "NSCollectionLayoutGroup.horizontal(",
                    "interItemSpacing", "contentInsets", "NSCollectionLayoutBoundarySupplementaryItem(", "pinToVisibleBounds",
                    "orthogonalScrollingBehavior", ".fractionalWidth(", ".absolute(", ".estimated("] {
            #expect(text.contains(api), "the UIKit part does not use \(api)")
        }
        let compile = try UIKitExportTests.swiftc(["-parse-as-library", "-D", "LAYOUT_EXPORT_CHECK", file, "-o", binary], in: dir)
        try #require(compile.status == 0, "the exported file does not compile in check mode:\n\(compile.output)")

        // The export's own offset (section 1 at 120), and others given to the check command.
        let views: [(offsets: [String], at: String)] = [
            (["1=120"], "0,0"), (["0=700", "2=300.5", "3=50"], "0,250.5"), (["1=400", "4=200"], "0,700"), (["0=0", "3=999"], "0,1200"),
        ]
        var compared = 0
        for (offsets, at) in views {
            let given = offsets.flatMap { ["--section-offset", $0] }
            let library = try CLIRunner.run(["attributes", "--all"] + view + given + ["--offset", at])
            try #require(library.status == 0, "\(library.stderr)")
            // The first view relies on the offset the file was exported with.
            let exported = try CLIRunner.runExecutable(binary, ["--viewport", "700x500", "--offset", at]
                                                       + (compared == 0 ? [] : given))
            try #require(exported.status == 0, "check mode failed: \(exported.stderr)")
            var differences: [String] = []
            UIKitExportTests.compare(try library.json(), try exported.json(), path: "", into: &differences)
            #expect(differences.isEmpty, "\(offsets) at \(at): \(differences.prefix(5).joined(separator: "; "))")
            compared += 1
        }
        #expect(compared == 4)

        // A table of sideways releases in each sideways section: the rest offset and the first item wholly in view.
        var releases = 0
        for section in 0..<5 {
            for x in ["0", "137.5", "420"] {
                for v in ["0", "150", "-350", "1800", "-5000"] {
                    let release = ["--section", String(section), "--offset", "\(x),0", "--velocity", "\(v),0"]
                    let fling = try CLIRunner.run(["fling"] + view + release)
                    guard fling.status == 0 else { continue }
                    let exported = try CLIRunner.runExecutable(binary, ["--viewport", "700x500"] + release)
                    try #require(exported.status == 0, "\(exported.stderr)")
                    let a = try fling.json(), b = try exported.json()
                    let restA = (a["restOffset"] as? [String: Any])?["x"] as? Double, restB = (b["restOffset"] as? [String: Any])?["x"] as? Double
                    #expect(restA != nil && restB != nil && abs(restA! - restB!) < 1e-6, "\(release): \(a) vs \(b)")
                    #expect(a["firstFullyVisibleItem"] as? Int == b["firstFullyVisibleItem"] as? Int, "\(release): \(a) vs \(b)")
                    #expect(a["behaviour"] as? String == b["behaviour"] as? String)
                    releases += 1
                }
            }
        }
        #expect(releases >= 60, "only \(releases) releases compared")
    }

    @Test func aSectionThatDoesNotScrollSidewaysIsRefusedInOneLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-compositional-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let refused = try CLIRunner.run(["export", "uikit"] + Self.view + ["--section-offset", "5=10", "--out", dir.appendingPathComponent("x.swift").path])
        #expect(refused.status == 2 && refused.stderr.split(separator: "\n").count == 1 && refused.stderr.contains("sideways"), "\(refused.stderr)")
    }
}
