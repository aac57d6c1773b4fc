import CollectionLayout
@testable import LayoutPlayground
import Testing

@Suite struct MotionClockTests {
    @Test func slowMotionSlowsTimeTenfoldWithoutJumps() {
        let clock = MotionClock()
        let start = clock.time(atMonotonic: 100)
        #expect(clock.time(atMonotonic: 101) - start == 1)
        clock.slowMotion = true
        // Continuous at the toggle, then a tenth of the real time passes.
        #expect(clock.time(atMonotonic: 101) - start == 1)
        #expect(abs(clock.time(atMonotonic: 103) - start - 1.2) < 1e-9)
        clock.slowMotion = false
        #expect(abs(clock.time(atMonotonic: 103) - start - 1.2) < 1e-9)
        #expect(abs(clock.time(atMonotonic: 104) - start - 2.2) < 1e-9)
    }
}

@Suite struct ElementTransitionTests {
    private func cell(_ item: Int, x: Double, alpha: Double = 1) -> LayoutAttributes {
        LayoutAttributes(indexPath: IndexPath(item: item), center: Point(x: x, y: 0), size: Size(width: 10, height: 10),
                         alpha: alpha)
    }

    @Test func matchedElementsMoveNewOnesFadeInGoneOnesFadeOut() {
        let transition = ElementTransition(from: [cell(0, x: 0), cell(1, x: 100)], at: 10, duration: 1)
        let targets = [cell(0, x: 50), cell(2, x: 200)]
        let start = transition.frame(at: 10, targets: targets)
        #expect(start.first { $0.indexPath.item == 0 }?.center.x == 0)
        #expect(start.first { $0.indexPath.item == 2 }?.alpha == 0)
        #expect(start.first { $0.indexPath.item == 1 }?.alpha == 1)
        let end = transition.frame(at: 11, targets: targets)
        #expect(end.first { $0.indexPath.item == 0 }?.center.x == 50)
        #expect(end.first { $0.indexPath.item == 2 }?.alpha == 1)
        #expect(end.first { $0.indexPath.item == 1 }?.alpha == 0)
        #expect(transition.isDone(at: 11) && !transition.isDone(at: 10.5))
        // Ease-out: past the middle of the way at half the time.
        let middle = transition.frame(at: 10.5, targets: targets).first { $0.indexPath.item == 0 }!.center.x
        #expect(middle > 25 && middle < 50)
    }
}
