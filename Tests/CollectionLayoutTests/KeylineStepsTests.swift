@testable import CollectionLayout
import Testing

/// The end steps, worked by hand as Material's `KeylineStateList` makes them.
@Suite struct KeylineStepsTests {
    /// Start-aligned large 200, medium 144, small 56 in 400, between anchors of 1.
    let resting = KeylineState(itemSize: 200, keylines: [
        Keyline(offset: -0.5, maskedSize: 1, isAnchor: true),
        Keyline(offset: 100, maskedSize: 200, isFocal: true),
        Keyline(offset: 272, maskedSize: 144),
        Keyline(offset: 372, maskedSize: 56),
        Keyline(offset: 400.5, maskedSize: 1, isAnchor: true),
    ])

    @Test func aStartAlignedStateHasNoStartStepsAndTwoEndSteps() {
        let steps = KeylineSteps(resting: resting, containerSize: 400)
        #expect(steps.startSteps.count == 1 && steps.startShift == 0)
        #expect(steps.endSteps.count == 3)
        // First the small keyline moves to the front, then the medium one.
        #expect(steps.endSteps[1].keylines.map(\.maskedSize) == [1, 56, 200, 144, 1])
        #expect(steps.endSteps[1].keylines.map(\.offset) == [-0.5, 28, 156, 328, 400.5])
        #expect(steps.endSteps[2].keylines.map(\.maskedSize) == [1, 56, 144, 200, 1])
        #expect(steps.endSteps[2].keylines.map(\.offset) == [-0.5, 28, 128, 300, 400.5])
        #expect(steps.endSteps[2].firstFocal == 3 && steps.endSteps[2].lastFocal == 3)
        // The first keyline's location moves 144, then 56 more: the end
        // region is 200 long, the first step taking 144/200 of it.
        #expect(steps.endShift == 200)
        #expect(steps.endPoints == [0, 0.72, 1])
    }

    @Test func aCentredStateMovesItsLeadingKeylinesBehindTheFocalOne() {
        let centred = KeylineState(itemSize: 200, keylines: [
            Keyline(offset: -0.5, maskedSize: 1, isAnchor: true),
            Keyline(offset: 28, maskedSize: 56),
            Keyline(offset: 128, maskedSize: 144),
            Keyline(offset: 300, maskedSize: 200, isFocal: true),
            Keyline(offset: 472, maskedSize: 144),
            Keyline(offset: 572, maskedSize: 56),
            Keyline(offset: 600.5, maskedSize: 1, isAnchor: true),
        ])
        let steps = KeylineSteps(resting: centred, containerSize: 600)
        #expect(steps.startState.keylines.map(\.maskedSize) == [1, 200, 144, 144, 56, 56, 1])
        #expect(steps.startState.keylines[1].offset == 100 && steps.startState.firstFocal == 1)
        #expect(steps.endState.keylines.map(\.maskedSize) == [1, 56, 56, 144, 144, 200, 1])
        #expect(steps.endState.keylines[5].offset == 500 && steps.endState.lastFocal == 5)
        #expect(steps.startShift == 200 && steps.endShift == 200)
    }

    @Test func halfwayThroughAStepTheKeylinesAreHalfway() {
        let steps = KeylineSteps(resting: resting, containerSize: 400)
        let travel = 1000.0
        // 72 % of the end region's 200 is the first step: halfway is at 72.
        let state = steps.state(at: travel - 200 + 72, travel: travel)
        for (k, (offset, size)) in zip(state.keylines, [(-0.5, 1.0), (64, 128), (214, 172), (350, 100), (400.5, 1)]) {
            #expect(close(k.offset, offset, 1e-12) && close(k.maskedSize, size, 1e-12), "\(k)")
        }
    }
}
