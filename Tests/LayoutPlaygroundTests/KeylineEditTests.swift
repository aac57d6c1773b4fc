import CollectionLayout
@testable import LayoutPlayground
import Testing

/// A keyline taken hold of on the canvas and moved: which part a press
/// takes, what the drag writes, and its limits.
@Suite struct KeylineEditTests {
    /// Multi-browse's keylines in a 400-point viewport (spacing 0): 200, 144, 56.
    let shown = [Keyline(offset: -0.5, maskedSize: 1, isAnchor: true),
                 Keyline(offset: 100, maskedSize: 200, isFocal: true),
                 Keyline(offset: 272, maskedSize: 144),
                 Keyline(offset: 372, maskedSize: 56),
                 Keyline(offset: 400.5, maskedSize: 1, isAnchor: true)]
    let band = 50.0...250.0

    private func grab(_ along: Double, _ across: Double, mirrored: Bool = false, keylines: [Keyline]? = nil) -> KeylineEdit? {
        KeylineEdit.grab(displayed: keylines ?? shown, along: along, across: across, band: band, bracket: 64,
                         isMirrored: mirrored, container: 400)
    }

    @Test func aPressNearALineTakesItsPositionAndOnABracketEndItsSize() throws {
        let line = try #require(grab(275, 150))
        #expect(line.index == 1 && line.part == .position)
        let end = try #require(grab(272 + 72 - 3, 66))
        #expect(end.index == 1 && end.part == .size(end: 1))
        #expect(grab(272 - 72 + 2, 62)?.part == .size(end: -1))
        // Away from every line, outside the band, or on an anchor: nothing.
        #expect(grab(200, 150) == nil)
        #expect(grab(272, 260) == nil)
        #expect(grab(0, 150)?.index == nil || grab(0, 150)?.index == 0, "the anchor is never taken")
        #expect(grab(272, 150, keylines: shown.filter(\.isAnchor)) == nil)
    }

    @Test func movingWritesTheCustomKeylinesWithTheOneDraggedChanged() throws {
        let line = try #require(grab(272, 150))
        #expect(KeylineEdit.text(line.keylines(moved: -30)) == "100:200,242:144,372:56")
        // A line stays between its neighbours.
        #expect(line.keylines(moved: -500)[1].offset == 101)
        #expect(line.keylines(moved: 500)[1].offset == 371)
        let size = try #require(grab(344, 64))
        #expect(KeylineEdit.text(size.keylines(moved: 10)) == "100:200,272:164,372:56")
        #expect(size.keylines(moved: -1000)[1].maskedSize == 1)
        #expect(size.keylines(moved: 1000)[1].maskedSize == 400)
    }

    @Test func rightToLeftTheKeylinesAreWrittenFromTheLeadingEdge() throws {
        // The same keylines mirrored, as a right-to-left carousel shows them.
        let mirrored = shown.map { k in
            var m = k
            m.offset = 400 - k.offset
            return m
        }
        let line = try #require(grab(400 - 272, 150, mirrored: true, keylines: mirrored))
        #expect(line.index == 1)
        // Moving left on screen moves the keyline away from the (right) leading edge.
        #expect(KeylineEdit.text(line.keylines(moved: -30)) == "100:200,302:144,372:56")
    }

    @Test func whatADragWritesIsACarouselTheLayoutTakes() throws {
        let line = try #require(grab(272, 150))
        let text = KeylineEdit.text(line.keylines(moved: -30))
        let layout = try KeylineLayout(assignments: ["strategy=custom", "keylines=\(text)", "spacing=0"])
        layout.prepare(LayoutContext(viewport: Size(width: 400, height: 300), itemCount: 12))
        let offsets = layout.keylines(at: .zero).filter { !$0.isAnchor }.map(\.offset)
        #expect(offsets == [100, 242, 372])
    }
}
